// Version-tree rules (DESIGN §2). Pure.

export interface ParentVersion {
  kv_key: string;
  game_key: string;
  author_id: string;
  version_number: number;
}

export interface Placement {
  /** The game the new version belongs to (a new game when it is the first version). */
  gameKey: string;
  newGame: boolean;
  versionNumber: number;
  /** When improving someone else's game: the version the improver's own game came from. */
  originKvKey: string | null;
  parentKvKey: string | null;
}

/**
 * Where a finished generation goes: a first version starts a game; improving your own game adds the
 * next version number to it; improving someone else's starts your own game that records its origin.
 */
export function placeVersion(kvKey: string, authorId: string, parent: ParentVersion | null): Placement {
  if (!parent)
    return { gameKey: kvKey, newGame: true, versionNumber: 1, originKvKey: null, parentKvKey: null };
  if (parent.author_id !== authorId) {
    return { gameKey: kvKey, newGame: true, versionNumber: 1, originKvKey: parent.kv_key, parentKvKey: null };
  }
  return {
    gameKey: parent.game_key,
    newGame: false,
    versionNumber: parent.version_number + 1,
    originKvKey: null,
    parentKvKey: parent.kv_key,
  };
}
