// Roles: target = the product sold (lemonade, ice cream…), shown on the counter, on the price sign and in
// the buyers' hands; player = the seller behind the stand; ally = the customers when the design names
// them (otherwise plain drawn figures, since no role names them).
// Parts: levels (the next season: the same profit to make, pickier customers and dearer supplies),
// highscores; timer (time up ends the season: won if the profit is made). Others are ignored.
// The known lemonade-stand game, by days: each morning the forecast, then how many to make (unsold ones
// are thrown away at night), how many signs to put up, and the price; the day plays out with people
// walking by, buying or not by weather, price and reputation; the evening sums it up. Money is the
// score. The goal is a profit: goal × $10 (each $10 made is one g.got), or $100 without a goal, within
// DAYS days; not being able to afford even one to sell is going broke.
import { boot, type Vec } from '../runtime';

type Weather = 'rainy' | 'cloudy' | 'sunny' | 'hot';
type Phase = 'morning' | 'day' | 'evening';
interface Sky {
  label: string;
  hint: string;
  people: number; // passers-by on a plain day
  fair: number; // the price people gladly pay, in dollars
  thirst: number; // the share of them who want one at all
  color: string;
}
interface Walker extends Vec {
  dir: number;
  speed: number;
  plan: 'buy' | 'pricey' | 'pass';
  wait: number; // at the counter, being served
  done: boolean; // passed the stand
  holds: boolean;
  say: string;
  sayT: number;
  look: number;
}
interface Coin extends Vec {
  t: number;
  s: string;
}
interface Button {
  x: number;
  y: number;
  w: number;
  h: number;
  id: string;
  act: () => void;
}

const SKIES: Record<Weather, Sky> = {
  hot: {
    label: 'Hot and dry',
    hint: 'Crowds, and they will pay more',
    people: 48,
    fair: 1,
    thirst: 0.95,
    color: '#fdba74',
  },
  sunny: {
    label: 'Sunny',
    hint: 'A good day to sell',
    people: 38,
    fair: 0.75,
    thirst: 0.85,
    color: '#7dd3fc',
  },
  cloudy: {
    label: 'Cloudy',
    hint: 'Fewer people, and thriftier',
    people: 26,
    fair: 0.6,
    thirst: 0.7,
    color: '#cbd5e1',
  },
  rainy: {
    label: 'Rain',
    hint: 'Few people out: make fewer',
    people: 14,
    fair: 0.5,
    thirst: 0.5,
    color: '#64748b',
  },
};
const ORDER: Weather[] = ['rainy', 'cloudy', 'sunny', 'hot'];
const START = 10;
const SIGN = 0.4;
const DAY = 16; // seconds in which people come by
const CX = 240;
const WALK_Y = 478;
const SHIRTS = ['#ef4444', '#3b82f6', '#22c55e', '#a855f7', '#f59e0b', '#14b8a6', '#ec4899'];
const SKIN = ['#f5d0b5', '#d6a47c', '#a86b45', '#6b4330'];

const money = (n: number) => `${n < 0 ? '−' : ''}$${Math.abs(n).toFixed(2)}`;

boot((g) => {
  g.showLives(false); // a business has money, not lives
  const { fg, accent, bg } = g.design.setting;
  const product = g.role('target').name;
  const fit = 1 / Math.max(1, g.design.params.size); // the layout has room for sprites this big
  const goal = g.design.params.goal;
  // The economy takes difficulty and level, not the design's speed (that is the walking pace).
  const hard = () => g.diff / g.design.params.speed;
  const aim = () => (goal ?? 10) * 10;
  // (as many days as asked: "14 days, try to make the most money" plays them all, its money the score)
  const DAYS = g.design.params.days ?? 10;
  const allDays = g.design.params.days !== undefined && goal === null;
  let phase: Phase;
  let day: number;
  let cash: number;
  let rep: number; // 0…1, word of mouth
  let forecast: Weather;
  let weather: Weather;
  let plan: { make: number; signs: number; price: number };
  let row: number; // the keyboard's row in the morning (3 = the open button)
  let counted: number; // $10 steps already told to g.got
  let base: number; // the score from earlier levels: this season's cash adds to it
  let clock: number;
  let fast: boolean;
  let arrivals: number[];
  let walkers: Walker[];
  let coins: Coin[];
  let stock: number;
  let tally: {
    people: number;
    sold: number;
    pricey: number;
    out: number;
    happy: number;
    income: number;
    spent: number;
    rep: number;
  };
  let held: { id: string; t: number } | null; // a +/− held down repeats
  let shake: number;
  let buttons: Button[];

  const cost = () => Math.round((0.2 + 0.05 * Math.floor((day - 1) / 3)) * hard() ** 0.25 * 100) / 100;
  const spend = () => plan.make * cost() + plan.signs * SIGN;
  const fair = () => (SKIES[weather].fair * (0.9 + 0.2 * rep)) / hard() ** 0.15;
  const stars = () => '★★★★★'.slice(0, Math.round(rep * 5)).padEnd(5, '☆');

  function newForecast(): Weather {
    const r = Math.random();
    return r < 0.4 ? 'sunny' : r < 0.6 ? 'hot' : r < 0.85 ? 'cloudy' : 'rainy';
  }
  /** Cash into the score (whole dollars); the $10 steps reached go to g.got, which may win. */
  function syncScore(steps = 0) {
    g.addScore(base + Math.round(cash) - g.score() - steps, true);
    if (steps > 0) g.got(steps);
  }
  function morning() {
    phase = 'morning';
    row = 0;
    forecast = day === 1 ? 'sunny' : newForecast();
    // Forecasts are right most days; when wrong, one step off.
    const i = ORDER.indexOf(forecast) + (g.chance(0.5) ? 1 : -1);
    weather = day > 1 && g.chance(0.2) ? ORDER[g.clamp(i, 0, 3)] : forecast;
    if (cash < cost()) return g.lose(`Broke on day ${day}`);
    while (spend() > cash + 1e-9) {
      if (plan.signs > 0 && plan.make * cost() < cash) plan.signs--;
      else plan.make--;
    }
  }
  function change(what: 'make' | 'signs' | 'price', by: number) {
    const before = { ...plan };
    if (what === 'price') plan.price = g.clamp(Math.round((plan.price + by) * 100) / 100, 0.05, 5);
    else plan[what] = Math.max(0, plan[what] + by);
    if (spend() > cash + 1e-9) {
      // as many as the cash allows, else no change
      if (what === 'make')
        plan.make = Math.max(before.make, Math.floor((cash - plan.signs * SIGN + 1e-9) / cost()));
      else Object.assign(plan, before);
      if (plan.make === before.make && plan.signs === before.signs) {
        shake = 0.3;
        return g.sound('bad');
      }
    }
    if (plan.make === before.make && plan.signs === before.signs && plan.price === before.price)
      return g.sound('bad');
    g.sound('tick');
  }
  function open() {
    phase = 'day';
    const spent = spend();
    cash -= spent;
    syncScore();
    stock = plan.make;
    const sky = SKIES[weather];
    const people = Math.round(sky.people * (1 + 0.8 * (1 - Math.exp(-plan.signs / 4))) * (0.75 + 0.5 * rep));
    arrivals = Array.from({ length: people }, () => g.rand(0, DAY)).sort((a, b) => a - b);
    tally = { people, sold: 0, pricey: 0, out: 0, happy: 0, income: 0, spent, rep };
    walkers = [];
    coins = [];
    clock = 0;
    fast = false;
    g.sound('jump');
  }
  function arrive() {
    const dir = g.chance(0.5) ? 1 : -1;
    const sky = SKIES[weather];
    const r = plan.price / fair();
    const plan_: Walker['plan'] = !g.chance(sky.thirst) ? 'pass' : g.chance(1.6 - r) ? 'buy' : 'pricey';
    walkers.push({
      x: dir > 0 ? -30 : g.W + 30,
      y: WALK_Y + g.rand(-8, 14),
      dir,
      speed: g.rand(110, 150) * g.design.params.speed,
      plan: plan_,
      wait: 0,
      done: false,
      holds: false,
      say: '',
      sayT: 0,
      look: g.int(0, 99),
    });
  }
  /** A walker reaches the stand: buys, finds it sold out, or balks at the price. */
  function atStand(w: Walker) {
    w.done = true;
    if (w.plan === 'pricey') {
      tally.pricey++;
      return say(w, 'Too pricey!');
    }
    if (w.plan !== 'buy') return;
    if (stock <= 0) {
      tally.out++;
      return say(w, 'Sold out?!');
    }
    stock--;
    w.wait = 0.5;
    w.holds = true;
    cash += plan.price;
    tally.sold++;
    tally.income += plan.price;
    if (plan.price < fair()) {
      tally.happy++;
      if (plan.price < fair() * 0.8) say(w, 'Yum!');
    }
    coins.push({ x: CX + g.rand(-20, 20), y: 350, t: 0, s: `+${money(plan.price)}` });
    syncScore();
    g.sound('point');
  }
  function say(w: Walker, s: string) {
    w.say = s;
    w.sayT = 1.3;
  }
  function evening() {
    phase = 'evening';
    clock = 0;
    // Happy buyers spread the word; balking and sold-out customers sour it (a day moves it 15% at most).
    const d = tally.happy * 0.012 - tally.pricey * 0.006 - tally.out * 0.01;
    rep = g.clamp(rep + g.clamp(d, -0.15, 0.15), 0, 1);
    g.sound(tally.income >= tally.spent ? 'win' : 'bad');
  }
  function nextDay() {
    const steps = Math.floor(Math.max(0, cash - START) / 10);
    syncScore(goal === null ? 0 : Math.max(0, steps - counted));
    counted = Math.max(counted, steps);
    if (g.state() !== 'play') return; // won
    if (!allDays && cash - START >= aim()) return g.win();
    if (day >= DAYS && allDays) return g.win(`Made ${money(cash - START)} in ${DAYS} days`);
    if (day >= DAYS) return g.lose(`Made ${money(cash - START)} of $${aim()}`);
    day++;
    morning();
  }

  // Morning ------------------------------------------------------------------------------------
  function morningButtons(): Button[] {
    const list: Button[] = [];
    const rows: ['make' | 'signs' | 'price', number][] = [
      ['make', 5],
      ['signs', 1],
      ['price', 0.05],
    ];
    rows.forEach(([what, step], i) => {
      const y = rowY(i) + 8;
      list.push({ x: 256, y, w: 60, h: 54, id: `${what}-`, act: () => change(what, -step) });
      list.push({ x: 388, y, w: 60, h: 54, id: `${what}+`, act: () => change(what, step) });
    });
    list.push({ x: 90, y: 540, w: 300, h: 62, id: 'open', act: open });
    return list;
  }
  const rowY = (i: number) => 270 + i * 80;
  function morningInput(dt: number) {
    const inp = g.input;
    buttons = morningButtons();
    if (inp.tapped) {
      const b = buttons.find((o) => g.within(inp.pointer, o));
      if (b) {
        row = b.id === 'open' ? 3 : Math.floor(buttons.indexOf(b) / 2);
        held = { id: b.id, t: 0 };
        return b.act();
      }
    }
    // A +/− held (finger or key) repeats after a moment.
    const keyHeld = ['ArrowLeft', 'ArrowRight', '-', '+', '='].some((k) => inp.keys.has(k));
    if (held && (inp.pointer.down || keyHeld)) {
      held.t += dt;
      const b = buttons.find((o) => o.id === held!.id);
      if (b && held.t > 0.45 && b.id !== 'open' && (keyHeld || g.within(inp.pointer, b))) {
        held.t -= 0.08;
        b.act();
      }
    } else held = null;
    if (inp.pressed('ArrowUp')) row = (row + 3) % 4;
    if (inp.pressed('ArrowDown')) row = (row + 1) % 4;
    const by =
      (inp.pressed('ArrowRight') || inp.pressed('+') || inp.pressed('=') ? 1 : 0) -
      (inp.pressed('ArrowLeft') || inp.pressed('-') ? 1 : 0);
    if (by && row < 3) {
      const b = buttons[row * 2 + (by > 0 ? 1 : 0)];
      held = { id: b.id, t: 0 };
      b.act();
    }
    if (inp.pressed('Enter') || (row === 3 && inp.pressed(' '))) open();
  }

  // The day ------------------------------------------------------------------------------------
  function dayUpdate(dt: number) {
    if (g.input.tapped || g.input.pressed(' ') || g.input.pressed('Enter')) {
      fast = !fast;
      g.sound('tick');
    }
    const step = dt * (fast ? 4 : 1);
    clock += step;
    while (arrivals.length && arrivals[0] <= clock) {
      arrivals.shift();
      arrive();
    }
    for (const w of walkers) {
      w.sayT -= step;
      if (w.wait > 0) {
        w.wait -= step;
        continue;
      }
      const before = w.x;
      w.x += w.dir * w.speed * step;
      if (!w.done && (before - CX) * (w.x - CX) <= 0) atStand(w);
    }
    walkers = walkers.filter((w) => w.x > -40 && w.x < g.W + 40);
    for (const c of coins) c.t += step;
    coins = coins.filter((c) => c.t < 1);
    if ((clock > DAY && !walkers.length) || clock > DAY + 6) evening();
  }

  // Drawing ------------------------------------------------------------------------------------
  function box(x: number, y: number, w: number, h: number, fill: string, stroke?: string, r = 12) {
    const { ctx } = g;
    ctx.fillStyle = fill;
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, r);
    ctx.fill();
    if (stroke) {
      ctx.strokeStyle = stroke;
      ctx.lineWidth = 3;
      ctx.stroke();
    }
  }
  function circle(x: number, y: number, r: number, fill: string) {
    g.ctx.fillStyle = fill;
    g.ctx.beginPath();
    g.ctx.arc(x, y, r, 0, Math.PI * 2);
    g.ctx.fill();
  }
  function cloud(x: number, y: number, s: number, fill: string) {
    circle(x - s * 0.55, y + s * 0.1, s * 0.45, fill);
    circle(x + s * 0.5, y + s * 0.15, s * 0.4, fill);
    circle(x, y - s * 0.15, s * 0.6, fill);
    g.ctx.fillRect(x - s * 0.55, y + s * 0.1, s * 1.05, s * 0.45);
  }
  function sun(x: number, y: number, r: number, fill: string, spin: number) {
    const { ctx } = g;
    ctx.strokeStyle = fill;
    ctx.lineWidth = r * 0.14;
    ctx.lineCap = 'round';
    for (let k = 0; k < 10; k++) {
      const a = spin + (k * Math.PI) / 5;
      ctx.beginPath();
      ctx.moveTo(x + Math.cos(a) * r * 1.25, y + Math.sin(a) * r * 1.25);
      ctx.lineTo(x + Math.cos(a) * r * 1.6, y + Math.sin(a) * r * 1.6);
      ctx.stroke();
    }
    circle(x, y, r, fill);
  }
  /** The weather as a little picture: a sun, a hot sun with heat waves, a cloud, or a raining cloud. */
  function drawWeather(w: Weather, x: number, y: number, r: number) {
    const { ctx } = g;
    const t = g.time;
    if (w === 'hot' || w === 'sunny')
      sun(x, y, r * (w === 'hot' ? 0.75 : 0.6), w === 'hot' ? '#f97316' : '#facc15', t * 0.4);
    if (w === 'hot') {
      ctx.strokeStyle = '#ef4444';
      ctx.lineWidth = 3;
      for (let k = -1; k <= 1; k++) {
        ctx.beginPath();
        for (let s = 0; s <= 12; s++)
          ctx.lineTo(x + k * r * 0.45 + Math.sin(s * 0.9 + t * 5) * 4, y + r * 1.3 + s * 2.2);
        ctx.stroke();
      }
    }
    if (w === 'cloudy') {
      sun(x + r * 0.35, y - r * 0.3, r * 0.4, '#facc15', t * 0.4);
      cloud(x - r * 0.1, y + r * 0.1, r * 0.8, '#e2e8f0');
    }
    if (w === 'rainy') {
      ctx.strokeStyle = '#60a5fa';
      ctx.lineWidth = 3;
      for (let k = 0; k < 5; k++) {
        const dx = x - r * 0.6 + k * r * 0.3;
        const dy = ((t * 60 + k * 17) % (r * 0.8)) + y + r * 0.5;
        ctx.beginPath();
        ctx.moveTo(dx, dy);
        ctx.lineTo(dx - 4, dy + 10);
        ctx.stroke();
      }
      cloud(x, y - r * 0.1, r * 0.8, '#94a3b8');
    }
  }
  function fitText(s: string, width: number, size: number): string {
    g.ctx.font = `bold ${size}px system-ui, sans-serif`;
    let out = s;
    while (out.length > 1 && g.ctx.measureText(out).width > width) out = out.slice(0, -2) + '…';
    return out;
  }
  function header() {
    g.text(`Day ${day} of ${DAYS}`, 16, 56, 18, fg, 'left');
    g.text(stars(), g.W - 16, 56, 20, accent, 'right');
    g.text(money(cash), CX, 90, 34, fg);
    const made = Math.max(0, cash - START);
    const ctx = g.ctx;
    ctx.fillStyle = fg + '33';
    ctx.fillRect(60, 116, 360, 10);
    ctx.fillStyle = accent;
    ctx.fillRect(60, 116, 360 * Math.min(1, made / aim()), 10);
    g.text(`made ${money(cash - START)} of $${aim()}`, CX, 140, 15, fg);
  }
  function drawMorning() {
    header();
    box(16, 158, 448, 96, fg + '14');
    drawWeather(forecast, 72, 204, 34);
    g.text('Forecast', 130, 182, 15, accent, 'left');
    g.text(SKIES[forecast].label, 130, 208, 24, fg, 'left');
    g.text(SKIES[forecast].hint, 130, 234, 15, fg + 'cc', 'left');
    const labels: [string, string, string][] = [
      [fitText(product, 150, 20), `${money(cost())} each, fresh`, String(plan.make)],
      ['Signs', `${money(SIGN)} each: more people`, String(plan.signs)],
      ['Price', fitText(`for one ${product}`, 165, 13), money(plan.price)],
    ];
    labels.forEach(([name, sub, value], i) => {
      const y = rowY(i);
      box(16, y, 448, 70, row === i ? accent + '33' : fg + '0d', row === i ? accent : undefined);
      if (i === 0) g.sprite('target', 46, y + 35, 40 * fit);
      else if (i === 1) drawSign(46, y + 35, 0.8);
      else drawTag(46, y + 35);
      g.text(name, 78, y + 24, 20, fg, 'left');
      g.text(sub, 78, y + 50, 13, fg + 'bb', 'left');
      g.text(value, 352, y + 35, value.length > 4 ? 21 : 26, fg);
    });
    for (const b of buttons ?? morningButtons()) {
      const isOpen = b.id === 'open';
      const down = held?.id === b.id && g.input.pointer.down;
      box(
        b.x,
        b.y + (down ? 2 : 0),
        b.w,
        b.h,
        isOpen ? accent : fg + '26',
        isOpen && row === 3 ? fg : undefined,
      );
      const label = isOpen ? 'Open the stand ▶' : b.id.endsWith('+') ? '+' : '−';
      g.text(label, b.x + b.w / 2, b.y + b.h / 2 + (down ? 2 : 0), isOpen ? 24 : 34, isOpen ? bg : fg);
    }
    const left = cash - spend();
    const dx = shake > 0 ? Math.sin(shake * 60) * 5 : 0;
    g.text(`Spend ${money(spend())} · ${money(left)} left`, CX + dx, 516, 17, shake > 0 ? '#f87171' : fg);
  }
  function drawSign(x: number, y: number, s: number) {
    const { ctx } = g;
    ctx.fillStyle = '#92400e';
    ctx.fillRect(x - 3 * s, y - 4 * s, 6 * s, 26 * s);
    box(x - 22 * s, y - 22 * s, 44 * s, 26 * s, '#fef3c7', '#92400e', 4);
    g.text('$', x, y - 9 * s, 16 * s, '#92400e');
  }
  function drawTag(x: number, y: number) {
    const { ctx } = g;
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(-0.5);
    box(-20, -12, 40, 24, accent, fg, 5);
    circle(-12, 0, 3, bg);
    ctx.restore();
    g.text('$', x + 4, y, 16, bg);
  }
  function drawStand() {
    const { ctx } = g;
    // posts, striped awning with a scalloped edge, the seller, the counter with the price sign
    ctx.fillStyle = '#92400e';
    ctx.fillRect(138, 280, 12, 160);
    ctx.fillRect(330, 280, 12, 160);
    for (let k = 0; k < 8; k++) {
      ctx.fillStyle = k % 2 ? '#f8fafc' : accent;
      ctx.fillRect(126 + k * 28.5, 262, 28.5, 34);
      ctx.beginPath();
      ctx.arc(140.25 + k * 28.5, 296, 14.25, 0, Math.PI);
      ctx.fill();
    }
    g.sprite('player', CX, 330 + Math.sin(g.time * 3) * 2, 64 * fit);
    ctx.fillStyle = '#b45309';
    ctx.fillRect(126, 356, 228, 84);
    ctx.fillStyle = '#78350f';
    ctx.fillRect(120, 350, 240, 10);
    box(CX - 56, 372, 112, 52, '#fef3c7', '#78350f', 8);
    g.sprite('target', CX - 30, 398, 30 * fit);
    g.text(money(plan.price), CX + 16, 398, 20, '#78350f');
    // what is left to sell, on the counter
    const shown = Math.min(stock, 4);
    for (let k = 0; k < shown; k++) g.sprite('target', 146 + k * 14, 338, 24 * fit);
    if (phase !== 'morning')
      g.text(stock > 0 ? `×${stock}` : 'sold out', 344, 336, 16, stock > 0 ? fg : '#f87171', 'right');
  }
  function drawWalker(w: Walker) {
    const { ctx } = g;
    const moving = w.wait <= 0;
    const stride = moving ? Math.sin(w.x * 0.12) * 7 : 0;
    if (g.design.roles.ally) g.sprite('ally', w.x, w.y - 16 - Math.abs(stride) * 0.4, 40 * fit);
    else {
      ctx.strokeStyle = '#334155';
      ctx.lineWidth = 5;
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(w.x, w.y);
      ctx.lineTo(w.x + stride, w.y + 16);
      ctx.moveTo(w.x, w.y);
      ctx.lineTo(w.x - stride, w.y + 16);
      ctx.stroke();
      box(w.x - 10, w.y - 26, 20, 28, SHIRTS[w.look % SHIRTS.length], undefined, 7);
      circle(w.x, w.y - 36, 10, SKIN[w.look % SKIN.length]);
    }
    if (w.holds) g.sprite('target', w.x + w.dir * 14, w.y - 14, 20 * fit);
    if (w.sayT > 0) {
      ctx.font = 'bold 13px system-ui, sans-serif';
      const tw = ctx.measureText(w.say).width + 14;
      box(w.x - tw / 2, w.y - 80, tw, 24, '#ffffff', undefined, 8);
      g.text(w.say, w.x, w.y - 68, 13, '#0f172a');
    }
  }
  function drawDay() {
    const { ctx } = g;
    const sky = ctx.createLinearGradient(0, 0, 0, 440);
    sky.addColorStop(0, SKIES[weather].color);
    sky.addColorStop(1, bg);
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, g.W, 440);
    drawWeather(weather, 400, 190, 44);
    ctx.fillStyle = fg + '22';
    ctx.fillRect(0, 440, g.W, 80); // the pavement
    ctx.fillStyle = fg + '33';
    ctx.fillRect(0, 440, g.W, 4);
    drawStand();
    if (weather === 'rainy') {
      ctx.strokeStyle = '#93c5fd88';
      ctx.lineWidth = 2;
      for (let k = 0; k < 50; k++) {
        const x = (k * 97 + g.time * 40) % g.W;
        const y = (k * 131 + g.time * 500) % 520;
        ctx.beginPath();
        ctx.moveTo(x, y);
        ctx.lineTo(x - 4, y + 12);
        ctx.stroke();
      }
    }
    for (const w of walkers) drawWalker(w);
    for (const c of coins) {
      const y = c.y - c.t * 220;
      ctx.globalAlpha = 1 - c.t;
      circle(c.x, y, 11, '#facc15');
      g.text('$', c.x, y, 14, '#854d0e');
      g.text(c.s, c.x + 36, y, 15, fg, 'left');
      ctx.globalAlpha = 1;
    }
    header();
    // the day's clock, what was sold, and the fast-forward button
    const t = Math.min(1, clock / (DAY + 3));
    g.text('9am', 20, 548, 14, fg, 'left');
    g.text('5pm', 460, 548, 14, fg, 'right');
    ctx.fillStyle = fg + '33';
    ctx.fillRect(60, 544, 360, 8);
    ctx.fillStyle = accent;
    ctx.fillRect(60, 544, 360 * t, 8);
    g.text(`Sold ${tally.sold} · took ${money(tally.income)}`, 20, 596, 18, fg, 'left');
    box(330, 572, 134, 48, fast ? accent : fg + '26');
    g.text(fast ? '▶▶ fast' : '▶ normal', 397, 596, 18, fast ? bg : fg);
  }
  function drawEvening() {
    drawDay();
    const { ctx } = g;
    ctx.fillStyle = 'rgba(0,0,0,0.55)';
    ctx.fillRect(0, 0, g.W, g.H);
    box(32, 150, 416, 420, bg, accent, 16);
    g.text(`Day ${day} is over`, CX, 182, 26, fg);
    drawWeather(weather, 80, 228, 24);
    const said = weather !== forecast ? ` (forecast: ${SKIES[forecast].label.toLowerCase()})` : '';
    g.text(fitText(`${SKIES[weather].label}${said}`, 330, 17), 114, 228, 17, fg, 'left');
    const profit = tally.income - tally.spent;
    const lines: [string, string, string?][] = [
      ['People passing', String(tally.people)],
      [`Sold`, `${tally.sold} of ${plan.make}`],
      ['Thrown away', String(plan.make - tally.sold)],
      ['Wanted one, sold out', String(tally.out), tally.out ? '#f87171' : undefined],
      ['Found it too pricey', String(tally.pricey), tally.pricey ? '#f87171' : undefined],
      ['Income', money(tally.income)],
      ['Costs', money(tally.spent)],
    ];
    lines.forEach(([k, v, c], i) => {
      g.text(k, 60, 270 + i * 28, 17, fg + 'cc', 'left');
      g.text(v, 420, 270 + i * 28, 17, c ?? fg, 'right');
    });
    g.text('Profit', 60, 478, 22, fg, 'left');
    g.text(
      `${profit >= 0 ? '+' : ''}${money(profit)}`,
      420,
      478,
      24,
      profit >= 0 ? '#4ade80' : '#f87171',
      'right',
    );
    const moved = rep - tally.rep;
    const arrow = moved > 0.005 ? ' ▲' : moved < -0.005 ? ' ▼' : '';
    g.text(`Reputation ${stars()}${arrow}`, CX, 512, 18, accent);
    if (clock > 0.5)
      g.text(day >= DAYS ? 'Tap or Enter to finish' : `Tap or Enter for day ${day + 1}`, CX, 548, 17, fg);
  }

  return {
    controls: 'Tap − and + (or arrows) to plan the day, then Open (Enter); tap to fast-forward',
    reset() {
      day = 1;
      cash = START;
      base = g.score();
      rep = 0.5;
      counted = 0;
      plan = { make: 20, signs: 1, price: 0.5 };
      stock = 0;
      held = null;
      shake = 0;
      walkers = [];
      coins = [];
      tally = { people: 0, sold: 0, pricey: 0, out: 0, happy: 0, income: 0, spent: 0, rep: 0.5 };
      buttons = [];
      morning();
      syncScore();
    },
    update(dt) {
      shake = Math.max(0, shake - dt);
      if (phase === 'morning') morningInput(dt);
      else if (phase === 'day') dayUpdate(dt);
      else {
        clock += dt;
        const go = g.input.tapped || g.input.pressed('Enter') || g.input.pressed(' ');
        if (go && clock > 0.5) nextDay();
      }
    },
    draw() {
      if (phase === 'morning') drawMorning();
      else if (phase === 'day') drawDay();
      else drawEvening();
    },
    light: () => ({ x: CX, y: 360 }),
    timeUp() {
      if (cash - START >= aim()) g.win();
      else g.lose(`Time's up: made ${money(cash - START)}`);
    },
  };
});
