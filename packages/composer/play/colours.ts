// Colour arithmetic the games share, on the design's #rrggbb colours: mixing scenery from the setting's
// colours and telling light from dark.

export function rgb(hex: string): [number, number, number] {
  const n = parseInt(/^#[0-9a-f]{6}$/i.test(hex) ? hex.slice(1) : '888888', 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `a` mixed with `b` by t (0: a, 1: b), as #rrggbb, or as rgba() at an opacity below 1. */
export function mix(a: string, b: string, t: number, alpha = 1): string {
  const [x, y] = [rgb(a), rgb(b)];
  const c = x.map((v, i) => Math.round(Math.max(0, Math.min(255, v + (y[i] - v) * t))));
  if (alpha < 1) return `rgba(${c[0]},${c[1]},${c[2]},${alpha})`;
  return `#${c.map((n) => n.toString(16).padStart(2, '0')).join('')}`;
}

/** How bright a colour looks, 0-255. */
export function brightness(hex: string): number {
  const [r, g, b] = rgb(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b;
}
