// A bridge builder like Poly Bridge (pure): a river gap between two banks with fixed anchors, a grid of
// joints one metre apart, and members of road, wood or steel laid between them on a budget. Play runs
// the structure as a truss: joints with mass, members as stiff springs (XPBD: compliance, substeps), the
// vehicle's wheels rolling on the road members and pressing on their joints, gravity on all of it. A
// member stretched or squeezed past its material's limit breaks. The vehicle reaching the far bank wins
// the level, 1-3 stars by the budget left; falling in the river fails it. World units: metres, tonnes,
// seconds, kN; x right, y up, the banks' usual top at y = 0.

export interface Pt {
  x: number;
  y: number;
}

export type Material = 'road' | 'wood' | 'steel';
export interface Spec {
  /** $ a metre. */
  cost: number;
  /** Axial stiffness EA (kN): the force that would stretch it by its own length. */
  stiffness: number;
  /** The strain (stretch ÷ length, either way) at which it breaks. */
  limit: number;
  /** Tonnes a metre. */
  mass: number;
}
// Road is the deck the vehicle drives on (heavy, not strong); wood is cheap and light; steel three
// times as strong as wood and dearer.
export const MATERIALS: Record<Material, Spec> = {
  road: { cost: 100, stiffness: 6000, limit: 0.02, mass: 0.25 },
  wood: { cost: 60, stiffness: 4500, limit: 0.02, mass: 0.04 },
  steel: { cost: 150, stiffness: 7000, limit: 0.03, mass: 0.08 },
};

export type VehicleKind = 'car' | 'truck' | 'train';
export interface VehicleSpec {
  /** A train is several cars coupled, each on two wheels. */
  cars: number;
  /** Tonnes a car. */
  mass: number;
  /** Metres between a car's two wheels. */
  wheelbase: number;
  /** Metres between one car's back wheel and the next car's front wheel. */
  coupling: number;
  /** m/s it drives at, and how fast it gets there (m/s²). */
  speed: number;
  accel: number;
  radius: number;
}
export const VEHICLES: Record<VehicleKind, VehicleSpec> = {
  car: { cars: 1, mass: 1, wheelbase: 1.1, coupling: 0, speed: 3.5, accel: 5, radius: 0.25 },
  truck: { cars: 1, mass: 3.2, wheelbase: 1.6, coupling: 0, speed: 2.8, accel: 3, radius: 0.3 },
  train: { cars: 3, mass: 1.6, wheelbase: 1.1, coupling: 0.5, speed: 3, accel: 3, radius: 0.22 },
};

export interface Pier {
  x: number;
  top: number;
  width: number;
}
export interface Level {
  /** Where the gap begins and ends (the banks' edges, whole metres). */
  left: number;
  right: number;
  /** The two banks' tops (m). */
  banks: [number, number];
  /** Fixed joints: on the banks' edges and faces, on a pier. */
  anchors: Pt[];
  budget: number;
  vehicle: VehicleKind;
  pier?: Pier;
  /** The river's surface (m): a wheel below it has fallen in. */
  water: number;
}

/** The grid: x 0-15 across the screen, y -4 (over the water) to 6. */
export const GRID = { x0: 0, x1: 15, y0: -4, y1: 6 };
/** No member longer than this (m). */
export const MAX_LENGTH = 3;
export const G = 10;
/** The simulation's fixed step (s) and its substeps: the same steps for the same bridge, every time. */
export const STEP = 1 / 60;
export const SUBSTEPS = 20;
const WATER = -4.6;

const at = (x: number, y: number): Pt => ({ x, y });
// Gaps widen, vehicles change: the truck on 2, the train (on a track deck) on 5, piers later on.
export const LEVELS: Level[] = [
  { left: 5, right: 11, banks: [0, 0], anchors: [at(5, 0), at(5, -2), at(11, 0), at(11, -2)], budget: 1800, vehicle: 'car', water: WATER }, // prettier-ignore
  { left: 5, right: 11, banks: [0, 0], anchors: [at(5, 0), at(5, -2), at(11, 0), at(11, -2)], budget: 2200, vehicle: 'truck', water: WATER }, // prettier-ignore
  { left: 3, right: 13, banks: [0, 0], anchors: [at(3, 0), at(3, -2), at(13, 0), at(13, -2)], budget: 3400, vehicle: 'car', water: WATER }, // prettier-ignore
  { left: 3, right: 13, banks: [0, 0], anchors: [at(3, 0), at(3, -2), at(3, -3), at(13, 0), at(13, -2), at(13, -3)], budget: 4000, vehicle: 'truck', water: WATER }, // prettier-ignore
  { left: 3, right: 13, banks: [0, 0], anchors: [at(3, 0), at(3, -2), at(13, 0), at(13, -2)], budget: 4000, vehicle: 'train', water: WATER }, // prettier-ignore
  { left: 2, right: 13, banks: [0, 0], anchors: [at(2, 0), at(2, -2), at(7, -2), at(8, -2), at(13, 0), at(13, -2)], budget: 4400, vehicle: 'truck', pier: { x: 7.5, top: -2, width: 1 }, water: WATER }, // prettier-ignore
  { left: 2, right: 14, banks: [1, 0], anchors: [at(2, 1), at(2, -1), at(14, 0), at(14, -2)], budget: 4400, vehicle: 'car', water: WATER }, // prettier-ignore
  { left: 1, right: 13, banks: [0, 0], anchors: [at(1, 0), at(1, -2), at(6, -1), at(7, -1), at(13, 0), at(13, -2)], budget: 4400, vehicle: 'truck', pier: { x: 6.5, top: -1, width: 1 }, water: WATER }, // prettier-ignore
  { left: 2, right: 14, banks: [0, 0], anchors: [at(2, 0), at(2, -2), at(7, -2), at(8, -2), at(14, 0), at(14, -2)], budget: 4800, vehicle: 'train', pier: { x: 7.5, top: -2, width: 1 }, water: WATER }, // prettier-ignore
];

export interface Member {
  a: Pt;
  b: Pt;
  material: Material;
}

/** The grid point nearest to p. */
export const snap = (p: Pt): Pt => ({ x: Math.round(p.x), y: Math.round(p.y) });
export const same = (a: Pt, b: Pt) => a.x === b.x && a.y === b.y;
export const span = (a: Pt, b: Pt) => Math.hypot(b.x - a.x, b.y - a.y);
export const lengthOf = (m: Member) => span(m.a, m.b);
/** What a member costs ($). */
export const priceOf = (m: Member) => Math.round(lengthOf(m) * MATERIALS[m.material].cost);
/** What the members cost together ($). */
export const cost = (members: Member[]) => members.reduce((sum, m) => sum + priceOf(m), 0);

/** Stars for a crossing: 3 with 40% of the budget left, 2 with 20%, else 1. */
export function stars(budget: number, spent: number): 1 | 2 | 3 {
  const left = (budget - spent) / budget;
  return left >= 0.4 ? 3 : left >= 0.2 ? 2 : 1;
}

const isAnchor = (level: Level, p: Pt) => level.anchors.some((a) => same(a, p));

/** Whether p is in the ground (a bank or the pier); `edge` counts its surface as in. */
function solid(level: Level, p: Pt, edge: boolean): boolean {
  const under = (x: number, y: number) => (edge ? p.x <= x && p.y <= y : p.x < x - 1e-6 && p.y < y - 1e-6);
  const over = (x: number, y: number) => (edge ? p.x >= x && p.y <= y : p.x > x + 1e-6 && p.y < y - 1e-6);
  if (under(level.left, level.banks[0]) || over(level.right, level.banks[1])) return true;
  const pier = level.pier;
  if (!pier) return false;
  const half = pier.width / 2;
  return edge
    ? Math.abs(p.x - pier.x) <= half && p.y <= pier.top
    : Math.abs(p.x - pier.x) < half - 1e-6 && p.y < pier.top - 1e-6;
}

/** Whether a joint can be at p: a grid point in the air over the gap or the banks, or an anchor. */
export function open(level: Level, p: Pt): boolean {
  if (isAnchor(level, p)) return true;
  if (!Number.isInteger(p.x) || !Number.isInteger(p.y)) return false;
  if (p.x < GRID.x0 || p.x > GRID.x1 || p.y < GRID.y0 || p.y > GRID.y1) return false;
  return !solid(level, p, true);
}

export type Problem = 'same' | 'too long' | 'ground' | 'off grid';

/** Why a member from a to b cannot be laid (null when it can). */
export function problem(level: Level, a: Pt, b: Pt): Problem | null {
  if (same(a, b)) return 'same';
  if (!open(level, a) || !open(level, b)) return 'off grid';
  if (span(a, b) > MAX_LENGTH + 1e-9) return 'too long';
  for (let k = 1; k < 16; k++) {
    const t = k / 16;
    if (solid(level, { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }, false)) return 'ground';
  }
  return null;
}

const joins = (m: Member, a: Pt, b: Pt) => (same(m.a, a) && same(m.b, b)) || (same(m.a, b) && same(m.b, a));

/** The members with one more from a to b (one already there between them is replaced). */
export function lay(members: Member[], a: Pt, b: Pt, material: Material): Member[] {
  return [...members.filter((m) => !joins(m, a, b)), { a: { ...a }, b: { ...b }, material }];
}

/** The joints of a bridge: the anchors, then every other end of a member. */
export function jointsOf(level: Level, members: Member[]): Pt[] {
  const out = level.anchors.map((a) => ({ ...a }));
  for (const m of members) for (const p of [m.a, m.b]) if (!out.some((q) => same(q, p))) out.push({ ...p });
  return out;
}

/** The distance from p to the segment a-b, and where along it (0-1) the nearest point is. */
export function toSegment(p: Pt, a: Pt, b: Pt): { d: number; t: number } {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy || 1e-9;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return { d: Math.hypot(p.x - a.x - dx * t, p.y - a.y - dy * t), t };
}

// The simulation ---------------------------------------------------------------------------------------

interface Node {
  x: number;
  y: number;
  px: number;
  py: number;
  vx: number;
  vy: number;
  /** 1 / mass; 0 for an anchor. */
  w: number;
}
export interface Beam {
  a: number;
  b: number;
  rest: number;
  material: Material;
  /** Stretch ÷ length now (minus: squeezed). */
  strain: number;
  broken: boolean;
}
/** A wheel's touch on a surface this substep: its normal and the surface's speed there. */
interface Touch {
  nx: number;
  ny: number;
  vx: number;
  vy: number;
}
export type Result = 'crossed' | 'fell' | 'stuck';
export interface Sim {
  level: Level;
  /** The joints (first, in jointsOf's order), then the vehicle's wheels. */
  nodes: Node[];
  joints: number;
  beams: Beam[];
  /** Wheels front first: car k's are 2k and 2k + 1 (of wheels). */
  wheels: number[];
  /** Distance constraints of the vehicle: each car's axle pair and the couplings. */
  links: { a: number; b: number; rest: number }[];
  vehicle: VehicleSpec;
  kind: VehicleKind;
  touching: (Touch | null)[];
  time: number;
  result: Result | null;
  /** The front wheel's furthest x, and when it last got further. */
  best: number;
  bestAt: number;
}

/** Seconds the bridge settles under its own weight before the vehicle sets off. */
export const SETTLE = 0.6;
const BETA = 0.01; // s: each member's damping, in proportion to its stiffness (XPBD's)
const AIR = 0.05; // of every speed lost each second

/** The bridge ready to run: members become beams between joints, the vehicle on the near bank. */
export function build(level: Level, members: Member[]): Sim {
  const points = jointsOf(level, members);
  const mass = points.map(() => 0);
  const index = (p: Pt) => points.findIndex((q) => same(q, p));
  const beams: Beam[] = members.map((m) => {
    const [a, b] = [index(m.a), index(m.b)];
    const half = (lengthOf(m) * MATERIALS[m.material].mass) / 2;
    mass[a] += half;
    mass[b] += half;
    return { a, b, rest: lengthOf(m), material: m.material, strain: 0, broken: false };
  });
  const nodes: Node[] = points.map((p, i) => ({
    x: p.x,
    y: p.y,
    px: p.x,
    py: p.y,
    vx: 0,
    vy: 0,
    w: isAnchor(level, p) ? 0 : 1 / Math.max(0.02, mass[i]),
  }));
  const kind = level.vehicle;
  const v = VEHICLES[kind];
  const wheels: number[] = [];
  const links: Sim['links'] = [];
  let x = level.left - 0.7;
  for (let c = 0; c < v.cars; c++) {
    for (const dx of [0, -v.wheelbase]) {
      wheels.push(nodes.length);
      nodes.push({ x: x + dx, y: level.banks[0] + v.radius, px: x + dx, py: level.banks[0] + v.radius, vx: 0, vy: 0, w: 2 / v.mass }); // prettier-ignore
    }
    const [front, back] = wheels.slice(-2);
    links.push({ a: front, b: back, rest: v.wheelbase });
    if (c > 0) links.push({ a: wheels[wheels.length - 3], b: front, rest: v.coupling });
    x -= v.wheelbase + v.coupling;
  }
  return {
    level,
    nodes,
    joints: points.length,
    beams,
    wheels,
    links,
    vehicle: v,
    kind,
    touching: wheels.map(() => null),
    time: 0,
    result: null,
    best: nodes[wheels[0]].x,
    bestAt: 0,
  };
}

/** How near a beam is to breaking: 0 unloaded, 1 at its limit. */
export const stressOf = (b: Beam) => Math.min(1, Math.abs(b.strain) / MATERIALS[b.material].limit);

/** The ground the wheels roll on: the banks' tops and the pier's (fixed segments). */
function groundOf(level: Level): [Pt, Pt][] {
  const out: [Pt, Pt][] = [
    [at(-60, level.banks[0]), at(level.left, level.banks[0])],
    [at(level.right, level.banks[1]), at(80, level.banks[1])],
  ];
  if (level.pier) {
    const { x, top, width } = level.pier;
    out.push([at(x - width / 2, top), at(x + width / 2, top)]);
  }
  return out;
}

/** A wheel (radius r) kept on top of the surface a-b, the push shared by the wheel and the surface's ends
 * as their masses and its place along it say: how it touches, if it does. */
function roll(wheel: Node, a: Node, b: Node, r: number, h: number): Touch | null {
  if (wheel.x + r < Math.min(a.x, b.x) || wheel.x - r > Math.max(a.x, b.x)) return null;
  if (wheel.y + r < Math.min(a.y, b.y) || wheel.y - r > Math.max(a.y, b.y)) return null;
  const { d, t } = toSegment(wheel, a, b);
  if (d >= r) return null;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy) || 1e-9;
  // the side that is up: a wheel well under a road does not pop up through it
  let [nx, ny] = dx >= 0 ? [-dy / len, dx / len] : [dy / len, -dx / len];
  const side = (wheel.x - a.x) * nx + (wheel.y - a.y) * ny;
  if (side < -r * 0.3) return null;
  const end = t <= 0 || t >= 1;
  if (end && d > 1e-6) {
    // at an end: pushed straight away from it
    [nx, ny] = [(wheel.x - a.x - dx * t) / d, (wheel.y - a.y - dy * t) / d];
  }
  const depth = r - (end ? d : side);
  if (depth <= 0) return null;
  const lambda = depth / (wheel.w + (1 - t) * (1 - t) * a.w + t * t * b.w);
  wheel.x += nx * lambda * wheel.w;
  wheel.y += ny * lambda * wheel.w;
  a.x -= nx * lambda * (1 - t) * a.w;
  a.y -= ny * lambda * (1 - t) * a.w;
  b.x -= nx * lambda * t * b.w;
  b.y -= ny * lambda * t * b.w;
  return {
    nx,
    ny,
    vx: ((1 - t) * (a.x - a.px) + t * (b.x - b.px)) / h,
    vy: ((1 - t) * (a.y - a.py) + t * (b.y - b.py)) / h,
  };
}

/** A point inside a bank or the pier, put back out on the nearer of its faces (the side, the top). */
function outOfGround(level: Level, n: Pt): void {
  if (!solid(level, n, false)) return;
  const sides: [number, number, number][] = []; // (a face: x to go to, y to go to, how far)
  if (n.x < level.left && n.y < level.banks[0]) sides.push([level.left, n.y, level.left - n.x], [n.x, level.banks[0], level.banks[0] - n.y]); // prettier-ignore
  if (n.x > level.right && n.y < level.banks[1]) sides.push([level.right, n.y, n.x - level.right], [n.x, level.banks[1], level.banks[1] - n.y]); // prettier-ignore
  const pier = level.pier;
  if (pier && Math.abs(n.x - pier.x) < pier.width / 2 && n.y < pier.top) {
    const [l, r] = [pier.x - pier.width / 2, pier.x + pier.width / 2];
    sides.push([l, n.y, n.x - l], [r, n.y, r - n.x], [n.x, pier.top, pier.top - n.y]);
  }
  const [x, y] = sides.reduce((a, b) => (b[2] < a[2] ? b : a));
  n.x = x;
  n.y = y;
}

/** One fixed step (STEP s) of the bridge and the vehicle; the beams that broke in it. */
export function advance(sim: Sim, dt = STEP): number[] {
  const broke: number[] = [];
  const h = dt / SUBSTEPS;
  const { nodes, beams, wheels, links, vehicle } = sim;
  const roads = beams.filter((b) => b.material === 'road');
  const fixed = groundOf(sim.level).map((ends) => ends.map((p): Node => ({ ...p, px: p.x, py: p.y, vx: 0, vy: 0, w: 0 }))); // prettier-ignore
  const driving = sim.time >= SETTLE;
  // (the bridge's weight comes on over the settling time: all at once, it would bounce to twice its sag)
  const ramp = Math.min(1, sim.time / (SETTLE * 0.8));
  const g = G * ramp * ramp * (3 - 2 * ramp);
  for (let s = 0; s < SUBSTEPS; s++) {
    // gravity, and where each thing would go
    const air = 1 - AIR * h;
    for (let i = 0; i < nodes.length; i++) {
      const n = nodes[i];
      n.px = n.x;
      n.py = n.y;
      if (!n.w || n.y < -40) continue; // (fixed; or long fallen, left where it lies)
      n.vy -= (i < sim.joints ? g : G) * h;
      n.vx *= air;
      n.vy *= air;
      n.x += n.vx * h;
      n.y += n.vy * h;
    }
    // the members pull their joints back toward their lengths, as springs of their stiffness (XPBD)
    for (const b of beams) {
      if (b.broken) continue;
      const [p, q] = [nodes[b.a], nodes[b.b]];
      const w = p.w + q.w;
      if (!w) continue;
      const dx = q.x - p.x;
      const dy = q.y - p.y;
      const len = Math.hypot(dx, dy) || 1e-9;
      const [ux, uy] = [dx / len, dy / len];
      // its give (compliance) and its damping, stiffness-proportional (XPBD's): a shake dies away
      const give = b.rest / MATERIALS[b.material].stiffness;
      const damp = BETA / h;
      const moved = (q.x - q.px - p.x + p.px) * ux + (q.y - q.py - p.y + p.py) * uy;
      const push = -(len - b.rest + damp * moved) / ((1 + damp) * w + give / (h * h));
      p.x -= ux * push * p.w;
      p.y -= uy * push * p.w;
      q.x += ux * push * q.w;
      q.y += uy * push * q.w;
    }
    // the vehicle's axles and couplings hold their lengths
    for (const l of links) {
      const [p, q] = [nodes[l.a], nodes[l.b]];
      const dx = q.x - p.x;
      const dy = q.y - p.y;
      const len = Math.hypot(dx, dy) || 1e-9;
      const push = -(len - l.rest) / (p.w + q.w);
      p.x -= (dx / len) * push * p.w;
      p.y -= (dy / len) * push * p.w;
      q.x += (dx / len) * push * q.w;
      q.y += (dy / len) * push * q.w;
    }
    // wheels on the road (only road members carry them) and on the ground, pressing on both
    for (let k = 0; k < wheels.length; k++) {
      const wheel = nodes[wheels[k]];
      let touch: Touch | null = null;
      for (const road of roads) {
        if (road.broken) continue;
        touch = roll(wheel, nodes[road.a], nodes[road.b], vehicle.radius, h) ?? touch;
      }
      for (const [a, b] of fixed) touch = roll(wheel, a, b, vehicle.radius, h) ?? touch;
      sim.touching[k] = touch;
    }
    // nothing goes into the ground: a joint or a wheel in a bank or the pier is put back on its face
    for (const n of nodes) if (n.w) outOfGround(sim.level, n);
    // speeds from the moves; the wheels that touch drive on along their surface
    for (const n of nodes) {
      if (!n.w || n.y < -40) continue;
      n.vx = (n.x - n.px) / h;
      n.vy = (n.y - n.py) / h;
    }
    wheels.forEach((wi, k) => {
      const touch = sim.touching[k];
      if (!touch) return;
      const n = nodes[wi];
      const [tx, ty] = [touch.ny, -touch.nx]; // along the surface, forward
      const along = (n.vx - touch.vx) * tx + (n.vy - touch.vy) * ty;
      const want = driving ? vehicle.speed : 0;
      const dv = Math.max(-vehicle.accel * h, Math.min(vehicle.accel * h, want - along));
      n.vx += tx * dv;
      n.vy += ty * dv;
    });
    // any member stretched (or squeezed) past its limit breaks
    for (let i = 0; i < beams.length; i++) {
      const b = beams[i];
      if (b.broken) continue;
      const [p, q] = [nodes[b.a], nodes[b.b]];
      const dx = q.x - p.x;
      const dy = q.y - p.y;
      const len = Math.hypot(dx, dy) || 1e-9;
      b.strain = (len - b.rest) / b.rest;
      if (Math.abs(b.strain) > MATERIALS[b.material].limit) {
        b.broken = true;
        broke.push(i);
      }
    }
  }
  sim.time += dt;
  judge(sim);
  return broke;
}

/** Across (every wheel on the far bank), in the river, or stuck (no headway for 4 s). */
function judge(sim: Sim): void {
  if (sim.result) return;
  const { level } = sim;
  const wheels = sim.wheels.map((i) => sim.nodes[i]);
  if (wheels.some((w) => w.y < level.water)) {
    sim.result = 'fell';
    return;
  }
  if (wheels.every((w) => w.x > level.right + 0.3 && w.y > level.banks[1] - 0.2)) {
    sim.result = 'crossed';
    return;
  }
  const front = wheels[0].x;
  if (front > sim.best + 0.05) {
    sim.best = front;
    sim.bestAt = sim.time;
  } else if (sim.time - Math.max(sim.bestAt, SETTLE) > 4) sim.result = 'stuck';
}

/** Where the vehicle is: each car's middle (between its wheels, at their centres) and its angle (radians,
 * nose up is plus). */
export function carsOf(sim: Sim): { x: number; y: number; angle: number }[] {
  const out = [];
  for (let k = 0; k < sim.wheels.length; k += 2) {
    const f = sim.nodes[sim.wheels[k]];
    const b = sim.nodes[sim.wheels[k + 1]];
    out.push({ x: (f.x + b.x) / 2, y: (f.y + b.y) / 2, angle: Math.atan2(f.y - b.y, f.x - b.x) });
  }
  return out;
}

/** Whether every number of the simulation is finite (no blow-up). */
export const finite = (sim: Sim) =>
  sim.nodes.every((n) => Number.isFinite(n.x) && Number.isFinite(n.y) && Number.isFinite(n.vx) && Number.isFinite(n.vy)); // prettier-ignore

/** Runs a bridge to its end (or `seconds`): what happened and how many beams broke. */
export function trial(
  level: Level,
  members: Member[],
  seconds = 25,
): { result: Result | null; broke: number; sim: Sim } {
  const sim = build(level, members);
  let broke = 0;
  while (!sim.result && sim.time < seconds) broke += advance(sim).length;
  return { result: sim.result, broke, sim };
}
