// Decorating (and dressing up): the thing to decorate stands big in the middle, what goes on it waits
// in a tray along the bottom.
// Roles: player = what is decorated (a christmas tree, a cake, a princess, a snowman); target = the
// first of the decorations, the design's extras the rest of them (a kit for the thing when the prompt
// names none: baubles and bells for a tree, strawberries and candles for a cake).
// Pick one from the tray (a tap) and tap where it goes, or drag it there; it stays only on the thing
// itself (its shape is read from its own emoji), and anything else falls off. A tap on one already
// placed takes it back. The arrows move a cursor, Space puts the chosen one there and picks the next
// kind. Every one placed is one of the goal's things (12 unless a count is said); when all are on,
// the work shines a moment and the round is won, with a bonus for every kind used.
// Parts: timer (done before the clock runs out), levels (more to place), highscores. params.dance: a
// Dance button (or D) makes the one dressed up dance to a little tune.
import { boot, type Entity, type RoleId, type Vec } from '../runtime';
import { silhouette } from '../silhouette';
import { panel } from '../panel';

interface Placed extends Vec {
  kind: number;
  tilt: number;
}
interface Falling extends Vec {
  kind: number;
  vy: number;
}

const BASE = 380; // how big the thing decorated is drawn
const TRAY = 584; // the tray's middle line
const ITEM = 40;

boot((g) => {
  g.showLives(false);
  const kit: (RoleId | Entity)[] = ['target', ...(g.design.extras ?? []).slice(0, 5)];
  const centre: Vec = { x: g.W / 2, y: 320 };
  const on = silhouette(g.role('player').emoji);
  let placed: Placed[];
  let falling: Falling[];
  let chosen: number;
  let cursor: Vec;
  let dragging: boolean;
  let shine: number; // seconds the finished work has been shining (-1 before)
  let dancing = 0; // seconds of dance left (the dance part's button)
  const DANCE = { x: 16, y: 48, w: 130, h: 40 };

  const goal = () => g.clamp(g.design.params.goal ?? 12 + (g.level - 1) * 4, 3, 40);
  const slot = (i: number): Vec => ({ x: g.W / 2 + (i - (kit.length - 1) / 2) * 72, y: TRAY });
  const onThing = (p: Vec) =>
    on
      ? on((p.x - centre.x) / BASE, (p.y - centre.y) / BASE)
      : Math.hypot(p.x - centre.x, p.y - centre.y) < BASE * 0.4;

  function put(p: Vec) {
    if (shine >= 0 || g.state() !== 'play') return;
    if (!onThing(p) || p.y > TRAY - 40) {
      falling.push({ ...p, kind: chosen, vy: 0 });
      g.sound('bad');
      return;
    }
    placed.push({ ...p, kind: chosen, tilt: g.rand(-0.25, 0.25) });
    g.note(520 + (placed.length % 8) * 40, 0.08, 'triangle', 0.06);
    g.addScore(10);
    g.got(1);
    if (g.state() === 'play' && placed.length >= goal()) {
      shine = 0;
      g.sound('win');
      g.addScore(20 * new Set(placed.map((q) => q.kind)).size);
    }
  }

  return {
    controls: 'Tap one in the tray, then tap where it goes (or drag it); arrows and Space work too',
    reset() {
      placed = [];
      falling = [];
      chosen = 0;
      cursor = { ...centre };
      dragging = false;
      shine = -1;
    },
    update(dt) {
      const inp = g.input;
      for (const f of falling) {
        f.vy += 1500 * dt;
        f.y += f.vy * dt;
      }
      falling = falling.filter((f) => f.y < g.H + 40);
      if (g.state() !== 'play') return;
      if (shine >= 0) {
        shine += dt;
        if (shine > 1.2) g.win();
        return;
      }
      const d = inp.dir();
      cursor.x = g.clamp(cursor.x + d.x * 260 * dt, 20, g.W - 20);
      cursor.y = g.clamp(cursor.y + d.y * 260 * dt, 90, TRAY - 50);
      if (inp.pressed(' ') || inp.pressed('Enter')) {
        put(cursor);
        chosen = (chosen + 1) % kit.length;
      }
      dancing = Math.max(0, dancing - dt);
      if (g.design.params.dance && (inp.pressed('d') || (inp.tapped && g.within(inp.tapAt, DANCE)))) {
        // a little dance to a little tune
        dancing = 2.4;
        [523, 659, 784, 659, 523, 784].forEach((f, i) =>
          setTimeout(() => g.note(f, 0.16, 'triangle', 0.05), i * 380),
        );
        return;
      }
      if (inp.tapped) {
        const p = inp.tapAt;
        const inTray = kit.findIndex((_, i) => g.hit(p, slot(i), 32));
        const mine = placed.findIndex((q) => g.hit(p, q, 18));
        if (inTray >= 0) {
          chosen = inTray;
          dragging = true;
        } else if (mine >= 0) {
          // taken back: it is in hand again
          chosen = placed[mine].kind;
          placed.splice(mine, 1);
          g.sound('tick');
        } else put(p);
      }
      if (dragging && !inp.pointer.down) {
        dragging = false;
        if (inp.pointer.y < TRAY - 40) put({ x: inp.pointer.x, y: inp.pointer.y });
      }
    },
    draw() {
      const ctx = g.ctx;
      // (dancing: the one dressed up and all it wears sway and hop from its feet)
      ctx.save();
      if (dancing > 0) {
        const feet = centre.y + BASE * 0.45;
        ctx.translate(centre.x, feet - Math.abs(Math.sin(dancing * 9)) * 14);
        ctx.rotate(Math.sin(dancing * 9) * 0.14);
        ctx.translate(-centre.x, -feet);
      }
      g.sprite('player', centre.x, centre.y, BASE / 1.25); // (the emoji fills 0.8 of its box)
      for (const q of placed) g.sprite(kit[q.kind], q.x, q.y, ITEM, q.tilt);
      ctx.restore();
      if (dancing > 0) g.text('🎵', centre.x + 150, centre.y - 120 - (dancing % 0.8) * 40, 30);
      if (g.design.params.dance) {
        panel(g, DANCE, dancing > 0);
        g.text(`💃 ${g.say('Dance')}`, DANCE.x + DANCE.w / 2, DANCE.y + DANCE.h / 2, 17, g.design.setting.fg);
      }
      for (const f of falling) g.sprite(kit[f.kind], f.x, f.y, ITEM);
      if (shine >= 0)
        for (let i = 0; i < 8; i++) {
          const a = (i / 8) * Math.PI * 2 + shine * 2;
          g.text('✨', centre.x + Math.cos(a) * 170, centre.y + Math.sin(a) * 190, 30);
        }
      // the tray, the one chosen ringed
      ctx.fillStyle = g.design.setting.fg;
      ctx.globalAlpha = 0.1;
      ctx.fillRect(0, TRAY - 40, g.W, 80);
      ctx.globalAlpha = 1;
      kit.forEach((k, i) => {
        const at = slot(i);
        if (i === chosen) g.ring(at.x, at.y, 30, g.design.setting.accent, 3);
        g.sprite(k, at.x, at.y, ITEM);
      });
      if (dragging) g.sprite(kit[chosen], g.input.pointer.x, g.input.pointer.y, ITEM);
      else if (g.state() === 'play' && shine < 0) {
        ctx.globalAlpha = 0.5;
        g.sprite(kit[chosen], cursor.x, cursor.y, ITEM);
        ctx.globalAlpha = 1;
        g.ring(cursor.x, cursor.y, 24, g.design.setting.accent, 2);
      }
      g.text(
        `${Math.min(placed.length, goal())} / ${goal()}`,
        g.W - 20,
        70,
        20,
        g.design.setting.fg,
        'right',
      );
    },
  };
});
