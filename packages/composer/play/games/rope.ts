// Roles: shot = the sweet on the ropes (a candy unless named); target = the stars to catch on the way;
// goal = who eats it (a little green monster unless named). Parts: timer, highscores. Cut the rope
// (rope.ts): the sweet hangs from ropes and swings; a swipe across a rope cuts it (or Space cuts the next
// one). Caught in the monster's mouth, the level is won (points for each star on the way); fallen off the
// screen, a life is lost and the level starts again. Three hand-made levels make a round (with the
// levels part, each is a level of the runtime's, as many as params.levels says, round again).
import { boot, type Vec } from '../runtime';
import { cut, hang, holds, step, sweetOf, type World } from '../rope';

interface Level {
  sweet: Vec;
  pins: Vec[];
  stars: Vec[];
  mouth: Vec;
}
const LEVELS: Level[] = [
  { sweet: { x: 240, y: 230 }, pins: [{ x: 240, y: 90 }], stars: [{ x: 240, y: 330 }, { x: 240, y: 410 }, { x: 240, y: 480 }], mouth: { x: 240, y: 560 } }, // prettier-ignore
  { sweet: { x: 240, y: 230 }, pins: [{ x: 110, y: 100 }, { x: 370, y: 100 }], stars: [{ x: 330, y: 300 }, { x: 370, y: 390 }, { x: 370, y: 470 }], mouth: { x: 370, y: 560 } }, // prettier-ignore
  { sweet: { x: 200, y: 230 }, pins: [{ x: 60, y: 120 }, { x: 400, y: 90 }, { x: 240, y: 70 }], stars: [{ x: 300, y: 250 }, { x: 150, y: 380 }, { x: 110, y: 470 }], mouth: { x: 100, y: 565 } }, // prettier-ignore
];

boot((g) => {
  g.showLives(true);
  // (with the levels part each level is the runtime's; without it, the three are one round)
  const own = !g.has('levels');
  const count = () => LEVELS.length;
  let stage: number;
  let world: World;
  let stars: (Vec & { got: boolean })[];
  let last: Vec | null; // where the pointer was a frame ago, while it is down
  let eaten: number; // seconds since the sweet was eaten (-1 before)
  let acc: number;

  const level = () => LEVELS[stage % LEVELS.length];
  function begin() {
    world = hang(level().sweet, level().pins);
    stars = level().stars.map((s) => ({ ...s, got: false }));
    last = null;
    eaten = -1;
    acc = 0;
  }

  return {
    controls: 'Swipe across a rope to cut it (or Space cuts the next one); feed the sweet to the monster',
    reset() {
      stage = own ? 0 : g.level - 1;
      begin();
    },
    update(dt) {
      if (eaten >= 0) {
        if ((eaten += dt) < 1) return;
        if (!own) return g.win();
        stage += 1;
        if (stage >= count()) return g.win();
        return begin();
      }
      const inp = g.input;
      const p = inp.pointer;
      if (p.down) {
        if (last && cut(world, last, p).length) g.sound('shoot');
        last = { x: p.x, y: p.y };
      } else last = null;
      if (inp.pressed(' ')) {
        const next = world.ropes.findIndex((_, r) => holds(world, r));
        if (next >= 0) {
          const link = world.links[world.ropes[next][Math.floor(world.ropes[next].length / 2)]];
          link.cut = true;
          g.sound('shoot');
        }
      }
      // (fixed steps: the same swing on any frame rate)
      for (acc += dt; acc >= 1 / 120; acc -= 1 / 120) step(world, 1 / 120);
      const s = sweetOf(world);
      for (const star of stars)
        if (!star.got && Math.hypot(s.x - star.x, s.y - star.y) < 28) {
          star.got = true;
          g.addScore(10);
          g.sound('point');
        }
      if (Math.hypot(s.x - level().mouth.x, s.y - level().mouth.y) < 42) {
        eaten = 0;
        g.addScore(50);
        g.sound('win');
      } else if (s.y > g.H + 40 || s.x < -40 || s.x > g.W + 40) {
        g.sound('bad');
        if (g.loseLife()) begin();
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      const s = sweetOf(world);
      for (const star of stars) if (!star.got) g.sprite('target', star.x, star.y, 34);
      // the monster, its mouth wide as the sweet comes near
      const near = Math.hypot(s.x - level().mouth.x, s.y - level().mouth.y);
      const open = eaten >= 0 ? 1 : Math.max(0, 1 - near / 220);
      g.sprite('goal', level().mouth.x, level().mouth.y, 64 + open * 16);
      // the ropes: each link still there, brown; the pins they hang from
      ctx.strokeStyle = '#a16207';
      ctx.lineWidth = 4;
      ctx.lineCap = 'round';
      for (const l of world.links) {
        if (l.cut) continue;
        const a = world.points[l.a];
        const b = world.points[l.b];
        ctx.beginPath();
        ctx.moveTo(a.x, a.y);
        ctx.lineTo(b.x, b.y);
        ctx.stroke();
      }
      ctx.fillStyle = fg;
      for (const pin of level().pins) {
        ctx.beginPath();
        ctx.arc(pin.x, pin.y, 7, 0, Math.PI * 2);
        ctx.fill();
      }
      if (eaten < 0) g.sprite('shot', s.x, s.y, 40);
      if (last && g.input.pointer.down) {
        ctx.strokeStyle = accent;
        ctx.lineWidth = 3;
        ctx.beginPath();
        ctx.moveTo(last.x, last.y);
        ctx.lineTo(g.input.pointer.x, g.input.pointer.y);
        ctx.stroke();
      }
      const got = stars.filter((x) => x.got).length;
      // (the runtime shows the level when it counts them)
      const where = own ? `${g.say('Level')} ${stage + 1}/${count()}   ` : '';
      g.text(`${where}⭐ ${got}/${stars.length}`, g.W / 2, 52, 18, fg);
    },
  };
});
