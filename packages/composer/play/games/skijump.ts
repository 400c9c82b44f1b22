// Roles: player = the jumper (a ski jumper). Parts: highscores. Ski jumping (skijump.ts), side on: the
// jumper speeds down the in-run; Space (or a tap) at the table's edge jumps (the nearer the edge, the
// stronger the push; too early or not at all, hardly any); in the air the body tips and the wind gusts,
// and ← → (or a finger held on that side) keep it balanced (balanced, it flies; tipped too far, it
// falls); Space again just before touching down lands in a telemark (too early: on both feet; not at
// all: a fall). Each jump's distance in metres down the hill and its points: 60 at the K-point, 1.8 a
// metre either side, three judges' style, the wind made good; the wind (an arrow and m/s, a headwind
// carries further) changes every jump; the gusts tip the body harder on hard, softer on easy. Three
// jumps, their points added.
import { boot } from '../runtime';
import { distanceAt, fly, hillY, inrunAt, INRUN, K, landed, landingOf, pointsOf, takeOff, TAKEOFF_SPEED, timingOf, WINDOW, xAtDistance, type Flight, type Landing } from '../skijump'; // prettier-ignore

const SCALE = 3; // px a metre
const HS = 140; // the hill size: the furthest mark
const GUSTS = { easy: 0.6, normal: 1, hard: 1.5 }; // how hard the air tips the body

interface Result {
  distance: number;
  landing: Landing;
  points: ReturnType<typeof pointsOf>;
}

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  const jumps = 3;
  let phase: 'ready' | 'inrun' | 'flight' | 'down' | 'done';
  let s: number; // metres before the table's edge
  let v: number;
  let f: Flight;
  let tilt: number; // the body's balance: 0 is right, ±0.9 falls
  let steady: number[]; // the balance every frame of the flight, 0-1
  let tele: number | null; // when Space was pressed for the landing
  let flown: number;
  let fell: boolean;
  let wind: number;
  let results: Result[];
  let wait: number;
  let said: string;
  const cam = { x: 0, y: 0 };

  function ready() {
    phase = 'ready';
    s = INRUN.length;
    v = 0;
    tilt = 0;
    steady = [];
    tele = null;
    fell = false;
    flown = 0;
    said = '';
    // (a breeze each jump: mostly a headwind, sometimes from behind)
    wind = Math.round(g.rand(-1.4, 2.2) * 10) / 10;
    wait = 1.6;
    const p = inrunAt(s);
    [cam.x, cam.y] = [p.x + 40, p.y - 20];
  }

  function jumpOff(timing: number, text: string) {
    f = takeOff(timing);
    if (timing <= 0) f = { ...f, vx: f.vx * 0.96 };
    phase = 'flight';
    said = text;
    g.sound(timing > 0.6 ? 'point' : 'hit');
  }

  function touchDown() {
    const distance = Math.round(distanceAt(f.x) * 2) / 2;
    const landing = landingOf(fell, tele, flown);
    const steadiness = steady.reduce((a, b) => a + b, 0) / Math.max(1, steady.length);
    const points = pointsOf(distance, landing, steadiness, wind);
    results.push({ distance, landing, points });
    g.addScore(Math.round(points.total));
    g.sound(landing === 'fall' ? 'bad' : distance >= K ? 'win' : 'point');
    said = g.say(
      landing === 'telemark' ? 'Telemark!' : landing === 'both' ? 'Landed on both feet' : 'A fall!',
    );
    phase = 'down';
    wait = 3.2;
  }

  const screen = (x: number, y: number) => ({ x: g.W * 0.42 + (x - cam.x) * SCALE, y: g.H * 0.46 - (y - cam.y) * SCALE }); // prettier-ignore
  const total = () => Math.round(results.reduce((a, r) => a + r.points.total, 0) * 10) / 10;

  return {
    controls: 'Space (or tap) at the edge to jump, ← → to keep balance, Space just before landing',
    reset() {
      results = [];
      ready();
    },
    update(dt) {
      const inp = g.input;
      const hit = inp.pressed(' ') || inp.pressed('Enter') || inp.tapped;
      const held = inp.keys.has('ArrowLeft') || (inp.pointer.down && inp.pointer.x < g.W / 2) ? -1 : inp.keys.has('ArrowRight') || (inp.pointer.down && inp.pointer.x >= g.W / 2) ? 1 : 0; // prettier-ignore
      if (phase === 'ready') {
        wait -= dt;
        if (wait <= 0 || hit) phase = 'inrun';
        return;
      }
      if (phase === 'inrun') {
        v = Math.min(TAKEOFF_SPEED, v + ((TAKEOFF_SPEED * TAKEOFF_SPEED) / (2 * INRUN.length)) * dt);
        s -= v * dt;
        if (hit)
          return jumpOff(s > WINDOW ? 0 : timingOf(s), s > WINDOW ? g.say('Too early!') : s < 1.5 ? g.say('Perfect take-off!') : ''); // prettier-ignore
        if (s <= 0) return jumpOff(0, g.say('Too late!'));
        const p = inrunAt(s);
        [cam.x, cam.y] = [p.x + 40, p.y - 20];
        return;
      }
      if (phase === 'flight') {
        // (the body tips further the more it leans, the gusts push it; the keys bring it back)
        tilt += (tilt * 1.1 + g.rand(-1, 1) * (0.5 + Math.abs(wind) * 0.25) * GUSTS[g.design.params.difficulty] + held * 1.5) * dt; // prettier-ignore
        if (Math.abs(tilt) > 0.9) fell = true;
        const balance = fell ? 0 : Math.max(0, 1 - Math.abs(tilt) / 0.6);
        steady.push(balance);
        if (hit && tele === null) tele = flown;
        f = fly(f, dt, balance, wind);
        flown += dt;
        cam.x += (f.x + 20 - cam.x) * Math.min(1, dt * 4);
        cam.y += (f.y - 10 - cam.y) * Math.min(1, dt * 4);
        if (landed(f)) {
          f = { ...f, y: hillY(f.x) };
          touchDown();
        }
        return;
      }
      if (phase === 'down') {
        // (sliding out along the hill)
        f = { ...f, x: f.x + Math.max(4, f.vx * 0.6) * dt };
        f.y = hillY(f.x);
        wait -= dt;
        if (wait > 0 && !(hit && wait < 2.4)) return;
        if (results.length < jumps) return ready();
        phase = 'done';
        g.win(`${g.say('Total')}: ${total()} ${g.say('points')}`);
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      // the landing hill: snow under its line, the marks down it every 10 m, the K-point in red
      ctx.fillStyle = '#f8fafc';
      ctx.beginPath();
      const start = screen(-2, hillY(0));
      ctx.moveTo(start.x, g.H);
      for (let x = -2; x <= 260; x += 2) {
        const p = screen(x, hillY(x));
        ctx.lineTo(p.x, p.y);
      }
      ctx.lineTo(screen(260, 0).x, g.H);
      ctx.fill();
      for (let d = 60; d <= HS; d += 10) {
        const x = xAtDistance(d);
        const p = screen(x, hillY(x));
        ctx.strokeStyle = d === K ? '#dc2626' : d === HS ? '#2563eb' : '#94a3b8';
        ctx.lineWidth = d === K || d === HS ? 4 : 2;
        ctx.beginPath();
        ctx.moveTo(p.x, p.y);
        ctx.lineTo(p.x, p.y + 14);
        ctx.stroke();
        g.text(d === K ? `K ${K}` : String(d), p.x, p.y + 24, 12, d === K ? '#dc2626' : '#475569');
      }
      // the in-run: its track and the tower under it
      const top = screen(inrunAt(INRUN.length).x, inrunAt(INRUN.length).y);
      const edge = screen(0, 0);
      ctx.fillStyle = '#64748b';
      ctx.beginPath();
      ctx.moveTo(top.x, top.y);
      for (let k = INRUN.length; k >= 0; k -= 2) {
        const p = inrunAt(k);
        const q = screen(p.x, p.y);
        ctx.lineTo(q.x, q.y);
      }
      ctx.lineTo(edge.x, screen(0, hillY(0)).y);
      ctx.lineTo(top.x, g.H);
      ctx.lineTo(top.x - 10, g.H);
      ctx.lineTo(top.x - 10, top.y);
      ctx.fill();
      ctx.strokeStyle = '#e2e8f0';
      ctx.lineWidth = 3;
      ctx.beginPath();
      for (let k = INRUN.length; k >= 0; k -= 2) {
        const p = inrunAt(k);
        const q = screen(p.x, p.y);
        if (k === INRUN.length) ctx.moveTo(q.x, q.y);
        else ctx.lineTo(q.x, q.y);
      }
      ctx.stroke();
      // the jumper: crouched on the in-run, laid forward in the air as balanced
      const where = phase === 'ready' || phase === 'inrun' ? inrunAt(s) : f;
      const at = screen(where.x, where.y);
      const angle = phase === 'flight' ? 0.55 + tilt * 0.8 : phase === 'down' ? (fell || results.at(-1)?.landing === 'fall' ? 1.6 : 0.2) : 0.6; // prettier-ignore
      g.sprite('player', at.x, at.y - 10, 34, angle);
      // the wind: an arrow and its speed (green a headwind, red from behind)
      const head = wind >= 0;
      g.text(`${g.say('Wind')} ${head ? '←' : '→'} ${Math.abs(wind).toFixed(1)} m/s`, 14, 58, 16, head ? '#16a34a' : '#dc2626', 'left'); // prettier-ignore
      const now = phase === 'down' || phase === 'done' ? results.length : results.length + 1;
      g.text(`${g.say('Jump')} ${now}/${jumps}`, g.W - 14, 58, 16, fg, 'right');
      if (phase === 'inrun') g.text(`${Math.round(v * 3.6)} km/h`, g.W - 14, 82, 15, fg, 'right');
      if (phase === 'flight') {
        // (the balance: a needle that must stay in the green)
        const w = 160;
        ctx.fillStyle = 'rgba(15,23,42,0.6)';
        ctx.fillRect(g.W / 2 - w / 2, 84, w, 12);
        ctx.fillStyle = '#22c55e';
        ctx.fillRect(g.W / 2 - w * 0.18, 84, w * 0.36, 12);
        ctx.fillStyle = '#f8fafc';
        ctx.fillRect(g.W / 2 + Math.max(-1, Math.min(1, tilt / 0.9)) * (w / 2) - 2, 80, 4, 20);
        g.text(`${Math.round(distanceAt(f.x))} m`, g.W - 14, 82, 15, fg, 'right');
      }
      if (said) g.text(said, g.W / 2, 122, 22, accent);
      if (phase === 'ready') g.text(g.say('Ready…'), g.W / 2, 150, 20, fg);
      if (phase === 'down' && results.length) {
        const r = results[results.length - 1];
        g.text(`${r.distance.toFixed(1)} m`, g.W / 2, 160, 40, fg);
        g.text(`${r.points.far} + ${r.points.style} ${r.points.wind >= 0 ? '+' : '−'} ${Math.abs(r.points.wind)} = ${r.points.total}`, g.W / 2, 198, 17, fg); // prettier-ignore
      }
      // every jump so far, and the total
      results.forEach(
        (r, i) =>
        g.text(`${i + 1}. ${r.distance.toFixed(1)} m · ${r.points.total}`, 14, g.H - 24 - (results.length - 1 - i) * 20, 15, fg, 'left'), // prettier-ignore
      );
      if (results.length) g.text(`${g.say('Total')} ${total()}`, g.W - 14, g.H - 24, 17, accent, 'right');
    },
  };
});
