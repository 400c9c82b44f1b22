// Roles: player = who cooks (a chef, a witch: at the counter, when there is one); target = the dish made
// (a burger, a pizza: shown when an order is served); ally = who orders (customers, or the creatures
// the prompt named); the design's extras = the ingredients (up to six).
// A kitchen: each customer comes with an order, the ingredients in the order they go in, over their
// head; you add them to the plate in that order (tap an ingredient, or keys 1-6, or the arrows and
// Space). The whole order served is 10 points and a bonus for the patience left; a wrong ingredient
// spoils the dish and a customer whose patience runs out leaves: each costs a life. Orders grow longer
// and customers less patient as you serve more (and on hard, and each level).
// Parts: levels (serve the goal, or 5 orders, to go up a level: longer orders, less patience), timer
// (the kitchen closes), highscores. A goal is the number of orders to serve.
import { boot, type Entity } from '../runtime';

const BIN = 132;
const BIN_Y = [450, 564];
const PLATE = { x: 240, y: 330 };
const PERSON = { x: 90, y: 150 };

type Phase = 'coming' | 'order' | 'served' | 'spoiled' | 'left';

boot((g) => {
  const parts: Entity[] = (g.design.extras ?? []).slice(0, 6);
  // A design without ingredients still plays: the dish and who orders are what is there.
  const foods = parts.length >= 2 ? parts : [g.role('target'), g.role('ally')];
  const cook = g.design.roles.player;
  const cols = foods.length > 4 ? 3 : 2;
  let order: number[];
  let made: number[];
  let phase: Phase;
  let t: number;
  let patience: number;
  let wait: number;
  let served: number;
  let cursor: number;
  let wrongAt: number;

  const binAt = (i: number) => ({
    x: 240 + ((i % cols) - (cols - 1) / 2) * (BIN + 12),
    y: BIN_Y[Math.floor(i / cols)],
  });
  const lengthOf = () =>
    g.clamp(
      3 + Math.floor(served / 4) + (g.design.params.difficulty === 'hard' ? 1 : 0) + (g.level - 1),
      3,
      7,
    );

  function next() {
    const n = lengthOf();
    order = Array.from({ length: n }, () => g.int(0, foods.length - 1));
    made = [];
    wait = (4 + n * 2.2) / g.diff / (1 + 0.08 * (g.level - 1) + served * 0.01);
    patience = wait;
    phase = 'coming';
    t = 0;
  }
  function add(i: number) {
    if (phase !== 'order' || i < 0 || i >= foods.length) return;
    const want = order[made.length];
    if (i !== want) {
      wrongAt = i;
      phase = 'spoiled';
      t = 0;
      g.sound('bad');
      g.loseLife();
      return;
    }
    made.push(i);
    g.sound('tick');
    if (made.length < order.length) return;
    phase = 'served';
    t = 0;
    served += 1;
    g.addScore(10 + Math.round((10 * patience) / wait));
    if (g.design.params.goal !== null) g.got(1);
    else if (g.has('levels') && served % 5 === 0) g.win();
  }

  return {
    controls: 'Add what the order shows, in order: tap it, press its number, or the arrows and Space',
    reset() {
      served = 0;
      cursor = 0;
      wrongAt = -1;
      next();
    },
    update(dt) {
      t += dt;
      if (phase === 'coming') {
        if (t > 0.5) [phase, t] = ['order', 0];
        return;
      }
      if (phase !== 'order') {
        if (t > 1.1) next();
        return;
      }
      patience -= dt;
      if (patience <= 0) {
        phase = 'left';
        t = 0;
        g.sound('bad');
        g.loseLife();
        return;
      }
      const inp = g.input;
      for (let k = 1; k <= foods.length; k++) if (inp.pressed(String(k))) add(k - 1);
      if (inp.pressed('ArrowRight')) cursor = (cursor + 1) % foods.length;
      if (inp.pressed('ArrowLeft')) cursor = (cursor + foods.length - 1) % foods.length;
      if (inp.pressed('ArrowDown')) cursor = Math.min(foods.length - 1, cursor + cols);
      if (inp.pressed('ArrowUp')) cursor = Math.max(0, cursor - cols);
      if (inp.pressed(' ') || inp.pressed('Enter')) add(cursor);
      if (inp.tapped)
        add(
          foods.findIndex(
            (_, i) => Math.abs(inp.tapAt.x - binAt(i).x) < BIN / 2 && Math.abs(inp.tapAt.y - binAt(i).y) < 52,
          ),
        );
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      const fit = 1 / Math.max(1, g.design.params.size);
      // Who orders, walking in, with the order over their head.
      const away = PERSON.x + 80;
      const leaving = (phase === 'served' || phase === 'left') && t > 0.5;
      const px =
        phase === 'coming'
          ? PERSON.x - away * (1 - t / 0.5)
          : leaving
            ? PERSON.x - away * Math.min(1, (t - 0.5) / 0.6)
            : PERSON.x;
      g.sprite('ally', px, PERSON.y, 76 * fit);
      if (phase !== 'coming') {
        const w = 40 * order.length + 24;
        const bx = Math.min(g.W - w - 12, PERSON.x + 56);
        ctx.fillStyle = '#ffffffee';
        ctx.beginPath();
        ctx.roundRect(bx, PERSON.y - 62, w, 56, 14);
        ctx.fill();
        order.forEach((f, i) => {
          ctx.globalAlpha = i < made.length ? 0.3 : 1;
          g.sprite(foods[f], bx + 32 + i * 40, PERSON.y - 34, 32 * fit);
        });
        ctx.globalAlpha = 1;
        // Patience: a bar under the order, red when little is left.
        const left = Math.max(0, patience / wait);
        ctx.fillStyle = fg + '33';
        ctx.fillRect(bx, PERSON.y + 4, w, 8);
        ctx.fillStyle = left < 0.3 ? '#ef4444' : accent;
        ctx.fillRect(bx, PERSON.y + 4, w * left, 8);
      }
      // The plate, with what is on it so far (the dish itself once served).
      ctx.fillStyle = fg + '22';
      ctx.beginPath();
      ctx.ellipse(PLATE.x, PLATE.y + 44, 130, 26, 0, 0, Math.PI * 2);
      ctx.fill();
      if (cook) g.sprite('player', 424, PLATE.y - 6, 84 * fit);
      if (phase === 'served') g.sprite('target', PLATE.x, PLATE.y, 110 * fit);
      else
        made.forEach((f, i) => {
          const x = PLATE.x - ((made.length - 1) * 34) / 2 + i * 34;
          g.sprite(foods[f], x, PLATE.y + 24 - (i % 2) * 16, 46 * fit);
        });
      // (in the page's language, things by what they are called there)
      const line = (english: string, thing?: Entity) =>
        g.say(english).replace('{x}', thing ? g.say(thing.name) : '');
      const said =
        phase === 'served'
          ? line('{x} served!', g.role('target'))
          : phase === 'spoiled'
            ? line('Not the {x}!', foods[wrongAt])
            : phase === 'left'
              ? line('The {x} left…', g.role('ally'))
              : line('Next: {x}', foods[order[made.length]]);
      g.text(said, 240, 246, 22, phase === 'served' ? accent : phase === 'order' ? fg : '#f87171');
      g.text(g.say('Served {n}').replace('{n}', String(served)), 400, 74, 16, fg + 'cc');
      // The ingredients, each in its bin with its key.
      foods.forEach((e, i) => {
        const { x, y } = binAt(i);
        const lit = cursor === i && phase === 'order';
        ctx.fillStyle = lit ? accent + '44' : fg + '14';
        ctx.strokeStyle = lit ? accent : fg + '44';
        ctx.lineWidth = lit ? 4 : 2;
        ctx.beginPath();
        ctx.roundRect(x - BIN / 2, y - 50, BIN, 100, 14);
        ctx.fill();
        ctx.stroke();
        g.sprite(e, x, y - 6, 56 * fit);
        g.text(String(i + 1), x - BIN / 2 + 14, y - 36, 13, fg + '99');
        g.text(g.say(e.name), x, y + 38, 13, fg + 'cc');
      });
    },
    light: () => binAt(cursor),
    timeUp() {
      if (served > 0) g.win(`Kitchen closed: ${served} served`);
      else g.lose('Kitchen closed: nothing served');
    },
  };
});
