// Roles: enemy = the dealer (drawn behind the dealer's cards). Parts: highscores, timer. Blackjack
// (blackjack.ts, cards.ts): you start with 100 chips (kept on this device between visits) and set a bet
// (− and +, or ←/→), then Deal (Enter or Space). Hit (H) draws, Stand (S) stays, Double (D) doubles the bet
// for one card more, Split (P) plays two cards alike as two hands. The dealer's second card stays face
// down until you stand; the dealer draws to 17. A blackjack pays 3 to 2, a win even money, a tie is a push.
// Reach the goal (500 chips unless said) to win; out of chips, it is over.
import { boot, type Box } from '../runtime';
import { panel } from '../panel';
import { cardBack, cardFace, shuffled, type Card } from '../cards';
import { canSplit, dealerDraws, isBust, outcome, payout, total, type Outcome } from '../blackjack';

const START = 100;
const CARD = { w: 64, h: 90 };
const DEALER_Y = 120;
const HAND_Y = 320;
const LESS: Box = { x: 60, y: 470, w: 56, h: 48 };
const MORE: Box = { x: 364, y: 470, w: 56, h: 48 };
const DEAL: Box = { x: 140, y: 540, w: 200, h: 56 };
const MOVES = ['Hit', 'Stand', 'Double', 'Split'] as const;
type Move = (typeof MOVES)[number];
const KEYS: Record<Move, string> = { Hit: 'h', Stand: 's', Double: 'd', Split: 'p' };
const moveBox = (i: number): Box => ({ x: 16 + i * 114, y: 540, w: 106, h: 56 });
const SAID: Record<Outcome, string> = {
  blackjack: 'Blackjack!',
  win: 'Win',
  push: 'Push',
  lose: 'Lose',
  bust: 'Bust',
};

interface Hand {
  cards: Card[];
  bet: number;
  fromSplit: boolean;
  /** Stood, doubled, bust or 21: no more cards. */
  done: boolean;
  end?: Outcome;
}

boot((g) => {
  g.showLives(false);
  const target = g.design.params.goal ?? 500;
  let chips: number;
  let bet: number;
  let shoe: Card[];
  let dealer: Card[];
  let hands: Hand[];
  let at: number; // the hand being played
  let phase: 'bet' | 'play' | 'dealer' | 'result';
  let t: number; // seconds since the dealer's last card (or the result)
  let line: string; // what the last hand did for you

  const draw = (): Card => {
    if (shoe.length < 52) shoe = shuffled(Math.random, 4); // (a fresh shoe when a quarter is left)
    return shoe.pop()!;
  };
  const save = () => g.keep('chips', chips);
  const hand = () => hands[at];
  const can = (m: Move) =>
    phase === 'play' &&
    (m === 'Hit' ||
      m === 'Stand' ||
      (m === 'Double' && hand().cards.length === 2 && chips >= hand().bet) ||
      (m === 'Split' && canSplit(hand().cards) && chips >= hand().bet && hands.length < 4));

  function deal() {
    if (bet < 1 || bet > chips) return g.sound('bad');
    chips -= bet;
    hands = [{ cards: [draw(), draw()], bet, fromSplit: false, done: false }];
    dealer = [draw(), draw()];
    at = 0;
    phase = 'play';
    g.sound('jump');
    // (a blackjack on either side ends the hand at once: the dealer looks under an ace or a ten)
    if (total(hands[0].cards).total === 21 || total(dealer).total === 21) settle();
  }
  function next() {
    while (at < hands.length && (hands[at].done || total(hands[at].cards).total >= 21)) {
      hands[at].done = true;
      at += 1;
    }
    if (at >= hands.length) {
      phase = 'dealer';
      t = 0;
    }
  }
  function play(m: Move) {
    if (!can(m)) return g.sound('bad');
    const h = hand();
    if (m === 'Hit') h.cards.push(draw());
    if (m === 'Stand') h.done = true;
    if (m === 'Double') {
      chips -= h.bet;
      h.bet *= 2;
      h.cards.push(draw());
      h.done = true;
    }
    if (m === 'Split') {
      chips -= h.bet;
      const second: Hand = { cards: [h.cards.pop()!, draw()], bet: h.bet, fromSplit: true, done: false };
      h.cards.push(draw());
      h.fromSplit = true;
      hands.splice(at + 1, 0, second);
    }
    g.sound(m === 'Hit' || m === 'Double' ? 'tick' : 'point');
    if (isBust(h.cards)) g.sound('bad');
    next();
  }
  function settle() {
    let back = 0;
    let staked = 0;
    for (const h of hands) {
      h.end = outcome(h.cards, dealer, h.fromSplit);
      back += payout(h.bet, h.end);
      staked += h.bet;
    }
    chips += back;
    const net = back - staked;
    if (net > 0) g.addScore(net);
    line = net > 0 ? `+${net}` : net < 0 ? `−${-net}` : '±0';
    g.sound(net > 0 ? 'win' : net < 0 ? 'lose' : 'point');
    phase = 'result';
    t = 0;
    save();
  }

  return {
    controls: 'Set the bet (− + or ←/→) and Deal (Enter); then Hit (H), Stand (S), Double (D) or Split (P)',
    reset() {
      const kept = g.kept<number>('chips');
      // (the chips of the last visit, unless they ran out or reached the goal: then a new game)
      chips = kept && kept > 0 && kept < target ? kept : START;
      bet = Math.min(10, chips);
      shoe = shuffled(Math.random, 4);
      dealer = [];
      hands = [];
      at = 0;
      line = '';
      phase = 'bet';
      t = 0;
    },
    update(dt) {
      const inp = g.input;
      const tap = (b: Box) => inp.tapped && g.within(inp.pointer, b);
      if (phase === 'bet') {
        const step = chips >= 200 ? 20 : 10;
        if (inp.pressed('ArrowLeft') || inp.pressed('-') || tap(LESS))
          bet = Math.max(Math.min(10, chips), bet - step);
        if (inp.pressed('ArrowRight') || inp.pressed('+') || tap(MORE)) bet = Math.min(chips, bet + step);
        if (inp.pressed('Enter') || inp.pressed(' ') || tap(DEAL)) deal();
        return;
      }
      if (phase === 'play') {
        MOVES.forEach((m, i) => {
          if (inp.pressed(KEYS[m]) || tap(moveBox(i))) play(m);
        });
        return;
      }
      t += dt;
      if (phase === 'dealer') {
        // (the dealer turns the hidden card, then draws a card a moment apart; nothing to draw to when
        // every hand is bust)
        if (t < 0.6) return;
        if (hands.some((h) => !isBust(h.cards)) && dealerDraws(dealer)) {
          dealer.push(draw());
          g.sound('tick');
          t = 0;
        } else settle();
        return;
      }
      if (chips >= target) {
        g.keep('chips', START);
        return g.win(`${g.say('Chips')}: ${chips}`);
      }
      if (chips <= 0) {
        g.keep('chips', START);
        return g.lose(g.say('Out of chips'));
      }
      if (t > 0.6 && (inp.pressed(' ') || inp.pressed('Enter') || inp.tapped)) {
        bet = Math.min(bet, chips);
        phase = 'bet';
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      ctx.fillStyle = 'rgba(21,128,61,0.35)'; // (the table's felt)
      ctx.beginPath();
      ctx.ellipse(g.W / 2, 300, g.W * 0.62, 250, 0, 0, Math.PI * 2);
      ctx.fill();
      g.text(`🪙 ${chips}`, 20, 60, 24, accent, 'left');
      g.text(`${g.say('Goal')} ${target}`, g.W - 20, 60, 18, fg, 'right');
      // the dealer, with the second card face down while the hand is played
      g.sprite('enemy', 60, DEALER_Y + CARD.h / 2, 48);
      g.text(g.say('Dealer'), 60, DEALER_Y + CARD.h + 14, 14, fg);
      const hidden = phase === 'play';
      const row = (cards: Card[], cx: number, y: number, lit: boolean, hide = false) => {
        const step = Math.min(40, 150 / Math.max(1, cards.length - 1));
        const x0 = cx - (CARD.w + step * (cards.length - 1)) / 2;
        cards.forEach((c, i) => {
          const b = { x: x0 + i * step, y, ...CARD };
          if (hide && i === 1) cardBack(g, b);
          else cardFace(g, c, b, lit && i === cards.length - 1);
        });
      };
      if (dealer.length) {
        row(dealer, g.W / 2 + 30, DEALER_Y, false, hidden);
        const shown = hidden ? total(dealer.slice(0, 1)).total : total(dealer).total;
        const said = hidden ? `${shown} + ?` : isBust(dealer) ? `${shown} · ${g.say('Bust')}` : String(shown);
        g.text(said, g.W / 2 + 30, DEALER_Y + CARD.h + 18, 18, '#ffffff');
      }
      // your hands side by side, the one being played lit, each with its total, bet and end
      const width = g.W / Math.max(1, hands.length);
      hands.forEach((h, i) => {
        const cx = width * i + width / 2;
        row(h.cards, cx, HAND_Y, phase === 'play' && i === at);
        const { total: sum, soft } = total(h.cards);
        g.text(soft && sum < 21 ? `${sum - 10}/${sum}` : String(sum), cx, HAND_Y - 16, 18, '#ffffff');
        g.text(`🪙 ${h.bet}`, cx, HAND_Y + CARD.h + 18, 15, fg);
        if (h.end) {
          const good = h.end === 'win' || h.end === 'blackjack';
          g.text(
            g.say(SAID[h.end]),
            cx,
            HAND_Y + CARD.h + 44,
            20,
            good ? accent : h.end === 'push' ? fg : '#fca5a5',
          );
        }
      });
      if (phase === 'bet') {
        panel(g, LESS, true);
        g.text('−', LESS.x + LESS.w / 2, LESS.y + LESS.h / 2, 28, fg);
        panel(g, MORE, true);
        g.text('+', MORE.x + MORE.w / 2, MORE.y + MORE.h / 2, 28, fg);
        g.text(`${g.say('Bet')} ${bet}`, g.W / 2, LESS.y + LESS.h / 2, 24, '#ffffff');
        panel(g, DEAL, true);
        g.text(g.say('Deal'), DEAL.x + DEAL.w / 2, DEAL.y + DEAL.h / 2, 24, '#ffffff');
        if (line) g.text(line, g.W / 2, 96, 18, line.startsWith('+') ? accent : fg);
      }
      if (phase === 'play')
        MOVES.forEach((m, i) => {
          const b = moveBox(i);
          panel(g, b, can(m));
          g.text(g.say(m), b.x + b.w / 2, b.y + 22, 18, can(m) ? '#ffffff' : fg + '88');
          g.text(KEYS[m].toUpperCase(), b.x + b.w / 2, b.y + 44, 12, fg + '99');
        });
      if (phase === 'result') {
        g.text(line, g.W / 2, 500, 28, line.startsWith('+') ? accent : line.startsWith('−') ? '#fca5a5' : fg);
        g.text(g.say('Tap or press Space for the next hand'), g.W / 2, 560, 16, fg);
      }
    },
  };
});
