// A one-on-one fighting game (pure): two fighters on a floor, walking, jumping, blocking, punching,
// kicking and a special (a fireball once its bar is full); what a blow does, rounds, and the computer's
// fighter.

export type Blow = 'punch' | 'kick';

export interface Fighter {
  x: number;
  /** Height above the floor (px; 0 on it). */
  y: number;
  vy: number;
  /** 1 facing right, -1 left. */
  facing: 1 | -1;
  hp: number;
  /** The special bar, 0-100: filled by landing blows. */
  bar: number;
  blocking: boolean;
  /** The blow being thrown and how long it has been out (s). */
  blow: Blow | null;
  blowT: number;
  /** Whether this blow has landed already (one hit a blow). */
  landed: boolean;
  /** Seconds still reeling from a hit (no moves). */
  hurt: number;
  rounds: number;
}

export const FLOOR = 470;
export const SPEED = 190;
export const JUMP = 560;
export const GRAVITY = 1500;
/** How long a blow is out, how far it reaches from the body's middle, what it takes off. */
export const BLOWS: Record<Blow, { time: number; reach: number; damage: number; high: number }> = {
  punch: { time: 0.22, reach: 62, damage: 6, high: 58 },
  kick: { time: 0.34, reach: 78, damage: 9, high: 28 },
};
export const SPECIAL_DAMAGE = 18;
export const FIREBALL_SPEED = 340;
export const ROUND_SECONDS = 60;
export const ROUNDS_TO_WIN = 2;

export function fighter(x: number, facing: 1 | -1): Fighter {
  return { x, y: 0, vy: 0, facing, hp: 100, bar: 0, blocking: false, blow: null, blowT: 0, landed: false, hurt: 0, rounds: 0 }; // prettier-ignore
}

/** What a fighter wants this frame (keys held or the computer's choice). */
export interface Intent {
  move: -1 | 0 | 1;
  jump: boolean;
  block: boolean;
  blow: Blow | null;
  special: boolean;
}

export const IDLE: Intent = { move: 0, jump: false, block: false, blow: null, special: false };

/** One step of a fighter's body: walking (not while blocking, hurt or mid-blow), jumping, falling. */
export function stepBody(f: Fighter, want: Intent, dt: number, lo: number, hi: number): void {
  f.hurt = Math.max(0, f.hurt - dt);
  if (f.blow) {
    f.blowT += dt;
    if (f.blowT >= BLOWS[f.blow].time) f.blow = null;
  }
  const free = f.hurt === 0 && !f.blow;
  f.blocking = free && f.y === 0 && want.block;
  if (free && !f.blocking) f.x += want.move * SPEED * dt;
  if (free && want.jump && f.y === 0) f.vy = JUMP;
  if (free && want.blow && !f.blocking) {
    f.blow = want.blow;
    f.blowT = 0;
    f.landed = false;
  }
  if (f.y > 0 || f.vy > 0) {
    f.y += f.vy * dt;
    f.vy -= GRAVITY * dt;
    if (f.y <= 0) {
      f.y = 0;
      f.vy = 0;
    }
  }
  f.x = Math.max(lo, Math.min(hi, f.x));
}

/** How close two bodies come (px): they push each other rather than pass through, unless one jumps over. */
export const BODY = 48;

/** `a` and `b` kept a body apart on the floor (each pushed back half the overlap, within lo-hi). */
export function apart(a: Fighter, b: Fighter, lo: number, hi: number): void {
  if (Math.abs(a.y - b.y) > 70) return; // (one jumping over the other)
  const gap = b.x - a.x;
  const over = BODY - Math.abs(gap);
  if (over <= 0) return;
  const side = gap === 0 ? a.facing : Math.sign(gap);
  a.x = Math.max(lo, Math.min(hi, a.x - (side * over) / 2));
  b.x = Math.max(lo, Math.min(hi, b.x + (side * over) / 2));
  // (against a wall the other takes it all)
  if (Math.abs(b.x - a.x) < BODY) {
    if (a.x === lo || a.x === hi) b.x = a.x + side * BODY;
    else a.x = b.x - side * BODY;
  }
}

/** Whether `a`'s blow reaches `b` now: out past its first third, in front of `a`, at `b`'s height. */
export function reaches(a: Fighter, b: Fighter): boolean {
  if (!a.blow || a.landed || a.blowT < BLOWS[a.blow].time / 3) return false;
  const ahead = (b.x - a.x) * a.facing;
  const { reach, high } = BLOWS[a.blow];
  const fistY = a.y + high; // (above the floor)
  return ahead > 0 && ahead <= reach + 22 && fistY >= b.y - 10 && fistY <= b.y + 120;
}

/** `b` takes `damage` (a fifth of it while blocking, and no reeling): its HP left. The one who hit fills
 * its bar. */
export function takes(b: Fighter, damage: number, from: Fighter | null): number {
  const got = b.blocking ? Math.ceil(damage / 5) : damage;
  b.hp = Math.max(0, b.hp - got);
  if (!b.blocking) {
    b.hurt = 0.3;
    b.x += (from ? from.facing : 0) * 14;
  }
  if (from) from.bar = Math.min(100, from.bar + got * 2.5);
  return got;
}

/** The round's winner when it ends: the one left standing, or with more HP when time is up; null on a
 * draw or while it goes on. */
export function roundOver(a: Fighter, b: Fighter, timeLeft: number): 'a' | 'b' | 'draw' | null {
  if (a.hp <= 0 && b.hp <= 0) return 'draw';
  if (b.hp <= 0) return 'a';
  if (a.hp <= 0) return 'b';
  if (timeLeft > 0) return null;
  return a.hp === b.hp ? 'draw' : a.hp > b.hp ? 'a' : 'b';
}

/** The computer's fighter: closes in, strikes in reach, blocks some blows coming, jumps now and then,
 * throws its special from afar when the bar is full. `skill` 0-1. */
export function cpu(me: Fighter, foe: Fighter, rand: () => number, skill: number): Intent {
  const gap = Math.abs(foe.x - me.x);
  const toward = (Math.sign(foe.x - me.x) || 1) as 1 | -1;
  if (me.bar >= 100 && gap > 160 && rand() < 0.05 + skill * 0.1) return { ...IDLE, special: true };
  if (foe.blow && gap < 120 && rand() < 0.25 + skill * 0.5) return { ...IDLE, block: true };
  if (gap > 84) return { ...IDLE, move: toward, jump: rand() < 0.006 };
  if (rand() < 0.06 + skill * 0.1) return { ...IDLE, blow: rand() < 0.55 ? 'punch' : 'kick' };
  return { ...IDLE, move: rand() < 0.02 ? (-toward as 1 | -1) : 0 };
}
