// Roles: player (when named) = the farmer, by the field. Crops are carrots, strawberries and pumpkins
// (farm.ts). Parts: timer, highscores. A field of nine plots: pick a seed below (carrots to start; the
// dearer ones pay more), tap bare soil to plant it, tap a planted plot to water it for the day, tap a
// ripe crop to harvest it into the basket; Sell takes the basket to the market; Next day ends the day and
// what was watered grows. Reach the goal's coins (300 unless said) to win; broke with nothing growing,
// it is over. Keys: arrows and Space on the plots, 1-3 the seeds, S sells, N the next day. params.animals:
// pens on the right, each animal fed a day (a tap) for its egg, milk or wool next morning; params.seasons:
// a week each, nothing grows in winter.
import { boot, type Box } from '../runtime';
import { panel } from '../panel';
import { ANIMALS, CROPS, feed, harvest, newFarm, nextDay, plant, ripe, seasonOf, SEASONS, sell, stuck, water, type Farm } from '../farm'; // prettier-ignore

const COLS = 3;
const Y0 = 110;
const SELL: Box = { x: 24, y: 560, w: 200, h: 50 };
const NEXT: Box = { x: 256, y: 560, w: 200, h: 50 };

boot((g) => {
  g.showLives(false);
  const target = g.design.params.goal ?? 300;
  const { animals = [], seasons = false } = g.design.params;
  // (with animals the field makes room for their pens on the right)
  const CELL = animals.length ? 96 : 112;
  const X0 = animals.length ? 16 : (480 - COLS * CELL) / 2;
  const penBox = (i: number): Box => ({ x: 326, y: Y0 + 4 + i * 86, w: 140, h: 78 });
  let farm: Farm;
  let seed: number;
  let cursor: number;
  let said: { text: string; left: number };

  const plotBox = (i: number): Box => ({ x: X0 + (i % COLS) * CELL + 4, y: Y0 + Math.floor(i / COLS) * CELL + 4, w: CELL - 8, h: CELL - 8 }); // prettier-ignore
  const seedBox = (c: number): Box => ({ x: 24 + c * 148, y: 470, w: 136, h: 64 });
  const say = (text: string) => (said = { text, left: 1.4 });

  function tend(i: number) {
    const p = farm.plots[i];
    if (ripe(p)) {
      harvest(farm, i);
      g.sound('point');
    } else if (p.crop < 0) {
      if (plant(farm, i, seed)) g.note(330, 0.08, 'triangle', 0.05);
      else say(g.say('Not enough coins'));
    } else if (water(farm, i)) g.note(660, 0.08, 'sine', 0.05);
  }
  function market() {
    const got = sell(farm);
    if (!got) return say(g.say('The basket is empty'));
    g.addScore(got);
    g.sound('win');
    say(`+${got} 🪙`);
    if (farm.coins >= target) g.win(`${g.say('Coins')}: ${farm.coins}`);
  }
  function sleep() {
    const withered = nextDay(farm);
    g.sound('tick');
    say(withered ? `${g.say('Day')} ${farm.day} · ${withered} 🥀` : `${g.say('Day')} ${farm.day}`);
  }

  return {
    controls:
      'Tap a seed, then bare soil to plant; tap a plant to water it, a ripe one to harvest; Sell, then Next day',
    reset() {
      farm = newFarm(COLS * 3, 20, animals.slice(0, 4), seasons);
      seed = 0;
      cursor = 4;
      said = { text: '', left: 0 };
    },
    update(dt) {
      said.left -= dt;
      if (stuck(farm)) return g.lose('Out of coins');
      const inp = g.input;
      if (inp.tapped) {
        const p = inp.tapAt;
        const plot = farm.plots.findIndex((_, i) => g.within(p, plotBox(i)));
        const pick = CROPS.findIndex((_, c) => g.within(p, seedBox(c)));
        const pen = farm.animals.findIndex((_, i) => g.within(p, penBox(i)));
        if (pen >= 0) {
          if (feed(farm, pen)) g.note(520, 0.1, 'triangle', 0.05);
          else if (!farm.animals[pen].fed) say(g.say('Not enough coins'));
        } else if (plot >= 0) {
          cursor = plot;
          tend(plot);
        } else if (pick >= 0) seed = pick;
        else if (g.within(p, SELL)) market();
        else if (g.within(p, NEXT)) sleep();
      }
      const dx = (inp.pressed('ArrowRight') ? 1 : 0) - (inp.pressed('ArrowLeft') ? 1 : 0);
      const dy = (inp.pressed('ArrowDown') ? 1 : 0) - (inp.pressed('ArrowUp') ? 1 : 0);
      if (dx || dy) cursor = g.clamp(Math.floor(cursor / COLS) + dy, 0, 2) * COLS + g.clamp((cursor % COLS) + dx, 0, COLS - 1); // prettier-ignore
      if (inp.pressed(' ') || inp.pressed('Enter')) tend(cursor);
      for (let c = 0; c < CROPS.length; c++) if (inp.pressed(String(c + 1))) seed = c;
      if (inp.pressed('s')) market();
      if (inp.pressed('n')) sleep();
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      g.text(`🪙 ${farm.coins}`, 20, 56, 22, accent, 'left');
      const season = SEASONS[seasonOf(farm)];
      g.text(`${g.say('Day')} ${farm.day}${seasons ? `  ${season.emoji} ${g.say(season.name)}` : ''}`, g.W / 2, 56, 20, fg); // prettier-ignore
      g.text(`${g.say('Goal')} ${target}`, g.W - 20, 56, 16, fg, 'right');
      const goods = Object.entries(farm.goods).map(([name, n]) => `${ANIMALS.find((a) => a.product === name)!.productEmoji}×${n}`); // prettier-ignore
      const basket = [
        ...farm.basket.map((n, c) => (n ? `${CROPS[c].emoji}×${n}` : '')).filter(Boolean),
        ...goods,
      ];
      // the pens: each animal, what feeding costs, fed or not today
      farm.animals.forEach((a, i) => {
        const b = penBox(i);
        const kind = ANIMALS[a.kind];
        panel(g, b, !a.fed);
        g.text(kind.emoji, b.x + 30, b.y + b.h / 2, 36);
        g.text(
          a.fed ? `✓ ${kind.productEmoji}` : `${g.say('Feed')} ${kind.feed}🪙`,
          b.x + 95,
          b.y + b.h / 2,
          15,
          fg,
        );
      });
      g.text(`🧺 ${basket.join(' ') || '—'}`, g.W / 2, 86, 16, fg);
      if (g.design.roles.player) g.sprite('player', 30, 250, 44);
      farm.plots.forEach((p, i) => {
        const b = plotBox(i);
        ctx.fillStyle = p.watered ? '#5b3a1e' : '#8b5a2b'; // (wet soil is darker)
        ctx.beginPath();
        ctx.roundRect(b.x, b.y, b.w, b.h, 8);
        ctx.fill();
        if (i === cursor) {
          ctx.strokeStyle = accent;
          ctx.lineWidth = 3;
          ctx.stroke();
        }
        const mid = { x: b.x + b.w / 2, y: b.y + b.h / 2 };
        if (p.crop < 0) return;
        const crop = CROPS[p.crop];
        const look = ripe(p) ? crop.emoji : p.grown === 0 ? '🌱' : '🌿';
        g.text(look, mid.x, mid.y - 4, ripe(p) ? 46 : 30 + p.grown * 6);
        if (!ripe(p))
          g.text(`${p.grown}/${crop.days}${p.watered ? ' 💧' : ''}`, mid.x, b.y + b.h - 12, 13, '#fde68a');
      });
      CROPS.forEach((c, k) => {
        const b = seedBox(k);
        panel(g, b, k === seed);
        g.text(
          `${c.emoji} ${c.seed}🪙`,
          b.x + b.w / 2,
          b.y + 22,
          18,
          farm.coins >= c.seed ? '#ffffff' : fg + '77',
        );
        g.text(`→ ${c.sells} · ${c.days}d`, b.x + b.w / 2, b.y + 46, 13, fg + 'cc');
      });
      panel(g, SELL, basket.length > 0);
      g.text(`🛒 ${g.say('Sell')}`, SELL.x + SELL.w / 2, SELL.y + SELL.h / 2, 18, fg);
      panel(g, NEXT, true);
      g.text(`☀️ ${g.say('Next day')}`, NEXT.x + NEXT.w / 2, NEXT.y + NEXT.h / 2, 18, fg);
      if (said.left > 0) g.text(said.text, g.W / 2, Y0 + 3 * CELL + 12, 18, '#ffffff');
    },
  };
});
