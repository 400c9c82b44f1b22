// A marble race (pure): a long course down a tall board (zig-zag ramps with a drop at each low end,
// pegs, spinning bars and bumpers between them, walls either side), marbles falling and rolling down it
// off everything and off each other, and the order they are in.
import { bounceOff, type Ball, type Segment } from './bounce';

export const WIDTH = 350;
export const GRAVITY = 600;
export const MARBLE_R = 8;

export interface Spinner {
  x: number;
  y: number;
  len: number;
  speed: number; // rad/s
}
export interface Bumper {
  x: number;
  y: number;
  r: number;
}
export interface Course {
  ramps: Segment[];
  pegs: Bumper[]; // (small, dull)
  bumpers: Bumper[]; // (big, springy)
  spinners: Spinner[];
  finish: number; // the line's y
}

export interface Marble extends Ball {
  name: string;
  colour: string;
  done: number | null; // when it crossed the line (s)
}

/** A course of `legs` zig-zag ramps with things between them. */
export function course(legs: number, rand: () => number): Course {
  const ramps: Segment[] = [];
  const pegs: Bumper[] = [];
  const bumpers: Bumper[] = [];
  const spinners: Spinner[] = [];
  const LEG = 230;
  const GAP = 44;
  for (let k = 0; k < legs; k++) {
    const top = 140 + k * LEG;
    const toRight = k % 2 === 0;
    // a ramp falling to one side, open at its low end
    ramps.push(
      toRight
        ? { ax: 0, ay: top, bx: WIDTH - GAP, by: top + 70 }
        : { ax: WIDTH, ay: top, bx: GAP, by: top + 70 },
    );
    // between it and the next: pegs, a spinner or a bumper
    const kind = k % 3;
    if (kind === 0)
      for (let row = 0; row < 2; row++)
        for (let c = 0; c < 6; c++)
          pegs.push({ x: 30 + c * 58 + (row % 2) * 29 + rand() * 6, y: top + 115 + row * 36, r: 4 });
    else if (kind === 1)
      spinners.push({ x: WIDTH / 2 + (rand() - 0.5) * 80, y: top + 140, len: 90, speed: (rand() < 0.5 ? -1 : 1) * (2 + rand() * 2) }); // prettier-ignore
    else bumpers.push({ x: 90 + rand() * 170, y: top + 140, r: 18 });
  }
  // walls
  const bottom = 140 + legs * LEG + 120;
  ramps.push({ ax: 0, ay: 0, bx: 0, by: bottom }, { ax: WIDTH, ay: 0, bx: WIDTH, by: bottom });
  return { ramps, pegs, bumpers, spinners, finish: bottom - 40 };
}

/** A spinner's bar at time t. */
export function bar(s: Spinner, t: number): Segment {
  const a = s.speed * t;
  const dx = (Math.cos(a) * s.len) / 2;
  const dy = (Math.sin(a) * s.len) / 2;
  return { ax: s.x - dx, ay: s.y - dy, bx: s.x + dx, by: s.y + dy };
}

function offRound(m: Marble, b: Bumper, spring: number): boolean {
  const dx = m.x - b.x;
  const dy = m.y - b.y;
  const d = Math.hypot(dx, dy);
  if (d >= b.r + m.r || d === 0) return false;
  const nx = dx / d;
  const ny = dy / d;
  m.x = b.x + nx * (b.r + m.r);
  m.y = b.y + ny * (b.r + m.r);
  const into = m.vx * nx + m.vy * ny;
  if (into < 0) {
    m.vx -= (1 + spring) * into * nx;
    m.vy -= (1 + spring) * into * ny;
  }
  return true;
}

/** One step of the race at time t: every marble falls, rolls and bounces; those over the line are done. */
export function race(marbles: Marble[], c: Course, t: number, dt: number): void {
  const bars = c.spinners.map((s) => bar(s, t));
  for (const m of marbles) {
    if (m.done !== null) continue;
    const steps = Math.max(1, Math.ceil((Math.hypot(m.vx, m.vy) * dt) / (m.r * 0.5)));
    for (let i = 0; i < steps; i++) {
      m.vy += (GRAVITY * dt) / steps;
      m.x += (m.vx * dt) / steps;
      m.y += (m.vy * dt) / steps;
      bounceOff(m, c.ramps, 4, 0.3);
      bounceOff(m, bars, 6, 0.5);
      for (const p of c.pegs) offRound(m, p, 0.5);
      for (const b of c.bumpers) offRound(m, b, 1.2);
    }
    const speed = Math.hypot(m.vx, m.vy);
    if (speed > 700) [m.vx, m.vy] = [(m.vx * 700) / speed, (m.vy * 700) / speed];
    if (m.y > c.finish) m.done = t;
  }
  // off each other
  for (let i = 0; i < marbles.length; i++)
    for (let j = i + 1; j < marbles.length; j++) {
      const a = marbles[i];
      const b = marbles[j];
      if (a.done !== null || b.done !== null) continue;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const d = Math.hypot(dx, dy);
      if (d >= a.r + b.r || d === 0) continue;
      const nx = dx / d;
      const ny = dy / d;
      const push = (a.r + b.r - d) / 2;
      a.x -= nx * push;
      a.y -= ny * push;
      b.x += nx * push;
      b.y += ny * push;
      const along = (a.vx - b.vx) * nx + (a.vy - b.vy) * ny;
      if (along > 0) {
        a.vx -= along * nx * 0.9;
        a.vy -= along * ny * 0.9;
        b.vx += along * nx * 0.9;
        b.vy += along * ny * 0.9;
      }
    }
}

/** The marbles in race order: the finished by when, then the rest by how far down they are. */
export function standings(marbles: Marble[]): Marble[] {
  return [...marbles].sort((a, b) =>
    a.done !== null && b.done !== null
      ? a.done - b.done
      : a.done !== null
        ? -1
        : b.done !== null
          ? 1
          : b.y - a.y,
  );
}

/** Marbles at the start gate, side by side along the top. */
export function lineUp(names: string[], colours: string[]): Marble[] {
  const per = Math.floor((WIDTH - 20) / (MARBLE_R * 2 + 3));
  return names.map((name, i) => ({
    name,
    colour: colours[i % colours.length],
    x: 12 + MARBLE_R + (i % per) * (MARBLE_R * 2 + 3),
    y: 40 + Math.floor(i / per) * (MARBLE_R * 2 + 3),
    vx: 0,
    vy: 0,
    r: MARBLE_R,
    done: null,
  }));
}
