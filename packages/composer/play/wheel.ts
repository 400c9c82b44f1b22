// A prize wheel (pure): slices round a wheel, the pointer at the top; a spin slows as a real wheel does
// (friction that grows with speed, and a little that does not), and the slice under the pointer when it
// stops is the prize. A slice that says "try again" (or no prize) wins nothing and has no code.

/** The slice under the pointer at the top when the wheel has turned `angle` radians clockwise: slice 0
 * starts at the pointer and they go on clockwise. */
export function sliceAt(angle: number, n: number): number {
  const turn = Math.PI * 2;
  const a = (((-angle % turn) + turn) % turn) / turn; // (the wheel turns; the pointer stays)
  return Math.min(n - 1, Math.floor(a * n));
}

/** The spin's speed after `dt` s (rad/s): slower and slower, then stopped. */
export function slow(speed: number, dt: number): number {
  const next = speed - (speed * 0.45 + 0.35) * dt;
  return next > 0.02 ? next : 0;
}

/** How far a spin from `speed` turns the wheel before it stops (radians), in steps of `dt`. */
export function travel(speed: number, dt = 1 / 60): number {
  let turned = 0;
  for (let v = speed; v > 0; v = slow(v, dt)) turned += v * dt;
  return turned;
}

/** Whether a slice's words say it wins nothing ("Try again", "No prize", "Sorry"). */
export const blank = (label: string) =>
  /\b(?:try again|no prize|nothing|sorry|lose|spin again)\b|^\s*0\s*$|otra vez|inténtalo|réessaie|rejoue|nochmal|tente de novo|tenta di nuovo|riprova/i.test(label); // prettier-ignore

/** A prize's code: the prefix and four digits ("CAFE-4821"). */
export function codeFor(prefix: string, rand: () => number): string {
  return `${prefix}-${String(Math.floor(rand() * 9000) + 1000)}`;
}
