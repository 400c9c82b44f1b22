// Roles: player = your racer; the rivals are the design's extras (one a lane) else the enemy, else your own
// racer again, each with a numbered bib in its lane's colour; hazard = the hurdles across every lane
// (only when the design names one: jump them or stumble). Parts: levels (a new, longer race with faster
// rivals), boss (one rival, bigger and faster), powerups (a star on your lane: stamina refilled and a
// burst of speed), timer, night (light on your racer), highscores.
// A side-view track race to the finish line: alternate Left/Right (or the two pads) to run; every step
// tires you, the quicker the more, so a steady rhythm beats mashing. Winning is finishing 1st (top 3 on
// easy); a goal is the number of races to win. No lives. twoPlayer: player two runs in the next lane
// up on A/D (W jumps), player one on the arrows; the camera follows whoever leads; the one of the two
// who finishes ahead wins (player one g.win(), player two g.lose()).
import { boot, type Entity } from '../runtime';

type Phase = 'ready' | 'run' | 'finish' | 'podium';
interface Racer {
  who: Entity;
  lane: number;
  d: number; // metres run
  v: number; // metres a second
  pace: number; // a rival's cruising share of the best player's speed
  wobble: number;
  done: number; // the race time when it crossed the line, or 0
  trip: number; // seconds of stumbling after a hurdle hit
  cleared: number; // hurdles behind it
  clip: boolean; // a rival will run into its next hurdle
  big: boolean;
}
/** One a person runs: the racer and how its runner is doing. */
interface Runner {
  r: Racer;
  stamina: number;
  lastFoot: number;
  lastStep: number;
  air: number; // seconds left of its jump
  burst: number;
}
interface Pad {
  x: number;
  w: number;
  foot: number; // -1 left, 1 right, 0 jump
}

const LANES = 4;
const TOP = 176;
const LANE_H = 78;
const PX = 30; // pixels a metre
const ME_X = 150; // where the player is drawn; the track scrolls past
const BEST = 7; // the player's steady top speed, metres a second, at the best rhythm
const CADENCE = 0.17; // the steady step interval that stamina can keep up with
const PAD_Y = 532;
const HOP = 0.6; // seconds in the air
const BIBS = ['#ef4444', '#3b82f6', '#22c55e', '#f59e0b'];
const PLACES = ['1st', '2nd', '3rd', '4th'];

boot((g) => {
  g.showLives(false); // a stumble costs time, not lives
  const { fg, accent } = g.design.setting;
  const S = g.design.params.size;
  const pxSize = (n: number) => (n * Math.min(1.1, S)) / S; // big designs stay inside their lanes
  const hurdles = !!g.design.roles.hazard;
  const easy = g.design.params.difficulty === 'easy';
  const others = g.design.extras ?? [];
  const rivalOf = (i: number) => others[i] ?? g.design.roles.enemy ?? g.role('player');
  const pads: Pad[] = hurdles
    ? [
        { x: 12, w: 160, foot: -1 },
        { x: 180, w: 120, foot: 0 },
        { x: 308, w: 160, foot: 1 },
      ]
    : [
        { x: 12, w: 222, foot: -1 },
        { x: 246, w: 222, foot: 1 },
      ];
  let phase: Phase;
  let clock: number;
  let length: number;
  let racers: Racer[];
  let me: Racer;
  let one: Runner; // player one
  let runners: Runner[]; // player one, and player two (twoPlayer)
  const pair = g.has('twoPlayer');
  let star: number | null; // metres along the player's lane
  let hurdleAt: number[];
  let knocked: Set<string>;
  let races: number; // races run this round: each is quicker
  let pressedPad: { foot: number; t: number } | null;
  let note: { s: string; t: number } | null;

  const hard = () => (g.diff / g.design.params.speed) * (1 + 0.05 * races);
  const laneY = (lane: number) => TOP + lane * LANE_H + LANE_H / 2;
  // the camera follows the player (the leader of two), and stays at the line once past it
  const cam = () => Math.min(Math.max(...runners.map((u) => u.r.d)), length - 3);
  const runnerOf = (r: Racer) => runners.find((u) => u.r === r);
  const screenX = (d: number) => ME_X + (d - cam()) * PX;
  const jumpH = (t: number) => Math.sin((1 - t / HOP) * Math.PI) * 54;
  const placeOf = (r: Racer) =>
    1 +
    racers.filter(
      (o) => o !== r && (o.done && r.done ? o.done < r.done : o.done ? true : !r.done && o.d > r.d),
    ).length;

  function newRace() {
    phase = 'ready';
    clock = 0;
    length = 100 + 20 * Math.min(5, g.level - 1 + races);
    const mine = 2;
    const theirs = pair ? 1 : -1; // (player two's lane)
    racers = [];
    for (let lane = 0, k = 0; lane < LANES; lane++) {
      const rival = lane !== mine && lane !== theirs;
      const big = rival && g.has('boss') && lane === 0;
      const pace = Math.min(1.03, 0.84 * hard() ** 0.6 * (0.93 + 0.035 * k) * (big ? 1.08 : 1));
      racers.push({
        who:
          big && g.design.roles.boss
            ? g.role('boss')
            : rival
              ? rivalOf(k)
              : lane === theirs
                ? (g.design.roles.enemy ?? g.role('player'))
                : g.role('player'),
        lane,
        d: 0,
        v: 0,
        pace: g.rand(0.98, 1.02) * pace,
        wobble: g.rand(0, 6),
        done: 0,
        trip: 0,
        cleared: 0,
        clip: false,
        big,
      });
      if (rival) k++;
    }
    me = racers[mine];
    const runner = (r: Racer): Runner => ({ r, stamina: 1, lastFoot: 0, lastStep: -1, air: 0, burst: 0 });
    one = runner(me);
    runners = pair ? [one, runner(racers[theirs])] : [one];
    star = g.has('powerups') ? g.rand(25, length - 25) : null;
    hurdleAt = [];
    if (hurdles) for (let d = 18; d < length - 10; d += g.rand(12, 17)) hurdleAt.push(d);
    knocked = new Set();
    note = null;
  }

  /** A step with one foot: alternating feet run, the same foot twice stumbles; quick steps tire more. */
  function step(foot: number, u = one) {
    if (u === one) pressedPad = { foot, t: 0.12 };
    if (phase !== 'run' || u.r.done) return;
    if (foot === u.lastFoot) {
      u.r.v *= 0.85;
      g.sound('bad');
      return say('Left, right, left…');
    }
    const gap = clock - u.lastStep;
    u.lastFoot = foot;
    u.lastStep = clock;
    u.stamina -= 0.045 * Math.min(9, (CADENCE / Math.max(0.05, gap)) ** 2);
    if (u.stamina < 0.15) say('Tired! Slow down');
    u.stamina = Math.max(0, u.stamina);
    // steps are worth most when rested: a steady rhythm keeps the top speed
    u.r.v += 1.1 * (0.1 + 0.9 * u.stamina) * (u.r.trip > 0 ? 0.3 : 1) * (u.burst > 0 ? 1.25 : 1);
    g.sound('tick');
  }
  function jump(u = one) {
    if (u === one) pressedPad = { foot: 0, t: 0.12 };
    if (phase !== 'run' || u.r.done || u.air > 0 || !hurdles) return;
    u.air = HOP;
    g.sound('jump');
  }
  function say(s: string) {
    note = { s, t: 1.2 };
  }

  /** Hurdles between a racer's last and new place: cleared in the air, else knocked and a stumble. */
  function hurdlesFor(r: Racer, before: number, up: boolean) {
    while (r.cleared < hurdleAt.length && hurdleAt[r.cleared] <= r.d) {
      const at = hurdleAt[r.cleared];
      r.cleared++;
      if (at <= before - 0.01 || up) continue;
      knocked.add(`${r.lane}:${at}`);
      r.trip = 0.6;
      r.v *= 0.35;
      if (runnerOf(r)) {
        g.sound('hit');
        say('Ouch! Jump the hurdles');
      }
    }
  }
  function moveRival(r: Racer, dt: number) {
    const top = BEST * g.design.params.speed * r.pace;
    const gap = r.d - me.d;
    // a little give and take keeps a race close, a late kick makes the finish a fight
    const band = gap > 8 ? 0.96 : gap < -8 ? 1.05 : 1;
    const kick = r.d > length * 0.82 ? 1.05 : 1;
    const want = top * band * kick * (1 + 0.04 * Math.sin(clock * 0.9 + r.wobble));
    r.v += (want - r.v) * Math.min(1, dt * (r.trip > 0 ? 0.3 : 1.6));
    const before = r.d;
    const was = r.cleared;
    r.d += r.v * dt;
    hurdlesFor(r, before, !r.clip);
    // a rival jumps on its own, now and then clipping one (more often on easy)
    if (r.cleared > was) r.clip = g.chance(easy ? 0.25 : 0.1 / hard());
  }
  function finish(r: Racer) {
    if (r.done || r.d < length) return;
    r.done = clock;
    if (pair && runnerOf(r) && phase === 'run') {
      phase = 'finish';
      g.sound(r === me ? 'win' : 'bad');
    }
    if (r === me) {
      phase = 'finish';
      const p = placeOf(me);
      g.addScore([100, 60, 30, 10][p - 1] + Math.max(0, Math.round((length / BEST) * 2 - clock)));
      g.sound(p === 1 || (easy && p <= 3) ? 'win' : 'bad');
    }
  }
  function result() {
    const p = placeOf(me);
    if (pair) return p < placeOf(runners[1].r) ? g.win() : g.lose(g.say('Player 2 wins'));
    if (!(p === 1 || (easy && p <= 3))) return g.lose(`You came ${PLACES[p - 1]}`);
    if (g.design.params.goal === null) return g.win();
    races++;
    g.got(1);
    if (g.state() === 'play' && phase === 'podium') newRace(); // more races to win
  }

  function runInput() {
    const inp = g.input;
    const two = runners[1];
    if (inp.pressed('ArrowLeft') || (!two && inp.pressed('a'))) step(-1);
    if (inp.pressed('ArrowRight') || (!two && inp.pressed('d'))) step(1);
    if (inp.pressed('ArrowUp') || inp.pressed(' ') || (!two && inp.pressed('w')) || inp.swipe === 'up')
      jump();
    if (two && inp.pressed('a')) step(-1, two);
    if (two && inp.pressed('d')) step(1, two);
    if (two && inp.pressed('w')) jump(two);
    if (inp.tapped) {
      const p = inp.tapAt;
      const pad = p.y >= PAD_Y ? pads.find((o) => p.x >= o.x && p.x <= o.x + o.w) : undefined;
      if (pad) {
        if (pad.foot) step(pad.foot);
        else jump();
      } else step(p.x < g.W / 2 ? -1 : 1); // anywhere else: the side of the screen is the foot
    }
  }

  // Drawing ------------------------------------------------------------------------------------
  function drawRacer(r: Racer) {
    const { ctx } = g;
    const x = screenX(r.d);
    if (x < -30 || x > g.W + 30) return offscreen(r, x);
    const hurdle = hurdleAt[r.cleared];
    let up = 0;
    const runner = runnerOf(r);
    if (runner) up = runner.air > 0 ? jumpH(runner.air) : 0;
    else if (hurdle !== undefined && !r.clip && Math.abs(hurdle - r.d) < 1.8)
      up = Math.cos(((hurdle - r.d) / 1.8) * (Math.PI / 2)) * 42;
    const size = pxSize(r.big ? 74 : 54);
    const running = phase === 'run' || (phase === 'finish' && !r.done);
    const bob = running ? Math.abs(Math.sin(r.d * 2.2)) * 5 : 0;
    const y = laneY(r.lane) - bob - up;
    // the bib with the lane's number, behind
    ctx.fillStyle = BIBS[r.lane];
    ctx.beginPath();
    const bx = x - size * S * 0.58;
    ctx.roundRect(bx - 12, y - 4, 24, 20, 5);
    ctx.fill();
    g.text(String(r.lane + 1), bx, y + 7, 14, '#ffffff');
    // emoji face left: mirror them so they run towards the finish; a labelled shape stays readable
    ctx.save();
    ctx.translate(x, y);
    if (r.who.emoji) ctx.scale(-1, 1);
    g.sprite(r.who, 0, 0, size, r.trip > 0 ? Math.sin(r.trip * 30) * 0.25 : running ? -0.06 : 0);
    ctx.restore();
    if (runner) {
      g.text(pair ? (r === me ? 'P1' : 'P2') : 'YOU', x, y - size * S * 0.55 - 14, 14, accent);
      ctx.fillStyle = accent;
      ctx.beginPath();
      ctx.moveTo(x - 7, y - size * S * 0.55 - 4);
      ctx.lineTo(x + 7, y - size * S * 0.55 - 4);
      ctx.lineTo(x, y - size * S * 0.55 + 4);
      ctx.fill();
    }
  }
  /** A racer out of sight: its bib at the edge, with how far ahead or behind. */
  function offscreen(r: Racer, x: number) {
    const ahead = x > 0;
    const ex = ahead ? g.W - 34 : 34;
    const y = laneY(r.lane);
    g.ctx.fillStyle = BIBS[r.lane];
    g.ctx.beginPath();
    g.ctx.moveTo(ex + (ahead ? 30 : -30), y);
    g.ctx.lineTo(ex + (ahead ? 14 : -14), y - 14);
    g.ctx.lineTo(ex + (ahead ? 14 : -14), y + 14);
    g.ctx.fill();
    g.ctx.beginPath();
    g.ctx.roundRect(ex - 14, y - 12, 28, 24, 6);
    g.ctx.fill();
    g.text(String(r.lane + 1), ex, y, 15, '#ffffff');
    g.text(`${ahead ? '+' : '−'}${Math.round(Math.abs(r.d - cam()))}m`, ex, y + 24, 13, fg);
  }
  function drawTrack() {
    const { ctx } = g;
    // the stands: rows of spectators scrolling slower than the track
    ctx.fillStyle = fg + '18';
    ctx.fillRect(0, 116, g.W, TOP - 116);
    const off = (cam() * PX * 0.4) % 22;
    for (let row = 0; row < 3; row++)
      for (let x = -off - 22; x < g.W + 22; x += 22) {
        const k = Math.floor((x + cam() * PX * 0.4) / 22) + row * 7;
        ctx.fillStyle = BIBS[Math.abs(k) % 4] + '99';
        ctx.beginPath();
        ctx.arc(
          x + (row % 2) * 11,
          130 + row * 15 + (phase === 'run' ? Math.sin(clock * 8 + k) * 1.5 : 0),
          5,
          0,
          7,
        );
        ctx.fill();
      }
    for (let lane = 0; lane < LANES; lane++) {
      ctx.fillStyle = lane === me.lane ? accent + '40' : lane % 2 ? accent + '26' : accent + '1a';
      ctx.fillRect(0, TOP + lane * LANE_H, g.W, LANE_H);
    }
    ctx.fillStyle = '#ffffffaa';
    for (let lane = 0; lane <= LANES; lane++) ctx.fillRect(0, TOP + lane * LANE_H - 1, g.W, 2);
    // metre marks every 10 m, the start and the checkered finish
    for (let m = Math.floor(cam() / 10) * 10 - 10; m <= cam() + 12; m += 10) {
      const x = screenX(m);
      if (m <= 0 || m >= length) continue;
      ctx.fillStyle = '#ffffff55';
      ctx.fillRect(x - 1, TOP, 2, LANES * LANE_H);
      g.text(`${m}m`, x, TOP - 8, 12, fg);
    }
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(screenX(0) - 2, TOP, 4, LANES * LANE_H);
    const fx = screenX(length);
    if (fx > -30 && fx < g.W + 30)
      for (let k = 0; k < (LANES * LANE_H) / 10; k++)
        for (let c = 0; c < 2; c++) {
          ctx.fillStyle = (k + c) % 2 ? '#111827' : '#ffffff';
          ctx.fillRect(fx + c * 10, TOP + k * 10, 10, 10);
        }
    for (const at of hurdleAt) {
      const x = screenX(at);
      if (x < -40 || x > g.W + 40) continue;
      for (let lane = 0; lane < LANES; lane++) {
        const down = knocked.has(`${lane}:${at}`);
        g.sprite('hazard', x + (down ? 10 : 0), laneY(lane) + 14, pxSize(34), down ? 1.3 : 0);
      }
    }
    if (star !== null && Math.abs(screenX(star) - g.W / 2) < g.W)
      g.text('⭐', screenX(star), laneY(me.lane) - 6, 30);
  }
  function drawHud() {
    const { ctx } = g;
    // the race so far: every racer's dot between start and finish
    const x0 = 40;
    const x1 = 440;
    ctx.fillStyle = fg + '44';
    ctx.fillRect(x0, 58, x1 - x0, 4);
    for (let k = 0; k < 12; k++) {
      ctx.fillStyle = (k + Math.floor(k / 4)) % 2 ? '#111827' : '#ffffff';
      ctx.fillRect(x1 + 8 + (k % 4) * 5, 52 + Math.floor(k / 4) * 5, 5, 5);
    }
    for (const r of racers) {
      ctx.fillStyle = r === me ? accent : BIBS[r.lane];
      ctx.beginPath();
      ctx.arc(x0 + (x1 - x0) * Math.min(1, r.d / length), 60, r === me ? 9 : 6, 0, 7);
      ctx.fill();
    }
    const place = placeOf(me);
    g.text(PLACES[place - 1], 16, 94, 34, place === 1 ? accent : fg, 'left');
    const left = Math.max(0, Math.ceil(length - me.d));
    g.text(me.done ? `${me.done.toFixed(2)} s` : `${left} m to go`, g.W - 16, 94, 20, fg, 'right');
    // stamina: green when rested, red when spent
    g.text('Stamina', 16, 512, 14, fg, 'left');
    ctx.fillStyle = fg + '33';
    ctx.fillRect(84, 505, 260, 14);
    ctx.fillStyle = one.stamina > 0.5 ? '#22c55e' : one.stamina > 0.2 ? '#f59e0b' : '#ef4444';
    ctx.fillRect(84, 505, 260 * one.stamina, 14);
    g.text(`${me.v.toFixed(1)} m/s`, g.W - 16, 512, 14, fg, 'right');
    for (const p of pads) {
      const lit = pressedPad?.foot === p.foot;
      const next = phase === 'run' && p.foot !== 0 && p.foot !== one.lastFoot;
      ctx.fillStyle = lit ? accent : next ? accent + '55' : fg + '22';
      ctx.beginPath();
      ctx.roundRect(p.x, PAD_Y + (lit ? 3 : 0), p.w, 96, 16);
      ctx.fill();
      const label = p.foot < 0 ? '◀ LEFT' : p.foot > 0 ? 'RIGHT ▶' : '▲ JUMP';
      g.text(label, p.x + p.w / 2, PAD_Y + 48 + (lit ? 3 : 0), 22, lit ? '#111827' : fg);
    }
    if (note && note.t > 0) {
      ctx.fillStyle = 'rgba(0,0,0,0.55)';
      ctx.fillRect(0, 132, g.W, 36);
      g.text(note.s, g.W / 2, 150, 22, '#ffffff');
    }
  }
  function drawCountdown() {
    const left = 3 - Math.floor(clock / 0.7);
    const s = left > 0 ? String(left) : 'GO!';
    g.text(s, g.W / 2, 330, 80, left > 0 ? '#ffffff' : accent);
    if (clock < 0.7) g.text(`${length} m · alternate Left and Right`, g.W / 2, 400, 18, '#ffffff');
  }
  function drawPodium() {
    const { ctx } = g;
    ctx.fillStyle = 'rgba(0,0,0,0.82)';
    ctx.fillRect(0, 110, g.W, 400);
    const order = [...racers].sort((a, b) => placeOf(a) - placeOf(b));
    const steps: [number, number][] = [
      [240, 110],
      [130, 75],
      [350, 50],
    ];
    steps.forEach(([x, h], i) => {
      const r = order[i];
      ctx.fillStyle = [accent, '#cbd5e1', '#d97706'][i];
      ctx.fillRect(x - 50, 460 - h, 100, h);
      g.text(String(i + 1), x, 460 - h / 2, 34, '#111827');
      ctx.save();
      ctx.translate(x, 460 - h - 34);
      if (r.who.emoji) ctx.scale(-1, 1);
      g.sprite(r.who, 0, 0, pxSize(60));
      ctx.restore();
      if (r === me) g.text('YOU', x, 460 - h - 78, 16, accent);
    });
    const p = placeOf(me);
    g.text(p === 1 ? 'You win the race!' : `You came ${PLACES[p - 1]}`, g.W / 2, 170, 30, '#ffffff');
  }

  return {
    controls: pair
      ? `Player 1: alternate Left/Right${hurdles ? ', Up to jump' : ''}. Player 2: alternate A/D${hurdles ? ', W to jump' : ''}` // prettier-ignore
      : `Alternate Left/Right arrows (or tap the two pads) to run in a steady rhythm${hurdles ? '; Up, Space, swipe up or the middle pad to jump' : ''}`,
    reset() {
      races = 0;
      pressedPad = null;
      newRace();
    },
    update(dt) {
      clock += dt;
      if (pressedPad && (pressedPad.t -= dt) <= 0) pressedPad = null;
      if (note) note.t -= dt;
      if (phase === 'ready') {
        if (Math.floor((clock - dt) / 0.7) < Math.floor(clock / 0.7)) g.sound(clock >= 2.1 ? 'jump' : 'tick');
        if (clock >= 2.1) {
          phase = 'run';
          clock = 0;
        }
        return;
      }
      if (phase === 'podium') {
        if (clock > 2.6) result();
        return;
      }
      runInput();
      // the players: steps push, the air and the track slow
      for (const u of runners) {
        const r = u.r;
        u.stamina = Math.min(1, u.stamina + (clock - u.lastStep > 0.4 ? 0.55 : 0.4) * dt);
        u.air = Math.max(0, u.air - dt);
        u.burst -= dt;
        r.trip -= dt;
        r.v = Math.max(0, r.v - r.v * 0.9 * dt * (r.done ? 2 : 1));
        const before = r.d;
        r.d += r.v * g.design.params.speed * dt;
        if (hurdles) hurdlesFor(r, before, u.air > 0.05 && u.air < HOP - 0.05);
      }
      if (star !== null && me.d >= star) {
        star = null;
        one.stamina = 1;
        one.burst = 2.5;
        g.sound('win');
        say('Second wind!');
      }
      for (const r of racers) {
        if (!runnerOf(r)) {
          r.trip -= dt;
          if (!r.done || r.d < length + 20) moveRival(r, dt);
        }
        finish(r);
      }
      const first = Math.min(...runners.map((u) => u.r.done || Infinity));
      if (phase === 'finish' && (racers.every((r) => r.done) || clock - first > 2.5)) {
        phase = 'podium';
        clock = 0;
      }
    },
    draw() {
      drawTrack();
      for (const r of racers) drawRacer(r);
      drawHud();
      if (phase === 'ready') drawCountdown();
      if (phase === 'podium') drawPodium();
    },
    light: () => runners.map((u) => ({ x: ME_X + (u.r.d - cam()) * PX, y: laneY(u.r.lane) })),
  };
});
