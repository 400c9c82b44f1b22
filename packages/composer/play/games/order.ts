// Put things in the right order: the planets from the Sun, animals by size, a chicken's life, the
// days of the week, numbers smallest first. The design's words[0] names the family (play/sequences.ts;
// 'numbers' and 'letters' are made anew each round). The cards lie shuffled in a column on the left;
// the slots, first at the top, on the right. Tap a card to put it in the next free slot (tap a placed
// card to take it back), or drag it onto any slot (swapping with what is there); the arrows and Space
// do the same. With every slot filled the order is checked: each card in its place lights green, the
// others red. All right: points, "Correct!" and the next ordering; a round won counts to the goal (by
// default every ordering of the family, at least three rounds). Any wrong: a life, and the wrong cards
// go back. Parts: timer, levels (more numbers), highscores.
import { boot, shuffled, type Vec } from '../runtime';
import { madeUp, SEQUENCES, type Card, type Ordering } from '../sequences';

const ROW = 58;

boot((g) => {
  const family = g.design.words[0] && (SEQUENCES[g.design.words[0]] || ['numbers', 'letters'].includes(g.design.words[0])) ? g.design.words[0] : 'numbers'; // prettier-ignore
  const fixed = SEQUENCES[family];
  const rounds = g.design.params.goal ?? Math.max(3, fixed?.length ?? 0);
  let round: number;
  let ordering: Ordering;
  /** The slot each card sits in (by the card's index in the right order), or -1 in the tray. */
  let slotOf: number[];
  /** Tray order: card indices as they lie shuffled. */
  let tray: number[];
  let checked: { right: boolean[] } | null; // the verdict on each card, while it shows
  let held: { card: number; at: Vec; from: Vec } | null;
  let cursor: number;

  const n = () => ordering.cards.length;
  const rowY = (i: number) => {
    const top = 150 + Math.max(0, (8 - n()) * ROW) / 2;
    return top + i * ROW;
  };
  const trayAt = (card: number): Vec => ({ x: 120, y: rowY(tray.indexOf(card)) });
  const slotAt = (slot: number): Vec => ({ x: 360, y: rowY(slot) });
  const cardAt = (card: number): Vec =>
    held?.card === card ? held.at : slotOf[card] >= 0 ? slotAt(slotOf[card]) : trayAt(card);
  const occupant = (slot: number) => slotOf.indexOf(slot);
  const within = (p: Vec, c: Vec) => Math.abs(p.x - c.x) < 105 && Math.abs(p.y - c.y) < ROW / 2;

  function start() {
    ordering = fixed
      ? fixed[round % fixed.length]
      : madeUp(family, round + g.level - 1, (lo, hi) => g.int(lo, hi));
    tray = shuffled(ordering.cards.map((_, i) => i));
    // (never already in order)
    if (tray.every((c, i) => c === i)) tray.reverse();
    slotOf = ordering.cards.map(() => -1);
    checked = null;
    cursor = 0;
  }

  function place(card: number, slot: number) {
    const there = occupant(slot);
    if (there >= 0 && there !== card) slotOf[there] = slotOf[card]; // (swapped: back where this came from)
    slotOf[card] = slot;
    g.note(330 + slot * 40, 0.06, 'triangle', 0.05);
    if (slotOf.every((s) => s >= 0)) check();
  }
  function putNext(card: number) {
    const free = ordering.cards.findIndex((_, s) => occupant(s) < 0);
    if (free >= 0) place(card, free);
  }

  function check() {
    const right = slotOf.map((s, card) => s === card);
    const good = right.filter(Boolean).length;
    checked = { right };
    if (good === n()) {
      g.addScore(10 * n());
      g.announce(g.say('Correct!'));
      g.sound('win');
      g.pause(1.6, nextRound);
      return;
    }
    g.announce(`${good} / ${n()} ${g.say('right')}`);
    g.loseLife();
    // the wrong ones go back to the tray
    g.pause(1.3, () => {
      right.forEach((ok, card) => !ok && (slotOf[card] = -1));
      checked = null;
    });
  }
  function nextRound() {
    checked = null;
    round += 1;
    g.got(1);
    if (g.state() !== 'play') return;
    if (round >= rounds) return g.win(g.say('All in order!'));
    start();
  }

  return {
    controls: 'Tap or drag the cards into order, first at the top; arrows and Space',
    reset() {
      round = 0;
      held = null;
      start();
    },
    update() {
      const inp = g.input;
      const p = inp.pointer;
      if (inp.tapped) {
        const card = ordering.cards.findIndex((_, c) => within(inp.tapAt, cardAt(c)));
        if (card >= 0) held = { card, at: { ...inp.tapAt }, from: { ...inp.tapAt } };
      }
      if (held && p.down) held.at = { x: p.x, y: p.y };
      if (held && !p.down) {
        const { card, at, from } = held;
        held = null;
        const moved = Math.hypot(at.x - from.x, at.y - from.y) > 12;
        const slot = ordering.cards.findIndex((_, s) => within(at, slotAt(s)));
        if (moved && slot >= 0) place(card, slot);
        else if (!moved) {
          // a tap: into the next free slot, or (placed) back to the tray
          if (slotOf[card] >= 0) slotOf[card] = -1;
          else putNext(card);
        }
      }
      // keys: up and down choose a card in the tray, Space puts it next, Backspace takes the last back
      const waiting = tray.filter((c) => slotOf[c] < 0);
      if (waiting.length) {
        if (inp.pressed('ArrowUp') || inp.pressed('w'))
          cursor = (cursor + waiting.length - 1) % waiting.length;
        if (inp.pressed('ArrowDown') || inp.pressed('s')) cursor = (cursor + 1) % waiting.length;
        cursor = Math.min(cursor, waiting.length - 1);
        if (inp.pressed(' ') || inp.pressed('Enter')) putNext(waiting[cursor]);
      }
      if (inp.pressed('Backspace')) {
        const last = Math.max(...slotOf);
        if (last >= 0) slotOf[occupant(last)] = -1;
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      g.text(g.say(ordering.ask), g.W / 2, 78, 22, accent);
      g.text(`${Math.min(round + 1, rounds)} / ${rounds}`, g.W / 2, 104, 15, fg);
      g.text(g.say(ordering.first), 360, rowY(0) - ROW / 2 - 8, 14, fg);
      g.text(g.say(ordering.last), 360, rowY(n() - 1) + ROW / 2 + 14, 14, fg);
      for (let s = 0; s < n(); s++) {
        const c = slotAt(s);
        ctx.strokeStyle = 'rgba(148,163,184,0.6)';
        ctx.setLineDash([6, 5]);
        ctx.strokeRect(c.x - 100, c.y - ROW / 2 + 4, 200, ROW - 8);
        ctx.setLineDash([]);
        g.text(String(s + 1), c.x - 116, c.y, 16, fg);
      }
      const waiting = tray.filter((c) => slotOf[c] < 0);
      const drawCard = (card: number) => {
        const at = cardAt(card);
        const look = ordering.cards[card];
        const mark = checked && slotOf[card] >= 0 ? (checked.right[card] ? '#16a34a' : '#dc2626') : null;
        ctx.fillStyle = mark ?? (held?.card === card ? '#334155' : '#1e293b');
        ctx.fillRect(at.x - 100, at.y - ROW / 2 + 4, 200, ROW - 8);
        if (!checked && waiting[cursor] === card) g.ring(at.x - 78, at.y, 22, accent, 2);
        face(look, at.x - 78, at.y);
        g.text(look.name, at.x + 14, at.y, look.emoji || look.color ? 17 : 22, '#f8fafc');
      };
      ordering.cards.forEach((_, card) => held?.card !== card && drawCard(card));
      if (held) drawCard(held.card); // (on top)
    },
  };

  /** A card's picture: its emoji, a planet drawn to size, or a swatch of its colour. */
  function face(look: Card, x: number, y: number) {
    const { ctx } = g;
    if (look.emoji) return g.sprite({ name: look.name, emoji: look.emoji, color: '#94a3b8' }, x, y, 34);
    if (!look.color) return;
    ctx.fillStyle = look.color;
    ctx.beginPath();
    if (look.ball) ctx.arc(x, y, 6 + 16 * look.ball, 0, Math.PI * 2);
    else ctx.arc(x, y, 16, 0, Math.PI * 2);
    ctx.fill();
    if (look.name === 'Saturn') {
      ctx.strokeStyle = '#f5e1a4';
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.ellipse(x, y, 26, 7, -0.3, 0, Math.PI * 2);
      ctx.stroke();
    }
  }
});
