// Things people name that have no emoji, drawn as what they are (a submarine, a treasure chest, a
// cannon, a tank, an arrow: the emoji of one is a whole bow) instead of a circle with a name. Each fits
// a px-tall box centred on the origin and faces left, as the emoji of creatures and vehicles do.
import type { DRAWN_THINGS } from '../src/design';

type Drawer = (ctx: CanvasRenderingContext2D, px: number) => void;

function rounded(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number | number[],
) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}
function outlined(ctx: CanvasRenderingContext2D, fill: string, line = 'rgba(0,0,0,0.45)') {
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.strokeStyle = line;
  ctx.stroke();
}

const DRAWERS: Record<(typeof DRAWN_THINGS)[number], Drawer> = {
  submarine(ctx, px) {
    const u = px / 10;
    ctx.lineWidth = Math.max(1, u * 0.35);
    // the tower and its periscope
    rounded(ctx, -u * 1.2, -u * 3.4, u * 3, u * 2, u * 0.6);
    outlined(ctx, '#eab308');
    ctx.beginPath();
    ctx.moveTo(u * 0.8, -u * 3.4);
    ctx.lineTo(u * 0.8, -u * 4.6);
    ctx.lineTo(-u * 0.2, -u * 4.6);
    ctx.strokeStyle = '#475569';
    ctx.lineWidth = u * 0.5;
    ctx.stroke();
    ctx.lineWidth = Math.max(1, u * 0.35);
    // the hull
    ctx.beginPath();
    ctx.ellipse(0, 0, u * 4.6, u * 2, 0, 0, Math.PI * 2);
    outlined(ctx, '#facc15');
    // portholes
    for (const x of [-2.4, -0.4, 1.6]) {
      ctx.beginPath();
      ctx.arc(x * u, 0, u * 0.65, 0, Math.PI * 2);
      outlined(ctx, '#7dd3fc', '#a16207');
    }
    // the propeller at the back
    ctx.beginPath();
    ctx.ellipse(u * 4.9, 0, u * 0.4, u * 1.2, 0, 0, Math.PI * 2);
    outlined(ctx, '#64748b');
  },
  chest(ctx, px) {
    const u = px / 10;
    ctx.lineWidth = Math.max(1, u * 0.35);
    // gold showing under the lid
    for (const [x, y] of [
      [-2.4, -2.2],
      [0, -2.6],
      [2.4, -2.2],
    ]) {
      ctx.beginPath();
      ctx.arc(x * u, y * u, u * 1.1, 0, Math.PI * 2);
      outlined(ctx, '#fbbf24', '#b45309');
    }
    // the box and its lid
    rounded(ctx, -u * 4.4, -u * 1.2, u * 8.8, u * 5, u * 0.6);
    outlined(ctx, '#92400e');
    rounded(ctx, -u * 4.6, -u * 3.2, u * 9.2, u * 2.4, [u * 2, u * 2, u * 0.4, u * 0.4]);
    outlined(ctx, '#a16207');
    // iron bands and the lock
    ctx.fillStyle = '#facc15';
    for (const x of [-3.2, 2.4]) ctx.fillRect(x * u, -u * 3.2, u * 0.8, u * 7);
    rounded(ctx, -u * 0.8, -u * 1.4, u * 1.6, u * 2, u * 0.3);
    outlined(ctx, '#fde047', '#854d0e');
  },
  cannon(ctx, px) {
    const u = px / 10;
    ctx.lineWidth = Math.max(1, u * 0.35);
    // the barrel, raised high toward the left
    ctx.save();
    ctx.rotate(1);
    rounded(ctx, -u * 5, -u * 1.3, u * 7.4, u * 2.6, u * 1.2);
    outlined(ctx, '#334155');
    ctx.beginPath();
    ctx.arc(-u * 5, 0, u * 1.3, 0, Math.PI * 2);
    outlined(ctx, '#1e293b');
    ctx.restore();
    // the wheel
    ctx.beginPath();
    ctx.arc(u * 0.8, u * 2.2, u * 2.2, 0, Math.PI * 2);
    outlined(ctx, '#92400e');
    ctx.beginPath();
    ctx.arc(u * 0.8, u * 2.2, u * 0.6, 0, Math.PI * 2);
    outlined(ctx, '#451a03');
  },
  catapult(ctx, px) {
    const u = px / 10;
    ctx.lineWidth = Math.max(1, u * 0.35);
    const wood = '#a16207';
    // the arm, raised toward the left, with its cup and a rock in it
    ctx.save();
    ctx.translate(u * 1.2, u * 0.6);
    ctx.rotate(0.75);
    rounded(ctx, -u * 6, -u * 0.45, u * 6.6, u * 0.9, u * 0.3);
    outlined(ctx, wood);
    ctx.beginPath();
    ctx.arc(-u * 6, -u * 0.6, u * 1.2, 0, Math.PI);
    outlined(ctx, '#713f12');
    ctx.beginPath();
    ctx.arc(-u * 6, -u * 1.1, u * 0.9, 0, Math.PI * 2);
    outlined(ctx, '#9ca3af');
    ctx.restore();
    // the frame it turns on, the base and its wheels
    ctx.beginPath();
    ctx.moveTo(-u * 0.4, u * 2);
    ctx.lineTo(u * 1.2, -u * 0.2);
    ctx.lineTo(u * 2.8, u * 2);
    ctx.closePath();
    outlined(ctx, '#854d0e');
    rounded(ctx, -u * 4.6, u * 1.6, u * 9.2, u * 1.2, u * 0.3);
    outlined(ctx, wood);
    for (const x of [-3, 3]) {
      ctx.beginPath();
      ctx.arc(x * u, u * 3.4, u * 1.3, 0, Math.PI * 2);
      outlined(ctx, '#713f12');
    }
  },
  tank(ctx, px) {
    const u = px / 10;
    ctx.lineWidth = Math.max(1, u * 0.35);
    const body = '#4d7c0f';
    // the gun, toward the left
    rounded(ctx, -u * 5, -u * 2.4, u * 4.6, u * 0.9, u * 0.3);
    outlined(ctx, '#3f6212');
    // the turret, the hull, the tracks
    rounded(ctx, -u * 1.6, -u * 3.2, u * 4, u * 2.4, u * 1.1);
    outlined(ctx, body);
    rounded(ctx, -u * 4.2, -u * 1.2, u * 8.4, u * 2.2, u * 0.6);
    outlined(ctx, body);
    rounded(ctx, -u * 4.6, u * 0.8, u * 9.2, u * 2.6, u * 1.3);
    outlined(ctx, '#374151');
    for (const x of [-3.2, -1.1, 1, 3.1]) {
      ctx.beginPath();
      ctx.arc(x * u, u * 2.1, u * 0.8, 0, Math.PI * 2);
      outlined(ctx, '#9ca3af');
    }
  },
  stinger(ctx, px) {
    // (a dark barbed spike pointing up, the way a shot flies)
    const u = px / 10;
    ctx.lineWidth = Math.max(1, u * 0.3);
    ctx.beginPath();
    ctx.moveTo(0, -u * 5);
    ctx.quadraticCurveTo(u * 1.2, u * 1, u * 0.9, u * 4.5);
    ctx.lineTo(-u * 0.9, u * 4.5);
    ctx.quadraticCurveTo(-u * 1.2, u * 1, 0, -u * 5);
    outlined(ctx, '#1f2937', 'rgba(250,204,21,0.9)');
    ctx.fillStyle = '#facc15';
    ctx.fillRect(-u * 0.9, u * 3.2, u * 1.8, u * 0.6);
  },
  arrow(ctx, px) {
    // (it points up, the way a shot is turned to fly)
    const u = px / 10;
    ctx.lineWidth = Math.max(1.5, u * 0.7);
    ctx.strokeStyle = '#92400e';
    ctx.beginPath();
    ctx.moveTo(0, u * 4.6);
    ctx.lineTo(0, -u * 3);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(0, -u * 5);
    ctx.lineTo(u * 1.4, -u * 2.6);
    ctx.lineTo(-u * 1.4, -u * 2.6);
    ctx.closePath();
    outlined(ctx, '#cbd5e1');
    ctx.fillStyle = '#ef4444';
    for (const side of [-1, 1]) {
      ctx.beginPath();
      ctx.moveTo(0, u * 2.6);
      ctx.lineTo(side * u * 1.3, u * 3.8);
      ctx.lineTo(side * u * 1.3, u * 5);
      ctx.lineTo(0, u * 4);
      ctx.fill();
    }
  },
  dragonfly(ctx, px) {
    // a long body along the middle, two pairs of clear wings across it (facing left)
    const u = px / 10;
    ctx.lineWidth = Math.max(1, u * 0.3);
    ctx.fillStyle = 'rgba(186, 230, 253, 0.55)';
    ctx.strokeStyle = 'rgba(14, 116, 144, 0.8)';
    for (const [x, w] of [
      [-u * 1.4, u * 2.2],
      [u * 0.6, u * 1.9],
    ])
      for (const side of [-1, 1]) {
        ctx.beginPath();
        ctx.ellipse(x, side * u * 2, u * 0.9, w, side * 0.25, 0, Math.PI * 2);
        ctx.fill();
        ctx.stroke();
      }
    rounded(ctx, -u * 2.2, -u * 0.45, u * 7.2, u * 0.9, u * 0.45);
    outlined(ctx, '#0ea5e9');
    ctx.beginPath();
    ctx.arc(-u * 2.8, 0, u * 0.9, 0, Math.PI * 2);
    outlined(ctx, '#0369a1');
  },
  windmill(ctx, px) {
    const u = px / 10;
    ctx.lineWidth = Math.max(1, u * 0.3);
    // the tower, its roof and door
    ctx.beginPath();
    ctx.moveTo(-u * 1.8, u * 5);
    ctx.lineTo(-u * 1.1, -u * 1.6);
    ctx.lineTo(u * 1.1, -u * 1.6);
    ctx.lineTo(u * 1.8, u * 5);
    ctx.closePath();
    outlined(ctx, '#dc2626');
    ctx.beginPath();
    ctx.moveTo(-u * 1.5, -u * 1.6);
    ctx.lineTo(0, -u * 3);
    ctx.lineTo(u * 1.5, -u * 1.6);
    ctx.closePath();
    outlined(ctx, '#78350f');
    rounded(ctx, -u * 0.6, u * 3, u * 1.2, u * 2, [u * 0.6, u * 0.6, 0, 0]);
    outlined(ctx, '#451a03');
    // four sails turning about the hub (a page's own clock: they turn while it plays)
    const turn = (performance.now() / 1000) * 1.6;
    for (let k = 0; k < 4; k++) {
      ctx.save();
      ctx.translate(0, -u * 1.6);
      ctx.rotate(turn + (k * Math.PI) / 2);
      rounded(ctx, u * 0.3, -u * 0.55, u * 4, u * 1.1, u * 0.2);
      outlined(ctx, '#f5f5f4', '#57534e');
      ctx.restore();
    }
    ctx.beginPath();
    ctx.arc(0, -u * 1.6, u * 0.45, 0, Math.PI * 2);
    outlined(ctx, '#44403c');
  },
};

/** The drawer for a thing's name ("treasure chest" is a chest), if the page has one. */
export function drawerFor(name: string): Drawer | null {
  const head = name.split(' ').pop()!.replace(/s$/, '');
  return (DRAWERS as Record<string, Drawer>)[head] ?? null;
}
