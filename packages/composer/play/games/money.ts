// Roles: ally = the customer, extras = what the shop sells (an apple, a cookie, a pencil… or what the idea
// names). Parts: highscores, timer. Counting money at a till (money.ts): a customer buys a thing at a
// price; tap the coins (pennies, nickels, dimes and quarters, or euro coins) to put the exact amount on
// the counter, a coin there (or Take back) to take it off, then Check. Right or not, the next customer
// comes; after ten (or as asked) the round ends with how many were right, and a smiley.
import { boot, type Box } from '../runtime';
import { panel } from '../panel';
import { CURRENCIES, fewest, priceFor, total, written, type Coin } from '../money';

const TRAY_Y = 470;
const BACK: Box = { x: 24, y: 560, w: 200, h: 56 };
const CHECK: Box = { x: 256, y: 560, w: 200, h: 56 };
const COUNTER = { x: 24, y: 300, w: 432, h: 130 };

boot((g) => {
  g.showLives(false);
  const currency = g.design.params.currency ?? 'usd';
  const coins = CURRENCIES[currency];
  const customers = g.design.params.goal ?? 10;
  const top = currency === 'usd' ? 99 : 200;
  const items = g.design.extras?.length ? g.design.extras : [];
  let served: number;
  let right: number;
  let price: number;
  let item: number;
  let down: Coin[];
  let said: { text: string; good: boolean; t: number; shown: Coin[] } | null;

  const trayBox = (i: number): Box => {
    const w = g.W / coins.length;
    return { x: i * w, y: TRAY_Y, w, h: 76 };
  };
  const placed = (i: number) => {
    const perRow = 9;
    return { x: COUNTER.x + 28 + (i % perRow) * 46, y: COUNTER.y + 34 + Math.floor(i / perRow) * 46 };
  };
  function next() {
    price = priceFor(served, customers, top, Math.random);
    item = Math.floor(Math.random() * Math.max(1, items.length));
    down = [];
  }
  function check() {
    const sum = total(down);
    const ok = sum === price;
    if (ok) {
      right += 1;
      g.addScore(10);
      g.got(1);
      g.sound('win');
    } else g.sound('bad');
    // (a wrong one is shown one way to pay it)
    said = {
      text: ok ? `✓ ${g.say('Right!')}` : sum > price ? g.say('Too much') : g.say('Not enough'),
      good: ok,
      t: 0,
      shown: ok ? [] : fewest(price, coins),
    };
    served += 1;
  }
  function coin(c: Coin, x: number, y: number, r: number) {
    const { ctx } = g;
    ctx.fillStyle = c.colour;
    ctx.strokeStyle = '#57534e';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    ctx.strokeStyle = 'rgba(255,255,255,0.5)';
    ctx.beginPath();
    ctx.arc(x, y, r - 4, 0, Math.PI * 2);
    ctx.stroke();
    g.text(c.label, x, y, Math.round(r * 0.6), '#1c1917');
  }

  return {
    controls: 'Tap the coins to pay the exact price, tap one on the counter to take it back, then Check',
    reset() {
      served = 0;
      right = 0;
      said = null;
      next();
    },
    update(dt) {
      const inp = g.input;
      if (said) {
        said.t += dt;
        if (said.t < (said.good ? 1 : 2.2)) return;
        said = null;
        if (served >= customers) {
          const end = `${right} / ${customers} ${g.say('right')} ${right >= customers * 0.7 ? '😀' : '🙂'}`;
          return right >= Math.ceil(customers / 2) ? g.win(end) : g.lose(end);
        }
        return next();
      }
      if (!inp.tapped && !inp.pressed('Enter') && !inp.pressed('Backspace')) return;
      const k = coins.findIndex((_, i) => inp.tapped && g.within(inp.pointer, trayBox(i)));
      if (k >= 0 && down.length < 27) {
        down.push(coins[k]);
        g.sound('tick');
      }
      // a coin on the counter tapped goes back
      const on = down.findIndex((c, i) => inp.tapped && Math.hypot(inp.pointer.x - placed(i).x, inp.pointer.y - placed(i).y) < 22); // prettier-ignore
      if (on >= 0) down.splice(on, 1);
      if ((inp.tapped && g.within(inp.pointer, BACK)) || inp.pressed('Backspace')) down.pop();
      if ((inp.tapped && g.within(inp.pointer, CHECK)) || inp.pressed('Enter')) check();
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      // the customer, what they buy and its price tag
      g.sprite('ally', 110, 150, 90);
      if (items.length) g.sprite(items[item], 250, 160, 64);
      ctx.fillStyle = '#fef3c7';
      ctx.beginPath();
      ctx.roundRect(300, 120, 150, 70, 10);
      ctx.fill();
      g.text(written(price, currency), 375, 155, 34, '#1c1917');
      g.text(`${g.say('Customer')} ${Math.min(served + 1, customers)} / ${customers}`, g.W / 2, 70, 18, fg);
      g.text(`✓ ${right}`, g.W - 20, 70, 18, accent, 'right');
      // the counter with the coins put down, and their sum
      ctx.fillStyle = '#92400e';
      ctx.fillRect(COUNTER.x, COUNTER.y, COUNTER.w, COUNTER.h);
      ctx.fillStyle = '#b45309';
      ctx.fillRect(COUNTER.x, COUNTER.y, COUNTER.w, 10);
      (said?.shown.length ? said.shown : down).forEach((c, i) => coin(c, placed(i).x, placed(i).y, 20));
      g.text(`${g.say('On the counter')}: ${written(total(down), currency)}`, g.W / 2, COUNTER.y - 24, 20, '#ffffff'); // prettier-ignore
      // the coins to pay with
      coins.forEach((c, i) => {
        const b = trayBox(i);
        coin(c, b.x + b.w / 2, b.y + b.h / 2, Math.min(c.r, b.w / 2 - 4));
      });
      panel(g, BACK, down.length > 0);
      g.text(`↶ ${g.say('Take back')}`, BACK.x + BACK.w / 2, BACK.y + BACK.h / 2, 18, fg);
      panel(g, CHECK, true);
      g.text(`✓ ${g.say('Check')}`, CHECK.x + CHECK.w / 2, CHECK.y + CHECK.h / 2, 20, '#ffffff');
      if (said) {
        ctx.fillStyle = 'rgba(0,0,0,0.6)';
        ctx.fillRect(0, 220, g.W, 60);
        const extra = said.shown.length ? ` — ${g.say('like this')}:` : '';
        g.text(said.text + extra, g.W / 2, 250, 24, said.good ? accent : '#fca5a5');
      }
    },
  };
});
