// Roles: target (optional) = the flower tiles' picture. Parts: highscores. Mahjong solitaire (mahjong.ts), also called Shanghai: 72 big tiles in
// the turtle (or the pyramid), upper layers raised and shaded. Tap two free tiles of the same kind (free:
// nothing on it, its left or right side open) and they go; a tile that is not free shakes. Hint lights a
// pair, Shuffle deals what is left again (always clearable), Undo puts the last pair back, Layout changes
// between the turtle and the pyramid. Dots, bamboo and characters 1-9, the four winds, three dragons, a
// flower and a season: each kind twice. Bigger asked (params.size), the tiles grow.
import { boot } from '../runtime';
import { deal, free, hint, LAYOUTS, type Place } from '../mahjong';
import { panel } from '../panel';

const KINDS = 36;
const BUTTONS = ['💡 Hint', '🔀 Shuffle', '↶ Undo', '▦ Layout'];
const button = (i: number) => ({ x: 12 + i * 116, y: 576, w: 108, h: 50 });
const ROWS: Record<number, number[]> = { 1: [1], 2: [1, 1], 3: [1, 1, 1], 4: [2, 2], 5: [2, 1, 2], 6: [2, 2, 2], 7: [3, 1, 3], 8: [3, 2, 3], 9: [3, 3, 3] }; // prettier-ignore
const WINDS = ['E', 'S', 'W', 'N'];

boot((g) => {
  g.showLives(false);
  const big = g.clamp(g.design.params.size, 1, 1.25);
  let layout: keyof typeof LAYOUTS = 'turtle';
  let places: Place[];
  let kind: number[];
  let chosen: number | null;
  let lit: [number, number] | null;
  let litFor: number;
  let shaking: { i: number; t: number } | null;
  let taken: [number, number, number][]; // (pairs taken: where, where, kind)
  let said: string;

  // half-tile units to the screen: the layout centred, each layer raised up and to the left
  const U = 22 * big;
  const V = 31 * big;
  const box = (p: Place) => {
    const w = 20 * U;
    return { x: g.W / 2 - w / 2 + p.x * U - p.z * 5, y: 120 + p.y * V - p.z * 6, w: 2 * U - 2, h: 2 * V - 2 };
  };

  function start() {
    places = LAYOUTS[layout];
    kind = deal(
      places,
      places.map(() => true),
      KINDS,
      Math.random,
    );
    chosen = null;
    lit = null;
    litFor = 0;
    shaking = null;
    taken = [];
    said = '';
  }

  const left = () => kind.map((k) => k >= 0);
  const isFree = (i: number) => free(places, left(), i);

  function tap(i: number) {
    if (!isFree(i)) {
      shaking = { i, t: 0.35 };
      return g.sound('bad');
    }
    if (chosen === i) return void (chosen = null);
    if (chosen !== null && kind[chosen] === kind[i]) {
      taken.push([chosen, i, kind[i]]);
      kind[chosen] = kind[i] = -1;
      chosen = null;
      lit = null;
      g.addScore(10);
      g.sound('point');
      if (kind.every((k) => k < 0)) return g.win(g.say('Cleared!'));
      said = hint(places, kind) ? '' : g.say('No more pairs: press Shuffle');
      return;
    }
    chosen = i;
    g.sound('tick');
  }

  function press(b: number) {
    if (b === 0) {
      lit = hint(places, kind);
      litFor = 2.5;
      said = lit ? '' : g.say('No more pairs: press Shuffle');
    } else if (b === 1) {
      const fresh = deal(places, left(), KINDS, Math.random);
      kind = fresh;
      chosen = null;
      said = '';
      g.sound('jump');
    } else if (b === 2) {
      const last = taken.pop();
      if (last) [kind[last[0]], kind[last[1]]] = [last[2], last[2]];
      chosen = null;
      said = '';
    } else {
      layout = layout === 'turtle' ? 'pyramid' : 'turtle';
      start();
    }
  }

  // the tiles under a point, the top one first
  const under = (x: number, y: number) =>
    places
      .map((p, i) => ({ p, i }))
      .filter(({ i }) => kind[i] >= 0)
      .sort((a, b) => b.p.z - a.p.z)
      .find(({ p }) => g.within({ x, y }, box(p)))?.i;

  return {
    controls: 'Tap two free tiles that match; H hint, S shuffle, U undo',
    reset: start,
    update(dt) {
      const inp = g.input;
      litFor = Math.max(0, litFor - dt);
      if (shaking) shaking = shaking.t > dt ? { i: shaking.i, t: shaking.t - dt } : null;
      ['h', 's', 'u'].forEach((k, b) => inp.pressed(k) && press(b));
      if (!inp.tapped) return;
      const b = BUTTONS.findIndex((_, j) => g.within(inp.tapAt, button(j)));
      if (b >= 0) return press(b);
      const i = under(inp.tapAt.x, inp.tapAt.y);
      if (i !== undefined) tap(i);
    },
    draw() {
      const { ctx } = g;
      ctx.fillStyle = '#14532d';
      ctx.fillRect(0, 0, g.W, g.H);
      const pairs = kind.filter((k) => k >= 0).length / 2;
      g.text(`${g.say('Pairs left')}: ${pairs}`, g.W / 2, 64, 20, '#ffffff');
      if (said) g.text(said, g.W / 2, 92, 17, '#fde047');
      // lower layers first, and in each from the right and the bottom up so the raised edges overlap well
      const order = places.map((p, i) => i).filter((i) => kind[i] >= 0);
      order.sort(
        (a, b) => places[a].z - places[b].z || places[b].x - places[a].x || places[a].y - places[b].y,
      );
      for (const i of order) tile(i);
      BUTTONS.forEach((label, j) => {
        const b = button(j);
        panel(g, b, true, 12);
        const [icon, ...word] = label.split(' ');
        g.text(`${icon} ${g.say(word.join(' '))}`, b.x + b.w / 2, b.y + b.h / 2, 16, '#ffffff');
      });
    },
  };

  function tile(i: number) {
    const { ctx } = g;
    const b = box(places[i]);
    const dx = shaking?.i === i ? Math.sin(shaking.t * 60) * 4 : 0;
    const x = b.x + dx;
    // the tile's thickness, then its face
    ctx.fillStyle = '#a16207';
    ctx.beginPath();
    ctx.roundRect(x + 4, b.y + 5, b.w, b.h, 6);
    ctx.fill();
    const on = chosen === i;
    const hinted = litFor > 0 && lit?.includes(i);
    ctx.fillStyle = on ? '#fde047' : hinted ? '#86efac' : '#fffbeb';
    ctx.beginPath();
    ctx.roundRect(x, b.y, b.w, b.h, 6);
    ctx.fill();
    ctx.strokeStyle = on ? '#ca8a04' : '#78716c';
    ctx.lineWidth = on ? 3 : 1;
    ctx.stroke();
    face(kind[i], x + b.w / 2, b.y + b.h / 2, b.w, b.h);
  }

  /** A kind's picture: dots, bamboo and characters 1-9, winds, dragons, a flower, a season. */
  function face(k: number, cx: number, cy: number, w: number, h: number) {
    const { ctx } = g;
    if (k < 18) {
      const n = (k % 9) + 1;
      const rows = ROWS[n];
      rows.forEach((cols, r) => {
        for (let c = 0; c < cols; c++) {
          const px = cx + (c - (cols - 1) / 2) * (w / 3.4);
          const py = cy + (r - (rows.length - 1) / 2) * (h / 3.6);
          if (k < 9) {
            ctx.fillStyle = ['#2563eb', '#dc2626', '#16a34a'][(r + c) % 3];
            ctx.beginPath();
            ctx.arc(px, py, Math.min(w, h) / (n > 4 ? 9 : 6.5), 0, Math.PI * 2);
            ctx.fill();
          } else {
            ctx.fillStyle = n === 1 ? '#dc2626' : '#15803d';
            ctx.beginPath();
            ctx.roundRect(px - w / 16, py - h / 9, w / 8, h / 4.5, 3);
            ctx.fill();
          }
        }
      });
    } else if (k < 27) {
      // (a character tile: its number in red over "wan", readable without a Chinese font on the device)
      g.text(String(k - 17), cx, cy - h * 0.1, h * 0.46, '#b91c1c');
      g.text('wan', cx, cy + h * 0.27, h * 0.2, '#1f2937');
    } else if (k < 31) g.text(WINDS[k - 27], cx, cy, h * 0.5, '#1e3a8a');
    else if (k === 31) g.text('🀄', cx, cy, h * 0.55, '#000');
    else if (k === 32) g.text('🐉', cx, cy, h * 0.5, '#000');
    else if (k === 33) {
      ctx.strokeStyle = '#2563eb';
      ctx.lineWidth = 3;
      ctx.strokeRect(cx - w * 0.28, cy - h * 0.3, w * 0.56, h * 0.6);
    } else if (k === 34 && g.design.roles.target) g.sprite('target', cx, cy, h * 0.55);
    else g.text(k === 34 ? '🌸' : '🍁', cx, cy, h * 0.5, '#000');
  }
});
