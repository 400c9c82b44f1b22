// Roles: player = you, in the middle on your turn when the pads are plain; when the design names two or
// more other things (target, ally, hazard, enemy, goal, shot, extras), each pad shows one of them (the
// player fills in when there are too few), else the pads are plain colours (the classic
// green/red/yellow/blue, then the setting's accent). Parts: levels (each level a longer sequence to
// reach and one more pad, up to 6), timer (time up ends the game with the longest sequence), highscores.
// The game plays a sequence, one step longer each round; you repeat it. A wrong press (or waiting too
// long) costs a life and the same sequence plays again. Each sequence repeated is one g.got (score =
// longest sequence); a goal is the length to reach; none: endless (with levels, 3 + 2 × level).
// params.shuffle: the pads change places after every round ('always', or on hard only: 'hard').
import { boot, namedThings, shuffled, type RoleId } from '../runtime';

type Phase = 'lead' | 'watch' | 'turn' | 'done' | 'wrong';

const CX = 240;
const CY = 350;
const R_IN = 74;
const R_OUT = 208;
const CLASSIC = ['#22c55e', '#ef4444', '#facc15', '#3b82f6', '#a855f7', '#f97316'];
// Notes of one pentatonic scale, so any run of pads sounds like a tune.
const TONES = [330, 277, 220, 165, 415, 494];
const ARROWS: [string, number][] = [
  ['ArrowUp', -Math.PI / 2],
  ['ArrowRight', 0],
  ['ArrowDown', Math.PI / 2],
  ['ArrowLeft', Math.PI],
];
const OTHERS: RoleId[] = ['target', 'ally', 'hazard', 'enemy', 'goal', 'shot'];

boot((g) => {
  const { params } = g.design;
  // Named things for the pads, each once; the player only fills in.
  const named = namedThings(g.design, OTHERS);
  const faces = named.length >= 2 ? [...named, g.role('player')] : [];
  const keys = params.difficulty === 'hard' || g.has('levels') ? 'their numbers' : '1-4';
  // The fifth pad takes the setting's accent, unless it looks like a classic pad already.
  const rgb = (c: string) => [1, 3, 5].map((k) => parseInt(c.slice(k, k + 2), 16));
  const near = (a: string, b: string) => rgb(a).reduce((s, v, k) => s + Math.abs(v - rgb(b)[k]), 0) < 150;
  const accent = g.design.setting.accent;
  const colors = CLASSIC.map((c, i) => (i === 4 && !CLASSIC.some((k) => near(k, accent)) ? accent : c));
  let pads: number;
  let seq: number[];
  let phase: Phase;
  let t: number; // seconds into the phase
  let at: number; // the step being shown, or the next one to press
  let glow: number[];
  let idle: number;
  let why: string;
  let right: number; // the pad that should have been pressed, shown after a miss
  let best: number;

  const want = () => params.goal ?? (g.has('levels') ? 3 + 2 * g.level : null);
  // Classic Simon speeds up at 6, 14 and 22 steps.
  const step = () => (0.62 / Math.sqrt(g.diff)) * (seq.length > 13 ? 0.72 : seq.length > 5 ? 0.86 : 1);
  // Where each pad stands round the ring (params.shuffle: they change places after every round)
  let slot: number[] = [0, 1, 2, 3, 4, 5];
  const shuffles = () =>
    params.shuffle === 'always' || (params.shuffle === 'hard' && params.difficulty === 'hard');
  const angle = (i: number) => -Math.PI / 2 + (slot[i] * Math.PI * 2) / pads;
  const wait = () => 6 / Math.sqrt(g.diff);

  function light(i: number, dur: number) {
    glow[i] = dur;
    g.note(TONES[i], dur + 0.05, 'triangle', 0.12); // each pad its own note
  }
  function go(p: Phase) {
    phase = p;
    t = 0;
    at = 0;
    idle = 0;
  }
  function padAt(x: number, y: number): number {
    const d = Math.hypot(x - CX, y - CY);
    if (d < R_IN - 6 || d > R_OUT + 24) return -1;
    const a = Math.atan2(y - CY, x - CX) + Math.PI / 2 + Math.PI / pads;
    const at = Math.floor(((((a / (Math.PI * 2)) % 1) + 1) % 1) * pads) % pads;
    return slot.indexOf(at);
  }
  /** The pad nearest an arrow's direction. */
  function padToward(dir: number): number {
    let bestPad = 0;
    let off = 9;
    for (let i = 0; i < pads; i++) {
      const d = Math.abs(Math.atan2(Math.sin(angle(i) - dir), Math.cos(angle(i) - dir)));
      if (d < off - 1e-6) [bestPad, off] = [i, d];
    }
    return bestPad;
  }
  function miss(reason: string) {
    why = g.say(reason);
    right = seq[at];
    g.sound('bad');
    // (the last life: it ends saying how many rounds were lasted)
    const lasted = g.say('You lasted {n} rounds').replace('{n}', String(best));
    if (!g.loseLife(`${why}\n${lasted}`)) return;
    go('wrong');
  }
  function press(i: number) {
    light(i, 0.28);
    idle = 0;
    if (seq[at] !== i) return miss(reason(i));
    at += 1;
    if (at < seq.length) return;
    best = Math.max(best, seq.length);
    go('done');
    if (params.goal !== null) g.got(1);
    else {
      g.addScore(1);
      const need = want();
      if (need !== null && seq.length >= need) g.win();
    }
  }
  const reason = (i: number) =>
    faces[i] ? g.say('Not the {x}!').replace('{x}', faces[i].name) : g.say('Wrong pad!');

  return {
    controls: `Watch, then repeat: tap the pads, or press ${keys} (or the arrows)`,
    reset() {
      pads = Math.min(6, 4 + (params.difficulty === 'hard' ? 1 : 0) + (g.has('levels') ? g.level - 1 : 0));
      seq = [g.int(0, pads - 1)];
      glow = Array<number>(pads).fill(0);
      slot = [0, 1, 2, 3, 4, 5];
      best = 0;
      why = '';
      right = 0;
      go('lead');
    },
    update(dt) {
      t += dt;
      glow = glow.map((x) => Math.max(0, x - dt));
      const s = step();
      if (phase === 'lead' && t > 0.9) go('watch');
      else if (phase === 'watch') {
        // Each step: lit for 70% of its beat, dark for the rest.
        const k = Math.floor(t / s);
        if (k >= seq.length) go('turn');
        else if (k >= at) {
          at = k + 1;
          light(seq[k], s * 0.7);
        }
      } else if (phase === 'done' && t > 0.8) {
        seq.push(g.int(0, pads - 1));
        if (shuffles()) slot = shuffled(slot.slice(0, pads)).concat(slot.slice(pads));
        go('watch');
      } else if (phase === 'wrong') {
        // The pad that was right blinks, then the same sequence plays again.
        if (t > 0.35 && at === 0) {
          at = 1;
          glow[right] = 0.5;
        }
        if (t > 1.5) go('lead');
      } else if (phase === 'turn') {
        idle += dt;
        if (idle > wait()) return miss('Too slow!');
        const inp = g.input;
        if (inp.tapped) {
          const i = padAt(inp.tapAt.x, inp.tapAt.y);
          if (i >= 0) return press(i);
        }
        for (let i = 0; i < pads; i++) if (inp.pressed(String(i + 1))) return press(i);
        for (const [key, dir] of ARROWS) if (inp.pressed(key)) return press(padToward(dir));
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      const gap = 0.05;
      for (let i = 0; i < pads; i++) {
        const a = angle(i);
        const half = Math.PI / pads;
        const lit = glow[i] > 0;
        ctx.save();
        ctx.beginPath();
        ctx.arc(CX, CY, R_OUT, a - half + gap, a + half - gap);
        ctx.arc(CX, CY, R_IN, a + half - gap * 2.4, a - half + gap * 2.4, true);
        ctx.closePath();
        ctx.fillStyle = colors[i];
        if (lit) {
          ctx.shadowColor = colors[i];
          ctx.shadowBlur = 40;
        }
        ctx.fill();
        ctx.shadowBlur = 0;
        // Dark until lit: a lit pad is unmistakable.
        ctx.fillStyle = lit ? 'rgba(255,255,255,0.35)' : 'rgba(0,0,0,0.5)';
        ctx.fill();
        ctx.restore();
        const mid = (R_IN + R_OUT) / 2 + 6;
        const px = CX + Math.cos(a) * mid;
        const py = CY + Math.sin(a) * mid;
        if (faces[i]) {
          ctx.globalAlpha = lit ? 1 : 0.7;
          g.sprite(faces[i], px, py, ((lit ? 76 : 62) * 4) / Math.max(4, pads) / Math.max(1, params.size));
          ctx.globalAlpha = 1;
        }
        const kx = CX + Math.cos(a) * (R_OUT - 16);
        const ky = CY + Math.sin(a) * (R_OUT - 16);
        g.text(String(i + 1), kx, ky, 16, 'rgba(255,255,255,0.75)');
      }
      // The hub: the length of the sequence (or the player when the pads carry no things).
      ctx.fillStyle = '#0b0f14';
      ctx.beginPath();
      ctx.arc(CX, CY, R_IN - 12, 0, Math.PI * 2);
      ctx.fill();
      ctx.strokeStyle = accent;
      ctx.lineWidth = 3;
      ctx.stroke();
      if (phase === 'turn' && !faces.length) g.sprite('player', CX, CY - 4, 64 / Math.max(1, params.size));
      else g.text(String(seq.length), CX, CY - 6, 44, '#ffffff');
      if (phase !== 'turn' || faces.length) g.text('steps', CX, CY + 28, 13, '#cbd5e1');

      const goal = want();
      // The HUD counts a design goal; a level's own length is said here.
      const aim = goal !== null && params.goal === null ? ` · reach ${goal}` : '';
      g.text(`Longest ${best}${aim}`, CX, 70, 18, accent);
      const label =
        phase === 'turn' ? 'Your turn' : phase === 'done' ? 'Well done!' : phase === 'wrong' ? why : 'Watch…';
      const color = phase === 'wrong' ? '#f87171' : phase === 'turn' ? accent : fg;
      g.text(label, CX, 108, 30, color);
      // Progress through the sequence: one dot per step, filled as it is shown or repeated.
      const n = seq.length;
      const w = Math.min(18, 400 / n);
      for (let k = 0; k < n; k++) {
        const done = phase === 'turn' ? k < at : phase === 'watch' ? k < at : phase === 'done';
        ctx.fillStyle = done ? accent : fg + '44';
        ctx.beginPath();
        ctx.arc(CX - ((n - 1) * w) / 2 + k * w, 590, Math.min(6, w / 2 - 1), 0, Math.PI * 2);
        ctx.fill();
      }
      if (phase === 'turn') {
        // How long is left before waiting counts as a miss.
        const left = 1 - idle / wait();
        ctx.strokeStyle = left < 0.3 ? '#f87171' : fg + '88';
        ctx.lineWidth = 4;
        ctx.beginPath();
        ctx.arc(CX, CY, R_IN - 6, -Math.PI / 2, -Math.PI / 2 + Math.PI * 2 * left);
        ctx.stroke();
      }
    },
    light: () => ({ x: CX, y: CY }),
    timeUp() {
      g.lose(`Time's up: longest sequence ${best}`);
    },
  };
});
