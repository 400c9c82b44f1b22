// Spot the difference: two pictures of one scene, one above the other, and a few things differ in the
// lower one (gone, swapped for something else, moved, or added). A tap on a difference, in either
// picture, rings it in both; a tap on nothing different costs a life.
// Roles: the design's things (its roles and extras: a farm's animals, a beach's shells) make the scene;
// no player. Keys: the arrows move a cursor over the lower picture, Space taps there. A difference
// found is one g.got; a goal is how many there are, none: 5 (more each level).
// Parts: timer, levels (a new scene, one more difference), highscores.
import { boot, namedThings, type Entity, type Vec } from '../runtime';
import { mix } from '../colours';

type Change = 'gone' | 'swap' | 'moved' | 'added';
interface Thing extends Vec {
  look: Entity;
  size: number;
  flip: boolean;
}
interface Difference {
  change: Change;
  /** Where it is in the top picture (for 'added': where the new thing stands in the lower one). */
  at: Vec;
  /** Where a moved thing went, in the lower one. */
  to?: Vec;
  found: boolean;
}

const PW = 440; // a picture's width and height
const PH = 250;
const X0 = 20;
const TOPS = [84, 352]; // the two pictures' tops
const REACH = 34; // how near a tap must be to a difference

boot((g) => {
  const { setting, params } = g.design;
  const looks = namedThings(g.design, ['target', 'hazard', 'enemy', 'ally', 'goal', 'player', 'shot']);
  const sky = mix(setting.bg, '#7dd3fc', 0.6);
  const ground = mix(setting.bg, '#65a30d', 0.6);
  g.showLives(true);
  let top: Thing[]; // the scene as drawn in the top picture
  let bottom: Thing[]; // the same scene with the differences
  let diffs: Difference[];
  let marks: { at: Vec; t: number }[]; // wrong taps, shown for a moment
  let cursor: Vec;

  const toFind = () => params.goal ?? Math.min(8, 4 + g.level);

  /** A new scene: things spread over the picture (not on top of each other), then the differences. */
  function newScene() {
    top = [];
    const count = 13 + Math.min(4, g.level);
    for (let tries = 0; top.length < count && tries < 400; tries++) {
      const size = g.rand(34, 50);
      const p = { x: g.rand(size / 2 + 6, PW - size / 2 - 6), y: g.rand(size / 2 + 6, PH - size / 2 - 6) };
      if (top.some((o) => Math.hypot(o.x - p.x, o.y - p.y) < (o.size + size) / 2 + 8)) continue;
      top.push({ ...p, look: g.pick(looks), size, flip: g.chance(0.5) });
    }
    bottom = top.map((t) => ({ ...t }));
    diffs = [];
    const order = [...bottom.keys()].sort(() => Math.random() - 0.5);
    const changes: Change[] = ['gone', 'swap', 'moved', 'added'];
    for (let k = 0; k < toFind(); k++) {
      let change = changes[k % changes.length];
      if (change === 'added') {
        // somewhere empty in both pictures
        let added = false;
        for (let tries = 0; tries < 200 && !added; tries++) {
          const p = { x: g.rand(30, PW - 30), y: g.rand(30, PH - 30) };
          const clear = [...bottom, ...diffs.map((d) => ({ ...d.at, size: 40 }))].every(
            (o) => Math.hypot(o.x - p.x, o.y - p.y) > o.size / 2 + 40,
          );
          if (!clear) continue;
          bottom.push({ ...p, look: g.pick(looks), size: 42, flip: false });
          diffs.push({ change, at: p, found: false });
          added = true;
        }
        if (added) continue;
        change = 'gone'; // (no room left to add one: a thing taken away instead, so none is short)
      }
      const i = order.shift();
      if (i === undefined) break;
      const t = bottom[i];
      const d: Difference = { change, at: { x: top[i].x, y: top[i].y }, found: false };
      if (change === 'gone') t.size = 0;
      else if (change === 'swap') t.look = looks.find((l) => l !== t.look) ?? t.look;
      else {
        // moved a little, to somewhere still in the picture
        t.x = g.clamp(t.x + g.pick([-1, 1]) * 46, t.size / 2, PW - t.size / 2);
        t.y = g.clamp(t.y + g.pick([-1, 1]) * 22, t.size / 2, PH - t.size / 2);
        d.to = { x: t.x, y: t.y };
      }
      diffs.push(d);
    }
    // (a swap needs two kinds: with one, it is taken away instead)
    for (const [k, d] of diffs.entries())
      if (d.change === 'swap' && looks.length < 2) {
        diffs[k] = { ...d, change: 'gone' };
        const t = bottom.find((o) => o.x === d.at.x && o.y === d.at.y);
        if (t) t.size = 0;
      }
  }

  /** Where a tap is in a picture's own coordinates, or null when it is on neither. */
  function inPicture(p: Vec): Vec | null {
    for (const y0 of TOPS)
      if (p.x >= X0 && p.x <= X0 + PW && p.y >= y0 && p.y <= y0 + PH) return { x: p.x - X0, y: p.y - y0 };
    return null;
  }

  function tap(p: Vec) {
    const at = inPicture(p);
    if (!at || g.state() !== 'play') return;
    // (a moved thing can be found where it was or where it went)
    const near = (d: Difference) => [d.at, d.to].some((q) => q && Math.hypot(q.x - at.x, q.y - at.y) < REACH);
    const hit = diffs.find((d) => !d.found && near(d));
    if (hit) {
      hit.found = true;
      g.sound('point');
      g.addScore(10);
      g.got(1);
      if (g.state() === 'play' && params.goal === null && diffs.every((d) => d.found)) g.win();
    } else if (!diffs.some((d) => d.found && near(d))) {
      marks.push({ at: { x: p.x, y: p.y }, t: 0.8 });
      g.sound('bad');
      g.loseLife();
    }
  }

  return {
    controls: 'Tap what is different (or arrows to move, Space to tap)',
    reset() {
      newScene();
      marks = [];
      cursor = { x: X0 + PW / 2, y: TOPS[1] + PH / 2 };
    },
    update(dt) {
      for (const m of marks) m.t -= dt;
      marks = marks.filter((m) => m.t > 0);
      if (g.state() !== 'play') return;
      const inp = g.input;
      if (inp.tapped) tap(inp.tapAt);
      const step = 28;
      if (inp.pressed('ArrowLeft')) cursor.x -= step;
      if (inp.pressed('ArrowRight')) cursor.x += step;
      if (inp.pressed('ArrowUp')) cursor.y -= step;
      if (inp.pressed('ArrowDown')) cursor.y += step;
      cursor = { x: g.clamp(cursor.x, X0, X0 + PW), y: g.clamp(cursor.y, TOPS[1], TOPS[1] + PH) };
      if (inp.pressed(' ') || inp.pressed('Enter')) tap(cursor);
    },
    draw() {
      const ctx = g.ctx;
      for (const [k, y0] of TOPS.entries()) {
        ctx.save();
        ctx.beginPath();
        ctx.roundRect(X0, y0, PW, PH, 10);
        ctx.clip();
        ctx.fillStyle = sky;
        ctx.fillRect(X0, y0, PW, PH);
        ctx.fillStyle = ground;
        ctx.fillRect(X0, y0 + PH * 0.45, PW, PH * 0.55);
        for (const t of k ? bottom : top) {
          if (!t.size) continue;
          ctx.save();
          ctx.translate(X0 + t.x, y0 + t.y);
          if (t.flip) ctx.scale(-1, 1);
          g.sprite(t.look, 0, 0, t.size);
          ctx.restore();
        }
        ctx.restore();
        ctx.strokeStyle = setting.fg;
        ctx.lineWidth = 2;
        ctx.beginPath();
        ctx.roundRect(X0, y0, PW, PH, 10);
        ctx.stroke();
        // the differences found, ringed in both pictures
        for (const d of diffs)
          if (d.found) for (const q of [d.at, d.to]) if (q) g.ring(X0 + q.x, y0 + q.y, REACH, '#facc15', 4);
      }
      for (const m of marks) g.text('✖', m.at.x, m.at.y, 30, '#ef4444');
      ctx.strokeStyle = setting.accent;
      ctx.lineWidth = 2;
      ctx.strokeRect(cursor.x - 14, cursor.y - 14, 28, 28);
      const found = diffs.filter((d) => d.found).length;
      g.text(`${g.say('Found')} ${found} / ${diffs.length}`, g.W / 2, TOPS[1] - 9, 16, setting.fg);
    },
  };
});
