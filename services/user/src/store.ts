// All SQL of the user service: the users table, the shape the API returns (spec §3 User), and the
// profile counts kept from events.
import { setRow, type Queryable } from '@degs/kit';
import type { ProfilePatch } from '@degs/rules';
import { energyRemaining } from './domain/energy';

export interface UserRow {
  id: string;
  username: string | null;
  user_address: string | null;
  bio: string | null;
  website: string | null;
  tiktok_profile: string | null;
  x_profile: string | null;
  twitch_profile: string | null;
  staked_amount: number;
  energy_used: number;
  energy_day: string | null;
  followers_count: number;
  following_count: number;
  games_count: number;
  /** Read with the row when a viewer is given: whether they follow this person (the event-fed copy). */
  is_following?: boolean;
}

const COLUMNS = `id, username, user_address, bio, website, tiktok_profile, x_profile, twitch_profile, staked_amount,
  energy_used, to_char(energy_day, 'YYYY-MM-DD') AS energy_day, followers_count, following_count, games_count`;

export function toApi(row: UserRow, energyAllowance: number) {
  return {
    id: row.id,
    username: row.username,
    user_address: row.user_address,
    daily_energies_remaining: energyRemaining(energyAllowance, row.energy_used, row.energy_day),
    staked_amount: row.staked_amount,
    bio: row.bio,
    website: row.website,
    tiktok_profile: row.tiktok_profile,
    x_profile: row.x_profile,
    twitch_profile: row.twitch_profile,
    followers_count: row.followers_count,
    following_count: row.following_count,
    is_following: row.is_following ?? false,
    games_count: row.games_count,
  };
}

export async function findById(db: Queryable, id: string): Promise<UserRow | null> {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM users.users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** A profile by name; with a viewer, whether they follow it is read in the same query. */
export async function findByUsername(
  db: Queryable,
  username: string,
  viewerId?: string,
): Promise<UserRow | null> {
  const { rows } = await db.query(
    `SELECT ${COLUMNS},
       EXISTS (SELECT 1 FROM users.follows f WHERE f.follower_id = $2 AND f.followee_id = u.id) AS is_following
       FROM users.users u WHERE lower(username) = lower($1)`,
    [username, viewerId ?? null],
  );
  return rows[0] ?? null;
}

/** Creates the profile if absent; idempotent. */
export async function ensureUser(db: Queryable, id: string, userAddress: string | null): Promise<UserRow> {
  await db.query(`INSERT INTO users.users (id, user_address) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, [
    id,
    userAddress,
  ]);
  return (await findById(db, id))!;
}

export async function updateProfile(db: Queryable, id: string, patch: ProfilePatch): Promise<UserRow | null> {
  const fields = Object.keys(patch) as (keyof ProfilePatch)[];
  if (fields.length) {
    const sets = fields.map((f, i) => `${f} = $${i + 2}`).join(', ');
    await db.query(`UPDATE users.users SET ${sets}, updated_at = now() WHERE id = $1`, [
      id,
      ...fields.map((f) => patch[f]),
    ]);
  }
  return findById(db, id);
}

export async function setStaked(db: Queryable, id: string, amount: number): Promise<UserRow | null> {
  await db.query('UPDATE users.users SET staked_amount = $2, updated_at = now() WHERE id = $1', [id, amount]);
  return findById(db, id);
}

/**
 * Spends one energy if any is left today (UTC), atomically. Returns the energy left after, or null
 * when there was none.
 */
export async function spendEnergy(db: Queryable, id: string, allowance: number): Promise<number | null> {
  const { rows } = await db.query(
    `UPDATE users.users SET
       energy_used = CASE WHEN energy_day = (now() AT TIME ZONE 'UTC')::date THEN energy_used + 1 ELSE 1 END,
       energy_day = (now() AT TIME ZONE 'UTC')::date
     WHERE id = $1 AND (energy_day IS DISTINCT FROM (now() AT TIME ZONE 'UTC')::date OR energy_used < $2)
     RETURNING energy_used`,
    [id, allowance],
  );
  return rows[0] ? allowance - rows[0].energy_used : null;
}

/** Gives back one energy spent today (a failed generation). */
export async function refundEnergy(db: Queryable, id: string): Promise<void> {
  await db.query(
    `UPDATE users.users SET energy_used = energy_used - 1
     WHERE id = $1 AND energy_day = (now() AT TIME ZONE 'UTC')::date AND energy_used > 0`,
    [id],
  );
}

// The profile counts (followers, following, public games) and is_following, kept from social and game
// events. Each effect first changes its copy row; the counts move only when that row really changed.

export async function setFollow(db: Queryable, followerId: string, followeeId: string, on: boolean) {
  if (!(await setRow(db, 'users.follows', { follower_id: followerId, followee_id: followeeId }, on))) return;
  const d = on ? 1 : -1;
  await db.query('UPDATE users.users SET following_count = greatest(0, following_count + $2) WHERE id = $1', [
    followerId,
    d,
  ]);
  await db.query('UPDATE users.users SET followers_count = greatest(0, followers_count + $2) WHERE id = $1', [
    followeeId,
    d,
  ]);
}

export async function setPublicGame(db: Queryable, authorId: string, gameKey: string, on: boolean) {
  if (await setRow(db, 'users.public_games', { author_id: authorId, game_key: gameKey }, on))
    await db.query('UPDATE users.users SET games_count = greatest(0, games_count + $2) WHERE id = $1', [
      authorId,
      on ? 1 : -1,
    ]);
}
