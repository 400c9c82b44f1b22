// Roles: player (when named) = the picture on the deck's back. Playing cards. Parts: timer, highscores, levels (the next deal). Pyramid solitaire (pyramid.ts):
// 28 cards in a pyramid, the rest in a stock. Tap two free cards that make 13 (J 11, Q 12, a king alone)
// to take them; the stock turns a card onto the waste, whose top card pairs too; the stock goes round three
// times. Undo (or Z) takes back the last move. Clearing the pyramid wins; no move left loses.
import { boot, type Box } from '../runtime';
import { panel } from '../panel';
import { cardFace } from '../cards';
import { canMove, cardAt, cleared, copyOf, deal, draw, isFree, PASSES, rowOf, take, type Spot, type Table } from '../pyramid'; // prettier-ignore

const W = 54;
const H = 74;
const GAP = 62;
const TOP = 64;
const DROP = 37;
const STOCK: Box = { x: 120, y: 420, w: W, h: H };
const WASTE: Box = { x: 200, y: 420, w: W, h: H };
const UNDO: Box = { x: 300, y: 432, w: 130, h: 48 };

boot((g) => {
  g.showLives(false);
  let table: Table;
  let picked: Spot | null;
  let undo: Table[];
  let cursor: number; // among the free spots, for the keys
  let stuck: number; // seconds since no move was left

  const boxOf = (i: number): Box => {
    const { row, at } = rowOf(i);
    return { x: g.W / 2 - ((row + 1) * GAP) / 2 + at * GAP + (GAP - W) / 2, y: TOP + row * DROP, w: W, h: H };
  };
  const spots = (): Spot[] => {
    const free: Spot[] = [...table.pyramid.keys()].filter((i) => isFree(table, i));
    return table.waste.length ? [...free, 'waste'] : free;
  };
  function save() {
    undo.push(copyOf(table));
    if (undo.length > 60) undo.shift();
  }
  function pick(s: Spot) {
    const c = cardAt(table, s);
    if (!c) return;
    if (c.rank === 13) {
      save();
      take(table, [s]);
      return took(1);
    }
    if (picked === null || picked === s) {
      picked = picked === s ? null : s;
      return g.note(440, 0.05, 'triangle', 0.03);
    }
    const before = copyOf(table);
    if (take(table, [picked, s])) {
      undo.push(before);
      picked = null;
      return took(2);
    }
    picked = s; // (no 13: the newer pick is held instead)
    g.sound('bad');
  }
  function took(cards: number) {
    g.addScore(5 * cards);
    g.sound('point');
    if (cleared(table)) g.win('The pyramid is cleared!');
  }
  function turn() {
    save();
    if (!draw(table)) {
      undo.pop();
      return g.sound('bad');
    }
    picked = null;
    g.sound('tick');
  }
  function back() {
    const last = undo.pop();
    if (!last) return;
    table = last;
    picked = null;
    g.sound('tick');
  }

  return {
    controls: 'Tap two free cards that make 13 (a king alone); tap the stock to draw; Undo or Z takes back',
    reset() {
      table = deal(Math.random);
      picked = null;
      undo = [];
      cursor = 0;
      stuck = 0;
    },
    update(dt) {
      stuck = canMove(table) ? 0 : stuck + dt;
      if (stuck > 1.2) return g.lose('No more moves');
      const inp = g.input;
      if (inp.tapped) {
        const p = inp.pointer;
        if (g.within(p, STOCK)) turn();
        else if (g.within(p, UNDO)) back();
        else if (g.within(p, WASTE)) pick('waste');
        else {
          // the card on top where tapped: the lowest row first
          const hit = [...table.pyramid.keys()]
            .reverse()
            .find((i) => table.pyramid[i] && g.within(p, boxOf(i)));
          if (hit !== undefined) pick(hit);
        }
      }
      const free = spots();
      if (inp.pressed('ArrowRight')) cursor = (cursor + 1) % free.length;
      if (inp.pressed('ArrowLeft')) cursor = (cursor + free.length - 1) % free.length;
      cursor = Math.min(cursor, free.length - 1);
      if ((inp.pressed(' ') || inp.pressed('Enter')) && free.length) pick(free[cursor]);
      if (inp.pressed('d') || inp.pressed('ArrowDown')) turn();
      if (inp.pressed('z') || inp.pressed('Backspace')) back();
    },
    draw() {
      const { ctx } = g;
      const { fg } = g.design.setting;
      const free = spots();
      const at = free[cursor];
      table.pyramid.forEach((c, i) => {
        if (c) cardFace(g, c, boxOf(i), picked === i || at === i, isFree(table, i));
      });
      // the stock (face down, with how many), the waste's top card, the passes left
      ctx.fillStyle = table.stock.length ? '#1d4ed8' : 'rgba(255,255,255,0.1)';
      ctx.beginPath();
      ctx.roundRect(STOCK.x, STOCK.y, STOCK.w, STOCK.h, 6);
      ctx.fill();
      // (the deck's back shows what the design names: a frog deck)
      if (table.stock.length && g.design.roles.player)
        g.sprite('player', STOCK.x + W / 2, STOCK.y + H / 2 - 10, 30);
      g.text(
        table.stock.length ? String(table.stock.length) : '↺',
        STOCK.x + W / 2,
        STOCK.y + H - 14,
        16,
        '#ffffff',
      );
      g.text(`${g.say('Deck')} ${table.passes}/${PASSES}`, STOCK.x + W / 2, STOCK.y + H + 16, 13, fg);
      const top = cardAt(table, 'waste');
      if (top) cardFace(g, top, WASTE, picked === 'waste' || at === 'waste');
      panel(g, UNDO, undo.length > 0);
      g.text(`↶ ${g.say('Undo')}`, UNDO.x + UNDO.w / 2, UNDO.y + UNDO.h / 2, 18, fg);
      const left = table.pyramid.filter(Boolean).length;
      g.text(`${left} ${g.say('left')}`, g.W - 16, 40, 16, fg, 'right');
    },
  };
});
