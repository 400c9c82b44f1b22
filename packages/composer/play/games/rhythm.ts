// Roles: target = the notes that fall in four lanes to the beat; player = the dancer behind the lanes,
// bobbing on every beat.
// Parts: timer (the song fits the round's seconds), levels (each level a faster song), highscores.
// With a goal each hit note is one g.got and reaching it wins; the song's end wins with ≥ 60%
// accuracy, else loses; five misses in a row cost a life.
import { boot } from '../runtime';
import type { RoleId } from '../../src/design';

interface Note {
  lane: number;
  t: number; // seconds into the song when it should be hit
  judged: boolean;
}
type Verdict = 'Perfect' | 'Good' | 'Miss';

const LANES = 4;
const LANE_W = 120;
const HIT_Y = 550;
const TOP_Y = 60;
const LEAD = 1.6; // seconds a note takes from the top to the hit line
const PERFECT = 0.05;
const GOOD = 0.13;
const KEYS = [
  ['d', 'ArrowLeft'],
  ['f', 'ArrowDown'],
  ['j', 'ArrowUp'],
  ['k', 'ArrowRight'],
];
const LABELS = ['D ←', 'F ↓', 'J ↑', 'K →'];
const COLORS = ['#f472b6', '#60a5fa', '#4ade80', '#facc15'];

boot((g) => {
  // The runtime draws emoji with whatever fillStyle was last set, alpha included: make it opaque.
  const sprite: typeof g.sprite = (...a) => {
    g.ctx.fillStyle = '#000';
    g.sprite(...a);
  };
  // Notes are the target (or the goal, or the player when neither is named).
  const note: RoleId = (['target', 'goal'] as const).find((r) => g.design.roles[r]) ?? 'player';
  let notes: Note[];
  let t: number;
  let beat: number;
  let lastBeat: number;
  let end: number;
  let combo: number;
  let best: number;
  let missRun: number;
  let tally: Record<Verdict, number>;
  let verdict: { v: Verdict; age: number; lane: number } | null;
  let glow: number[];

  const goal = g.design.params.goal;
  const laneX = (i: number) => LANE_W * i + LANE_W / 2;
  const judged = () => tally.Perfect + tally.Good + tally.Miss;
  const accuracy = () => (judged() ? (tally.Perfect + tally.Good * 0.75) / judged() : 1);

  /** A song: a note on every beat, some off-beat eighths, chords on some downbeats. */
  function compose(bars: number) {
    let prev = -1;
    for (let b = 4; b < 4 + bars * 4; b++) {
      const lanes = new Set<number>();
      let lane = g.int(0, LANES - 1);
      if (lane === prev && g.chance(0.6)) lane = (lane + g.int(1, 3)) % LANES;
      lanes.add(lane);
      if (b % 4 === 0 && g.chance(0.25)) lanes.add((lane + 2) % LANES);
      for (const l of lanes) notes.push({ lane: l, t: b * beat, judged: false });
      if (g.chance(0.22 * g.diff) && b < 3 + bars * 4)
        notes.push({ lane: (lane + g.int(1, 3)) % LANES, t: (b + 0.5) * beat, judged: false });
      prev = lane;
    }
  }
  function judge(v: Verdict, lane: number) {
    tally[v] += 1;
    verdict = { v, age: 0, lane };
    if (v === 'Miss') {
      combo = 0;
      missRun += 1;
      g.sound('bad');
      if (missRun >= 5) {
        missRun = 0;
        g.loseLife();
      }
      return;
    }
    missRun = 0;
    combo += 1;
    best = Math.max(best, combo);
    const points = (v === 'Perfect' ? 10 : 5) + Math.floor(combo / 10);
    g.addScore(points - (goal !== null ? 1 : 0));
    if (goal !== null) g.got(1);
  }
  function press(lane: number) {
    glow[lane] = 0.15;
    const near = notes.find((n) => !n.judged && n.lane === lane && Math.abs(n.t - t) <= GOOD);
    if (!near) return;
    near.judged = true;
    judge(Math.abs(near.t - t) <= PERFECT ? 'Perfect' : 'Good', lane);
  }
  function finish() {
    if (accuracy() >= 0.6) g.win();
    else g.lose(`Accuracy ${Math.round(accuracy() * 100)}%`);
  }

  return {
    controls: 'Hit D F J K or the arrows as notes cross the line, or tap their lane',
    reset() {
      const bpm = g.clamp(Math.round(96 * g.diff), 70, 180);
      beat = 60 / bpm;
      g.musicOnBeat(beat / 2, 1); // (the song, when asked for, on the notes' beat: t starts at -1 s)
      // The song fills the timer's seconds; a goal makes it long enough to reach.
      let bars = g.has('timer') ? Math.floor((g.design.params.seconds - 5 * beat) / (4 * beat)) : 16;
      if (goal !== null) bars = Math.max(bars, Math.ceil((goal * 1.3) / 4));
      notes = [];
      compose(Math.max(2, bars));
      t = -1;
      lastBeat = -2;
      end = notes[notes.length - 1].t + 1;
      combo = 0;
      best = 0;
      missRun = 0;
      tally = { Perfect: 0, Good: 0, Miss: 0 };
      verdict = null;
      glow = [0, 0, 0, 0];
    },
    update(dt) {
      t += dt;
      const b = Math.floor(t / beat);
      if (b > lastBeat && t >= 0) {
        lastBeat = b;
        g.sound('beat');
      }
      KEYS.forEach((keys, lane) => keys.some((k) => g.input.pressed(k)) && press(lane));
      if (g.input.tapped && g.input.pointer.y > 44)
        press(g.clamp(Math.floor(g.input.pointer.x / LANE_W), 0, LANES - 1));
      for (const n of notes)
        if (!n.judged && t - n.t > GOOD) {
          n.judged = true;
          judge('Miss', n.lane);
          if (g.state() !== 'play') return;
        }
      glow = glow.map((x) => Math.max(0, x - dt));
      if (verdict && (verdict.age += dt) > 0.5) verdict = null;
      if (t >= end) finish();
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      for (let i = 0; i < LANES; i++) {
        ctx.fillStyle =
          glow[i] > 0 ? COLORS[i] + '40' : i % 2 ? 'rgba(255,255,255,0.04)' : 'rgba(0,0,0,0.18)';
        ctx.fillRect(i * LANE_W, 44, LANE_W, g.H - 44);
      }
      // The dancer bobs on the beat, behind everything.
      const phase = t > 0 ? (t % beat) / beat : 1;
      ctx.globalAlpha = 0.35;
      sprite('player', g.W / 2, 250 - Math.max(0, 1 - phase * 3) * 18, 110);
      ctx.globalAlpha = 1;
      if (combo >= 2) g.text(`${combo} combo`, g.W / 2, 340, 34, accent);
      ctx.fillStyle = accent;
      ctx.fillRect(0, 44, (g.W * Math.max(0, t)) / end, 5);
      g.text(`${Math.round(accuracy() * 100)}%`, g.W - 10, 70, 20, fg, 'right');
      g.text(`Best ${best}`, 10, 70, 20, fg, 'left');

      ctx.lineWidth = 4;
      for (let i = 0; i < LANES; i++) {
        ctx.strokeStyle = COLORS[i];
        ctx.beginPath();
        ctx.arc(laneX(i), HIT_Y, 30 + glow[i] * 40, 0, Math.PI * 2);
        ctx.stroke();
        g.text(LABELS[i], laneX(i), 612, 20, fg);
      }
      for (const n of notes) {
        if (n.judged) continue;
        const y = HIT_Y - ((n.t - t) / LEAD) * (HIT_Y - TOP_Y);
        if (y < TOP_Y - 30 || y > g.H) continue;
        ctx.fillStyle = COLORS[n.lane] + '66';
        ctx.beginPath();
        ctx.arc(laneX(n.lane), y, 26, 0, Math.PI * 2);
        ctx.fill();
        sprite(note, laneX(n.lane), y, 42);
      }
      if (verdict) {
        const color = verdict.v === 'Perfect' ? '#4ade80' : verdict.v === 'Good' ? '#facc15' : '#f87171';
        g.text(verdict.v, laneX(verdict.lane), HIT_Y - 60 - verdict.age * 40, 24, color);
      }
      if (t < 0) g.text('Get ready…', g.W / 2, 420, 28, fg);
    },
    timeUp: finish,
  };
});
