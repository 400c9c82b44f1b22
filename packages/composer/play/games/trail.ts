// Roles: player = what pulls the wagon (an ox). Parts: highscores. The Oregon Trail (trail.ts): first the
// general store in Independence, Missouri, $800 to spend on oxen, food, clothing, bullets and spare
// wagon parts (− and + a unit at a time); then the trail, day by day: Travel (again to stop), the pace
// and the rations to choose, Rest, Hunt (bullets for meat); the date, the miles, the food, each one's
// health; what happens on the way (a broken wheel mended with a spare part or days lost, illness, a
// thief in the night, a storm, the trail lost, wild fruit, an ox dying) said and the wagon stopped;
// landmarks passed (forts sell dearer), rivers forded, caulked and floated, or ferried ($5). Oregon
// City reached wins, with how many made it; the whole party dead loses. Easy sets out with $1,600, hard
// with $400.
import { boot, type Box } from '../runtime';
import { panel } from '../panel';
import { alive, buy, cold, cross, day, FERRY, GOODS, healthWord, hunt, LANDMARKS, newTrip, nextLandmark, PACES, RATIONS, START_MONEY, TOTAL, type Crossing, type Good, type Happening, type Landmark, type Trip } from '../trail'; // prettier-ignore

const NAMES = ['Mary', 'John', 'Sarah', 'Samuel', 'Emma'];
const GOOD_NAMES: Record<Good, string> = { oxen: 'Oxen', food: 'Food', clothing: 'Clothing', bullets: 'Bullets', parts: 'Spare parts' }; // prettier-ignore
const UNITS: Record<Good, string> = { oxen: 'yoke of 2', food: '100 lb', clothing: 'set', bullets: 'box of 20', parts: 'wheel, axle or tongue' }; // prettier-ignore
const TICK = 0.32; // s a day while travelling
const button = (k: number): Box => ({
  x: 12 + (k % 3) * 154,
  y: 528 + Math.floor(k / 3) * 54,
  w: 146,
  h: 46,
});

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  let trip: Trip;
  let screen: 'store' | 'trail' | 'river';
  let rate: number; // the store's prices: 1 in Independence, dearer at a fort
  let going: boolean;
  let clock: number;
  let log: string[];
  let river: Landmark | null;
  let at: Landmark | null; // the landmark the wagon stands at
  let roll: number; // the ground going by

  const say = (s: string, vars: Record<string, string | number> = {}) =>
    Object.entries(vars).reduce((t, [k, v]) => t.replace(`{${k}}`, String(v)), g.say(s));
  const tell = (line: string) => (log = [line, ...log].slice(0, 4));
  const date = (d: number) =>
    new Date(1848, 3, 1 + d).toLocaleDateString(g.design.lang ?? 'en', { day: 'numeric', month: 'long', year: 'numeric' }); // prettier-ignore

  function words(h: Happening): string {
    switch (h.kind) {
      case 'sick': return say('{who} has {illness}', { who: h.who, illness: g.say(h.illness) }); // prettier-ignore
      case 'died': return `✝ ${say('{who} has died of {illness}', { who: h.who, illness: g.say(h.illness) })}`; // prettier-ignore
      case 'better':
        return say('{who} is feeling better', { who: h.who });
      case 'thief': return say('A thief came in the night: {food} lb of food and {bullets} bullets gone', { food: h.food, bullets: h.bullets }); // prettier-ignore
      case 'broken': return h.fixed ? say('Broken wagon {part}: mended with a spare part', { part: g.say(h.part) }) : say('Broken wagon {part}, no spare: {lost} days lost mending it', { part: g.say(h.part), lost: h.lost }); // prettier-ignore
      case 'storm':
        return g.say('A storm: a day lost');
      case 'lost trail':
        return say('You lost the trail: {lost} days lost', { lost: h.lost });
      case 'fruit':
        return say('You found wild fruit: +{food} lb of food', { food: h.food });
      case 'ox died':
        return g.say('An ox has died');
      case 'no food':
        return g.say('You have no food!');
      case 'landmark':
        return say('You have reached {name}', { name: h.landmark.name });
    }
  }

  function leave() {
    if (trip.oxen < 2) return g.sound('bad');
    screen = 'trail';
    going = false;
    tell(g.say('Off to Oregon!'));
  }

  function reach(l: Landmark) {
    going = false;
    at = l;
    if (l.kind === 'end') {
      const made = alive(trip).length;
      g.addScore(made * 500 + Math.round(trip.food / 10) + trip.money);
      return g.win(say('You reached Oregon City on {date}: {n} of {all} made it', { date: date(trip.day), n: made, all: trip.party.length })); // prettier-ignore
    }
    if (l.kind === 'river') {
      river = l;
      screen = 'river';
    }
  }

  function oneDay(rest = false) {
    const r = day(trip, Math.random, rest);
    trip = r.trip;
    at = null;
    roll += rest ? 0 : 1;
    for (const h of r.happened) {
      tell(words(h));
      if (h.kind !== 'better' && h.kind !== 'no food' && h.kind !== 'landmark') going = false;
      if (h.kind === 'died') g.sound('bad');
    }
    const reached = r.happened.find((h) => h.kind === 'landmark');
    if (reached && reached.kind === 'landmark') reach(reached.landmark);
    if (!alive(trip).length && g.state() === 'play') g.lose(g.say('Your whole party has died'));
  }

  function crossWith(how: Crossing) {
    const r = cross(trip, river!, how, Math.random);
    if (!r) return g.sound('bad');
    trip = r.trip;
    if (!r.lost) tell(say('You crossed the {name} safely', { name: river!.name.replace(/ crossing$/, '') }));
    else {
      tell(say('The river took {food} lb of food, {bullets} bullets and {clothing} sets of clothing', { food: r.lost.food, bullets: r.lost.bullets, clothing: r.lost.clothing })); // prettier-ignore
      if (r.lost.who) tell(`✝ ${say('{who} has drowned', { who: r.lost.who })}`);
      g.sound('bad');
    }
    screen = 'trail';
    river = null;
    if (!alive(trip).length) g.lose(g.say('Your whole party has died'));
  }

  function tapStore(p: { x: number; y: number }) {
    (Object.keys(GOODS) as Good[]).forEach((good, i) => {
      const y = 150 + i * 66;
      const less = { x: 300, y: y - 20, w: 44, h: 40 };
      const more = { x: 420, y: y - 20, w: 44, h: 40 };
      const step = g.within(p, less) ? -1 : g.within(p, more) ? 1 : 0;
      if (!step) return;
      const next = buy(trip, good, step, rate);
      if (next) trip = next;
      else g.sound('bad');
    });
    if (g.within(p, button(4))) {
      if (rate === 1) return leave();
      screen = 'trail';
    }
  }

  return {
    controls: 'Buy with − and +, then Travel; set the pace and rations, rest, hunt, choose how to cross',
    reset() {
      // (as the trail's classic has it: a banker sets out with $1,600, a carpenter $800, a farmer $400)
      trip = {
        ...newTrip(NAMES),
        money: { easy: 1600, normal: START_MONEY, hard: 400 }[g.design.params.difficulty],
      };
      screen = 'store';
      rate = 1;
      going = false;
      clock = 0;
      log = [];
      river = null;
      at = null;
      roll = 0;
    },
    update(dt) {
      const inp = g.input;
      const p = inp.tapped ? inp.tapAt : null;
      if (screen === 'store') {
        if (p) tapStore(p);
        if (inp.pressed('Enter')) leave();
        return;
      }
      if (screen === 'river') {
        const how = (['ford', 'caulk', 'ferry'] as const).find((_, k) => (p && g.within(p, button(k))) || inp.pressed(String(k + 1))); // prettier-ignore
        if (how) crossWith(how);
        return;
      }
      if (going) {
        clock += dt;
        while (going && clock >= TICK) {
          clock -= TICK;
          oneDay();
        }
      }
      if (g.state() !== 'play') return;
      const hit = (k: number) => !!p && g.within(p, button(k));
      if (hit(0) || inp.pressed(' ')) {
        going = !going;
        clock = TICK;
      } else if (hit(1) || inp.pressed('p')) {
        const all = Object.keys(PACES) as (keyof typeof PACES)[];
        trip = { ...trip, pace: all[(all.indexOf(trip.pace) + 1) % all.length] };
      } else if (hit(2) || inp.pressed('r')) {
        const all = Object.keys(RATIONS) as (keyof typeof RATIONS)[];
        trip = { ...trip, rations: all[(all.indexOf(trip.rations) + 1) % all.length] };
      } else if (hit(3) || inp.pressed('s')) {
        going = false;
        oneDay(true);
        tell(g.say('You rest for a day'));
      } else if (hit(4) || inp.pressed('h')) {
        going = false;
        const r = hunt(trip, Math.random);
        if (!r) tell(g.say('Not enough bullets to hunt'));
        else {
          trip = r.trip;
          tell(say('You hunted: {meat} lb of meat for {shots} bullets', { meat: r.meat, shots: r.shots }));
          g.sound('point');
        }
      } else if (hit(5) && at?.kind === 'fort') {
        screen = 'store';
        rate = 1.5;
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      g.text(date(trip.day), 14, 40, 16, fg, 'left');
      g.text(`$${trip.money}`, g.W - 14, 40, 16, accent, 'right');
      if (screen === 'store') {
        g.text(rate === 1 ? g.say("Matt's General Store, Independence, Missouri") : say('The store at {name}', { name: at?.name ?? '' }), g.W / 2, 80, 17, accent); // prettier-ignore
        g.text(rate === 1 ? g.say('Buy what the family needs for 2,000 miles') : g.say('Prices here are half again as dear'), g.W / 2, 104, 14, fg + 'cc'); // prettier-ignore
        (Object.keys(GOODS) as Good[]).forEach((good, i) => {
          const y = 150 + i * 66;
          g.text(g.say(GOOD_NAMES[good]), 16, y - 8, 18, fg, 'left');
          g.text(
            `$${Math.round(GOODS[good].price * rate)} · ${g.say(UNITS[good])}`,
            16,
            y + 14,
            13,
            fg + 'aa',
            'left',
          );
          panel(g, { x: 300, y: y - 20, w: 44, h: 40 }, true);
          g.text('−', 322, y, 22, fg);
          g.text(String(trip[good]), 382, y, 20, '#ffffff');
          panel(g, { x: 420, y: y - 20, w: 44, h: 40 }, true);
          g.text('+', 442, y, 22, fg);
        });
        if (rate === 1) g.text(g.say('At least one yoke of oxen; food for five is 15 lb a day'), g.W / 2, 486, 13, fg + 'aa'); // prettier-ignore
        panel(g, button(4), rate !== 1 || trip.oxen >= 2);
        g.text(rate === 1 ? `🐂 ${g.say('Hit the trail')}` : g.say('Back to the trail'), button(4).x + 73, button(4).y + 23, 15, fg); // prettier-ignore
        return;
      }
      // the trail: the prairie going by, the wagon and its oxen heading west, the landmark ahead
      const ground = 214;
      ctx.fillStyle = cold(trip) ? '#cbd5e1' : '#7dd3fc';
      ctx.fillRect(0, 56, g.W, ground - 56);
      ctx.fillStyle = cold(trip) ? '#e2e8f0' : '#84cc16';
      ctx.fillRect(0, ground, g.W, 40);
      ctx.fillStyle = cold(trip) ? '#cbd5e1' : '#65a30d';
      for (let k = 0; k < 12; k++)
        ctx.fillRect(((k * 53 + roll * 9) % (g.W + 40)) - 20, ground + 12 + (k % 3) * 9, 14, 4);
      const ahead = nextLandmark(trip.miles);
      const away = ahead.mile - trip.miles;
      // (it comes nearer from the west, on the left, until the oxen stand before it)
      if (away < 120) g.text(ahead.kind === 'river' ? '🌊' : ahead.kind === 'fort' ? '🏰' : ahead.kind === 'end' ? '🏡' : '⛰️', 150 - away * 1.2, ground - 14, 40); // prettier-ignore
      const bob = going ? Math.sin(g.time * 12) * 1.5 : 0;
      ctx.fillStyle = '#78350f';
      ctx.fillRect(250, ground - 30 + bob, 100, 22);
      ctx.fillStyle = '#f5f5f4';
      ctx.beginPath();
      ctx.ellipse(300, ground - 30 + bob, 52, 34, 0, Math.PI, 0);
      ctx.fill();
      for (const x of [268, 332]) {
        ctx.strokeStyle = '#451a03';
        ctx.lineWidth = 4;
        ctx.beginPath();
        ctx.arc(x, ground - 6, 12, 0, Math.PI * 2);
        ctx.stroke();
      }
      g.sprite('player', 222, ground - 18 + bob, 34);
      if (trip.oxen > 2) g.sprite('player', 190, ground - 18 - bob, 30);
      // how far, to where
      ctx.fillStyle = 'rgba(0,0,0,0.35)';
      ctx.fillRect(14, 268, g.W - 28, 8);
      ctx.fillStyle = accent;
      ctx.fillRect(14, 268, ((g.W - 28) * trip.miles) / TOTAL, 8);
      for (const l of LANDMARKS) {
        ctx.fillStyle = l.mile <= trip.miles ? accent : fg + '88';
        ctx.fillRect(14 + ((g.W - 28) * l.mile) / TOTAL - 1, 264, 2, 16);
      }
      g.text(`${trip.miles} / ${TOTAL} ${g.say('miles')}`, 14, 296, 15, fg, 'left');
      g.text(at ? at.name : say('{name} in {n} miles', { name: ahead.name, n: away }), g.W - 14, 296, 14, fg + 'cc', 'right'); // prettier-ignore
      const rows = [
        `${g.say('Food')}: ${trip.food} lb`,
        `${g.say('Pace')}: ${g.say(trip.pace)}`,
        `${g.say('Rations')}: ${g.say(trip.rations)}`,
        `${g.say('Oxen')} ${trip.oxen} · ${g.say('Clothing')} ${trip.clothing} · ${g.say('Bullets')} ${trip.bullets} · ${g.say('Spare parts')} ${trip.parts}`, // prettier-ignore
      ];
      rows.forEach((r, i) => g.text(r, 14, 324 + i * 22, i === 3 ? 12 : 14, i === 0 && trip.food < 100 ? '#f87171' : fg, 'left')); // prettier-ignore
      trip.party.forEach((m, i) => {
        const word = g.say(healthWord(m.health));
        const colour = m.health <= 0 ? fg + '66' : m.health < 50 ? '#f87171' : fg;
        g.text(
          `${m.name}: ${word}${m.sick && m.health > 0 ? ' 🤒' : ''}`,
          g.W - 14,
          324 + i * 18,
          13,
          colour,
          'right',
        );
      });
      log.forEach((line, i) => g.text(line, g.W / 2, 430 + i * 22, i ? 13 : 15, i ? fg + '99' : '#fde047'));
      if (screen === 'river') {
        const r = river!;
        ctx.fillStyle = 'rgba(2,6,23,0.9)';
        ctx.fillRect(10, 318, g.W - 20, 200);
        g.text(r.name, g.W / 2, 346, 19, accent);
        g.text(say('{width} feet across, {depth} feet deep', { width: r.width ?? 0, depth: r.depth ?? 0 }), g.W / 2, 376, 15, fg); // prettier-ignore
        g.text(g.say('How will you cross?'), g.W / 2, 410, 16, fg);
        const labels = [g.say('Ford it'), g.say('Caulk and float'), `${g.say('Ferry')} $${FERRY}`];
        labels.forEach((label, k) => {
          panel(g, button(k), k < 2 || trip.money >= FERRY);
          g.text(`${k + 1}. ${label}`, button(k).x + 73, button(k).y + 23, 14, fg);
        });
        return;
      }
      const labels = [going ? `❚❚ ${g.say('Stop')}` : `▶ ${g.say('Travel')}`, `${g.say('Pace')}`, `${g.say('Rations')}`, `⛺ ${g.say('Rest')}`, `🎯 ${g.say('Hunt')}`, `🏪 ${g.say('Buy')}`]; // prettier-ignore
      labels.forEach((label, k) => {
        if (k === 5 && at?.kind !== 'fort') return;
        panel(g, button(k), true);
        g.text(label, button(k).x + 73, button(k).y + 23, 15, fg);
      });
    },
  };
});
