// Roles: target (optional) = what sits on top of the tower (a cup, a cat): it rides up as the tower
// grows and tumbles down with it. Parts: twoPlayer (two on one screen, taking turns), highscores.
// Jenga (jenga.ts): a tower of 18 layers of three wooden blocks, each layer across the one below, seen
// from a corner on a table. Press on a block and drag it out along its length (down-right or
// down-left); let go far enough out and it comes free and floats up over the tower: tap a place on top
// for it (or keep holding and let go over the top). Blocks come only from below the highest complete
// layer (not the top one, nor the one under it while the top is unfinished); a new layer starts on
// top once the top one is full. The tower stands while every layer's remaining blocks hold the middle
// of the weight above them: a lone edge block cannot, a lone middle one or two edge ones can. It
// sways the nearer that is to an edge, and a pull may drag it (friction: more from a full layer, low
// down, and on harder levels). Whoever makes it fall loses: with twoPlayer, Player 1 and Player 2
// take turns and the other one wins; else you play the computer, which pulls the blocks it judges
// safest (easy slips up now and then), and your blocks moved are your score. Keys: arrows pick a
// block, Space pulls it; then Left/Right pick a place on top and Space puts it.
import { boot, type Vec } from '../runtime';
import {
  axisOf,
  canTake,
  centre,
  check,
  choose,
  freeSlots,
  pullDir,
  put,
  risk,
  screenOf,
  slips,
  start,
  steadiest,
  supportOf,
  take,
  takeable,
  THICK,
  topLayer,
  VIEW,
  zoomFor,
  type Side,
  type State,
  type Turn,
  type Verdict,
} from '../jenga';

/** A face of a block on the screen: its corners (the first edge along the grain), its kind and light. */
interface Face {
  pts: Vec[];
  kind: 'top' | 'end' | 'side';
  shade: number;
}
/** A block in the air, or sliding in or out: where its middle is (block widths, y its bottom) and
 * which way it lies (yaw: 0 along x, a quarter turn along z). */
interface Pose {
  x: number;
  y: number;
  z: number;
  yaw: number;
}
interface Pull {
  layer: number;
  slot: number;
  d: number; // how far out (block widths)
  from: Vec | null; // where a drag began (null: pulled by keys or by the computer)
  back: boolean; // let go too soon: sliding back in
  slipAt: number | null; // how far out it drags the tower with it, when this pull slips
  risk: number;
  scraped: number; // how far it had come at its last creak
}
interface Held {
  id: number;
  from: Pose;
  t: number; // through lifting, then dropping (0-1)
  to: number; // the slot on top it is over
}
/** A block (or the thing on top) tumbling down: its faces about its middle, its motion and spin. */
interface Body {
  id: number | null; // null: the target
  faces: Face[]; // about its middle, unturned (what it lands on)
  yaw: number;
  from: Vec; // where its pose's point is from its middle (its look is drawn from there)
  x: number;
  y: number;
  vx: number;
  vy: number;
  a: number;
  va: number;
  ground: number; // the table under it
  perch: boolean; // it starts on what is left of the tower, and stays on it while over it
  order: number;
}
interface Fall {
  layer: number; // all above it goes
  pivot: Vec;
  sign: number; // +1 over to the right, -1 to the left
  a: number;
  w: number;
  t: number; // seconds since it came apart (-1 before)
  loser: Side;
  bodies: Body[];
}

const OUT = 1.6; // let go this far out (block widths) and the block comes free
const FULL = 3.3; // all the way out
const BUILD = 1.1; // seconds the tower takes to stack itself at the start
const TABLE = 4.6; // the table's half size (block widths)
const WOODS = ['#ecc893', '#e4bb80', '#dcb074', '#f0d1a2', '#d9a96b', '#e7c08a', '#e0b57c'];
const COLOURS = ['#ef4444', '#3b82f6'];
const YAW = { x: 0, z: Math.PI / 2 };

const hash = (n: number) => {
  const h = Math.sin(n * 127.1 + 311.7) * 43758.5453;
  return h - Math.floor(h);
};
const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const lerp = (a: Vec, b: Vec, t: number): Vec => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
/** A point of a four-cornered face: u along its first edge, v along its second. */
const onFace = (p: Vec[], u: number, v: number) => lerp(lerp(p[0], p[1], u), lerp(p[3], p[2], u), v);
function inside(p: Vec, poly: Vec[]): boolean {
  let yes = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [a, b] = [poly[i], poly[j]];
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) yes = !yes;
  }
  return yes;
}
const ease = (t: number) => t * t * (3 - 2 * t);

boot((g) => {
  g.showLives(false);
  g.showScore(false); // (the blocks moved and the layers are counted at the top)
  const two = g.has('twoPlayer');
  const level = g.design.params.difficulty;
  const topper = !!g.design.roles.target;
  let s: State;
  let phase: 'build' | 'aim' | 'pull' | 'lift' | 'place' | 'drop' | 'think' | 'fall';
  let clock: number; // seconds into the phase
  let zoom: number;
  let verdict: Verdict;
  let sway: { a: number; v: number; layer: number };
  let pull: Pull | null;
  let held: Held | null;
  let fall: Fall | null;
  let plan: Turn | null; // the computer's turn, once chosen
  let cursor: { layer: number; slot: number; shown: boolean };
  let hover: { layer: number; slot: number } | null;
  let holding: boolean; // the pointer still down from the drag that pulled the block out
  let lastPointer: Vec;
  let note: { text: string; left: number };
  let pop: number; // the turn's name grows for a moment when it changes
  let thuds: number;

  const human = () => two || s.turn === 0;
  const label = (side: Side) =>
    two ? g.say(side === 0 ? 'Player 1' : 'Player 2') : side === 0 ? g.say('You') : g.say('Computer');
  const at = (x: number, y: number, z: number) => screenOf(x, y, z, zoom);

  // Drawing blocks ---------------------------------------------------------------------------------
  /** The faces of a block seen from the front corner: its top and the two sides that face the viewer. */
  function facesOf(p: Pose, s = zoom): Face[] {
    const [ux, uz] = [Math.cos(p.yaw), Math.sin(p.yaw)]; // along the block
    const [vx, vz] = [-uz, ux]; // across it
    const c = (a: number, b: number, h: number) =>
      screenOf(p.x + ux * a * 1.5 + vx * b * 0.5, p.y + h * THICK, p.z + uz * a * 1.5 + vz * b * 0.5, s);
    // (light from the left: faces turned to +z are lit, those turned to +x in shade)
    const shade = (nx: number, nz: number) => 0.8 + 0.12 * (nz - nx);
    const out: Face[] = [];
    if (ux + uz > 1e-6) out.push({ pts: [c(1, -1, 0), c(1, 1, 0), c(1, 1, 1), c(1, -1, 1)], kind: 'end', shade: shade(ux, uz) }); // prettier-ignore
    if (ux + uz < -1e-6) out.push({ pts: [c(-1, 1, 0), c(-1, -1, 0), c(-1, -1, 1), c(-1, 1, 1)], kind: 'end', shade: shade(-ux, -uz) }); // prettier-ignore
    if (vx + vz > 1e-6) out.push({ pts: [c(-1, 1, 0), c(1, 1, 0), c(1, 1, 1), c(-1, 1, 1)], kind: 'side', shade: shade(vx, vz) }); // prettier-ignore
    if (vx + vz < -1e-6) out.push({ pts: [c(1, -1, 0), c(-1, -1, 0), c(-1, -1, 1), c(1, -1, 1)], kind: 'side', shade: shade(-vx, -vz) }); // prettier-ignore
    out.push({ pts: [c(-1, -1, 1), c(1, -1, 1), c(1, 1, 1), c(-1, 1, 1)], kind: 'top', shade: 1.06 });
    return out;
  }

  /** Where a block of the tower is: in `slot` of `layer`, `d` out along its length. */
  function poseIn(layer: number, slot: number, d = 0): Pose {
    const c = centre(layer, slot);
    const along = axisOf(layer);
    return { x: c.x + (along === 'x' ? d : 0), y: layer * THICK, z: c.z + (along === 'z' ? d : 0), yaw: YAW[along] }; // prettier-ignore
  }

  function face(f: Face, id: number, ctx = g.ctx) {
    const [r, gr, b] = rgb(WOODS[Math.floor(hash(id) * WOODS.length)]).map((v) => Math.min(255, Math.round(v * f.shade))); // prettier-ignore
    const p = f.pts;
    const edge = () => {
      ctx.beginPath();
      ctx.moveTo(p[0].x, p[0].y);
      for (const q of p.slice(1)) ctx.lineTo(q.x, q.y);
      ctx.closePath();
    };
    edge();
    ctx.fillStyle = `rgb(${r},${gr},${b})`;
    ctx.fill();
    // the grain: long wavy lines along the block, rings on its ends (only what lies on the face is
    // traced: cheaper than clipping every face)
    ctx.strokeStyle = 'rgba(110,62,24,0.32)';
    ctx.lineWidth = 0.9;
    ctx.beginPath();
    const trace = (uv: [number, number][]) => {
      let was = false;
      for (const [u, v] of uv) {
        const on = u >= 0 && u <= 1 && v >= 0 && v <= 1;
        const q = onFace(p, u, v);
        if (on && was) ctx.lineTo(q.x, q.y);
        else if (on) ctx.moveTo(q.x, q.y);
        was = on;
      }
    };
    if (f.kind === 'end') {
      const [cu, cv] = [0.2 + hash(id + 7) * 0.6, -0.5 - hash(id + 9)];
      for (let k = 1; k <= 4; k++) {
        const rad = -cv + k * 0.28;
        trace(Array.from({ length: 33 }, (_, i) => [cu + Math.cos((i / 32) * Math.PI) * rad * 0.6, cv + Math.sin((i / 32) * Math.PI) * rad])); // prettier-ignore
      }
    } else {
      const lines = f.kind === 'top' ? 4 : 3;
      for (let k = 0; k < lines; k++) {
        const v0 = (k + 0.5 + (hash(id * 3 + k) - 0.5) * 0.6) / lines;
        const ph = hash(id + k * 13) * 6;
        trace(Array.from({ length: 11 }, (_, i) => [i / 10, v0 + Math.sin((i / 10) * 5 + ph) * 0.07]));
      }
    }
    ctx.stroke();
    edge();
    ctx.strokeStyle = 'rgba(84,48,20,0.7)';
    ctx.lineWidth = 1;
    ctx.stroke();
  }

  /** A block's look, lying along x or z, drawn once at about the view's zoom and then only copied:
   * the faces and grain of fifty blocks drawn every frame would be slow on a phone. */
  const looks = new Map<string, { c: HTMLCanvasElement; x: number; y: number }>();
  let lookZoom = 0;
  function lookOf(id: number, yaw: number) {
    const zq = Math.round(zoom * 50) / 50;
    if (zq !== lookZoom) {
      lookZoom = zq;
      looks.clear();
    }
    const key = `${id}:${yaw}`;
    const done = looks.get(key);
    if (done) return done;
    const o = screenOf(0, 0, 0, zq);
    const faces = facesOf({ x: 0, y: 0, z: 0, yaw }, zq).map((f) => ({ ...f, pts: f.pts.map((q) => ({ x: q.x - o.x, y: q.y - o.y })) })); // prettier-ignore
    const [xs, ys] = [
      faces.flatMap((f) => f.pts.map((q) => q.x)),
      faces.flatMap((f) => f.pts.map((q) => q.y)),
    ];
    const [x, y] = [Math.floor(Math.min(...xs)) - 2, Math.floor(Math.min(...ys)) - 2];
    const c = document.createElement('canvas');
    [c.width, c.height] = [Math.ceil(Math.max(...xs)) + 2 - x, Math.ceil(Math.max(...ys)) + 2 - y];
    const cc = c.getContext('2d')!;
    cc.translate(-x, -y);
    for (const f of faces) face(f, id, cc);
    const look = { c, x, y };
    looks.set(key, look);
    return look;
  }

  /** A block where `p` says (its look copied there when it lies along x or z), ringed in `ring`. */
  function block(p: Pose, id: number, ring?: string, ctx = g.ctx) {
    if (p.yaw === YAW.x || p.yaw === YAW.z) {
      const l = lookOf(id, p.yaw);
      const o = at(p.x, p.y, p.z);
      ctx.drawImage(l.c, Math.round(o.x + l.x), Math.round(o.y + l.y));
    } else for (const f of facesOf(p)) face(f, id, ctx);
    if (ring) outline(facesOf(p), ring, 3);
  }

  function outline(faces: Face[], colour: string, width: number, dash: number[] = []) {
    const { ctx } = g;
    ctx.save();
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.setLineDash(dash);
    ctx.lineJoin = 'round';
    for (const f of faces) {
      ctx.beginPath();
      f.pts.forEach((q, i) => (i ? ctx.lineTo(q.x, q.y) : ctx.moveTo(q.x, q.y)));
      ctx.closePath();
      ctx.stroke();
    }
    ctx.restore();
  }

  // The tower --------------------------------------------------------------------------------------
  /** The block under a point of the screen (the frontmost), or null. */
  function blockAt(p: Vec): { layer: number; slot: number } | null {
    for (let layer = s.tower.length - 1; layer >= 0; layer--)
      for (let slot = 2; slot >= 0; slot--)
        if (s.tower[layer][slot] !== null && facesOf(poseIn(layer, slot)).some((f) => inside(p, f.pts)))
          return { layer, slot };
    return null;
  }

  /** The free place on top nearest a point of the screen. */
  function nearestSlot(p: Vec): number {
    const layer = topLayer(s.tower);
    const d = (slot: number) => {
      const c = centre(layer, slot);
      const q = at(c.x, (layer + 0.5) * THICK, c.z);
      return Math.hypot(q.x - p.x, q.y - p.y);
    };
    return freeSlots(s.tower).reduce((a, b) => (d(b) < d(a) ? b : a));
  }

  /** How high over the top a block floats before it is put down (block widths). */
  const floatY = () => (topLayer(s.tower) + 1) * THICK + (topper ? 3 : 2);

  /** Where the block in hand is now. */
  function heldPose(h: Held): Pose {
    const layer = topLayer(s.tower);
    const c = centre(layer, h.to);
    if (phase === 'fall') return h.from; // (it came out and the tower went: still where it came out)
    const over: Pose = { x: c.x, y: floatY() + Math.sin(g.time * 3) * 0.08, z: c.z, yaw: YAW[axisOf(layer)] };
    if (phase === 'lift') {
      const t = ease(Math.min(1, h.t));
      // (up first and then over, turning as it goes)
      const up = Math.min(1, h.t * 1.6);
      let turn = over.yaw - h.from.yaw;
      if (Math.abs(turn) > Math.PI / 2) turn -= Math.sign(turn) * Math.PI;
      return {
        x: h.from.x + (over.x - h.from.x) * t,
        y: h.from.y + (over.y - h.from.y) * ease(up),
        z: h.from.z + (over.z - h.from.z) * t,
        yaw: h.from.yaw + turn * t,
      };
    }
    if (phase === 'drop') return { ...over, y: over.y + (layer * THICK - over.y) * Math.min(1, h.t) ** 2 };
    return over;
  }

  /** Where the thing on top sits: on the middle block of the top layer, else on one beside it. */
  function seat(up = 0): Vec {
    const n = s.tower.length;
    const top = s.tower[n - 1];
    const on = top[1] !== null ? 1 : top.findIndex((v) => v !== null);
    const c = centre(n - 1, Math.max(0, on));
    return at(c.x, n * THICK + up, c.z);
  }

  /** The thing on top (when the design has one), `up` block widths above its seat. */
  function sitter(up = 0) {
    if (!topper) return;
    const size = 34 * zoom;
    const p = seat(up);
    g.sprite('target', p.x, p.y - size * 0.45 * g.design.params.size, size);
  }

  /** The tower: layers from the bottom, those above the swaying layer turned with its sway. */
  function drawTower() {
    const { ctx } = g;
    const n = s.tower.length;
    const upTo = fall ? fall.layer + 1 : n;
    const building = phase === 'build' && g.state() === 'play'; // (the title shows it standing)
    // the sway turns what is above the swaying layer about it; a few degrees at most, so each layer is
    // shifted by as much as the turn would move it (blocks copied, not redrawn turned)
    const pivot = at(0, (sway.layer + 1) * THICK, 0).y;
    const shift = (y: number) => Math.round(sway.a * (pivot - y));
    for (let layer = 0; layer < upTo; layer++) {
      // (stacking itself at the start: each layer drops in a moment after the one below)
      const drop = building ? Math.max(0, layer * 0.05 + 0.2 - clock) * 30 : 0;
      if (building && clock < layer * 0.05) continue;
      ctx.save();
      if (layer > sway.layer) ctx.translate(shift(at(0, (layer + 0.5) * THICK, 0).y), 0);
      for (let slot = 0; slot < 3; slot++) {
        const id = s.tower[layer][slot];
        if (id === null) continue;
        if (pull && pull.layer === layer && pull.slot === slot) {
          if (!fall) block(poseIn(layer, slot, pull.d), id, COLOURS[s.turn]);
          continue;
        }
        const p = poseIn(layer, slot);
        p.y += drop;
        const mark =
          phase === 'aim' && human()
            ? (cursor.shown && cursor.layer === layer && cursor.slot === slot) ||
              (hover?.layer === layer && hover.slot === slot)
            : phase === 'think' && plan !== null && clock > 0.6 && plan.layer === layer && plan.slot === slot;
        block(p, id, mark ? (canTake(s.tower, layer, slot) ? COLOURS[s.turn] : '#9ca3af') : undefined);
      }
      ctx.restore();
    }
    if (!fall && (!building || clock > (n - 1) * 0.05)) {
      ctx.save();
      ctx.translate(shift(at(0, (n + 0.5) * THICK, 0).y), 0);
      sitter(building ? Math.max(0, (n - 1) * 0.05 + 0.2 - clock) * 30 : 0);
      ctx.restore();
    }
  }

  function drawTable() {
    const { ctx } = g;
    const [back, right, front, left] = [at(-TABLE, 0, -TABLE), at(TABLE, 0, -TABLE), at(TABLE, 0, TABLE), at(-TABLE, 0, TABLE)]; // prettier-ignore
    const down = 26 * zoom;
    const poly = (pts: Vec[], fill: string) => {
      ctx.beginPath();
      pts.forEach((q, i) => (i ? ctx.lineTo(q.x, q.y) : ctx.moveTo(q.x, q.y)));
      ctx.closePath();
      ctx.fillStyle = fill;
      ctx.fill();
    };
    // the edges, then the top with its grain
    poly([left, front, { x: front.x, y: front.y + down }, { x: left.x, y: left.y + down }], '#5a3519');
    poly([front, right, { x: right.x, y: right.y + down }, { x: front.x, y: front.y + down }], '#47290f');
    poly([back, right, front, left], '#94592d');
    ctx.strokeStyle = 'rgba(60,30,10,0.22)';
    ctx.lineWidth = 1.2;
    for (let k = -TABLE + 0.45; k < TABLE; k += 0.9) {
      ctx.beginPath();
      for (let i = 0; i <= 12; i++) {
        const x = -TABLE + (i / 12) * 2 * TABLE;
        const q = at(x, 0, k + Math.sin(x * 0.8 + k * 3) * 0.12);
        if (i) ctx.lineTo(q.x, q.y);
        else ctx.moveTo(q.x, q.y);
      }
      ctx.stroke();
    }
    ctx.strokeStyle = 'rgba(255,230,200,0.25)';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(left.x, left.y);
    ctx.lineTo(front.x, front.y);
    ctx.lineTo(right.x, right.y);
    ctx.stroke();
    // the tower's shadow
    const sh = [at(-1.7, 0, -1.3), at(1.5, 0, -1.3), at(1.5, 0, 1.9), at(-1.7, 0, 1.9)];
    poly(sh, 'rgba(30,15,5,0.28)');
  }

  // The game ---------------------------------------------------------------------------------------
  function settle() {
    verdict = check(s.tower);
    sway.layer = verdict.wobble > 0.05 ? verdict.layer : -1;
  }

  /** A knock that sets the tower swaying, more the nearer it is to going over. */
  function kick(base: number) {
    const dir = Math.sign(verdict.toward.x - verdict.toward.z) || 1;
    sway.v += dir * (base + 0.35 * verdict.wobble) * (0.6 + 0.4 * Math.random());
  }

  function nextTurn() {
    // (the keys' cursor off a block that went: onto the nearest block that may be taken)
    if (!canTake(s.tower, cursor.layer, cursor.slot)) {
      const d = (p: { layer: number; slot: number }) => Math.abs(p.layer - cursor.layer) * 3 + Math.abs(p.slot - cursor.slot); // prettier-ignore
      const all = takeable(s.tower);
      if (all.length) cursor = { ...all.reduce((a, b) => (d(b) < d(a) ? b : a)), shown: cursor.shown };
    }
    clock = 0;
    plan = null;
    pop = 1;
    phase = human() ? 'aim' : 'think';
  }

  function startPull(layer: number, slot: number, from: Vec | null) {
    const r = risk(s.tower, layer, slot, level);
    pull = {
      layer,
      slot,
      d: 0,
      from,
      back: false,
      risk: r,
      // (a pull that slips drags the tower somewhere along the way out)
      slipAt: slips(s.tower, layer, slot, level, Math.random) ? g.rand(0.6, 2.2) : null,
      scraped: 0,
    };
    cursor = { ...cursor, layer, slot };
    sway.layer = layer;
    phase = 'pull';
    clock = 0;
    g.sound('tick');
  }

  /** The block is all the way out: taken into hand; the tower holds without it, or not. */
  function pulledOut() {
    const p = pull!;
    const from = poseIn(p.layer, p.slot, p.d);
    s = take(s, p.layer, p.slot)!;
    pull = null;
    settle();
    const to = human() ? (freeSlots(s.tower).includes(1) ? 1 : freeSlots(s.tower)[0]) : plan?.to ?? steadiest(s.tower); // prettier-ignore
    held = { id: s.held!, from, t: 0, to };
    if (verdict.falls !== null) return collapse(verdict.falls, verdict.toward, false);
    kick(0.08);
    phase = 'lift';
    clock = 0;
  }

  /** The block in hand put down on top: the turn passes on, unless that was too much for the tower. */
  function putDown() {
    const h = held!;
    const mover = s.turn;
    s = put(s, h.to)!;
    held = null;
    settle();
    if (verdict.falls !== null) {
      s = { ...s, turn: mover }; // (the one who put it there made it fall)
      return collapse(verdict.falls, verdict.toward, false);
    }
    kick(0.06);
    // (your blocks moved are your score; two players score the tower they built together)
    if (two || mover === 0) g.addScore(10);
    else g.sound('point');
    nextTurn();
  }

  /** The tower gives way above `layer`, going over `toward` (its load's lean, or the pull's way when
   * the pull dragged it): the part above tips about the support's edge, then comes apart. */
  function collapse(layer: number, toward: { x: number; z: number }, slipped: boolean) {
    const sup = supportOf(s.tower, layer);
    const edge = (lo: number, hi: number, dir: number) => (dir > 0 ? hi : dir < 0 ? lo : 0);
    const ex = sup ? edge(sup.x[0], sup.x[1], toward.x) : 0;
    const ez = sup ? edge(sup.z[0], sup.z[1], toward.z) : 0;
    const sign = Math.sign(toward.x - toward.z) || 1;
    fall = { layer, pivot: at(ex, (layer + 1) * THICK, ez), sign, a: 0, w: sign * (slipped ? 1.2 : 0.4), t: -1, loser: s.turn, bodies: [] }; // prettier-ignore
    phase = 'fall';
    clock = 0;
    thuds = 0;
    g.sound('hit');
    g.sound('lose');
  }

  /** The tipping part comes apart into blocks, each flying on as the part was turning. */
  function breakUp() {
    const f = fall!;
    const rot = (q: Vec): Vec => {
      const [dx, dy] = [q.x - f.pivot.x, q.y - f.pivot.y];
      const [c, si] = [Math.cos(f.a), Math.sin(f.a)];
      return { x: f.pivot.x + dx * c - dy * si, y: f.pivot.y + dx * si + dy * c };
    };
    const stump = at(0, (f.layer + 1) * THICK, 0).y + 6 * zoom;
    // a body of a block's faces (as unturned), where it is now and how it moves: turned with the part
    // going over, or (a block in hand) not
    const bodyOf = (p: Pose, id: number | null, faces: Face[], order: number, turned: boolean): Body => {
      const pts = faces.flatMap((fc) => fc.pts);
      const xs = pts.map((q) => q.x);
      const ys = pts.map((q) => q.y);
      const mid = { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
      const now = turned ? rot(mid) : mid;
      const [rx, ry] = [now.x - f.pivot.x, now.y - f.pivot.y];
      const w = turned ? f.w : 0;
      const a = turned ? f.a : 0;
      const lowest = Math.max(...pts.map((q) => (q.x - mid.x) * Math.sin(a) + (q.y - mid.y) * Math.cos(a)));
      const o = at(p.x, p.y, p.z);
      return {
        id,
        faces: faces.map((fc) => ({ ...fc, pts: fc.pts.map((q) => ({ x: q.x - mid.x, y: q.y - mid.y })) })),
        yaw: p.yaw,
        from: { x: o.x - mid.x, y: o.y - mid.y },
        x: now.x,
        y: now.y,
        vx: -w * ry + g.rand(-50, 50) * zoom,
        vy: w * rx + g.rand(-40, 10) * zoom,
        a,
        va: w * g.rand(0.5, 1.4) + g.rand(-1.5, 1.5),
        ground: at(p.x, 0, p.z).y + g.rand(-6, 14) * zoom,
        perch: now.y + lowest <= stump + 4 * zoom,
        order,
      };
    };
    const bodies: Body[] = [];
    for (let layer = f.layer + 1; layer < s.tower.length; layer++)
      s.tower[layer].forEach((id, slot) => {
        if (id === null) return;
        const p = poseIn(layer, slot);
        bodies.push(bodyOf(p, id, facesOf(p), layer * 3 + slot, true));
      });
    if (pull) {
      // (the block being pulled: out of the tower with it)
      const p = poseIn(pull.layer, pull.slot, pull.d);
      bodies.push(bodyOf(p, s.tower[pull.layer][pull.slot], facesOf(p), pull.layer * 3 + pull.slot, false));
      s = { ...s, tower: s.tower.map((l, i) => (i === pull!.layer ? l.map((v, k) => (k === pull!.slot ? null : v)) : l)) }; // prettier-ignore
      pull = null;
    }
    if (held) {
      const p = heldPose(held);
      bodies.push(bodyOf(p, held.id, facesOf(p), 999, false));
      held = null;
    }
    if (topper) {
      // (what sat on top: a box of its size, to land on)
      const r = 17 * zoom;
      const top = seat();
      const sq = [-1, 1].flatMap((i) => [-1, 1].map((j) => ({ x: top.x + i * j * r, y: top.y - r + j * r })));
      const b = bodyOf({ x: 0, y: 0, z: 0, yaw: 0 }, null, [{ pts: sq, kind: 'top', shade: 1 }], 1000, true);
      bodies.push({ ...b, vx: b.vx * 1.3 });
    }
    f.bodies = bodies.sort((a, b) => a.order - b.order);
    s = { ...s, tower: s.tower.slice(0, f.layer + 1) };
    f.t = 0;
  }

  function tumble(dt: number) {
    const f = fall!;
    const gravity = 2200 * zoom;
    const [cx, half] = [at(0, 0, 0).x, 2.3 * VIEW.unit * zoom]; // (the stump's half width, about)
    const stumpTop = at(0, (f.layer + 1) * THICK, 0).y;
    for (const b of f.bodies) {
      b.vy += gravity * dt;
      b.x += b.vx * dt;
      b.y += b.vy * dt;
      b.a += b.va * dt;
      // its lowest corner as it is turned now
      const low = Math.max(
        ...b.faces.flatMap((fc) => fc.pts.map((q) => q.x * Math.sin(b.a) + q.y * Math.cos(b.a))),
      );
      // (on the table, or on what is left of the tower while over it; off the table's sides, down)
      const onTable = Math.abs(b.x - cx) < Math.abs(at(TABLE, 0, -TABLE).x - cx) - 10;
      let ground = onTable ? b.ground : Infinity;
      if (b.perch && Math.abs(b.x - cx) < half) ground = Math.min(ground, stumpTop + 6 * zoom);
      else b.perch = false; // (slid off it: on down to the table)
      if (b.y + low > ground) {
        b.y = ground - low;
        if (b.vy > 120 * zoom) {
          // (a bounce: it loses most of its speed and some of its spin)
          if (b.vy > 260 * zoom && thuds < 10) {
            thuds += 1;
            g.sound('hit');
          }
          b.vy = -b.vy * 0.3;
          b.va = b.va * 0.5 + b.vx * 0.004;
          b.vx *= 0.75;
        } else b.vy = Math.min(0, b.vy);
        // (lying still: sliding to a stop and falling flat; only one nearly upright stays on its end)
        b.vx *= Math.max(0, 1 - 5 * dt);
        const side = Math.round(b.a / (Math.PI / 2)) * (Math.PI / 2);
        const flat = Math.abs(b.a - side) < 0.12 ? side : Math.round(b.a / Math.PI) * Math.PI;
        b.va += (flat - b.a) * 30 * dt;
        b.va *= Math.max(0, 1 - 8 * dt);
      }
    }
  }

  function finish() {
    const loser = fall!.loser;
    const winner = (1 - loser) as Side;
    if (two)
      return g.win(`${label(winner)} ${g.say('wins!')}\n${label(loser)} ${g.say('made the tower fall')}`);
    if (winner === 0) {
      g.addScore(50);
      return g.win(`${g.say('You win!')}\n${g.say('The computer made the tower fall')}`);
    }
    g.lose(`${g.say('The tower fell!')}\n${g.say('You made it fall')}`);
  }

  // Turns ------------------------------------------------------------------------------------------
  /** The cursor moved by the arrows, from block to block (over gaps). */
  function step(dLayer: number, dSlot: number) {
    const n = s.tower.length;
    if (!cursor.shown) return void (cursor.shown = true); // (the first key shows where it is)
    if (dLayer) {
      const layer = Math.max(0, Math.min(n - 1, cursor.layer + dLayer));
      const near = [0, 1, 2].filter((k) => s.tower[layer][k] !== null);
      cursor.slot = near.reduce((a, b) => (Math.abs(b - cursor.slot) < Math.abs(a - cursor.slot) ? b : a));
      cursor.layer = layer;
    }
    for (let k = cursor.slot + dSlot; dSlot && k >= 0 && k < 3; k += dSlot)
      if (s.tower[cursor.layer][k] !== null) return void (cursor.slot = k);
  }

  function aim() {
    const inp = g.input;
    if (inp.pressed('ArrowUp')) step(1, 0);
    if (inp.pressed('ArrowDown')) step(-1, 0);
    if (inp.pressed('ArrowLeft')) step(0, -1);
    if (inp.pressed('ArrowRight')) step(0, 1);
    if ((inp.pressed(' ') || inp.pressed('Enter')) && g.time > 0.2) {
      cursor.shown = true;
      if (canTake(s.tower, cursor.layer, cursor.slot)) return startPull(cursor.layer, cursor.slot, null);
      refuse();
    }
    const ptr = inp.pointer;
    if (!ptr.down) hover = blockAt(ptr);
    if (inp.tapped) {
      const b = blockAt(inp.tapAt);
      if (!b) return;
      cursor = { ...b, shown: false };
      if (canTake(s.tower, b.layer, b.slot)) {
        holding = true;
        return startPull(b.layer, b.slot, { ...inp.tapAt });
      }
      refuse();
    }
  }

  function refuse() {
    g.sound('bad');
    note = { text: g.say('Not from the top layers'), left: 1.6 };
  }

  function pulling(dt: number) {
    const p = pull!;
    const inp = g.input;
    const before = p.d;
    if (p.from && !p.back) {
      if (inp.pointer.down) {
        // (it slides with the pointer along its length, as fast as wood lets it)
        const dir = pullDir(p.layer);
        const want = ((inp.pointer.x - p.from.x) * dir.x + (inp.pointer.y - p.from.y) * dir.y) / (VIEW.unit * zoom); // prettier-ignore
        const goal = Math.min(FULL, Math.max(0, want));
        p.d += Math.max(-8 * dt, Math.min(8 * dt, goal - p.d));
      } else {
        holding = false;
        if (p.d >= OUT) p.from = null;
        else p.back = true;
      }
    } else if (p.back) {
      p.d = Math.max(0, p.d - 6 * dt);
      if (p.d === 0) {
        pull = null;
        holding = false;
        settle();
        phase = 'aim';
        return;
      }
    } else p.d = Math.min(FULL, p.d + dt * (human() ? 4 : 1 + 2 * (p.d / FULL)));
    // (the tower above shudders as the block scrapes out)
    const moved = Math.abs(p.d - before);
    sway.v += (Math.random() - 0.5) * moved * (0.8 + p.risk * 20);
    if (p.d - p.scraped > 0.7) {
      p.scraped = p.d;
      g.sound('tick');
    }
    if (p.slipAt !== null && p.d >= p.slipAt) {
      const along = axisOf(p.layer);
      return collapse(p.layer, { x: along === 'x' ? 1 : 0, z: along === 'z' ? 1 : 0 }, true);
    }
    if (p.d >= FULL && !p.back) pulledOut();
  }

  function placing() {
    const inp = g.input;
    const h = held!;
    const free = freeSlots(s.tower);
    if (!human()) {
      h.to = plan?.to ?? h.to;
      if (clock > 0.5) drop();
      return;
    }
    const ptr = inp.pointer;
    const moved = Math.hypot(ptr.x - lastPointer.x, ptr.y - lastPointer.y) > 2;
    if (holding || moved) h.to = nearestSlot(ptr);
    const k = free.indexOf(h.to);
    if (inp.pressed('ArrowLeft')) h.to = free[Math.max(0, k - 1)];
    if (inp.pressed('ArrowRight')) h.to = free[Math.min(free.length - 1, k + 1)];
    if (inp.pressed(' ') || inp.pressed('Enter')) return drop();
    if (holding && !ptr.down) {
      holding = false;
      // (let go over the top: it goes down there; let go elsewhere: it waits for a tap)
      if (ptr.y < at(0, (topLayer(s.tower) + 1) * THICK, 0).y + 40 * zoom) return drop();
    }
    if (inp.tapped && !holding) {
      h.to = nearestSlot(inp.tapAt);
      drop();
    }
  }

  function drop() {
    phase = 'drop';
    held!.t = 0;
    clock = 0;
  }

  return {
    controls: two
      ? 'Take turns: drag a block out of the tower, then tap a place on top for it (arrows and Space)'
      : 'Drag a block out of the tower, then tap a place on top for it (arrows and Space)',
    reset() {
      s = start();
      phase = 'build';
      clock = 0;
      zoom = zoomFor(s.tower.length);
      sway = { a: 0, v: 0, layer: -1 };
      pull = null;
      held = null;
      fall = null;
      plan = null;
      cursor = { layer: 8, slot: 1, shown: false };
      hover = null;
      holding = false;
      lastPointer = { x: 0, y: 0 };
      note = { text: '', left: 0 };
      pop = 0;
      thuds = 0;
      settle();
    },
    update(dt) {
      clock += dt;
      note.left -= dt;
      pop = Math.max(0, pop - dt * 2.5);
      // (the view fits the tower; it holds still while the tower falls, the pieces drawn as they were)
      if (!fall) zoom += (zoomFor(s.tower.length + (held ? 1 : 0)) - zoom) * Math.min(1, dt * 2.5);
      // the sway: a damped spring, looser (and restless) the nearer the load is to an edge
      const wob = fall ? 0 : verdict.wobble;
      sway.v += (-60 * sway.a - (2.6 - 1.8 * wob) * sway.v) * dt;
      if (wob > 0.5) sway.v += Math.sin(g.time * 7.7) * (wob - 0.5) * 0.5 * dt;
      sway.a += sway.v * dt;
      switch (phase) {
        case 'build':
          if (Math.floor((clock - dt) / 0.05) < Math.floor(clock / 0.05) && clock < 0.95) g.sound('tick');
          if (clock >= BUILD) nextTurn();
          break;
        case 'aim':
          aim();
          break;
        case 'think':
          // (it looks the tower over, lights the block it means to pull, then pulls it)
          plan ??= clock > 0.3 ? choose(s.tower, level, Math.random) : null;
          if (plan && clock > 1.1) startPull(plan.layer, plan.slot, null);
          break;
        case 'pull':
          pulling(dt);
          break;
        case 'lift':
          held!.t += dt / 0.7;
          if (held!.t >= 1) {
            phase = 'place';
            clock = 0;
          }
          break;
        case 'place':
          placing();
          break;
        case 'drop':
          held!.t += dt / 0.22;
          if (held!.t >= 1) putDown();
          break;
        case 'fall': {
          const f = fall!;
          if (f.t < 0) {
            // (tipping about the edge, faster the further over)
            f.w += f.sign * (3 + 10 * Math.abs(f.a)) * dt;
            f.a += f.w * dt;
            if (Math.abs(f.a) > 0.42) breakUp();
          } else {
            f.t += dt;
            tumble(dt);
            if (f.t > 2.2) finish();
          }
          break;
        }
      }
      lastPointer = { ...g.input.pointer };
    },
    draw() {
      const { ctx } = g;
      const { fg } = g.design.setting;
      drawTable();
      drawTower();
      if (fall && fall.t < 0) {
        // the part going over, turned about the edge it tips on
        ctx.save();
        ctx.translate(fall.pivot.x, fall.pivot.y);
        ctx.rotate(fall.a);
        ctx.translate(-fall.pivot.x, -fall.pivot.y);
        for (let layer = fall.layer + 1; layer < s.tower.length; layer++)
          s.tower[layer].forEach((id, slot) => id !== null && block(poseIn(layer, slot), id));
        sitter();
        ctx.restore();
        if (pull) block(poseIn(pull.layer, pull.slot, pull.d), s.tower[pull.layer][pull.slot]!);
        if (held) block(held.from, held.id);
      }
      if (fall)
        for (const b of fall.bodies) {
          ctx.save();
          ctx.translate(b.x, b.y);
          ctx.rotate(b.a);
          if (b.id === null) g.sprite('target', 0, 0, 34 * zoom);
          else if (b.yaw === YAW.x || b.yaw === YAW.z) {
            const l = lookOf(b.id, b.yaw);
            ctx.drawImage(l.c, b.from.x + l.x, b.from.y + l.y);
          } else for (const f of b.faces) face(f, b.id);
          ctx.restore();
        }
      // the places on top it can go, and the block in hand
      if (held && (phase === 'lift' || phase === 'place' || phase === 'drop')) {
        const layer = topLayer(s.tower);
        if (phase === 'place')
          for (const slot of freeSlots(s.tower)) {
            const faces = facesOf(poseIn(layer, slot));
            const on = slot === held.to;
            outline(faces, on ? COLOURS[s.turn] : 'rgba(120,80,40,0.55)', on ? 2.5 : 1.5, [5, 4]);
          }
        block(heldPose(held), held.id);
      }
      // whose turn, what to do, and how the tower is
      const n = s.tower.length;
      g.text(`${g.say('Blocks moved')}: ${s.moved}`, 12, 22, 16, fg, 'left');
      g.text(`${g.say('Layers')}: ${n}`, g.W - 12, 22, 16, fg, 'right');
      const who = fall ? fall.loser : s.turn;
      const name = two || who === 1 ? label(who) : g.say('Your turn');
      if (phase !== 'build') g.text(name, g.W / 2, 56, Math.round(34 * (1 + 0.25 * pop)), COLOURS[who]);
      const hint = fall
        ? `${label(fall.loser)} ${g.say('made the tower fall')}`
        : phase === 'build'
          ? g.say('Stacking the tower…')
          : !human()
            ? phase === 'think'
              ? g.say('Thinking…')
              : g.say('The computer pulls a block')
            : phase === 'aim'
              ? g.say('Drag a block out of the tower')
              : phase === 'pull'
                ? g.say('Pull it all the way out')
                : g.say('Tap a place on top for it');
      g.text(hint, g.W / 2, 92, 18, fg);
      if (note.left > 0) g.text(note.text, g.W / 2, 118, 16, '#dc2626');
      else if (!fall && verdict.wobble > 0.7)
        g.text(verdict.wobble > 0.88 ? g.say('Very wobbly!') : g.say('Wobbly…'), g.W / 2, 118, 16, verdict.wobble > 0.88 ? '#dc2626' : '#d97706'); // prettier-ignore
    },
  };
});
