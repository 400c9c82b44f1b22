// Roles: player = the ants of the colony (an ant when none is named); target = the food they gather
// (piles of it; a cookie when none is named); goal = their nest (a mound when none is named); hazard
// (optional) = what walks the field and eats an ant it meets (a spider). An ant colony on its own: the
// ants wander out, smell food near them, carry a crumb home and mark the way back with a trail the
// others follow out to the food (play/colony.ts); the trail fades unless walked again. Tap (or Space
// for a spot of its own) to put down a pile of food. Each crumb home is one g.got: a goal of N wins on
// that many (100 when none is said; never when it is a toy, params.gentle). No lives: with a hazard, the colony lasts while ants are left.
// Parts: timer, levels (each level fewer ants to start with, more food to gather), night (a light on
// the nest and one on each pile), highscores.
import { boot, type Vec } from '../runtime';
import { CELL, makeColony, placeFood, stepColony, type Colony } from '../colony';

const TOP = 60; // the field starts under the score line
const ANTS = 36;

boot((g) => {
  g.showLives(false);
  const goal = g.design.params.goal ?? 100;
  const hunter = !!g.design.roles.hazard;
  let c: Colony;
  let home: number;
  let spiders: (Vec & { a: number })[];
  let placed: number; // seconds since food was last put down (a tap held does not pour it)

  const nest = () => c.nest;
  return {
    controls: 'Tap to put down food for the ants (or Space)',
    reset() {
      c = makeColony(
        g.W,
        g.H - TOP,
        { x: g.W / 2, y: g.H - TOP - 90 },
        Math.max(12, ANTS - (g.level - 1) * 6),
      );
      // two piles to find at the start, away from the nest
      placeFood(c, g.rand(60, 180), g.rand(60, 200), 40);
      placeFood(c, g.rand(300, 420), g.rand(60, 260), 40);
      home = 0;
      placed = 1;
      spiders = hunter ? [{ x: 60, y: 300, a: 0 }] : [];
    },
    update(dt) {
      const inp = g.input;
      placed += dt;
      if (inp.tapped && inp.tapAt.y > TOP && placed > 0.2) {
        placeFood(c, inp.tapAt.x, inp.tapAt.y - TOP, 30);
        placed = 0;
        g.sound('tick');
      }
      if (inp.pressed(' ')) placeFood(c, g.rand(40, g.W - 40), g.rand(40, 300), 30);
      const brought = stepColony(c, dt, Math.random);
      if (brought) {
        home += brought;
        g.got(brought, 'target');
        if (g.design.params.goal === null && !g.design.params.gentle && home >= goal) g.win(); // (a toy: never)
      }
      // a spider walks the field and eats the ants it meets
      for (const s of spiders) {
        s.a += (g.rand(-1, 1) * 2 + 0.3) * dt;
        s.x = g.clamp(s.x + Math.cos(s.a) * 40 * g.pace('hazard') * dt, 20, g.W - 20);
        s.y = g.clamp(s.y + Math.sin(s.a) * 40 * g.pace('hazard') * dt, 20, g.H - TOP - 20);
        if (s.x <= 20 || s.x >= g.W - 20) s.a = Math.PI - s.a;
        if (s.y <= 20 || s.y >= g.H - TOP - 20) s.a = -s.a;
        const eaten = c.ants.filter((a) => g.hit(a, s, 16));
        if (eaten.length) {
          c.ants = c.ants.filter((a) => !eaten.includes(a));
          g.sound('hit');
        }
      }
      if (hunter && !c.ants.length) g.lose(g.say('The colony is gone'));
    },
    draw() {
      const { ctx } = g;
      const { accent, fg } = g.design.setting;
      ctx.save();
      ctx.translate(0, TOP);
      // the trail: where it is strong, the ants' colour
      ctx.fillStyle = accent;
      for (let row = 0; row < c.rows; row++)
        for (let col = 0; col < c.cols; col++) {
          const v = c.trail[row * c.cols + col];
          if (v < 0.08) continue;
          ctx.globalAlpha = Math.min(0.55, v / 6);
          ctx.fillRect(col * CELL, row * CELL, CELL, CELL);
        }
      ctx.globalAlpha = 1;
      // the nest: a mound with its way in, or what the design names
      const n = nest();
      if (g.design.roles.goal) g.sprite('goal', n.x, n.y, 48);
      else {
        ctx.fillStyle = '#8b5a2b';
        ctx.beginPath();
        ctx.ellipse(n.x, n.y + 6, 34, 18, 0, Math.PI, 0);
        ctx.fill();
        ctx.fillStyle = '#2b1a0c';
        ctx.beginPath();
        ctx.ellipse(n.x, n.y + 2, 7, 5, 0, 0, Math.PI * 2);
        ctx.fill();
      }
      for (const p of c.piles) g.sprite('target', p.x, p.y, 18 + Math.min(22, p.left / 2));
      // (an ant faces left as drawn: turned to its heading)
      for (const a of c.ants) {
        g.sprite('player', a.x, a.y, 14, a.a + Math.PI);
        if (a.carrying) g.sprite('target', a.x + Math.cos(a.a) * 8, a.y + Math.sin(a.a) * 8, 7);
      }
      for (const s of spiders) g.sprite('hazard', s.x, s.y, 30);
      ctx.restore();
      g.text(
        `${g.say('Ants')} ${c.ants.length}  ${g.say('Food stored')} ${home}`,
        12,
        TOP + 18,
        15,
        fg + 'bb',
        'left',
      );
    },
    light: () => [
      { x: nest().x, y: nest().y + TOP, r: 110 },
      ...c.piles.map((p) => ({ x: p.x, y: p.y + TOP, r: 70 })),
    ],
    timeUp: () => g.win(), // (the colony lasted the clock: what it gathered is the score)
  };
});
