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

/** A slider's track: a line from (x, y), w long. */
export interface Track {
  x: number;
  y: number;
  w: number;
}

/** A slider with its name before it and its knob at `at` (0-1), `r` across. */
export function slider(g: Api, t: Track, name: string, at: number, r = 10): void {
  const { ctx } = g;
  const { accent, fg } = g.design.setting;
  g.text(name, 16, t.y, 16, fg, 'left');
  ctx.strokeStyle = fg + '88';
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.moveTo(t.x, t.y);
  ctx.lineTo(t.x + t.w, t.y);
  ctx.stroke();
  ctx.fillStyle = accent;
  ctx.beginPath();
  ctx.arc(t.x + t.w * at, t.y, r, 0, Math.PI * 2);
  ctx.fill();
}

/** Whether a press is on a slider (a finger's width round its track). */
export const onTrack = (p: { x: number; y: number }, t: Track) =>
  Math.abs(p.y - t.y) < 20 && p.x > t.x - 20 && p.x < t.x + t.w + 20;

/** How far along a slider the pointer is, 0-1. */
export const along = (p: { x: number; y: number }, t: Track) => Math.max(0, Math.min(1, (p.x - t.x) / t.w));

/** `s` in lines no wider than `width` at a bold `size` px (words kept whole). */
export function lines(g: Api, s: string, width: number, size: number): string[] {
  g.ctx.font = `bold ${size}px system-ui, sans-serif`;
  const out: string[] = [];
  for (const word of s.split(' ')) {
    const last = out[out.length - 1];
    if (last && g.ctx.measureText(`${last} ${word}`).width <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}
