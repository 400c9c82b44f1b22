// The open water the fishing games share: the sea below a surface line, tinted by the setting, and the
// surface itself, gently waving. Drawing only (no state).
import type { Api } from './runtime';

/** The sea from `surface` down to the bottom of the screen, deep blue at `deep`. */
export function sea(g: Api, surface: number, deep = g.H): void {
  const { ctx } = g;
  const fill = ctx.createLinearGradient(0, surface, 0, deep);
  fill.addColorStop(0, '#2f8fd8');
  fill.addColorStop(1, '#0a2540');
  ctx.fillStyle = fill;
  ctx.fillRect(0, surface, g.W, g.H - surface);
  ctx.fillStyle = g.design.setting.accent + '18'; // the setting's tint in the water
  ctx.fillRect(0, surface, g.W, g.H - surface);
}

/** The water's surface line, waving a little. */
export function surfaceLine(g: Api, surface: number, alpha = 0.6): void {
  const { ctx } = g;
  ctx.strokeStyle = `rgba(255,255,255,${alpha})`;
  ctx.lineWidth = 2;
  ctx.beginPath();
  for (let x = 0; x <= g.W; x += 12) ctx.lineTo(x, surface + Math.sin(x / 30 + g.time * 2) * 2);
  ctx.stroke();
}
