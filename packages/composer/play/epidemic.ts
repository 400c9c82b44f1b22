// An epidemic (pure), as in the "flatten the curve" simulations: dots move in a box and bounce off its
// walls and off each other; one that is infected passes it on at a touch with some chance, and recovers
// after a while. Some stay at home (they do not move); some may start vaccinated (never infected).

export type Health = 'healthy' | 'infected' | 'recovered' | 'vaccinated';

export interface Dot {
  x: number;
  y: number;
  vx: number;
  vy: number;
  health: Health;
  /** Seconds left infected. */
  sick: number;
  home: boolean;
}

export interface Rules {
  /** The chance a touch passes it on, 0-1. */
  infect: number;
  /** Seconds from infected to recovered. */
  recover: number;
}

export interface Town {
  w: number;
  h: number;
  dots: Dot[];
  /** Everyone who was ever infected (the first ones too). */
  ever: number;
  /** Counts over time: [healthy (and vaccinated), infected, recovered] every `SAMPLE` seconds. */
  history: [number, number, number][];
  clock: number;
}

export const R = 4; // a dot's radius
export const SAMPLE = 0.25;

/** A town of `n` dots, `home` of them (0-1) staying still, `vaccinated` (0-1) immune, `sick` infected
 * for `recover` seconds. */
export function town(
  w: number,
  h: number,
  n: number,
  people: { home: number; vaccinated: number; sick: number; recover: number },
  rand: () => number,
): Town {
  const { home, vaccinated, sick, recover } = people;
  const dots: Dot[] = [];
  for (let i = 0; i < n; i++) {
    const still = rand() < home;
    const a = rand() * Math.PI * 2;
    const speed = 28 + rand() * 16;
    dots.push({
      x: R + rand() * (w - 2 * R),
      y: R + rand() * (h - 2 * R),
      vx: still ? 0 : Math.cos(a) * speed,
      vy: still ? 0 : Math.sin(a) * speed,
      health: 'healthy',
      sick: 0,
      home: still,
    });
  }
  // (the first infected move about, as a visitor would; the vaccinated are picked from the rest)
  const movers = dots.filter((d) => !d.home);
  for (let k = 0; k < sick && k < dots.length; k++) {
    const d = movers[k] ?? dots[k];
    d.health = 'infected';
    d.sick = recover;
  }
  for (const d of dots) if (d.health === 'healthy' && rand() < vaccinated) d.health = 'vaccinated';
  const t: Town = { w, h, dots, ever: 0, history: [], clock: 0 };
  t.ever = dots.filter((d) => d.health === 'infected').length;
  t.history.push(counts(t));
  return t;
}

export function counts(t: Town): [number, number, number] {
  let [healthy, infected, recovered] = [0, 0, 0];
  for (const d of t.dots)
    if (d.health === 'infected') infected += 1;
    else if (d.health === 'recovered') recovered += 1;
    else healthy += 1;
  return [healthy, infected, recovered];
}

/** The town `dt` seconds on (in place): moves, bounces, touches that infect, recoveries. */
export function step(t: Town, dt: number, rules: Rules, rand: () => number): void {
  for (const d of t.dots) {
    if (d.health === 'infected' && (d.sick -= dt) <= 0) d.health = 'recovered';
    d.x += d.vx * dt;
    d.y += d.vy * dt;
    if (d.x < R || d.x > t.w - R) {
      d.vx = -d.vx;
      d.x = Math.max(R, Math.min(t.w - R, d.x));
    }
    if (d.y < R || d.y > t.h - R) {
      d.vy = -d.vy;
      d.y = Math.max(R, Math.min(t.h - R, d.y));
    }
  }
  const dots = t.dots;
  for (let i = 0; i < dots.length; i++)
    for (let j = i + 1; j < dots.length; j++) {
      const [a, b] = [dots[i], dots[j]];
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const d2 = dx * dx + dy * dy;
      if (d2 > 4 * R * R || d2 === 0) continue;
      touch(a, b, rules, rand, t);
      // bounce: a still dot is a wall to a moving one; two moving ones swap their speeds along the line
      const d = Math.sqrt(d2);
      const [nx, ny] = [dx / d, dy / d];
      const va = a.vx * nx + a.vy * ny;
      const vb = b.vx * nx + b.vy * ny;
      if (va - vb <= 0) continue; // (already apart)
      if (a.home && !b.home) [b.vx, b.vy] = [b.vx - 2 * vb * nx, b.vy - 2 * vb * ny];
      else if (b.home && !a.home) [a.vx, a.vy] = [a.vx - 2 * va * nx, a.vy - 2 * va * ny];
      else if (!a.home && !b.home) {
        a.vx += (vb - va) * nx;
        a.vy += (vb - va) * ny;
        b.vx += (va - vb) * nx;
        b.vy += (va - vb) * ny;
      }
    }
  t.clock += dt;
  if (t.clock >= SAMPLE * t.history.length) t.history.push(counts(t));
}

/** Two dots touch: an infected one may pass it on to a healthy one. */
function touch(a: Dot, b: Dot, rules: Rules, rand: () => number, t: Town) {
  for (const [from, to] of [
    [a, b],
    [b, a],
  ])
    if (from.health === 'infected' && to.health === 'healthy' && rand() < rules.infect) {
      to.health = 'infected';
      to.sick = rules.recover;
      t.ever += 1;
    }
}

/** Whether the outbreak is over: no one infected. */
export const over = (t: Town) => t.dots.every((d) => d.health !== 'infected');
