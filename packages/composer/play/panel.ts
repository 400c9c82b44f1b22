// A button's face, the same in every game that draws its own: a rounded box in the setting's colours.
import type { Api, Box } from './runtime';

/** A rounded button in the setting's colours: lit when it can be used. */
export function panel(g: Api, b: Box, lit: boolean, radius = 10): void {
  const { ctx } = g;
  const { accent, fg } = g.design.setting;
  ctx.fillStyle = lit ? accent + '44' : 'rgba(0,0,0,0.28)';
  ctx.strokeStyle = lit ? accent : fg + '55';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.roundRect(b.x, b.y, b.w, b.h, radius);
  ctx.fill();
  ctx.stroke();
}
