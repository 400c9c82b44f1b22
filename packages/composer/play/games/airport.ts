// Air traffic control: planes come in and circle, each with its fuel running down; tap one, then a free
// runway, and it lands; tap a landed plane (or a gate) and it taxis to a free gate, boards and leaves.
// A plane whose fuel runs out costs a life. More planes come as time goes on.
// Roles: target = the planes (each landing is one g.got); hazard (when named: a storm) = what now and
// then closes a free runway for a while. Parts: timer, levels, highscores, night (runway lights).
// Keys: 1-3 land the plane lowest on fuel (or the one chosen) on that runway; G sends the plane that has
// waited longest to a gate.
import { boot, type Vec } from '../runtime';

type Phase = 'air' | 'approach' | 'landing' | 'landed' | 'taxi' | 'gate' | 'leaving';
interface Plane extends Vec {
  phase: Phase;
  fuel: number; // seconds left while in the air
  full: number;
  centre: Vec; // the holding circle
  turn: number; // where on it
  heading: number;
  runway: number;
  gate: number;
  wait: number; // seconds landed, or boarding
}
interface Runway {
  y: number;
  closed: number; // seconds it stays closed (a storm)
}

const RUNWAY_X = [34, 330]; // where a landing starts and ends
const GATE_X = 430;
const FLY = 170; // px/s in the air
const BOARD = 6; // seconds at a gate

boot((g) => {
  const stormy = !!g.design.roles.hazard;
  let planes: Plane[];
  let runways: Runway[];
  let gates: (Plane | null)[];
  let chosen: Plane | null;
  let spawn: number;
  let storm: number;
  let crashes: { x: number; y: number; t: number }[];

  const count = g.design.params.difficulty === 'easy' ? 3 : 2;
  const landedOn = (i: number) =>
    planes.find((p) => p.runway === i && ['approach', 'landing', 'landed'].includes(p.phase));
  const free = (i: number) => runways[i].closed <= 0 && !landedOn(i);
  const inAir = () => planes.filter((p) => p.phase === 'air');
  const lowest = () => inAir().sort((a, b) => a.fuel - b.fuel)[0] ?? null;
  const gateY = (i: number) => 330 + i * 70;

  function land(p: Plane, i: number) {
    if (!free(i)) return g.sound('bad');
    p.phase = 'approach';
    p.runway = i;
    chosen = null;
    g.sound('tick');
  }
  function park(p: Plane) {
    const i = gates.findIndex((x) => x === null);
    if (i < 0) return g.sound('bad');
    gates[i] = p;
    p.gate = i;
    p.phase = 'taxi';
    p.runway = -1;
    chosen = null;
    g.sound('tick');
  }
  function tap(at: Vec) {
    const near = (p: Plane) => Math.hypot(p.x - at.x, p.y - at.y) < 34;
    const plane = planes.find((p) => (p.phase === 'air' || p.phase === 'landed') && near(p));
    if (plane) {
      chosen = plane === chosen ? null : plane;
      return g.sound('tick');
    }
    const runway = runways.findIndex((r) => Math.abs(at.y - r.y) < 30 && at.x < RUNWAY_X[1] + 30);
    if (runway >= 0 && chosen?.phase === 'air') return land(chosen, runway);
    const gate = gates.findIndex((_, i) => Math.abs(at.y - gateY(i)) < 30 && at.x > GATE_X - 40);
    if (gate >= 0) {
      const waiting = chosen?.phase === 'landed' ? chosen : planes.find((p) => p.phase === 'landed');
      if (waiting) park(waiting);
    }
  }

  return {
    controls:
      'Tap a plane, then a free runway to land it; tap a landed plane to send it to a gate. Keys: 1-3 land the lowest on fuel, G sends one to a gate',
    reset() {
      planes = [];
      runways = Array.from({ length: count }, (_, i) => ({
        y: 380 + i * (count === 3 ? 80 : 110),
        closed: 0,
      }));
      gates = [null, null, null, null];
      chosen = null;
      spawn = 0.8;
      storm = 14;
      crashes = [];
    },
    update(dt) {
      const inp = g.input;
      if (inp.tapped) tap(inp.tapAt);
      for (let i = 0; i < count; i++)
        if (inp.pressed(String(i + 1))) {
          const p = chosen?.phase === 'air' ? chosen : lowest();
          if (p) land(p, i);
        }
      if (inp.pressed('g') || inp.pressed('Enter')) {
        const waiting = planes.filter((p) => p.phase === 'landed').sort((a, b) => b.wait - a.wait)[0];
        if (waiting) park(waiting);
      }

      // More planes as time goes on.
      spawn -= dt;
      if (spawn <= 0 && inAir().length < 7) {
        const full = g.rand(24, 34) / g.diff;
        const centre = { x: g.rand(80, 400), y: g.rand(110, 250) };
        planes.push({ x: -30, y: centre.y, phase: 'air', fuel: full, full, centre, turn: Math.PI, heading: 0, runway: -1, gate: -1, wait: 0 }); // prettier-ignore
        spawn = Math.max(3.2, 9 - g.time / 12) / g.diff;
        g.sound('point');
      }
      // Now and then a storm closes a free runway (while another stays open).
      if (stormy) {
        storm -= dt;
        const open = runways.filter((r) => r.closed <= 0);
        if (storm <= 0 && open.length > 1) {
          const i = runways.indexOf(g.pick(open));
          if (free(i)) {
            runways[i].closed = 8;
            g.announce(`Runway ${i + 1} closed!`);
          }
          storm = g.rand(16, 24);
        }
        for (const r of runways) r.closed -= dt;
      }

      for (const p of planes) {
        const to = (x: number, y: number, speed: number) => {
          const dx = x - p.x;
          const dy = y - p.y;
          const d = Math.hypot(dx, dy);
          if (d > 1) p.heading = Math.atan2(dy, dx);
          const k = Math.min(1, (speed * dt) / (d || 1));
          p.x += dx * k;
          p.y += dy * k;
          return d <= speed * dt;
        };
        if (p.phase === 'air') {
          p.fuel -= dt;
          p.turn += dt * 0.9;
          to(p.centre.x + Math.cos(p.turn) * 46, p.centre.y + Math.sin(p.turn) * 30, FLY);
          if (p.fuel <= 0) {
            p.phase = 'leaving';
            p.x = -999;
            crashes.push({ x: p.centre.x, y: p.centre.y, t: 0 });
            if (chosen === p) chosen = null;
            g.sound('bad');
            if (!g.loseLife()) return;
          }
        } else if (p.phase === 'approach') {
          if (to(RUNWAY_X[0], runways[p.runway].y, FLY * 1.3)) p.phase = 'landing';
        } else if (p.phase === 'landing') {
          // (slowing down the runway)
          const left = RUNWAY_X[1] - p.x;
          if (to(RUNWAY_X[1], runways[p.runway].y, Math.max(40, left * 1.6))) {
            p.phase = 'landed';
            p.wait = 0;
            g.got(1);
          }
        } else if (p.phase === 'landed') p.wait += dt;
        else if (p.phase === 'taxi') {
          if (to(GATE_X, gateY(p.gate), 120)) {
            p.phase = 'gate';
            p.wait = BOARD;
          }
        } else if (p.phase === 'gate') {
          p.wait -= dt;
          if (p.wait <= 0) {
            gates[p.gate] = null;
            p.phase = 'leaving';
            g.addScore(2);
          }
        } else if (p.phase === 'leaving' && p.x > -900) to(g.W + 60, p.y, 140);
      }
      planes = planes.filter((p) => !(p.phase === 'leaving' && (p.x < -900 || p.x > g.W + 40)));
      for (const c of crashes) c.t += dt;
      crashes = crashes.filter((c) => c.t < 1.2);
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      // runways: grey strips with a dashed centre line, numbered; a closed one under its storm
      runways.forEach((r, i) => {
        ctx.fillStyle = '#3f3f46';
        ctx.fillRect(RUNWAY_X[0] - 20, r.y - 22, RUNWAY_X[1] - RUNWAY_X[0] + 50, 44);
        ctx.strokeStyle = '#f4f4f5';
        ctx.lineWidth = 3;
        ctx.setLineDash([18, 14]);
        ctx.beginPath();
        ctx.moveTo(RUNWAY_X[0], r.y);
        ctx.lineTo(RUNWAY_X[1], r.y);
        ctx.stroke();
        ctx.setLineDash([]);
        const open = free(i);
        g.text(`${i + 1}`, RUNWAY_X[0] - 6, r.y - 30, 18, open ? accent : fg, 'center');
        if (g.has('night'))
          for (let x = RUNWAY_X[0]; x <= RUNWAY_X[1]; x += 37) g.text('•', x, r.y + 20, 14, '#fde047');
        if (chosen?.phase === 'air' && open) g.ring(RUNWAY_X[0] - 6, r.y - 30, 16, accent, 3);
        if (r.closed > 0) g.sprite('hazard', (RUNWAY_X[0] + RUNWAY_X[1]) / 2, r.y, 56);
      });
      // gates on the terminal's side
      gates.forEach((p, i) => {
        ctx.fillStyle = fg;
        ctx.globalAlpha = 0.12;
        ctx.fillRect(GATE_X - 34, gateY(i) - 28, 80, 56);
        ctx.globalAlpha = 1;
        g.text(`Gate ${'ABCD'[i]}`, GATE_X + 6, gateY(i) - 34, 14, p ? fg : accent, 'center');
      });
      for (const p of planes) {
        if (p.x < -900) continue;
        // (the emoji's plane points up and to the right)
        g.sprite(
          'target',
          p.x,
          p.y,
          p.phase === 'air' || p.phase === 'approach' ? 40 : 34,
          p.heading + Math.PI / 4,
        );
        if (p === chosen) g.ring(p.x, p.y, 28, accent, 3);
        if (p.phase === 'air') {
          const f = Math.max(0, p.fuel / p.full);
          ctx.fillStyle = 'rgba(0,0,0,0.5)';
          ctx.fillRect(p.x - 20, p.y - 34, 40, 6);
          ctx.fillStyle = f > 0.5 ? '#22c55e' : f > 0.25 ? '#f59e0b' : '#ef4444';
          ctx.fillRect(p.x - 20, p.y - 34, 40 * f, 6);
        }
        if (p.phase === 'gate') g.text(`${Math.ceil(p.wait)}`, p.x, p.y + 30, 14, fg);
      }
      for (const c of crashes) g.text('💥', c.x, c.y, 40 + c.t * 30);
    },
    light: () => [...runways.map((r) => ({ x: (RUNWAY_X[0] + RUNWAY_X[1]) / 2, y: r.y, r: 190 })), ...planes.map((p) => ({ x: p.x, y: p.y, r: 60 }))], // prettier-ignore
  };
});
