// A picture a game saves (a spirograph, a drawing): the game runs in a sandboxed frame that cannot
// download, so it sends the page around it a PNG, which is saved from here. Only the game's own frame
// is listened to, and only a PNG of a sane size is taken.
import { useEffect, type RefObject } from 'react';

const MOST = 8_000_000; // characters of a data URL: a 480 × 640 PNG is far less

/** The PNG and its file name from a game's message, or null when it is not a picture to save. */
export function pictureFrom(m: unknown): { png: string; file: string } | null {
  const p = m as { degs?: unknown; png?: unknown; name?: unknown } | null;
  if (p?.degs !== 'picture' || typeof p.png !== 'string') return null;
  if (!p.png.startsWith('data:image/png;base64,') || p.png.length > MOST) return null;
  if (!/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/.test(p.png)) return null;
  const name =
    typeof p.name === 'string'
      ? p.name
          .replace(/[^\p{L}\p{N} _-]+/gu, '')
          .trim()
          .slice(0, 60)
      : '';
  return { png: p.png, file: `${name || 'picture'}.png` };
}

/** Saves the pictures the game in `frame` sends. */
export function useGamePictures(frame: RefObject<HTMLIFrameElement | null>): void {
  useEffect(() => {
    function onMessage(e: MessageEvent) {
      if (!frame.current?.contentWindow || e.source !== frame.current.contentWindow) return;
      const picture = pictureFrom(e.data);
      if (!picture) return;
      const a = document.createElement('a');
      a.href = picture.png;
      a.download = picture.file;
      a.click();
    }
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, [frame]);
}
