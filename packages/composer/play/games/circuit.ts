// Racing round a circuit against rivals, seen from above (as in a kart or a Formula 1 game).
// Roles: player = your car (a kart, a racing car, a bike); the rivals are the design's extras (one
// each), else the enemy, else your own car again, each with a numbered bib in its colour; target
// (optional) = things lying on the track to pick up (points); hazard (optional) = slicks on the track
// (a spin). The car drives itself: Left/Right (or the pointer held where to go) steer, Down brakes;
// off the track is slow. Three laps: finishing 1st wins (top 3 on easy), and a goal is races to win.
// Parts: levels (the next circuit, quicker rivals), boss (one rival bigger and faster), powerups
// (boost pads on the track, and three boosts a race of your own: Up or the boost button), timer,
// night (headlights), highscores, twoPlayer (two cars side by side on the grid and nobody else: player
// one steers with the arrows, player two with A/D, S brakes and W boosts; the camera keeps both in
// view, drawing back as they part; first over the line after three laps wins, player one g.win(),
// player two g.lose()), ghost (a time trial: no rivals, and from the second lap a see-through car drives
// your best lap; "New best lap!" when you beat it). Every race shows the lap's time and the best.
import { boot, type Entity, type Vec } from '../runtime';
import { mix } from '../colours';
import {
  LAYOUTS,
  advance,
  angleDiff,
  heading,
  ghostAt,
  lapClock,
  lapTick,
  lapTime,
  makeTrack,
  offMiddle,
  pointAt,
  standings,
  type LapClock,
  type Progress,
  type Track,
} from '../track';

interface Car extends Vec, Progress {
  who: Entity;
  bib: number;
  h: number; // heading, radians
  v: number; // px a second
  pace: number; // a rival's share of the top speed
  lane: number; // a rival's line across the track, px from the middle
  spin: number; // seconds of spinning after a slick
  boost: number; // seconds of a boost pad's burst
  done: number; // the race clock when it finished, or 0
  big: boolean;
}
interface Spot extends Vec {
  kind: 'target' | 'hazard' | 'boost';
  at: number; // the track point it lies by
  gone: boolean;
}

const LAPS = 3;
const TOP = 300; // px a second flat out on the track
const TURN = 2.6; // radians a second at speed
const CAR = 18; // a car's radius
const BIBS = ['#ef4444', '#3b82f6', '#22c55e', '#f59e0b', '#a855f7'];
const PLACES = ['1st', '2nd', '3rd', '4th', '5th'];

boot((g) => {
  g.showLives(false); // a spin costs time, not lives
  const { fg, accent } = g.design.setting;
  const S = g.design.params.size;
  const easy = g.design.params.difficulty === 'easy';
  const others = g.design.extras ?? [];
  const rivalOf = (i: number) => others[i] ?? g.design.roles.enemy ?? g.role('player');
  const ground = mix(g.design.setting.bg, '#3f8f3a', 0.55);
  let track: Track;
  let path: Path2D;
  let cars: Car[];
  let me: Car;
  let two: Car | null; // player two's car (twoPlayer)
  const pair = g.has('twoPlayer');
  const ghost = g.has('ghost') && !pair; // (a time trial: you and your best lap)
  let timing: LapClock;
  let spots: Spot[];
  let clock: number; // seconds since the lights went green (negative: the count down)
  let finished: number; // seconds since you crossed the line for the last time, or -1
  let races: number;
  let cam: Vec;
  let zoom: number; // drawn smaller to keep two players' cars in view
  let boosts: number; // of your own, this race (the powerups part)
  let boostsTwo: number; // player two's
  const BUTTON = { x: 52, y: 588, r: 34 };
  const onButton = (p: Vec) => g.has('powerups') && Math.hypot(p.x - BUTTON.x, p.y - BUTTON.y) < BUTTON.r + 6;

  const hard = () => g.diff * (1 + 0.04 * races);
  const laps = (c: Car) => Math.floor(c.along / track.mid.length);
  const ahead = (c: Car, by: number) => pointAt(track, c.at + by);
  const onTrack = (c: Car) => offMiddle(track, c, c.at) < track.width / 2;

  function newRace() {
    track = makeTrack(LAYOUTS[(g.level - 1 + races) % LAYOUTS.length]);
    path = new Path2D();
    track.mid.forEach((p, i) => (i ? path.lineTo(p.x, p.y) : path.moveTo(p.x, p.y)));
    path.closePath();
    const n = track.mid.length;
    // The grid: two by two behind the line, you on the second row
    cars = [];
    // (two players race each other, side by side on the front row: nobody else)
    const rivals = pair ? 1 : ghost ? 0 : 3;
    for (let k = 0; k <= rivals; k++) {
      const mine = k === (pair ? 1 : ghost ? 0 : 2);
      const row = Math.floor(k / 2);
      const at = n - 6 - row * 7;
      const p = pointAt(track, at);
      const h = heading(track, at);
      const side = (k % 2 ? 1 : -1) * 26;
      const rival = mine ? -1 : k > 2 ? k - 1 : k;
      const big = !mine && rival === 0 && g.has('boss');
      cars.push({
        x: p.x - Math.sin(h) * side,
        y: p.y + Math.cos(h) * side,
        along: at - n,
        at,
        who: mine ? g.role('player') : big ? g.role(g.boss('enemy')) : rivalOf(rival),
        bib: mine ? -1 : rival,
        h,
        v: 0,
        pace: mine ? 1 : Math.min(0.99, (0.8 + 0.04 * rival) * hard() ** 0.5 * (big ? 1.08 : 1)),
        lane: g.rand(-22, 22),
        spin: 0,
        boost: 0,
        done: 0,
        big,
      });
      if (mine) me = cars[cars.length - 1];
    }
    two = pair ? cars[0] : null;
    if (two) {
      two.who = g.design.roles.enemy ?? g.role('player');
      two.pace = 1;
    }
    // Things on the track: a few to pick up, slicks and boost pads, in its straighter parts.
    spots = [];
    const kinds: Spot['kind'][] = [
      ...(g.design.roles.target ? Array(10).fill('target') : []),
      ...(g.design.roles.hazard ? Array(4).fill('hazard') : []),
      ...(g.has('powerups') ? Array(3).fill('boost') : []),
    ];
    kinds.forEach((kind, k) => {
      const at = Math.floor(((k + 0.5) / kinds.length) * n * 0.9 + n * 0.06);
      const p = pointAt(track, at);
      const h = heading(track, at);
      const side = g.rand(-0.3, 0.3) * track.width;
      spots.push({ kind, at, x: p.x - Math.sin(h) * side, y: p.y + Math.cos(h) * side, gone: false });
    });
    clock = -3;
    finished = -1;
    timing = lapClock();
    boosts = 3;
    boostsTwo = 3;
    cam = { x: me.x, y: me.y };
    zoom = 1;
  }

  /** Player two: A/D steer, S brakes, W boosts (of the same three a race). */
  function steerTwo(c: Car, dt: number) {
    const inp = g.input;
    if (inp.pressed('w') && g.has('powerups') && boostsTwo > 0 && c.boost <= 0) {
      boostsTwo -= 1;
      c.boost = 1.5;
      g.sound('jump');
    }
    c.h += inp.dir2().x * TURN * Math.min(1, c.v / 120) * dt;
    return inp.keys.has('s');
  }

  /** Where the player wants to go: the arrows, or the pointer held (toward it, on screen). */
  function steer(dt: number) {
    const inp = g.input;
    let turn = inp.dir().x;
    const boost =
      inp.pressed('ArrowUp') || (!pair && inp.pressed('w')) || (inp.tapped && onButton(inp.tapAt));
    if (boost && g.has('powerups') && boosts > 0 && me.boost <= 0) {
      boosts -= 1;
      me.boost = 1.5;
      g.sound('jump');
    }
    if (inp.pointer.down && !onButton(inp.pointer)) {
      const sx = (me.x - cam.x) * zoom + g.W / 2;
      const sy = (me.y - cam.y) * zoom + g.H / 2;
      const want = Math.atan2(inp.pointer.y - sy, inp.pointer.x - sx);
      turn = g.clamp(angleDiff(want, me.h) * 3, -1, 1);
    }
    const grip = Math.min(1, me.v / 120);
    me.h += turn * TURN * grip * dt;
    return inp.keys.has('ArrowDown') || (!pair && inp.keys.has('s'));
  }

  function drive(c: Car, dt: number, braking: boolean) {
    const rival = c !== me && c !== two;
    if (rival) {
      // a rival aims at a point further on in its own line, and eases off where the track bends
      const look = Math.round(6 + c.v / 30);
      const p = ahead(c, look);
      const h = heading(track, c.at + look);
      const aim = { x: p.x - Math.sin(h) * c.lane, y: p.y + Math.cos(h) * c.lane };
      const want = Math.atan2(aim.y - c.y, aim.x - c.x);
      c.h += g.clamp(angleDiff(want, c.h) * 4, -TURN, TURN) * dt;
    }
    const bend = Math.max(...[0, 8, 16, 24].map((k) => track.bend[(c.at + k) % track.mid.length]));
    const top =
      TOP *
      g.design.params.speed *
      (rival ? c.pace * (1 - bend * 0.55) : 1) *
      (onTrack(c) ? 1 : 0.45) *
      (c.boost > 0 ? 1.4 : 1) *
      (c.done ? 0.5 : 1);
    const to = c.spin > 0 ? 30 : braking ? top * 0.3 : top;
    c.v += (to - c.v) * Math.min(1, dt * (to < c.v ? 2.5 : 0.9));
    if (c.spin > 0) c.h += 9 * dt;
    c.x = g.clamp(c.x + Math.cos(c.h) * c.v * dt, 20, track.w - 20);
    c.y = g.clamp(c.y + Math.sin(c.h) * c.v * dt, 20, track.h - 20);
    Object.assign(c, advance(track, c, c));
    c.spin -= dt;
    c.boost -= dt;
  }

  function bump() {
    // cars that touch push apart, and both lose a little speed
    for (let i = 0; i < cars.length; i++)
      for (let j = i + 1; j < cars.length; j++) {
        const [a, b] = [cars[i], cars[j]];
        const reach = CAR * 2 * S * (a.big || b.big ? 1.3 : 1);
        const d = Math.hypot(a.x - b.x, a.y - b.y);
        if (d >= reach || d === 0) continue;
        const push = (reach - d) / 2;
        const [ux, uy] = [(a.x - b.x) / d, (a.y - b.y) / d];
        [a.x, a.y, b.x, b.y] = [a.x + ux * push, a.y + uy * push, b.x - ux * push, b.y - uy * push];
        a.v *= 0.97;
        b.v *= 0.97;
        if (a === me || b === me || a === two || b === two) g.sound('hit');
      }
  }

  function pickUps() {
    for (const c of two ? [me, two] : [me])
      for (const s of spots) {
        if (s.gone || !g.hit(c, s, (CAR + 14) * S)) continue;
        if (s.kind === 'target') {
          s.gone = true;
          if (c === me) g.addScore(5 * g.worth('target'));
          g.sound('point');
        } else if (s.kind === 'hazard' && c.spin <= 0) {
          c.spin = 0.9;
          g.sound('bad');
        } else if (s.kind === 'boost') {
          c.boost = 1.5;
          g.sound('jump');
        }
      }
    // rivals slide on slicks too
    for (const c of cars)
      if (
        c !== me &&
        c !== two &&
        c.spin <= 0 &&
        spots.some((s) => s.kind === 'hazard' && g.hit(c, s, (CAR + 10) * S))
      )
        c.spin = 0.7;
  }

  function result() {
    const place = standings(cars)[cars.indexOf(me)];
    if (two) return place === 1 ? g.win() : g.lose(g.say('Player 2 wins'));
    if (!me.done) return g.lose(g.say('The others finished'));
    if (!(place === 1 || (easy && place <= 3))) return g.lose(`You came ${PLACES[place - 1]}`);
    if (g.design.params.goal === null) return g.win();
    races++;
    g.got(1);
    if (g.state() === 'play') newRace(); // more races to win
  }

  return {
    controls: pair
      ? `Player 1: Left/Right to steer, Down to brake${g.has('powerups') ? ', Up to boost' : ''}. Player 2: A/D, S${g.has('powerups') ? ', W' : ''}` // prettier-ignore
      : g.has('powerups')
        ? 'Left/Right arrows to steer, Down to brake, Up to boost (or hold the pointer where to go)'
        : 'Left/Right arrows to steer, Down to brake (or hold the pointer where to go)',
    reset() {
      races = 0;
      newRace();
    },
    update(dt) {
      if (g.state() !== 'play') return;
      clock += dt;
      const braking = clock > 0 ? steer(dt) : false;
      const brakingTwo = clock > 0 && two ? steerTwo(two, dt) : false;
      if (clock > 0) for (const c of cars) drive(c, dt, (c === me && braking) || (c === two && brakingTwo));
      bump();
      pickUps();
      if (clock > 0 && !me.done) {
        const lap = lapTick(timing, laps(me), clock, { x: me.x, y: me.y, h: me.h });
        if (lap === 'best' && ghost) {
          g.announce(g.say('New best lap!'));
          g.sound('win');
        }
      }
      const n = track.mid.length;
      for (const c of cars)
        if (!c.done && c.along >= LAPS * n) {
          c.done = clock;
          if (c === me || (c === two && !me.done)) {
            const place = standings(cars)[cars.indexOf(me)];
            g.addScore([100, 60, 30, 10, 5][place - 1] + Math.max(0, Math.round(120 - clock)));
            g.sound(place === 1 || (easy && place <= 3) ? 'win' : 'bad');
            finished = 0;
          }
        }
      if (finished >= 0 && (finished += dt) > 1.6) return result();
      // you are not waited for for ever: once every rival is in, a few seconds more
      if (
        !me.done &&
        cars.every((c) => c === me || c.done) &&
        clock - Math.max(...cars.map((c) => c.done)) > 6
      )
        return result();
      // the camera runs a little ahead of the car (between two players' cars, drawn back to hold both)
      const to = two
        ? { x: (me.x + two.x) / 2, y: (me.y + two.y) / 2 }
        : { x: me.x + Math.cos(me.h) * 90, y: me.y + Math.sin(me.h) * 90 };
      cam.x += (to.x - cam.x) * Math.min(1, dt * 3);
      cam.y += (to.y - cam.y) * Math.min(1, dt * 3);
      const fit = two
        ? Math.min(1, g.W / (Math.abs(me.x - two.x) + 220), (g.H - 160) / (Math.abs(me.y - two.y) + 220))
        : 1;
      zoom += (Math.max(0.35, fit) - zoom) * Math.min(1, dt * 3);
    },
    draw() {
      const ctx = g.ctx;
      ctx.fillStyle = ground;
      ctx.fillRect(0, 0, g.W, g.H);
      ctx.save();
      ctx.translate(g.W / 2, g.H / 2);
      ctx.scale(zoom, zoom);
      ctx.translate(-cam.x, -cam.y);
      ctx.lineJoin = ctx.lineCap = 'round';
      // kerbs, then the tarmac, then a dashed middle line
      ctx.strokeStyle = '#dc2626';
      ctx.lineWidth = track.width + 14;
      ctx.stroke(path);
      ctx.strokeStyle = '#f8fafc';
      ctx.setLineDash([16, 16]);
      ctx.stroke(path);
      ctx.setLineDash([]);
      ctx.strokeStyle = '#4b5563';
      ctx.lineWidth = track.width;
      ctx.stroke(path);
      ctx.strokeStyle = 'rgba(255,255,255,0.35)';
      ctx.lineWidth = 3;
      ctx.setLineDash([24, 26]);
      ctx.stroke(path);
      ctx.setLineDash([]);
      // the chequered line across the start
      const p0 = pointAt(track, 0);
      ctx.save();
      ctx.translate(p0.x, p0.y);
      ctx.rotate(heading(track, 0));
      for (let k = 0; k < track.width / 10; k++)
        for (let r = 0; r < 2; r++) {
          ctx.fillStyle = (k + r) % 2 ? '#111827' : '#f9fafb';
          ctx.fillRect(-10 + r * 10, -track.width / 2 + k * 10, 10, 10);
        }
      ctx.restore();
      for (const s of spots) {
        if (s.gone) continue;
        if (s.kind === 'boost') {
          ctx.save();
          ctx.translate(s.x, s.y);
          ctx.rotate(heading(track, s.at));
          ctx.fillStyle = accent;
          for (let k = -1; k <= 1; k++) {
            ctx.beginPath();
            ctx.moveTo(k * 12 - 6, -12);
            ctx.lineTo(k * 12 + 6, 0);
            ctx.lineTo(k * 12 - 6, 12);
            ctx.lineWidth = 5;
            ctx.strokeStyle = accent;
            ctx.stroke();
          }
          ctx.restore();
        } else g.sprite(s.kind, s.x, s.y, s.kind === 'hazard' ? 34 : 28);
      }
      // the ghost of your best lap, see-through, where that lap was as far in
      const was = ghost ? ghostAt(timing, clock) : null;
      if (was) {
        ctx.save();
        ctx.globalAlpha = 0.4;
        ctx.translate(was.x, was.y);
        if (Math.cos(was.h) >= 0) {
          ctx.rotate(was.h);
          ctx.scale(-1, 1);
        } else ctx.rotate(was.h - Math.PI);
        g.sprite(me.who, 0, 0, 40);
        ctx.restore();
      }
      // the cars: a picture faces left, so one going right is mirrored, never upside down
      for (const c of [...cars].sort((a, b) => (a === me ? 1 : b === me ? -1 : 0))) {
        ctx.save();
        ctx.translate(c.x, c.y);
        if (Math.cos(c.h) >= 0) {
          ctx.rotate(c.h);
          ctx.scale(-1, 1);
        } else ctx.rotate(c.h - Math.PI);
        g.sprite(c.who, 0, 0, c.big ? 56 : 40);
        ctx.restore();
        if (c === me) g.ring(c.x, c.y, CAR * S + 8, accent, 3);
        else if (c === two) {
          g.ring(c.x, c.y, CAR * S + 8, '#f472b6', 3);
          g.text('P2', c.x, c.y - 32 * S, 14, '#f472b6');
        } else {
          ctx.fillStyle = BIBS[c.bib % BIBS.length];
          ctx.beginPath();
          ctx.arc(c.x, c.y - 30 * S, 10, 0, Math.PI * 2);
          ctx.fill();
          g.text(`${c.bib + 1}`, c.x, c.y - 30 * S, 12, '#ffffff');
        }
      }
      ctx.restore();
    },
    // (over the dark at night too: the headlights light the road, never the counters)
    drawOver() {
      const ctx = g.ctx;
      // where you are: lap, place, and the count down
      const place = standings(cars)[cars.indexOf(me)];
      const lap = (c: Car) => Math.min(LAPS, Math.max(1, laps(c) + 1));
      if (two) {
        g.text(`P1 ${g.say('Lap')} ${lap(me)}/${LAPS}`, g.W - 16, 70, 18, accent, 'right');
        g.text(`P2 ${g.say('Lap')} ${lap(two)}/${LAPS}`, g.W - 16, 94, 18, '#f472b6', 'right');
      } else {
        g.text(`${g.say('Lap')} ${lap(me)}/${LAPS}`, g.W - 16, 70, 18, fg, 'right');
        if (!ghost) g.text(`${PLACES[place - 1]} / ${cars.length}`, g.W - 16, 94, 18, fg, 'right');
        // the lap's time and the best one
        const now = timing.done >= 0 && !me.done ? clock - timing.start : (timing.times.at(-1) ?? 0);
        g.text(lapTime(now), 16, 70, 18, fg, 'left');
        if (timing.best !== null)
          g.text(`${g.say('Best')} ${lapTime(timing.best)}`, 16, 94, 18, accent, 'left');
      }
      if (clock < 0) g.text(`${Math.ceil(-clock)}`, g.W / 2, g.H / 2 - 120, 72, '#facc15');
      else if (clock < 0.8) g.text(g.say('Go!'), g.W / 2, g.H / 2 - 120, 72, '#22c55e');
      if (finished >= 0)
        g.text(two ? g.say(place === 1 ? 'Player 1 wins' : 'Player 2 wins') : `${PLACES[place - 1]}!`, g.W / 2, g.H / 2 - 120, two ? 44 : 64, '#facc15'); // prettier-ignore
      if (g.has('powerups')) {
        // the boost button, with the boosts left
        ctx.fillStyle = boosts > 0 ? accent : 'rgba(148,163,184,0.5)';
        ctx.globalAlpha = me.boost > 0 ? 1 : 0.85;
        ctx.beginPath();
        ctx.arc(BUTTON.x, BUTTON.y, BUTTON.r, 0, Math.PI * 2);
        ctx.fill();
        ctx.globalAlpha = 1;
        g.text('🔥', BUTTON.x, BUTTON.y - 6, 22);
        g.text(`×${boosts}`, BUTTON.x, BUTTON.y + 18, 13, '#ffffff');
      }
      // a map of the circuit in the corner, with every car on it
      const k = 0.075;
      const [mx, my] = [g.W - track.w * k - 12, g.H - track.h * k - 12];
      ctx.save();
      ctx.translate(mx, my);
      ctx.scale(k, k);
      ctx.fillStyle = 'rgba(0,0,0,0.35)';
      ctx.fillRect(0, 0, track.w, track.h);
      ctx.strokeStyle = 'rgba(255,255,255,0.8)';
      ctx.lineWidth = 40;
      ctx.stroke(path);
      for (const c of cars) {
        ctx.fillStyle = c === me ? accent : c === two ? '#f472b6' : BIBS[c.bib % BIBS.length];
        ctx.beginPath();
        ctx.arc(c.x, c.y, c === me || c === two ? 60 : 45, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.restore();
    },
    light: () =>
      (two ? [me, two] : [me]).map((c) => ({
        x: (c.x - cam.x) * zoom + g.W / 2,
        y: (c.y - cam.y) * zoom + g.H / 2,
        r: 190 * zoom,
      })),
  };
});
