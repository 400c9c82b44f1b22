// A thing's shape, from its own emoji: drawn once off screen, and read back as where it is solid.
// Connecting the dots walks its edge; decorating puts things only where it is.

const FONT = '"Noto Color Emoji", "Apple Color Emoji", "Segoe UI Emoji", serif';

/** Where an emoji is solid, in a box of side 1 centred on 0 (the emoji drawn at 0.8 of it, as a
 * sprite is); null without an emoji or a canvas. */
export function silhouette(emoji: string | null, side = 160): ((x: number, y: number) => boolean) | null {
  if (!emoji) return null;
  const c = document.createElement('canvas');
  c.width = c.height = side;
  const ctx = c.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.font = `${side * 0.8}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(emoji, side / 2, side / 2 + side * 0.05);
  const alpha = ctx.getImageData(0, 0, side, side).data;
  if (!alpha.some((a, i) => i % 4 === 3 && a > 60)) return null; // (no font drew it)
  return (x, y) => {
    const px = Math.round((x + 0.5) * side);
    const py = Math.round((y + 0.5) * side);
    return px >= 0 && py >= 0 && px < side && py < side && alpha[(py * side + px) * 4 + 3] > 60;
  };
}
