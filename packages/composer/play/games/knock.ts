// Knock things off the table, as a cat does, while nobody is looking.
// Roles: player (the cat, walking along the table top), target (what stands on the table: when the
// design names one kind, that in its kinds; else cups, vases, plants, phones…), enemy (the owner, who
// comes to the door now and then). Parts: timer, levels, highscores.
// Left/Right (or a drag) walks; Space or a tap swipes a paw at what is in front, which flies off the
// edge and breaks on the floor (g.got). New things are put back on the table. The owner's steps are
// heard ("!") before they look in; a swipe while they look costs a life ("Bad cat!"). A round is won
// with the design's goal (12 when it has none) knocked off.
import { boot, lookout, targetKinds, type Entity, type RoleId } from '../runtime';

interface Thing {
  x: number;
  y: number;
  vx: number;
  vy: number;
  spin: number;
  angle: number;
  look: number;
  state: 'stand' | 'fly' | 'broken';
  age: number;
}

const TABLE_Y = 380; // the table top
const FLOOR_Y = 600;
const REACH = 58;
const ENOUGH = 12;
const HOUSEHOLD: Entity[] = ['☕', '🏺', '🪴', '📱', '🍷', '🕯️', '📚', '🖼️', '🧸', '⏰'].map((emoji) => ({
  name: 'thing',
  emoji,
  color: '#94a3b8',
}));

boot((g) => {
  const named = g.design.roles.target && g.design.roles.target.name !== 'thing';
  const looks: (RoleId | Entity)[] = named ? targetKinds(g.design, 4) : HOUSEHOLD;
  let cat: { x: number; facing: number; swipe: number };
  let things: Thing[];
  let restock: number;
  let owner: ReturnType<typeof lookout>; // away, steps in the hall (warn), looking in (look)
  let scolded: number;
  const scolding = /\b(cat|kitten|kitty)$/.test(g.design.roles.player?.name ?? '') ? 'Bad cat!' : 'Caught!';

  const place = (): Thing => {
    // a free spot on the table, not under the cat's paws
    let x = g.rand(50, g.W - 50);
    for (let i = 0; i < 12 && things.some((t) => t.state === 'stand' && Math.abs(t.x - x) < 44); i++)
      x = g.rand(50, g.W - 50);
    return { x, y: TABLE_Y - 20, vx: 0, vy: 0, spin: 0, angle: 0, look: g.int(0, looks.length - 1), state: 'stand', age: 0 }; // prettier-ignore
  };
  function swipe() {
    cat.swipe = 0.25;
    g.sound('jump');
    const hit = things
      .filter((t) => t.state === 'stand' && (t.x - cat.x) * cat.facing > -10 && Math.abs(t.x - cat.x) < REACH)
      .sort((a, b) => Math.abs(a.x - cat.x) - Math.abs(b.x - cat.x))[0];
    if (!hit) return;
    if (owner.phase() === 'look') {
      scolded = 1.2;
      g.sound('bad');
      g.loseLife();
      return;
    }
    hit.state = 'fly';
    hit.vx = cat.facing * g.rand(170, 240);
    hit.vy = -g.rand(160, 230);
    hit.spin = cat.facing * g.rand(4, 8);
  }

  return {
    controls: 'Left/Right or drag to walk along the table, Space or tap to swipe',
    reset() {
      cat = { x: g.W / 2, facing: 1, swipe: 0 };
      things = [];
      for (let i = 0; i < 5; i++) things.push(place());
      restock = 2;
      owner = lookout(g, [3, 6], 1, [1.8, 3]);
      scolded = 0;
    },
    update(dt) {
      const d = g.input.dir();
      const speed = 220;
      let dx = d.x * speed * dt;
      const p = g.input.pointer;
      if (!d.x && p.down && Math.abs(p.x - cat.x) > 6) dx = Math.sign(p.x - cat.x) * Math.min(Math.abs(p.x - cat.x), speed * dt); // prettier-ignore
      if (dx) cat.facing = Math.sign(dx);
      cat.x = g.clamp(cat.x + dx, 24, g.W - 24);
      cat.swipe -= dt;
      scolded -= dt;
      if (g.input.pressed(' ') || g.input.pressed('ArrowUp') || g.input.tapped) swipe();
      if (g.state() !== 'play') return;

      // The owner: away, then steps in the hall, then a look through the door.
      if (owner.step(dt) === 'warn') g.sound('tick');

      for (const t of things) {
        t.age += dt;
        if (t.state !== 'fly') continue;
        t.vy += 900 * dt;
        t.x += t.vx * dt;
        t.y += t.vy * dt;
        t.angle += t.spin * dt;
        // past the table's edge it falls; on it, it slides to the edge
        const onTable = t.x > 12 && t.x < g.W - 12 && t.y > TABLE_Y - 24 && t.vy > 0 && t.y < TABLE_Y;
        if (onTable) {
          t.y = TABLE_Y - 20;
          t.vy = 0;
        }
        if (t.y >= FLOOR_Y - 14) {
          t.y = FLOOR_Y - 14;
          t.state = 'broken';
          t.age = 0;
          g.sound('hit');
          g.got(1);
          if (g.design.params.goal === null && g.score() >= ENOUGH) g.win();
          if (g.state() !== 'play') return;
        }
      }
      // (things knocked along the table slide to its end and over)
      for (const t of things) if (t.state === 'fly' && t.vy === 0) t.vx += Math.sign(t.vx) * 300 * dt;
      things = things.filter((t) => t.state !== 'broken' || t.age < 1.2);
      restock -= dt;
      if (restock <= 0 && things.filter((t) => t.state === 'stand').length < 6) {
        things.push(place());
        restock = g.rand(1.2, 2.2);
      }
    },
    draw() {
      const ctx = g.ctx;
      // the door the owner looks in by, the table, the floor
      ctx.fillStyle = '#78350f';
      ctx.fillRect(g.W - 130, 80, 100, 190);
      const phase = owner.phase();
      ctx.fillStyle = phase === 'look' ? '#fde68a' : '#451a03';
      ctx.fillRect(g.W - 120, 90, 80, 180);
      if (phase === 'look') g.sprite('enemy', g.W - 80, 180, 80);
      if (phase === 'warn') g.text('!', g.W - 80, 180, 48, '#f87171');
      ctx.fillStyle = '#92400e';
      ctx.fillRect(0, TABLE_Y, g.W, 18);
      ctx.fillStyle = '#78350f';
      ctx.fillRect(20, TABLE_Y + 18, 16, FLOOR_Y - TABLE_Y - 18);
      ctx.fillRect(g.W - 36, TABLE_Y + 18, 16, FLOOR_Y - TABLE_Y - 18);
      ctx.fillStyle = 'rgba(0,0,0,0.25)';
      ctx.fillRect(0, FLOOR_Y, g.W, g.H - FLOOR_Y);
      for (const t of things) {
        if (t.state === 'broken') {
          g.text('💥', t.x, t.y - 6, 30 + t.age * 10);
          continue;
        }
        g.sprite(looks[t.look], t.x, t.y, 36, t.angle);
      }
      // the cat, and its paw when it swipes
      ctx.save();
      ctx.translate(cat.x, TABLE_Y - 26);
      if (cat.facing > 0) ctx.scale(-1, 1);
      g.sprite('player', 0, 0, 50);
      ctx.restore();
      if (cat.swipe > 0) g.text('🐾', cat.x + cat.facing * 34, TABLE_Y - 22, 22);
      if (scolded > 0) g.text(g.say(scolding), g.W / 2, 300, 34, '#f87171');
    },
  };
});
