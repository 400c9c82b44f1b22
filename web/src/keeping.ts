// What a game keeps between visits (a virtual pet, its needs). The game runs in a sandboxed frame with
// no storage of its own, so it asks the page around it: "load" is answered with what this device kept
// for that game, "keep" replaces it. Only the game's own frame is listened to, and only a small object
// is kept, under the game's key.
import { useEffect, type RefObject } from 'react';

const MOST = 20_000; // characters kept per game

export const keptKey = (kvKey: string) => `degs-kept:${kvKey}`;

/** What this device kept for the game, or an empty object. */
export function keptFor(kvKey: string): Record<string, unknown> {
  try {
    const kept = JSON.parse(localStorage.getItem(keptKey(kvKey)) ?? '{}') as unknown;
    return kept && typeof kept === 'object' && !Array.isArray(kept) ? (kept as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Keeps what the game sent, when it is a small object; false when it was refused. */
export function keepFor(kvKey: string, kept: unknown): boolean {
  if (!kept || typeof kept !== 'object' || Array.isArray(kept)) return false;
  const text = JSON.stringify(kept);
  if (text.length > MOST) return false;
  try {
    localStorage.setItem(keptKey(kvKey), text);
    return true;
  } catch {
    return false;
  }
}

/** Answers the game in `frame` when it asks for what it kept, and keeps what it sends. */
export function useGameKeeping(frame: RefObject<HTMLIFrameElement | null>, kvKey: string): void {
  useEffect(() => {
    function onMessage(e: MessageEvent) {
      const game = frame.current?.contentWindow;
      if (!game || e.source !== game) return;
      const m = e.data as { degs?: unknown; kept?: unknown } | null;
      // (the frame's origin is opaque, "null": the answer can only be addressed to any)
      if (m?.degs === 'load') game.postMessage({ degs: 'kept', kept: keptFor(kvKey) }, '*');
      else if (m?.degs === 'keep') keepFor(kvKey, m.kept);
    }
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, [frame, kvKey]);
}
