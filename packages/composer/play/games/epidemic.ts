// Roles: target (optional) = who the dots are, drawn on a disc of their health's colour; else dots (grey
// healthy, red infected, blue recovered, green vaccinated). Parts: none. Params:
// vaccine (a slider of dots that start immune), hospital (a hospital-capacity line on the chart), tally (a
// count of everyone ever infected), compare (a second town beside it with no measures at all), masks (a
// toggle that halves the chance a touch passes it on). An epidemic (epidemic.ts) as in "flatten the
// curve": about 200 dots move in a box and bounce; a live chart under it stacks the infected, healthy and
// recovered over time. Sliders set the chance a touch infects and how many stay at home; Restart starts
// again with them. A sandbox: it goes on until Restart (a round has no end of its own).
import { boot, type Box } from '../runtime';
import { along, onTrack, panel, slider, type Track } from '../panel';
import { counts, R, town, step, type Health, type Town } from '../epidemic';

const PEOPLE = 200;
const RECOVER = 9; // seconds ill
const COLOURS: Record<Health, string> = { healthy: '#9ca3af', infected: '#ef4444', recovered: '#3b82f6', vaccinated: '#22c55e' }; // prettier-ignore
const X = 20;
const W = 440;
const HOSPITAL = 0.25; // the hospital's beds, as a share of the town

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  const p = g.design.params;
  const named = g.design.roles.target ? 'target' : null; // (a thing named: who the dots are)
  const two = !!p.compare;
  // (two towns: each box and chart half as tall)
  const BOX_H = two ? 120 : 250;
  const CHART_H = two ? 52 : 110;
  const towns = two ? [60, 60 + BOX_H + CHART_H + 30] : [60];
  const tracks: Record<string, Track> = {};
  const names = ['infect', 'home', ...(p.vaccine ? ['vaccine'] : [])];
  const top = towns[towns.length - 1] + BOX_H + CHART_H + (two ? 26 : 30);
  names.forEach((n, i) => (tracks[n] = { x: 230, y: top + i * 34, w: 220 }));
  const controls = top + names.length * 34 - 6;
  const RESTART: Box = { x: 20, y: controls, w: 140, h: 40 };
  const MASKS: Box = { x: 180, y: controls, w: 170, h: 40 };
  let settings = { infect: 0.5, home: 0, vaccine: 0 };
  let masks = false;
  let held: string | null;
  let world: Town[];

  const rules = (free: boolean) => ({ infect: free ? settings.infect : settings.infect * (masks ? 0.5 : 1), recover: RECOVER }); // prettier-ignore
  function restart() {
    // (the first town of two has no measures at all: nobody home, no vaccines, no masks)
    world = towns.map((_, k) => {
      const free = two && k === 0;
      return town(W, BOX_H, PEOPLE, { home: free ? 0 : settings.home, vaccinated: free ? 0 : settings.vaccine, sick: 2, recover: RECOVER }, Math.random); // prettier-ignore
    });
  }

  return {
    controls: 'Drag the sliders, then Restart: watch the outbreak spread and the curve rise or flatten',
    reset() {
      held = null;
      restart();
    },
    update(dt) {
      const step_ = Math.min(dt, 1 / 30);
      world.forEach((t, k) => step(t, step_, rules(two && k === 0), Math.random));
      const inp = g.input;
      if (inp.tapped) {
        const q = inp.tapAt;
        held = names.find((n) => onTrack(q, tracks[n])) ?? null;
        if (g.within(q, RESTART)) {
          restart();
          g.sound('tick');
        } else if (p.masks && g.within(q, MASKS)) {
          masks = !masks;
          g.sound('tick');
        }
      }
      if (held && inp.pointer.down) settings = { ...settings, [held]: along(inp.pointer, tracks[held]) };
      else if (held) {
        held = null;
        if (!two) restart(); // (let go of a slider: the town starts again with it; two towns wait for Restart)
      }
      if (inp.pressed('r')) restart();
      if (p.masks && inp.pressed('m')) masks = !masks;
    },
    draw() {
      const { ctx } = g;
      const { fg } = g.design.setting;
      world.forEach((t, k) => {
        const y0 = towns[k];
        const label = two ? (k === 0 ? g.say('No measures') : g.say('Our town')) : '';
        // the box and its dots
        ctx.fillStyle = 'rgba(255,255,255,0.06)';
        ctx.fillRect(X, y0, W, BOX_H);
        ctx.strokeStyle = fg + '66';
        ctx.lineWidth = 2;
        ctx.strokeRect(X, y0, W, BOX_H);
        for (const d of t.dots) {
          ctx.fillStyle = COLOURS[d.health];
          ctx.beginPath();
          ctx.arc(X + d.x, y0 + d.y, named ? R * 1.6 : R, 0, Math.PI * 2);
          ctx.fill();
          if (named) g.sprite(named, X + d.x, y0 + d.y, R * 2.4);
        }
        // the chart: infected at the bottom (red), then healthy, then recovered, over time
        const cy = y0 + BOX_H + 6;
        const hist = t.history;
        const n = PEOPLE;
        const span = Math.max(60, hist.length);
        const col = W / span;
        hist.forEach(([healthy, infected], i) => {
          const x = X + i * col;
          const hi = (infected / n) * CHART_H;
          const hh = (healthy / n) * CHART_H;
          ctx.fillStyle = COLOURS.recovered;
          ctx.fillRect(x, cy, col + 0.5, CHART_H - hi - hh);
          ctx.fillStyle = COLOURS.healthy;
          ctx.fillRect(x, cy + CHART_H - hi - hh, col + 0.5, hh);
          ctx.fillStyle = COLOURS.infected;
          ctx.fillRect(x, cy + CHART_H - hi, col + 0.5, hi);
        });
        if (p.hospital) {
          // (the beds the hospitals have: above the line, the sick go without care)
          const hy = cy + CHART_H - HOSPITAL * CHART_H;
          ctx.strokeStyle = '#facc15';
          ctx.setLineDash([6, 4]);
          ctx.beginPath();
          ctx.moveTo(X, hy);
          ctx.lineTo(X + W, hy);
          ctx.stroke();
          ctx.setLineDash([]);
          g.text(g.say('Hospital capacity'), X + W - 4, hy - 8, 11, '#facc15', 'right');
        }
        const [healthy, infected, recovered] = counts(t);
        const parts = [`${g.say('Infected')} ${infected}`, `${g.say('Recovered')} ${recovered}`];
        if (!two) parts.unshift(`${g.say('Healthy')} ${healthy}`);
        if (p.tally || two) parts.push(`${g.say('Ever infected')} ${t.ever}`);
        if (two) {
          // (which town it is on the left, its counts on the right)
          g.text(label, X, y0 - 12, 14, k === 0 ? '#fca5a5' : '#86efac', 'left');
          g.text(parts.join(' · '), X + W, y0 - 12, 12, fg, 'right');
        } else g.text(parts.join(' · '), g.W / 2, y0 - 12, 14, fg);
      });
      slider(g, tracks.infect, `${g.say('Infection chance')} ${Math.round(settings.infect * 100)}%`, settings.infect, 9); // prettier-ignore
      slider(g, tracks.home, `${g.say('Stay at home')} ${Math.round(settings.home * 100)}%`, settings.home, 9); // prettier-ignore
      if (p.vaccine) slider(g, tracks.vaccine, `${g.say('Vaccinated')} ${Math.round(settings.vaccine * 100)}%`, settings.vaccine, 9); // prettier-ignore
      panel(g, RESTART, true);
      g.text(`↺ ${g.say('Restart')}`, RESTART.x + RESTART.w / 2, RESTART.y + RESTART.h / 2, 16, fg);
      if (p.masks) {
        panel(g, MASKS, masks);
        g.text(`😷 ${g.say('Masks')}: ${masks ? g.say('on') : g.say('off')}`, MASKS.x + MASKS.w / 2, MASKS.y + MASKS.h / 2, 16, fg); // prettier-ignore
      }
    },
  };
});
