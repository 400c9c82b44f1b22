// Roles: target (when named) = the picture on the cards' backs. Parts: highscores. Params: drawThree (the
// stock turns three at a time; a button at the top switches), size (bigger cards, as big as fit). Klondike solitaire (klondike.ts) on a green table: the stock at the top
// left (tap it to turn a card; empty, to turn the waste back), the four foundations at the top right,
// seven columns below. Drag a card (and the run under it) where it goes, or tap it to send it to the best
// place: up to its foundation when it can go (so a double click sends it up), else onto a column. Undo
// takes back a move, Hint lights one, Draw 1/3 switches how many the stock turns; when every card is face up, the rest goes up by itself. A win sends
// the cards bouncing off the foundations as the old one did. Keys: Space turns the stock, U undoes, H hints, 3 switches.
import { boot, type Box } from '../runtime';
import { panel } from '../panel';
import { cardBack, cardFace, type Card } from '../cards';
import { bestMove, canMove, cardsAt, deal, foundationFor, hint, move, solvable, stuck, turn, won } from '../klondike'; // prettier-ignore
import type { From, Table, To } from '../klondike';

const ROW = 58; // the stock's and foundations' top
const DOWN = 12; // how far a face-down card shows under the next
// the buttons along the bottom: take back, a hint, one card or three at a time
const UNDO: Box = { x: 16, y: 596, w: 140, h: 38 };
const HINT: Box = { x: 170, y: 596, w: 140, h: 38 };
const DRAW: Box = { x: 324, y: 596, w: 140, h: 38 };

interface Bounce {
  card: Card;
  x: number;
  y: number;
  vx: number;
  vy: number;
  trail: { x: number; y: number }[];
}

boot((g) => {
  g.showLives(false);
  // (bigger cards when asked: as big as seven columns allow)
  const big = g.design.params.size > 1.05;
  const [CW, CH, GAP] = big ? [66, 98, 1] : [60, 84, 6];
  const X0 = (g.W - 7 * CW - 6 * GAP) / 2;
  const COLS = ROW + CH + 18; // the columns' top
  const UP = big ? 30 : 26; // how far a face-up card shows
  const colX = (col: number) => X0 + col * (CW + GAP);
  const STOCK: Box = { x: colX(0), y: ROW, w: CW, h: CH };
  const WASTE: Box = { x: colX(1), y: ROW, w: CW, h: CH };
  const foundation = (f: number): Box => ({ x: colX(3 + f), y: ROW, w: CW, h: CH });
  let three = !!g.design.params.drawThree;
  const back = g.design.roles.target ? 'target' : null;
  let t: Table;
  let undo: Table[];
  let held: { from: From; dx: number; dy: number } | null; // cards picked up by the pointer
  let lit: { from: From; to: To } | null; // a hint shown
  let litFor: number;
  let said: string;
  let saidFor: number;
  let auto: number; // seconds to the next card sent up by itself
  let bounces: Bounce[] | null; // the win: cards bouncing off the foundations
  let launched: number;
  let since: number;

  /** How far apart a column's cards are, squeezed so a long column stays on the table. */
  function spacing(col: number) {
    const c = t.columns[col];
    const room = UNDO.y - 8 - COLS - CH;
    const need = c.down.length * DOWN + Math.max(0, c.up.length - 1) * UP;
    const k = need > room ? room / need : 1;
    return { down: DOWN * k, up: UP * k };
  }
  /** The box of a column's card: face-down ones first, then the face-up ones from `index`. */
  function cardBox(col: number, index: number): Box {
    const c = t.columns[col];
    const s = spacing(col);
    return { x: colX(col), y: COLS + c.down.length * s.down + index * s.up, w: CW, h: CH };
  }
  /** What the pointer is on: the waste, a face-up card of a column (the lowest one under it), a foundation. */
  function fromAt(p: { x: number; y: number }): From | null {
    if (t.waste.length && g.within(p, wasteTop())) return { at: 'waste' };
    for (let f = 0; f < 4; f++) if (t.foundations[f].length && g.within(p, foundation(f))) return { at: 'foundation', f }; // prettier-ignore
    for (let col = 0; col < 7; col++) {
      const c = t.columns[col];
      for (let index = c.up.length - 1; index >= 0; index--) if (g.within(p, cardBox(col, index))) return { at: 'column', col, index }; // prettier-ignore
    }
    return null;
  }
  /** Where dropped cards go: the column or foundation under the held cards' middle. */
  function toAt(x: number, y: number): To[] {
    const out: To[] = [];
    for (let f = 0; f < 4; f++) if (Math.abs(x - (foundation(f).x + CW / 2)) < CW * 0.75 && y < COLS) out.push({ at: 'foundation', f }); // prettier-ignore
    for (let col = 0; col < 7; col++) if (Math.abs(x - (colX(col) + CW / 2)) < CW * 0.75 && y >= ROW + CH * 0.6) out.push({ at: 'column', col }); // prettier-ignore
    return out;
  }
  /** The waste's top card's box: with three turned at a time, the last of the three fanned. */
  function wasteTop(): Box {
    const fan = three ? Math.min(2, t.waste.length - 1) : 0;
    return { ...WASTE, x: WASTE.x + fan * 14 };
  }
  function save() {
    undo.push(t);
    if (undo.length > 200) undo.shift();
  }
  function apply(from: From, to: To) {
    save();
    const before = t;
    t = move(t, from, to);
    lit = null;
    g.addScore(t.score - before.score, true);
    g.sound(to.at === 'foundation' ? 'point' : 'tick');
  }
  function draw() {
    save();
    t = turn(t, three);
    lit = null;
    g.sound('tick');
  }
  function tell(s: string) {
    said = s;
    saidFor = 2.2;
  }

  return {
    controls:
      'Drag cards onto the columns and foundations, or tap one to send it; tap the deck to turn (Space)',
    reset() {
      t = deal(Math.random);
      undo = [];
      held = null;
      lit = null;
      litFor = 0;
      said = '';
      saidFor = 0;
      auto = 0;
      bounces = null;
      launched = 0;
      since = 0;
    },
    update(dt) {
      saidFor = Math.max(0, saidFor - dt);
      litFor = Math.max(0, litFor - dt);
      if (bounces) return bounce(dt);
      if (won(t)) {
        g.sound('win');
        bounces = [];
        return;
      }
      const inp = g.input;
      // every card face up and nothing left to turn: the rest goes up by itself, a card at a time
      if (solvable(t) && !held) {
        if ((auto -= dt) > 0) return;
        auto = 0.12;
        for (let col = 0; col < 7; col++) {
          const c = t.columns[col];
          if (!c.up.length) continue;
          const from: From = { at: 'column', col, index: c.up.length - 1 };
          const f = foundationFor(t, c.up[c.up.length - 1]);
          if (f >= 0) return apply(from, { at: 'foundation', f });
        }
        return;
      }
      if (inp.pressed(' ') || inp.pressed('d')) draw();
      if (inp.pressed('3') || (inp.tapped && g.within(inp.tapAt, DRAW))) {
        three = !three;
        return g.sound('tick');
      }
      if ((inp.pressed('u') || (inp.tapped && g.within(inp.tapAt, UNDO))) && undo.length) {
        const before = t;
        t = undo.pop()!;
        g.addScore(t.score - before.score, true); // (the points of what is taken back, taken back)
        lit = null;
        return g.sound('tick');
      }
      if (inp.pressed('h') || (inp.tapped && g.within(inp.tapAt, HINT))) {
        lit = hint(t);
        litFor = 2;
        if (!lit) tell(t.stock.length || t.waste.length ? g.say('Turn the deck') : g.say('No more moves: start a new game')); // prettier-ignore
        return;
      }
      if (inp.tapped && !held) {
        const p = inp.tapAt;
        if (g.within(p, STOCK)) return draw();
        const from = fromAt(p);
        if (from) {
          const first = from.at === 'column' ? cardBox(from.col, from.index) : from.at === 'waste' ? wasteTop() : foundation(from.f); // prettier-ignore
          held = { from, dx: p.x - first.x, dy: p.y - first.y };
        }
      }
      if (held && !inp.pointer.down) {
        const { from, dx, dy } = held;
        const p = inp.pointer;
        held = null;
        if (inp.released) {
          // a tap: the card to its best place (a double click so sends it up)
          const to = bestMove(t, from);
          if (to) apply(from, to);
          else g.sound('bad');
        } else {
          const x = p.x - dx + CW / 2;
          const y = p.y - dy + CH / 2;
          const to = toAt(x, y).find((d) => canMove(t, from, d));
          if (to) apply(from, to);
          else g.sound('bad');
        }
      }
      since += dt;
      if (since > 2 && saidFor <= 0 && stuck(t)) {
        since = 0;
        tell(g.say('No more moves: start a new game'));
      }
    },
    draw() {
      const { ctx } = g;
      // the green table
      ctx.fillStyle = '#166534';
      ctx.fillRect(0, 0, g.W, g.H);
      const felt = ctx.createRadialGradient(g.W / 2, g.H / 2, 60, g.W / 2, g.H / 2, g.H * 0.75);
      felt.addColorStop(0, 'rgba(255,255,255,0.08)');
      felt.addColorStop(1, 'rgba(0,0,0,0.25)');
      ctx.fillStyle = felt;
      ctx.fillRect(0, 0, g.W, g.H);
      if (bounces) return drawBounces();
      const slot = (b: Box, label = '') => {
        ctx.strokeStyle = 'rgba(255,255,255,0.35)';
        ctx.lineWidth = 2;
        ctx.beginPath();
        ctx.roundRect(b.x, b.y, b.w, b.h, 6);
        ctx.stroke();
        if (label) g.text(label, b.x + b.w / 2, b.y + b.h / 2, 24, 'rgba(255,255,255,0.35)');
      };
      const faceDown = (b: Box) => {
        cardBack(g, b);
        if (back) g.sprite(back, b.x + b.w / 2, b.y + b.h / 2, 30);
      };
      const heldFrom = held?.from;
      const hinted = (b: Box) => litFor > 0 && g.ring(b.x + b.w / 2, b.y + b.h / 2, CW * 0.62, '#facc15', 4);
      // the stock, the waste, the foundations
      if (t.stock.length) faceDown(STOCK);
      else slot(STOCK, '↻');
      if (t.stock.length > 1)
        g.text(String(t.stock.length), STOCK.x + CW / 2, STOCK.y + CH + 10, 11, '#d1fae5');
      const shown = t.waste.slice(three ? -3 : -1);
      shown.forEach((c, k) => {
        if (k === shown.length - 1 && heldFrom?.at === 'waste') return;
        cardFace(g, c, { ...WASTE, x: WASTE.x + k * 14 });
      });
      if (lit?.from.at === 'waste') hinted(wasteTop());
      for (let f = 0; f < 4; f++) {
        const pile = t.foundations[f];
        const b = foundation(f);
        slot(b, 'A');
        const top =
          heldFrom?.at === 'foundation' && heldFrom.f === f ? pile[pile.length - 2] : pile[pile.length - 1];
        if (top) cardFace(g, top, b);
        if (lit?.to.at === 'foundation' && lit.to.f === f) hinted(b);
      }
      // the columns
      for (let col = 0; col < 7; col++) {
        const c = t.columns[col];
        const s = spacing(col);
        if (!c.down.length && !c.up.length) slot({ x: colX(col), y: COLS, w: CW, h: CH }, 'K');
        c.down.forEach((_, k) => faceDown({ x: colX(col), y: COLS + k * s.down, w: CW, h: CH }));
        for (let i = 0; i < c.up.length; i++) {
          if (heldFrom?.at === 'column' && heldFrom.col === col && i >= heldFrom.index) break;
          cardFace(g, c.up[i], cardBox(col, i));
        }
        if (lit?.from.at === 'column' && lit.from.col === col) hinted(cardBox(col, lit.from.index));
        if (lit?.to.at === 'column' && lit.to.col === col) hinted(cardBox(col, Math.max(0, c.up.length - 1)));
      }
      // what the pointer holds, following it
      if (held) {
        const cards = cardsAt(t, held.from);
        const x = g.input.pointer.x - held.dx;
        const y = g.input.pointer.y - held.dy;
        ctx.save();
        ctx.shadowColor = 'rgba(0,0,0,0.45)';
        ctx.shadowBlur = 12;
        cards.forEach((c, k) => cardFace(g, c, { x, y: y + k * UP, w: CW, h: CH }));
        ctx.restore();
      }
      panel(g, UNDO, undo.length > 0, 8);
      g.text(`↶ ${g.say('Undo')}`, UNDO.x + UNDO.w / 2, UNDO.y + UNDO.h / 2, 15, '#ffffff');
      panel(g, HINT, true, 8);
      g.text(`💡 ${g.say('Hint')}`, HINT.x + HINT.w / 2, HINT.y + HINT.h / 2, 15, '#ffffff');
      panel(g, DRAW, three, 8);
      g.text(`🂠 ${g.say('Draw')} ${three ? 3 : 1}`, DRAW.x + DRAW.w / 2, DRAW.y + DRAW.h / 2, 15, '#ffffff');
      if (saidFor > 0) {
        ctx.fillStyle = 'rgba(0,0,0,0.6)';
        ctx.fillRect(0, g.H / 2 - 24, g.W, 48);
        g.text(said, g.W / 2, g.H / 2, 18, '#facc15');
      }
    },
  };

  /** The win: a card at a time leaves a foundation, falls, bounces along the floor and leaves a trail. */
  function bounce(dt: number) {
    const list = bounces!;
    launched += dt;
    const next = Math.floor(launched / 0.22);
    while (list.length < Math.min(52, next + 1)) {
      const k = list.length;
      const f = k % 4;
      const pile = t.foundations[f];
      const card = pile[12 - Math.floor(k / 4)] ?? pile[0];
      const b = foundation(f);
      list.push({ card, x: b.x, y: b.y, vx: (g.chance(0.5) ? -1 : 1) * g.rand(90, 260), vy: g.rand(-260, -60), trail: [] }); // prettier-ignore
    }
    for (const c of list) {
      c.vy += 900 * dt;
      c.x += c.vx * dt;
      c.y += c.vy * dt;
      if (c.y > g.H - CH) {
        c.y = g.H - CH;
        c.vy *= -0.78;
      }
      c.trail.push({ x: c.x, y: c.y });
      if (c.trail.length > 60) c.trail.shift();
    }
    if (launched > 12 || (list.length === 52 && list.every((c) => c.x < -CW || c.x > g.W))) {
      g.addScore(Math.max(0, 700 - Math.floor(g.time)), true); // (a bonus for a quick game)
      g.win(g.say('Solved!'));
    }
  }
  function drawBounces() {
    for (const c of bounces!) {
      c.trail.forEach((p, i) => i % 3 === 0 && cardFace(g, c.card, { x: p.x, y: p.y, w: CW, h: CH }));
      cardFace(g, c.card, { x: c.x, y: c.y, w: CW, h: CH });
    }
  }
});
