// Roles: player = your kicker (its sprite by the ball before your kick; for theirs you are the keeper, in
// your colours); shot = the ball (a drawn football when it has no emoji); enemy = their side: the keeper
// you shoot at, in its colour with its sprite for a head (a goalkeeper's 🧤 as its gloves), and the
// kicker you face; goal = the goal, drawn as a frame and a net in the setting's colours, with the goal
// role's sprite on the crossbar only when it is something other than a goal (or a net). A side without
// an emoji, or whose emoji is a ball or gloves, is drawn as a player in its colours; a whole-body emoji
// (a runner) kicks but is no keeper's head.
// A shootout seen from behind the ball: five kicks each, you first, then sudden death, stopped as soon
// as one side cannot be caught, as on TV (the tally at the top: ● scored, ○ missed). Your kick: swipe
// from the ball toward a spot in the goal (the swipe's speed is the power: too hard rises over the bar),
// or the mouse over the goal aims and holding it down there runs the power meter (let go to kick; a
// quick tap only moves the aim), or arrows move the aim and Space runs the meter. Their keeper guesses a side, and reads your aim
// more often on hard, on a weak shot and on later levels. Their kick: you dive with the arrows, a tap
// where to go, or by dragging the keeper; on easy a brief tell shows where it is going, and diving too
// early lets their kicker change sides. 10 a goal, 10 a save, 50 for winning.
// Parts: levels (each level a better keeper: quicker, longer reach, reads you more), timer (time up:
// ahead wins), highscores. No lives, but in a shootout of one side (params.side: 'keep', you save every
// kick; 'kick', you take every one): there a goal let in (a miss) costs a life, and ten kicks lasted win.
import { boot, type Vec } from '../runtime';
import { brightness, mix, rgb } from '../colours';
import type { Entity } from '../../src/design';

// The camera stands behind the spot; heights are drawn a little taller than life (VY), so the goal
// reads well on a tall screen.
const F = 811;
const VY = 1.4;
const ZC = 16.5;
const HC = 1.6;
const HOR = 250;
const GW = 3.66; // half the goal's width, m
const GH = 2.44;
const ND = 1.8; // the net's depth
const NB = 2.0; // the back of the net's height
const BR = 0.11; // the ball's radius
const SPOT = 11;
const KZ = 0.35; // where the keeper stands
const BOARDS = -4.8;
const GRAV = 7.5;

type Side = 1 | 2; // you, them
type Phase = 'intro' | 'aim' | 'strike' | 'runup' | 'flight' | 'result' | 'final';
interface Ball {
  x: number;
  y: number;
  z: number;
  vx: number;
  vy: number;
  vz: number;
  rot: number;
  held: boolean;
  live: boolean; // still on its way: not yet saved, in or out
}
interface Pose {
  hx: number;
  hy: number;
  ang: number;
  arms: number;
}
interface Dive {
  t: number;
  delay: number;
  dur: number;
  from: Pose;
  to: Pose;
}
interface Point extends Vec {
  t: number;
}

// Emoji that are a whole body (a runner), or a ball or gloves: not a head on a drawn player's shoulders.
const BODY =
  /[\u{1F3C3}\u{1F6B6}\u{1F9CD}\u{1F9CE}\u{1F483}\u{1F57A}\u{26F9}\u{1F93E}\u{1F3CC}\u{1F3C4}\u{1F6A3}\u{1F3CA}\u{1F93D}\u{1F6B4}\u{1F6B5}\u{1F938}\u{1F93A}\u{1F3C7}\u{26F7}\u{1F3C2}\u{1F93C}\u{1F9D7}\u{1F9D8}\u{1F46F}]/u;
const KIT = /[\u{26BD}\u{1F3C0}\u{1F3C8}\u{26BE}\u{1F94E}\u{1F3BE}\u{1F3D0}\u{1F3C9}\u{1F945}\u{1F9E4}]/u;
const GLOVES = /^\u{1F9E4}/u;
const ease = (k: number) => k * k * (3 - 2 * k);
const lerp = (a: number, b: number, k: number) => a + (b - a) * k;
function at(x: number, y: number, z: number) {
  const k = F / Math.max(0.4, ZC - z);
  return { x: 240 + x * k, y: HOR + (HC - y) * k * VY, k };
}
/** The point of the goal's plane (z = 0) under a screen point. */
function onGoal(p: Vec): { x: number; y: number } {
  const k = F / ZC;
  return { x: (p.x - 240) / k, y: HC - (p.y - HOR) / (k * VY) };
}
const segDist = (p: Vec, a: Vec, b: Vec) => {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const l = dx * dx + dy * dy;
  const k = l ? Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / l)) : 0;
  return Math.hypot(p.x - a.x - dx * k, p.y - a.y - dy * k);
};
const isLight = (c: string) => brightness(c) > 150;
/** A head for a drawn player: the sprite when it is one (a face, an animal), not a runner or a ball. */
const headOf = (e: Entity) => !!e.emoji && !BODY.test(e.emoji) && !KIT.test(e.emoji);

/** Kicks in a shootout of one side. */
const RUN = 10;

boot((g) => {
  const side = g.design.params.side;
  g.showLives(!!side); // a shootout has no lives; a run of saves (or kicks) has
  const { fg, accent, bg } = g.design.setting;
  const S = g.design.params.size;
  const roles = g.design.roles;
  const me = g.role('player');
  const them = g.role('enemy');
  // The two sides' kits (and fans) in their colours; two near-alike get the other side's darker or lighter.
  const kit1 = me.color;
  const kit2 =
    Math.hypot(...rgb(me.color).map((v, k) => v - rgb(them.color)[k])) < 110
      ? mix(them.color, isLight(me.color) ? '#000000' : '#ffffff', 0.5)
      : them.color;
  const grade = { easy: 0, normal: 1, hard: 2 }[g.design.params.difficulty];
  const easy = grade === 0;
  const goalSprite = roles.goal && !/goal|net/i.test(roles.goal.name);
  const drawnBall = !g.role('shot').emoji;
  const plane = at(0, 0, KZ); // the keeper's line
  // the keeper's drawing scale, px per m (a bigger keeper asked for is bigger, and reaches further)
  const U = plane.k * 1.35 * (g.design.params.scale?.enemy ?? 1);
  const HIP = plane.y - 0.82 * U; // a standing keeper's hip
  const BALL_AT = at(0, BR, SPOT);
  const K_REST = { x: 160, y: 596 };
  const K_RUN = { x: 112, y: 660 };
  const K_HIT = { x: 204, y: 590 };

  let phase: Phase;
  let pt: number; // seconds in this phase
  let kicking: Side;
  let mine: boolean[];
  let theirs: boolean[];
  let ball: Ball;
  let target: { x: number; y: number }; // where the kick is going, on the goal's plane
  let speed: number;
  let dive: Dive | null;
  let diveAt: number; // when the keeper chose (the phase time of the kick, for "too early")
  let said: { text: string; good: boolean; sub: string };
  let aim: { x: number; y: number };
  // (by: the key that runs it, or the pointer held down on the goal)
  let meter: { on: boolean; m: number; held: number; let: boolean; by: 'key' | 'pointer' };
  let hover: Vec; // where the pointer was last seen: a mouse moved over the goal aims there
  let swipe: Point[] | null;
  let grab: Vec | null; // dragging the keeper
  let ripple: { x: number; y: number; t: number } | null;
  let fans: { side: Side; t: number };
  let later: { at: number; fn: () => void }[];
  let kicker: Vec;
  let winner: Side | 0;
  let hum = 0;

  const skill = () => grade + 0.6 * (g.level - 1); // their keeper
  const kickSkill = () => grade + 0.3 * (g.level - 1); // their kicker
  const goals = (l: boolean[]) => l.filter(Boolean).length;
  const soon = (s: number, fn: () => void) => later.push({ at: g.time + s, fn });

  // Crowd: two ends of fans in the sides' colours, some of the setting's.
  const crowd: { x: number; y: number; c: string; ph: number; side: Side }[] = [];
  for (let r = 0; r < 9; r++)
    for (let i = 0; i < 34; i++) {
      const side: Side = i < 17 ? 1 : 2;
      const c = Math.random() < 0.72 ? (side === 1 ? kit1 : kit2) : Math.random() < 0.5 ? fg : accent;
      crowd.push({
        x: i * 14.5 + (r % 2) * 7 + Math.random() * 4,
        y: 120 + r * 18,
        c,
        ph: Math.random() * 6,
        side,
      });
    }

  // Sound: the crowd as clusters of notes (g.note), a whistle, the thump of a kick.
  function roar(loud: number) {
    for (let i = 0; i < 16; i++)
      soon(i * 0.025, () => g.note(g.rand(210, 640), g.rand(0.6, 1.4), 'sawtooth', 0.006 * loud));
  }
  function groan() {
    for (let i = 0; i < 9; i++)
      soon(i * 0.04, () => g.note(g.rand(120, 240), g.rand(0.5, 0.9), 'triangle', 0.025));
  }
  function whistle() {
    g.note(2850, 0.14, 'sine', 0.05);
    soon(0.16, () => g.note(2950, 0.32, 'sine', 0.05));
  }

  // The keeper ------------------------------------------------------------------------------------
  const keeperSide = (): Side => (kicking === 1 ? 2 : 1);
  const stand = (): Pose => ({
    hx: 240 + (keeperSide() === 2 && !dive && phase !== 'result' ? Math.sin(g.time * 2.3) * 9 : 0),
    hy: HIP - (keeperSide() === 2 && phase === 'aim' ? Math.abs(Math.sin(g.time * 4.6)) * 3 : 0),
    ang: 0,
    arms: 0.15,
  });
  /** Where a keeper aiming at screen point p ends up; `shift` is how far its hips can go sideways (m). */
  function diveTo(p: Vec, shift: number): Pose {
    const s = stand();
    const dx = p.x - s.hx;
    const hx = s.hx + g.clamp(dx * 0.6, -shift * plane.k, shift * plane.k);
    const hy = s.hy - g.clamp((s.hy - p.y) * 0.4, -0.15 * U, 0.5 * U);
    const ang = g.clamp(Math.atan2(p.x - hx, hy - p.y), -1.75, 1.75);
    const wide = Math.abs(dx) > 0.55 * U || p.y < s.hy - 1.05 * U;
    return { hx, hy, ang, arms: wide ? 1 : 0.45 };
  }
  function pose(): Pose {
    if (!dive) return stand();
    const s = dive.from;
    const k = ease(g.clamp((dive.t - dive.delay) / dive.dur, 0, 1));
    const p: Pose = {
      hx: lerp(s.hx, dive.to.hx, k),
      hy: lerp(s.hy, dive.to.hy, k),
      ang: lerp(0, dive.to.ang, k),
      arms: lerp(s.arms, dive.to.arms, k),
    };
    // After the dive, a keeper that went sideways lands on the grass.
    const fall = g.clamp((dive.t - dive.delay - dive.dur) / 0.35, 0, 1);
    if (fall > 0 && Math.abs(dive.to.ang) > 0.5) {
      const side = Math.sign(dive.to.ang);
      p.ang = lerp(p.ang, side * 1.5, ease(fall));
      p.hy = lerp(p.hy, plane.y - 0.25 * U, ease(fall));
    }
    return p;
  }
  const local = (p: Pose, x: number, y: number): Vec => ({
    x: p.hx + (x * Math.cos(p.ang) - y * Math.sin(p.ang)) * U,
    y: p.hy + (x * Math.sin(p.ang) + y * Math.cos(p.ang)) * U,
  });
  const hands = (p: Pose) => {
    const up = p.arms;
    return [
      local(p, lerp(-0.66, -0.15, up), lerp(-0.28, -1.3, up)),
      local(p, lerp(0.66, 0.15, up), lerp(-0.28, -1.3, up)),
    ];
  };
  /** Whether the keeper's body or gloves (as drawn, a little more as it gets better) meet the ball. */
  function touches(p: Pose, b: Vec, r: number, better: number): boolean {
    const [l, rh] = hands(p);
    const feet = local(p, 0, 0.75);
    const top = local(p, 0, lerp(-0.95, -1.3, p.arms));
    return (
      segDist(b, feet, top) < (0.26 + 0.02 * better) * U + r ||
      segDist(b, l, rh) < (0.13 + 0.02 * better) * U + r
    );
  }

  function figure(p: Pose, color: string, head: Entity, gloves: boolean, kick = 0) {
    const { ctx } = g;
    const face = headOf(head);
    ctx.save();
    ctx.translate(p.hx, p.hy);
    ctx.rotate(p.ang);
    ctx.scale(U, U);
    ctx.lineCap = 'round';
    const dark = mix(color, '#000000', 0.45);
    ctx.strokeStyle = dark;
    ctx.lineWidth = 0.17;
    ctx.beginPath();
    ctx.moveTo(-0.1, 0);
    ctx.lineTo(-0.17, 0.74);
    ctx.moveTo(0.1, 0);
    ctx.lineTo(0.17 + kick * 0.3, 0.74 - kick * 0.35);
    ctx.stroke();
    ctx.fillStyle = '#111827';
    for (const x of [-0.17, 0.17 + kick * 0.3]) {
      ctx.beginPath();
      ctx.ellipse(x, x < 0 ? 0.79 : 0.79 - kick * 0.35, 0.11, 0.06, 0, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.fillStyle = dark;
    ctx.fillRect(-0.22, -0.1, 0.44, 0.22); // shorts
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.roundRect(-0.25, -0.62, 0.5, 0.6, 0.1);
    ctx.fill();
    ctx.strokeStyle = mix(color, '#ffffff', 0.4);
    ctx.lineWidth = 0.05;
    ctx.beginPath();
    ctx.moveTo(-0.25, -0.3);
    ctx.lineTo(0.25, -0.3);
    ctx.stroke();
    // Arms (from the shoulders to the hands: out and low standing, over the head in a dive).
    ctx.strokeStyle = color;
    ctx.lineWidth = 0.13;
    const up = p.arms;
    const hand = (s: number): [number, number] => [lerp(0.66 * s, 0.15 * s, up), lerp(-0.28, -1.3, up)];
    for (const s of [-1, 1]) {
      const [x, y] = hand(s);
      ctx.beginPath();
      ctx.moveTo(0.2 * s, -0.55);
      ctx.lineTo(x, y);
      ctx.stroke();
      ctx.fillStyle = gloves ? '#f8fafc' : '#f1c27d';
      if (gloves && head.emoji && GLOVES.test(head.emoji) && !face) continue; // its own gloves go on after
      ctx.beginPath();
      ctx.arc(x, y, gloves ? 0.12 : 0.07, 0, Math.PI * 2);
      ctx.fill();
      if (gloves) {
        ctx.strokeStyle = accent;
        ctx.lineWidth = 0.03;
        ctx.stroke();
        ctx.strokeStyle = color;
        ctx.lineWidth = 0.13;
      }
    }
    if (!face) {
      ctx.fillStyle = '#f1c27d';
      ctx.beginPath();
      ctx.arc(0, -0.86, 0.2, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#3f2a1d';
      ctx.beginPath();
      ctx.arc(0, -0.9, 0.2, Math.PI * 1.05, Math.PI * 1.95);
      ctx.fill();
      ctx.fillStyle = '#111827';
      for (const x of [-0.07, 0.07]) ctx.fillRect(x - 0.02, -0.88, 0.04, 0.04);
    }
    ctx.restore();
    if (face) {
      const h = local(p, 0, -0.88);
      g.sprite(head, h.x, h.y, (0.56 * U) / S, p.ang);
    } else if (gloves && head.emoji && GLOVES.test(head.emoji))
      for (const h of hands(p)) g.sprite(head, h.x, h.y, (0.36 * U) / S, p.ang); // a goalkeeper's 🧤
  }
  /** A kicker by the ball: its sprite, or a player seen from behind in its colours. */
  function kickerAt(who: Entity, color: string, x: number, y: number, lean: number) {
    if (who.emoji && !KIT.test(who.emoji)) return g.sprite(who, x, y - 10, 84, lean);
    const u = 78;
    const p: Pose = { hx: x, hy: y - 0.3 * u, ang: lean, arms: 0.05 };
    const { ctx } = g;
    ctx.save();
    ctx.translate(p.hx, p.hy);
    ctx.rotate(p.ang);
    ctx.scale(u, u);
    ctx.lineCap = 'round';
    ctx.strokeStyle = mix(color, '#000000', 0.45);
    ctx.lineWidth = 0.17;
    ctx.beginPath();
    ctx.moveTo(-0.1, 0);
    ctx.lineTo(-0.16, 0.7);
    ctx.moveTo(0.1, 0);
    ctx.lineTo(0.16, 0.7);
    ctx.stroke();
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.roundRect(-0.26, -0.64, 0.52, 0.66, 0.1);
    ctx.fill();
    ctx.strokeStyle = color;
    ctx.lineWidth = 0.13;
    ctx.beginPath();
    ctx.moveTo(-0.22, -0.55);
    ctx.lineTo(-0.36, -0.1);
    ctx.moveTo(0.22, -0.55);
    ctx.lineTo(0.36, -0.1);
    ctx.stroke();
    ctx.fillStyle = '#3f2a1d';
    ctx.beginPath();
    ctx.arc(0, -0.86, 0.2, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
    // The shirt's number: which kick of the five this is.
    const n = ((kicking === 1 ? mine : theirs).length % 11) + 1;
    g.text(
      String(n),
      x + Math.sin(lean) * 0.32 * u,
      p.hy - 0.32 * u * Math.cos(lean),
      0.3 * u,
      mix(color, '#ffffff', 0.6),
    );
  }

  // The kick ---------------------------------------------------------------------------------------
  function placeBall() {
    ball = { x: 0, y: BR, z: SPOT, vx: 0, vy: 0, vz: 0, rot: 0, held: false, live: false };
  }
  /** The ball leaves the spot for (tx, ty) on the goal's plane at `v` m/s, with a little arc. */
  function launch(tx: number, ty: number, v: number) {
    const T = SPOT / v;
    ball.vx = tx / T;
    ball.vz = -v;
    ball.vy = (ty - BR + 0.5 * GRAV * T * T) / T;
    ball.live = true;
    speed = v;
    g.note(85, 0.14, 'sine', 0.3);
    g.note(170, 0.05, 'square', 0.04);
    setPhase('flight');
  }
  /** Your kick, at a point of the goal's plane with power p (0 … 1.3; above 0.95 it rises). */
  function shoot(tx: number, ty: number, p: number) {
    const power = g.clamp(p, 0.05, 1.3);
    ty += Math.max(0, power - 0.95) * 3.4;
    if (power < 0.35) ty *= 0.55 + power;
    const spread = 0.07 + 0.32 * Math.max(0, power - 0.85);
    target = { x: tx + g.rand(-1, 1) * spread, y: Math.max(BR, ty + g.rand(-1, 1) * spread) };
    speed = 9 + 13 * Math.min(power, 1.1);
    meter.on = false;
    swipe = null;
    setPhase('strike');
  }
  /** Their keeper's guess as your kick goes: now and then a read of where it goes, else a side. */
  function keeperGuess() {
    const s = skill();
    const read = g.chance(Math.min(0.85, 0.2 + 0.1 * s + (speed < 14 ? 0.3 : 0)));
    let p: Vec;
    if (read) {
      const noise = Math.max(0.15, 0.55 - 0.1 * s);
      const t = at(target.x + g.rand(-noise, noise), target.y + g.rand(-noise, noise) * 0.6, 0);
      p = { x: t.x, y: t.y };
    } else if (g.chance(0.2)) p = { x: 240, y: at(0, g.rand(0.5, 1.9), 0).y };
    else {
      const t = at(g.pick([-1, 1]) * g.rand(1.6, 3.3), g.rand(0.3, 2.0), 0);
      p = { x: t.x, y: t.y };
    }
    dive = {
      t: 0,
      delay: Math.max(0.03, 0.13 - 0.025 * s),
      dur: Math.max(0.27, 0.44 - 0.035 * s),
      from: stand(),
      to: diveTo(p, 1.25 + 0.15 * s),
    };
  }
  /** You dive as their keeper, toward screen point p. */
  function youDive(p: Vec) {
    if (dive || kicking !== 2 || !['intro', 'runup', 'flight'].includes(phase)) return;
    dive = { t: 0, delay: 0, dur: 0.34, from: stand(), to: diveTo(p, 1.45) };
    diveAt = phase === 'flight' ? 99 : phase === 'intro' ? -1 : pt; // seconds into the run-up
    g.sound('jump');
  }
  /** Their kicker picks a spot (and a speed) as the run-up starts. */
  function theirAim() {
    const s = kickSkill();
    const x = g.chance(0.18) ? g.rand(-0.7, 0.7) : g.pick([-1, 1]) * g.rand(1.7, 3.3);
    const y = g.chance(0.6) ? g.rand(0.15, 1.0) : g.rand(1.0, 2.25);
    const spread = Math.max(0.1, 0.26 - 0.05 * s);
    target = { x: x + g.rand(-1, 1) * spread, y: Math.max(BR, y + g.rand(-1, 1) * spread) };
    speed = 17 + g.rand(0, 4) + 1.2 * s; // ~0.5 s to the line: a corner is saved by a guess, not a reaction
  }

  function setPhase(p: Phase) {
    phase = p;
    pt = 0;
  }
  function nextKick() {
    const d = decided();
    if (d) {
      winner = d;
      setPhase('final');
      if (d === 1) {
        g.addScore(50);
        roar(3);
      } else groan();
      return;
    }
    kicking = side === 'keep' ? 2 : side === 'kick' ? 1 : mine.length > theirs.length ? 2 : 1;
    placeBall();
    dive = null;
    diveAt = 99;
    grab = null;
    swipe = null;
    meter = { on: false, m: 0, held: 0, let: false, by: 'key' };
    hover = { ...g.input.pointer };
    kicker = kicking === 1 ? { ...K_REST } : { ...K_RUN };
    if (kicking === 2) theirAim();
    setPhase('intro');
  }
  /** Who has won: one side cannot be caught in the five, or a sudden-death round has split them. */
  function decided(): Side | 0 {
    if (side) return (side === 'keep' ? theirs : mine).length >= RUN ? 1 : 0; // (lives lost end it sooner)
    const a = goals(mine);
    const b = goals(theirs);
    const na = mine.length;
    const nb = theirs.length;
    if (na <= 5 && nb <= 5) {
      if (a + (5 - na) < b) return 2;
      if (b + (5 - nb) < a) return 1;
      return 0;
    }
    return na === nb && a !== b ? (a > b ? 1 : 2) : 0;
  }
  /** The kick is decided: in, saved or off target. */
  function result(scored: boolean, text: string, sub = '') {
    ball.live = false;
    (kicking === 1 ? mine : theirs).push(scored);
    const good = scored === (kicking === 1);
    said = { text, good, sub };
    fans = { side: good ? 1 : 2, t: 2 };
    if (scored) {
      roar(kicking === 1 ? 2.2 : 1.3);
      if (kicking === 1) g.addScore(10);
      else g.sound('bad');
    } else if (kicking === 2) {
      if (text === 'Saved!') g.addScore(10);
      roar(1.8);
    } else groan();
    setPhase('result');
    // (one side only: a goal let in, or a miss, costs a life)
    if (side && scored === (kicking === 2)) g.loseLife();
  }

  function fly(dt: number) {
    const b = ball;
    if (b.held) return;
    const was = b.z;
    b.vy -= GRAV * dt;
    b.x += b.vx * dt;
    b.y += b.vy * dt;
    b.z += b.vz * dt;
    b.rot += dt * (b.vz < 0 ? -14 : 8);
    if (b.y < BR) {
      b.y = BR;
      b.vy = Math.abs(b.vy) > 1 ? -b.vy * 0.45 : 0;
      b.vx *= 0.85;
      b.vz *= 0.85;
    }
    if (b.live && was > KZ && b.z <= KZ) {
      // At the keeper's line: does the keeper get to it?
      const p = pose();
      const s = at(b.x, b.y, KZ);
      const better = keeperSide() === 2 ? skill() : 1;
      if (touches(p, s, BR * s.k * 1.2, better)) {
        const [l, r] = hands(p);
        const near = Math.min(Math.hypot(s.x - l.x, s.y - l.y), Math.hypot(s.x - r.x, s.y - r.y));
        if (speed < 15.5 && near < 0.35 * U && g.chance(0.6)) b.held = true;
        else {
          b.vz = g.rand(3, 6);
          b.vx = (s.x >= p.hx ? 1 : -1) * g.rand(2, 5);
          b.vy = g.rand(1.5, 4);
        }
        g.note(150, 0.16, 'square', 0.06);
        return result(false, 'Saved!', b.held ? 'Held on to it' : '');
      }
    }
    if (b.live && was > 0 && b.z <= 0) {
      const x = Math.abs(b.x);
      const inside = x < GW - BR && b.y < GH - BR;
      const post = x > GW - BR - 0.05 && x < GW + BR + 0.06 && b.y < GH + 0.05;
      const bar = !post && x < GW && b.y >= GH - BR - 0.05 && b.y < GH + BR + 0.08;
      if (inside) return result(true, 'GOAL!', x > 2.9 || b.y > 1.9 ? 'Right in the corner' : '');
      if (post || bar) {
        g.note(1250, 0.45, 'triangle', 0.07);
        g.note(1870, 0.3, 'sine', 0.035);
        if (g.chance(0.3) && x < GW) {
          // In off the woodwork.
          b.vx *= post ? -0.4 : 0.5;
          b.vy = bar ? -2 : b.vy;
          return result(true, 'GOAL!', post ? 'In off the post' : 'In off the bar');
        }
        b.vz = g.rand(2.5, 5);
        if (post) b.vx = -Math.sign(b.x) * g.rand(1.5, 3.5);
        else b.vy = g.rand(2, 4);
        return result(false, post ? 'Off the post!' : 'Off the bar!');
      }
      return result(false, b.y >= GH ? 'Over the bar!' : 'Wide!');
    }
    // In the net: it bulges where the ball hits, and the ball drops; the roof and sides keep it in.
    const netted = !b.live && said.text === 'GOAL!' && b.z < 0;
    if (netted && b.z < -ND + BR && b.vz < 0) {
      b.z = -ND + BR;
      ripple = { x: b.x, y: Math.min(b.y, NB), t: 0 };
      b.vz = 0.6;
      b.vx *= 0.3;
    }
    const roof = GH + ((NB - GH) * Math.min(ND, -b.z)) / ND;
    if (netted && b.y > roof - BR) {
      b.y = roof - BR;
      b.vy = Math.min(0, b.vy);
    }
    if (netted && Math.abs(b.x) > GW - BR) {
      b.x = Math.sign(b.x) * (GW - BR);
      b.vx = -b.vx * 0.3;
    }
    if (b.z < BOARDS + BR) {
      b.z = BOARDS + BR;
      b.vz = Math.abs(b.vz) * 0.3;
    }
  }

  // Input -------------------------------------------------------------------------------------------
  function aimInput(dt: number) {
    const inp = g.input;
    const p = inp.pointer;
    // A swipe from near the ball (timed by the clock: a slow device's frames must not make it harder);
    // a tap on the goal moves the aim marker there.
    const now = performance.now() / 1000;
    // A mouse moved over the goal aims there; held down on it, the power charges, and letting go kicks.
    const onTheGoal = (q: Vec) => q.y <= 380;
    if ((p.x !== hover.x || p.y !== hover.y) && onTheGoal(p) && !swipe) aim = goalAim(p);
    hover = { x: p.x, y: p.y };
    if (inp.tapped) {
      if (!onTheGoal(inp.tapAt)) swipe = [{ x: inp.tapAt.x, y: inp.tapAt.y, t: now }];
      else {
        aim = goalAim(inp.tapAt);
        meter = { on: true, m: 0, held: 0, let: false, by: 'pointer' };
      }
    }
    if (meter.on && meter.by === 'pointer') {
      meter.m += dt * 1.05 * Math.sqrt(g.diff);
      meter.held += dt;
      if (p.down) return;
      // (a quick tap only moves the aim)
      if (meter.held > 0.25) return shoot(aim.x, aim.y, power());
      meter.on = false;
    }
    if (swipe) {
      const last = swipe[swipe.length - 1];
      if (p.x !== last.x || p.y !== last.y) swipe.push({ x: p.x, y: p.y, t: now });
      if (!p.down) {
        const pts = swipe;
        swipe = null;
        kickFromSwipe(pts);
      }
    }
    // Held arrows glide the marker; a quick tap of one nudges it.
    const d = inp.dir();
    const nudge = (a: string, b: string) =>
      (inp.pressed(b) && !inp.keys.has(b) ? 1 : 0) - (inp.pressed(a) && !inp.keys.has(a) ? 1 : 0);
    aim.x = g.clamp(aim.x + d.x * 3.2 * dt + nudge('ArrowLeft', 'ArrowRight') * 0.3, -GW - 0.8, GW + 0.8);
    aim.y = g.clamp(aim.y - d.y * 2.2 * dt + nudge('ArrowDown', 'ArrowUp') * 0.25, 0.1, GH + 0.7);
    // The meter: hold Space and let go, or press it once to start and again to kick.
    const held = inp.keys.has(' ') || inp.keys.has('Enter');
    const press = inp.pressed(' ') || inp.pressed('Enter');
    if (!meter.on && press) meter = { on: true, m: 0, held: 0, let: false, by: 'key' };
    else if (meter.on) {
      meter.m += dt * 1.05 * Math.sqrt(g.diff);
      if (held && !meter.let) meter.held += dt;
      if (!held && !meter.let) {
        if (meter.held > 0.2) return shoot(aim.x, aim.y, power());
        meter.let = true;
      }
      if (meter.let && press) return shoot(aim.x, aim.y, power());
    }
  }
  const meterLevel = () => {
    const k = meter.m % 2;
    return k < 1 ? k : 2 - k;
  };
  const power = () => 0.1 + 1.15 * meterLevel();
  /** The aim at a screen point over the goal, kept within the marker's reach. */
  const goalAim = (q: Vec) => {
    const t = onGoal(q);
    return { x: g.clamp(t.x, -GW - 0.8, GW + 0.8), y: g.clamp(t.y, 0.1, GH + 0.7) };
  };
  /** Where a swipe sends the ball: the goal spot it ends on, or the way it points, higher the harder. */
  function swipeAim(pts: Point[]): { x: number; y: number; p: number } | null {
    const a = pts[0];
    const e = pts[pts.length - 1];
    const len = Math.hypot(e.x - a.x, e.y - a.y);
    if (len < 30 || a.y - e.y < 20) return null;
    const moved = pts.find((q) => Math.hypot(q.x - a.x, q.y - a.y) > 8) ?? a;
    const v = Math.hypot(e.x - moved.x, e.y - moved.y) / Math.max(0.05, e.t - moved.t);
    const p = g.clamp((v - 350) / 1600, 0.05, 1.3);
    if (e.y < at(0, 0, 0).y + 10) {
      const t = onGoal(e);
      return { x: t.x, y: Math.max(BR, t.y), p };
    }
    const ux = (e.x - a.x) / len;
    const uy = (e.y - a.y) / len;
    const h = 0.25 + 1.5 * Math.min(1, p);
    const yAt = at(0, h, 0).y;
    const k = (yAt - BALL_AT.y) / uy;
    return { ...onGoal({ x: BALL_AT.x + ux * k, y: yAt }), p };
  }
  function kickFromSwipe(pts: Point[]) {
    const s = swipeAim(pts);
    if (!s) return;
    aim = { x: s.x, y: s.y };
    shoot(s.x, s.y, s.p);
  }
  function keeperInput() {
    const inp = g.input;
    if (dive) return;
    const k = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'a', 'd', 'w', 's', ' '].some((x) =>
      inp.pressed(x),
    );
    if (k) {
      // A quick tap of a key is over before the frame sees it held: pressed or held, either counts.
      const on = (...ks: string[]) => ks.some((x) => inp.pressed(x) || inp.keys.has(x));
      const d = {
        x: (on('ArrowRight', 'd') ? 1 : 0) - (on('ArrowLeft', 'a') ? 1 : 0),
        y: (on('ArrowDown', 's') ? 1 : 0) - (on('ArrowUp', 'w') ? 1 : 0),
      };
      const x = 240 + d.x * (GW - 0.5) * at(0, 0, 0).k;
      const h = d.y < 0 ? 2.0 : d.y > 0 ? 0.35 : d.x ? 0.9 : 1.5;
      return youDive({ x, y: at(0, h, 0).y });
    }
    const p = inp.pointer;
    const s = stand();
    if (inp.tapped) {
      // On the keeper: a drag dives the way it goes; elsewhere, a tap dives toward it.
      if (Math.abs(inp.tapAt.x - s.hx) < 45 && inp.tapAt.y > s.hy - 1.2 * U && inp.tapAt.y < plane.y + 20)
        grab = { x: inp.tapAt.x, y: inp.tapAt.y };
      else return youDive(inp.tapAt.y > plane.y ? { x: inp.tapAt.x, y: plane.y - 20 } : inp.tapAt);
    }
    if (grab) {
      const dx = p.x - grab.x;
      const dy = p.y - grab.y;
      if (Math.hypot(dx, dy) > 20) {
        youDive({ x: s.hx + dx * 3, y: s.hy - 0.3 * U + dy * 2 });
        grab = null;
      } else if (!p.down) {
        youDive({ x: s.hx, y: s.hy - 1.3 * U }); // a tap on the keeper: up, in the middle
        grab = null;
      }
    }
  }

  // Drawing -----------------------------------------------------------------------------------------
  function line(a: Vec, b: Vec) {
    g.ctx.moveTo(a.x, a.y);
    g.ctx.lineTo(b.x, b.y);
  }
  function scene() {
    const { ctx } = g;
    const t = g.time;
    // The stands and their fans, who jump when their side has something to cheer.
    ctx.fillStyle = mix(bg, '#000000', 0.35);
    ctx.fillRect(0, 108, 480, 185);
    for (const f of crowd) {
      const jump =
        fans.side === f.side && fans.t > 0
          ? Math.abs(Math.sin(t * 11 + f.ph)) * 7 * Math.min(1, fans.t)
          : Math.sin(t * 1.5 + f.ph) * 0.8;
      ctx.fillStyle = f.c;
      ctx.globalAlpha = 0.5;
      ctx.beginPath();
      ctx.arc(f.x, f.y - jump, 4.5, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillRect(f.x - 4.5, f.y - jump + 3, 9, 7);
    }
    ctx.globalAlpha = 1;
    // The boards, in the sides' colours and the setting's.
    const top = at(0, 0.9, BOARDS).y;
    const foot = at(0, 0, BOARDS).y;
    const colors = [kit1, accent, kit2];
    const title = g.design.title.toUpperCase();
    for (let i = 0; i < 3; i++) {
      ctx.fillStyle = colors[i];
      ctx.fillRect(i * 160, top, 160, foot - top);
      ctx.fillStyle = 'rgba(0,0,0,0.3)';
      ctx.fillRect(i * 160 + 158, top, 2, foot - top);
      ctx.font = 'bold 13px system-ui, sans-serif';
      const size = Math.min(13, Math.floor((13 * 148) / ctx.measureText(title).width));
      g.text(title, 80 + i * 160, (top + foot) / 2, size, isLight(colors[i]) ? '#111827' : '#ffffff');
    }
    // The pitch, mown in stripes.
    const grass = mix('#2f8f3a', bg, 0.2);
    const grass2 = mix('#3aa347', bg, 0.2);
    let z = BOARDS;
    for (let i = 0; z < ZC; i++, z += 2.2) {
      const a = at(0, 0, z).y;
      const b = at(0, 0, z + 2.2).y;
      ctx.fillStyle = i % 2 ? grass : grass2;
      ctx.fillRect(0, a, 480, Math.min(640, b) - a + 1);
    }
    ctx.strokeStyle = 'rgba(255,255,255,0.8)';
    ctx.lineWidth = 2;
    ctx.beginPath();
    line(at(-20, 0, 0), at(20, 0, 0)); // the goal line
    line(at(-9.16, 0, 0), at(-9.16, 0, 5.5)); // the six-yard box
    line(at(9.16, 0, 0), at(9.16, 0, 5.5));
    line(at(-9.16, 0, 5.5), at(9.16, 0, 5.5));
    line(at(-20.16, 0, 0), at(-20.16, 0, 16));
    line(at(20.16, 0, 0), at(20.16, 0, 16));
    ctx.stroke();
    const spot = at(0, 0, SPOT);
    ctx.fillStyle = 'rgba(255,255,255,0.85)';
    ctx.beginPath();
    ctx.ellipse(spot.x, spot.y, 0.16 * spot.k, 0.16 * spot.k * 0.35, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  /** The net: back, roof and sides, bulging where a goal went in. */
  function net() {
    const { ctx } = g;
    const bulge = (x: number, y: number): Vec => {
      let z = -ND;
      if (ripple) {
        const d = Math.hypot(x - ripple.x, y - ripple.y);
        z -= 0.9 * Math.exp(-d * 1.5) * Math.cos(d * 5 - ripple.t * 14) * Math.exp(-ripple.t * 2);
      }
      return at(x, y, z);
    };
    const netColor = mix(fg, accent, 0.3);
    ctx.fillStyle = 'rgba(0,0,0,0.3)';
    ctx.beginPath();
    const c = [at(-GW, 0, 0), at(-GW, GH, 0), at(GW, GH, 0), at(GW, 0, 0)];
    ctx.moveTo(c[0].x, c[0].y);
    c.forEach((q) => ctx.lineTo(q.x, q.y));
    ctx.fill();
    ctx.strokeStyle = netColor + 'aa';
    ctx.lineWidth = 1.2;
    ctx.beginPath();
    for (let x = -GW; x <= GW + 0.01; x += GW / 9) {
      const pts: Vec[] = [];
      for (let y = 0; y <= NB + 0.01; y += NB / 8) pts.push(bulge(x, y));
      ctx.moveTo(pts[0].x, pts[0].y);
      pts.forEach((q) => ctx.lineTo(q.x, q.y));
      line(bulge(x, NB), at(x, GH, 0)); // the roof
    }
    for (let y = 0; y <= NB + 0.01; y += NB / 8) {
      const pts: Vec[] = [];
      for (let x = -GW; x <= GW + 0.01; x += GW / 9) pts.push(bulge(x, y));
      ctx.moveTo(pts[0].x, pts[0].y);
      pts.forEach((q) => ctx.lineTo(q.x, q.y));
    }
    for (const s of [-1, 1]) {
      for (let k = 0; k <= 4; k++) {
        const z = (-ND * k) / 4;
        line(at(s * GW, 0, z), at(s * GW, lerp(GH, NB, k / 4), z));
      }
      for (let k = 0; k <= 6; k++) line(at(s * GW, (GH * k) / 6, 0), at(s * GW, (NB * k) / 6, -ND));
    }
    ctx.stroke();
  }
  function frame() {
    const { ctx } = g;
    const l = at(-GW, 0, 0);
    const r = at(GW, 0, 0);
    const tl = at(-GW, GH, 0);
    const tr = at(GW, GH, 0);
    const w = 0.12 * l.k;
    ctx.lineCap = 'round';
    ctx.strokeStyle = 'rgba(0,0,0,0.35)';
    ctx.lineWidth = w + 3;
    ctx.beginPath();
    line(l, tl);
    ctx.lineTo(tr.x, tr.y);
    ctx.lineTo(r.x, r.y);
    ctx.stroke();
    ctx.strokeStyle = fg;
    ctx.lineWidth = w;
    ctx.stroke();
    if (goalSprite) g.sprite('goal', 240, tl.y - 24, 40);
  }
  function drawBall() {
    const { ctx } = g;
    const b = ball;
    let c: Vec;
    let size: number;
    if (b.held) {
      const [l, r] = hands(pose());
      c = { x: (l.x + r.x) / 2, y: (l.y + r.y) / 2 };
      size = 2 * BR * plane.k * 1.6;
    } else {
      const p = at(b.x, b.y, b.z);
      const ground = at(b.x, 0, b.z);
      size = Math.max(11, 2 * BR * p.k * 1.6);
      ctx.fillStyle = `rgba(0,0,0,${0.3 / (1 + b.y)})`;
      ctx.beginPath();
      ctx.ellipse(ground.x, ground.y, size * 0.45, size * 0.14, 0, 0, Math.PI * 2);
      ctx.fill();
      c = p;
    }
    if (!drawnBall) return g.sprite('shot', c.x, c.y, size / S, b.rot);
    const r = size / 2;
    ctx.fillStyle = '#f8fafc';
    ctx.beginPath();
    ctx.arc(c.x, c.y, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#111827';
    for (let i = 0; i < 5; i++) {
      const a = b.rot + (i * Math.PI * 2) / 5;
      ctx.beginPath();
      ctx.arc(c.x + Math.cos(a) * r * 0.72, c.y + Math.sin(a) * r * 0.72, r * 0.2, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.beginPath();
    ctx.arc(c.x, c.y, r * 0.3, 0, Math.PI * 2);
    ctx.fill();
  }
  /** The tally, as on TV: a row a side, ● scored, ○ missed, the next kick marked. */
  function tally() {
    const { ctx } = g;
    ctx.fillStyle = 'rgba(8,12,20,0.82)';
    ctx.beginPath();
    ctx.roundRect(16, 34, 448, 62, 8);
    ctx.fill();
    const slots = side ? RUN : Math.max(5, mine.length, theirs.length);
    const shown = side ? RUN : 8;
    const from = Math.max(0, slots - shown);
    const rows = (
      [
        ['YOU', mine, 1],
        ['THEM', theirs, 2],
      ] as [string, boolean[], Side][]
    ).filter(([, , who]) => !side || who === (side === 'keep' ? 2 : 1)); // (one side: its row alone)
    rows.forEach(([label, list, side], k) => {
      const y = 51 + k * 28;
      ctx.fillStyle = side === 1 ? kit1 : kit2;
      ctx.fillRect(24, y - 10, 6, 20);
      const next = phase !== 'final' && kicking === side;
      g.text(label, 38, y, 15, next ? '#ffffff' : '#cbd5e1', 'left');
      for (let i = from; i < Math.min(slots, from + shown); i++) {
        const x = 118 + (i - from) * 30;
        const v = list[i];
        ctx.beginPath();
        if (v === undefined) {
          // Still to come: a dim dot, the next kick's pulsing in the accent.
          const now = next && i === list.length;
          ctx.fillStyle = now ? accent : 'rgba(255,255,255,0.25)';
          ctx.arc(x, y, now ? 4 + Math.sin(g.time * 6) : 3, 0, Math.PI * 2);
          ctx.fill();
        } else if (v) {
          ctx.fillStyle = '#22c55e'; // ● in
          ctx.arc(x, y, 8, 0, Math.PI * 2);
          ctx.fill();
        } else {
          ctx.strokeStyle = '#f87171'; // ○ missed
          ctx.lineWidth = 2.5;
          ctx.arc(x, y, 7, 0, Math.PI * 2);
          ctx.stroke();
        }
      }
      g.text(String(goals(list)), 444, y, 22, '#ffffff', 'right');
    });
    const level = goals(mine) === goals(theirs);
    if (mine.length > 5 || theirs.length > 5 || (mine.length === 5 && theirs.length === 5 && level))
      g.text('SUDDEN DEATH', 380, 104, 11, accent);
  }

  return {
    controls: [
      side !== 'keep' &&
        `${side ? '' : 'Your kick: '}aim with the mouse, hold to charge and let go to shoot; or swipe from the ball to the goal (faster = harder), or arrows and Space`,
      side !== 'kick' && `${side ? 'Dive' : 'Their kick: dive'} with the arrows, a tap or a drag`,
    ]
      .filter(Boolean)
      .join('. ')
      .replace(/^./, (c) => c.toUpperCase()),
    reset() {
      mine = [];
      theirs = [];
      later = [];
      ripple = null;
      fans = { side: 1, t: 0 };
      said = { text: '', good: true, sub: '' };
      aim = { x: 0, y: 1.2 };
      winner = 0;
      nextKick();
    },
    update(dt) {
      pt += dt;
      fans.t -= dt;
      if (ripple) ripple.t += dt;
      if (ripple && ripple.t > 2) ripple = null;
      const due = later.filter((l) => l.at <= g.time);
      later = later.filter((l) => l.at > g.time);
      due.forEach((l) => l.fn());
      if (dive) dive.t += dt;
      // The crowd hums while a kick is waited for.
      if ((phase === 'aim' || phase === 'runup') && (hum -= dt) < 0) {
        hum = 0.3;
        g.note(g.rand(150, 300), 0.5, 'sine', 0.006);
      }
      if (phase === 'intro') {
        if (kicking === 2) keeperInput();
        if (pt > 1.1) {
          whistle();
          setPhase(kicking === 1 ? 'aim' : 'runup');
        }
      } else if (phase === 'aim') aimInput(dt);
      else if (phase === 'strike') {
        const k = Math.min(1, pt / 0.2);
        kicker = { x: lerp(K_REST.x, K_HIT.x, k), y: lerp(K_REST.y, K_HIT.y, k) };
        if (k >= 1) {
          launch(target.x, target.y, speed);
          keeperGuess();
        }
      } else if (phase === 'runup') {
        const run = 1.25;
        keeperInput();
        const k = Math.min(1, pt / run);
        kicker = { x: lerp(K_RUN.x, K_HIT.x, k), y: lerp(K_RUN.y, K_HIT.y, k) + Math.sin(k * 14) * 4 };
        if (k >= 1) {
          // Dived well before the kick (before easy's tell, too): their kicker may see it and go the
          // other way.
          if (
            dive &&
            diveAt < run - 0.35 &&
            Math.abs(dive.to.hx - 240) > 20 &&
            g.chance(easy ? 0.15 : 0.35 + 0.15 * kickSkill())
          )
            target.x = -Math.sign(dive.to.hx - 240) * Math.max(1.6, Math.abs(target.x));
          launch(target.x, target.y, speed);
        }
      } else if (phase === 'flight') {
        if (kicking === 2) keeperInput();
        fly(dt);
        if (ball.live && (ball.z < -8 || pt > 3)) result(false, 'Wide!');
      } else if (phase === 'result') {
        fly(dt);
        if (pt > 2) nextKick();
      } else if (phase === 'final') {
        if (pt > 2.2) {
          if (winner === 1) g.win();
          else g.lose(`Lost the shootout ${goals(mine)}–${goals(theirs)}`);
        }
      }
    },
    draw() {
      const { ctx } = g;
      scene();
      const inNet = ball.z < 0;
      net();
      if (inNet && !ball.held) drawBall();
      frame();
      const keeperRole = keeperSide() === 2 ? them : me;
      figure(pose(), keeperSide() === 2 ? kit2 : kit1, keeperRole, true);
      // On easy, a glance at where their kick will go, just before it.
      if (easy && kicking === 2 && phase === 'runup' && pt > 0.65 && pt < 1.1) {
        const p = at(target.x, target.y, 0);
        ctx.globalAlpha = 0.5 + 0.4 * Math.sin(pt * 30);
        g.ring(p.x, p.y, 16, accent, 3);
        ctx.globalAlpha = 1;
      }
      if (!inNet || ball.held) drawBall();
      const kickerRole = kicking === 1 ? me : them;
      const lean = phase === 'strike' || (phase === 'runup' && pt > 1) ? 0.25 : 0;
      if (phase !== 'final' || kicking === 1)
        kickerAt(kickerRole, kicking === 1 ? kit1 : kit2, kicker.x, kicker.y, lean);
      // Your aim: the marker on the goal, the swipe's arrow, the power meter.
      if (phase === 'aim') {
        const swipeTo = swipe && swipe.length > 1 ? swipeAim(swipe) : null;
        const m = swipeTo ?? aim;
        const p = at(m.x, m.y, 0);
        ctx.strokeStyle = accent;
        ctx.lineWidth = 2;
        ctx.setLineDash([6, 6]);
        ctx.beginPath();
        line(BALL_AT, p);
        ctx.stroke();
        ctx.setLineDash([]);
        g.ring(p.x, p.y, 13, accent, 3);
        ctx.beginPath();
        line({ x: p.x - 19, y: p.y }, { x: p.x + 19, y: p.y });
        line({ x: p.x, y: p.y - 19 }, { x: p.x, y: p.y + 19 });
        ctx.stroke();
        if (meter.on) {
          const x = 446;
          const y0 = 600;
          const h = 170;
          ctx.fillStyle = 'rgba(0,0,0,0.55)';
          ctx.fillRect(x - 4, y0 - h - 4, 24, h + 8);
          const band = (a: number, b: number, c: string) => {
            ctx.fillStyle = c;
            ctx.fillRect(x, y0 - h * b, 16, h * (b - a));
          };
          band(0, 0.35, '#64748b');
          band(0.35, 0.7, '#22c55e');
          band(0.7, 1, '#ef4444');
          ctx.fillStyle = '#ffffff';
          ctx.fillRect(x - 6, y0 - h * meterLevel() - 2, 28, 4);
          g.text('power', x + 8, y0 + 14, 11, fg);
        }
        if (pt < 3 && mine.length === 0)
          g.text('Aim at the goal and hold, or swipe from the ball', 240, 470, 15, fg + 'cc');
      }
      if (kicking === 2 && (phase === 'intro' || phase === 'runup') && !dive && theirs.length < 2)
        g.text('Dive: ← ↑ → or tap where to go', 240, 496, 15, fg + 'cc');
      tally();
      // What is happening, in words.
      if (phase === 'intro') {
        const say = kicking === 1 ? 'Your kick' : 'Save it!';
        const sub = side
          ? `Kick ${(side === 'keep' ? theirs : mine).length + 1} of ${RUN}`
          : mine.length >= 5 && theirs.length >= 5
            ? 'Sudden death'
            : `Kick ${Math.min(mine.length, theirs.length) + 1} of 5`;
        ctx.globalAlpha = Math.min(1, pt * 4, (1.1 - pt) * 5 + 0.3);
        g.text(say, 240, 420, 34, '#ffffff');
        g.text(sub, 240, 452, 15, accent);
        ctx.globalAlpha = 1;
      } else if (phase === 'result') {
        ctx.globalAlpha = Math.min(1, (2 - pt) * 3);
        const big = said.text === 'GOAL!' ? 52 + Math.sin(Math.min(pt, 0.5) * 6) * 6 : 40;
        g.text(said.text, 240, 420, big, said.good ? '#4ade80' : '#f87171');
        if (said.sub) g.text(said.sub, 240, 458, 16, '#ffffff');
        ctx.globalAlpha = 1;
      } else if (phase === 'final') {
        const a = goals(mine);
        const b = goals(theirs);
        g.text(
          side ? `${RUN} kicks lasted!` : winner === 1 ? 'You win the shootout!' : 'They win the shootout',
          240,
          420,
          30,
          winner === 1 ? '#4ade80' : '#f87171',
        );
        g.text(
          side === 'keep' ? `${RUN - b} saved` : side ? `${a} scored` : `${a} – ${b}`,
          240,
          462,
          28,
          '#ffffff',
        );
      }
    },
    light: () => {
      const p = at(ball.x, ball.y, ball.z);
      return { x: p.x, y: p.y };
    },
    timeUp() {
      const a = goals(mine);
      const b = goals(theirs);
      if (a > b) {
        g.addScore(50);
        g.win();
      } else g.lose(a === b ? "Time's up, level in the shootout" : "Time's up");
    },
  };
});
