// Roles: target (optional) = what the backs of the cards show. Parts: highscores. Hearts (hearts.ts), you against three computers (West, North, East) as
// the old Windows game played it: your 13 cards large and face up at the bottom in two rows, theirs face
// down around the table. Each hand starts by passing three cards (left, right, across, then none): tap
// three and Pass. The 2♣ leads the first trick; you must follow suit; hearts cannot be led until one
// has been played; no points on the first trick. Tap a card to play it (the ones you may play stand out;
// another says why not). Whoever played the highest card of the suit led takes the trick and leads the
// next. A heart is a point, the queen of spades 13; all 26 to one shoots the moon (26 to each of the
// others). When someone reaches 100 the game ends and the lowest score wins. Keys: arrows and Space. The
// computers play a card that is allowed but not thought out half the time on easy, a fifth on normal,
// never on hard.
import { boot } from '../runtime';
import { cardBack, cardFace, shuffled } from '../cards';
import { panel } from '../panel';
import { choosePass, choosePlay, deal, handScores, legal, passTo, PASSES, points, same, sorted, taker, why, type Card, type Table } from '../hearts'; // prettier-ignore

const END = 100;
const SLIPS = { easy: 0.5, normal: 0.2, hard: 0 };
const CARD = { w: 62, h: 90, gap: 4, top: 392 };
const PLAYED = { w: 58, h: 84 };
// (where each one's card lies in the trick: you, west, north, east)
const SPOT = [
  { x: 240, y: 300 },
  { x: 150, y: 232 },
  { x: 240, y: 164 },
  { x: 330, y: 232 },
];
const PASS_BUTTON = { x: 150, y: 590, w: 180, h: 42 };
const WHY: Record<NonNullable<ReturnType<typeof why>>, string> = {
  two: 'The 2♣ leads the first trick',
  follow: 'You must follow suit',
  hearts: 'Hearts are not broken yet',
  first: 'No points on the first trick',
};
const PASS_LINE = {
  left: 'Pass three cards to the left',
  right: 'Pass three cards to the right',
  across: 'Pass three cards across',
  none: 'No passing this hand',
};

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  let hands: Card[][];
  let taken: Card[][];
  let totals: number[];
  let handNo: number;
  let phase: 'pass' | 'play' | 'scored' | 'over';
  let chosen: Card[]; // your three to pass
  let got: Card[]; // the three passed to you, shown lit for a moment
  let table: Table;
  let turn: number;
  let wait: number;
  let said: { text: string; left: number } | null;
  let last: number[]; // the last hand's points
  let moon: number | null;
  let cursor: number;

  const NAMES = ['You', 'West', 'North', 'East'];
  const emblem = g.design.roles.target;
  const name = (p: number) => g.say(NAMES[p]);
  const pass = () => PASSES[handNo % 4];
  const tell = (text: string, left = 1.6) => (said = { text, left });

  function newHand() {
    hands = deal(shuffled(Math.random));
    taken = [[], [], [], []];
    chosen = [];
    got = [];
    table = { trick: [], broken: false, first: true };
    cursor = 0;
    phase = pass() === 'none' ? 'play' : 'pass';
    if (phase === 'play') startPlay();
  }

  function startPlay() {
    phase = 'play';
    turn = hands.findIndex((h) => h.some((c) => c.suit === 3 && c.rank === 2));
    wait = 0.8;
  }

  function passCards() {
    const giving = hands.map((h, p) => (p === 0 ? chosen : choosePass(h)));
    const to = pass();
    hands = hands.map((h, p) => h.filter((c) => !giving[p].some((x) => same(x, c))));
    giving.forEach((cards, p) => hands[passTo(p, to)].push(...cards));
    hands = hands.map(sorted);
    got = giving[[0, 1, 2, 3].find((p) => passTo(p, to) === 0)!];
    chosen = [];
    g.sound('point');
    startPlay();
  }

  function play(p: number, card: Card) {
    hands[p] = hands[p].filter((c) => !same(c, card));
    table.trick.push({ p, card });
    if (card.suit === 1 && !table.broken) {
      table.broken = true;
      tell(g.say('Hearts broken!'));
    }
    g.note(p === 0 ? 520 : 360 + p * 40, 0.06, 'triangle', 0.03);
    turn = (p + 1) % 4;
    wait = table.trick.length === 4 ? 1.2 : 0.7;
    got = [];
  }

  function collect() {
    const who = taker(table.trick);
    const cards = table.trick.map((x) => x.card);
    taken[who].push(...cards);
    const pts = cards.reduce((s, c) => s + points(c), 0);
    tell(g.say('{x} takes the trick').replace('{x}', name(who)) + (pts ? `  (+${pts})` : ''));
    if (pts && who === 0) g.sound('bad');
    table = { trick: [], broken: table.broken, first: false };
    turn = who;
    wait = 0.8;
    if (hands.every((h) => !h.length)) scoreHand();
  }

  function scoreHand() {
    const s = handScores(taken);
    last = s.scores;
    moon = s.moon;
    totals = totals.map((t, p) => t + s.scores[p]);
    phase = 'scored';
    if (moon !== null) g.sound(moon === 0 ? 'win' : 'bad');
  }

  function next() {
    if (Math.max(...totals) < END) {
      handNo += 1;
      return newHand();
    }
    phase = 'over';
    const low = Math.min(...totals);
    const best = totals.indexOf(low);
    if (totals[0] === low) {
      g.addScore(END - low);
      return g.win(`${g.say('You win with {n} points').replace('{n}', String(low))}`);
    }
    g.lose(`${g.say('{x} wins').replace('{x}', name(best))} (${low})`);
  }

  const handBox = (i: number) => {
    const k = hands[0].length;
    const row = i < Math.ceil(k / 2) ? 0 : 1;
    const inRow = row ? k - Math.ceil(k / 2) : Math.ceil(k / 2);
    const j = row ? i - Math.ceil(k / 2) : i;
    const width = inRow * (CARD.w + CARD.gap) - CARD.gap;
    const lift = chosen.some((c) => same(c, hands[0][i])) ? 14 : 0;
    return { x: g.W / 2 - width / 2 + j * (CARD.w + CARD.gap), y: CARD.top + row * (CARD.h + 8) - lift, w: CARD.w, h: CARD.h }; // prettier-ignore
  };

  function tapCard(i: number) {
    const card = hands[0][i];
    if (!card) return;
    if (phase === 'pass') {
      if (chosen.some((c) => same(c, card))) chosen = chosen.filter((c) => !same(c, card));
      else if (chosen.length < 3) chosen.push(card);
      else g.sound('bad');
      return;
    }
    if (phase !== 'play' || turn !== 0 || table.trick.length === 4) return;
    const no = why(hands[0], card, table);
    if (no) {
      g.sound('bad');
      return tell(g.say(WHY[no]), 2);
    }
    play(0, card);
  }

  return {
    controls: 'Tap three cards and Pass; then tap a card to play it (arrows and Space too)',
    reset() {
      totals = [0, 0, 0, 0];
      last = [0, 0, 0, 0];
      moon = null;
      handNo = 0;
      said = null;
      newHand();
    },
    update(dt) {
      const inp = g.input;
      if (said && (said.left -= dt) <= 0) said = null;
      const k = hands[0].length;
      if (inp.pressed('ArrowLeft')) cursor = Math.max(0, cursor - 1);
      if (inp.pressed('ArrowRight')) cursor = Math.min(k - 1, cursor + 1);
      if (inp.pressed('ArrowUp') || inp.pressed('ArrowDown'))
        cursor = (cursor + Math.ceil(k / 2)) % Math.max(1, k);
      cursor = Math.min(cursor, Math.max(0, k - 1));
      if (phase === 'scored') {
        if (inp.tapped || inp.pressed(' ') || inp.pressed('Enter')) next();
        return;
      }
      if (
        phase === 'pass' &&
        chosen.length === 3 &&
        (inp.pressed('Enter') || (inp.tapped && g.within(inp.tapAt, PASS_BUTTON)))
      )
        // prettier-ignore
        return passCards();
      if (inp.pressed(' ')) tapCard(cursor);
      if (inp.tapped) {
        // (the card on top where two rows meet: the later one)
        for (let i = k - 1; i >= 0; i--)
          if (g.within(inp.tapAt, handBox(i))) {
            cursor = i;
            tapCard(i);
            break;
          }
      }
      if (phase !== 'play') return;
      wait -= dt;
      if (wait > 0) return;
      if (table.trick.length === 4) return collect();
      if (turn === 0) return;
      // (the computers slip now and then, more on easy, never on hard)
      const can = legal(hands[turn], table);
      play(turn, g.chance(SLIPS[g.design.params.difficulty]) ? g.pick(can) : choosePlay(hands[turn], table));
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      // the three computers: their backs, their names and totals
      const backs = (n: number, x: number, y: number, across: boolean) => {
        for (let i = 0; i < n; i++) {
          const b = across ? { x: x + i * 9, y, w: 26, h: 38 } : { x, y: y + i * 9, w: 38, h: 26 };
          cardBack(g, b);
          if (emblem && i === n - 1) g.sprite(emblem, b.x + b.w / 2, b.y + b.h / 2, 18);
        }
      };
      backs(hands[2].length, 240 - (hands[2].length * 9 + 17) / 2, 74, true);
      backs(hands[1].length, 10, 160 - 0, false);
      backs(hands[3].length, g.W - 48, 160, false);
      const label = (p: number, x: number, y: number, align: CanvasTextAlign) =>
        g.text(`${name(p)} ${totals[p]}`, x, y, 17, turn === p && phase === 'play' ? accent : fg, align);
      label(2, 240, 58, 'center');
      label(1, 10, 148, 'left');
      label(3, g.W - 10, 148, 'right');
      g.text(`${name(0)} ${totals[0]}`, 14, 374, 18, turn === 0 && phase === 'play' ? accent : fg, 'left');
      g.text(`${g.say('Hand')} ${handNo + 1}`, g.W - 14, 374, 15, fg + 'aa', 'right');
      // the trick
      for (const { p, card } of table.trick)
        cardFace(g, card, { x: SPOT[p].x - PLAYED.w / 2, y: SPOT[p].y - PLAYED.h / 2, w: PLAYED.w, h: PLAYED.h }, false); // prettier-ignore
      // your hand: what may be played stands out on your turn; the three passed to you are lit
      const allowed =
        phase === 'play' && turn === 0 && table.trick.length < 4 ? legal(hands[0], table) : null;
      hands[0].forEach((card, i) => {
        const b = handBox(i);
        ctx.globalAlpha = allowed && !allowed.some((c) => same(c, card)) ? 0.45 : 1;
        cardFace(g, card, b, got.some((c) => same(c, card)) || i === cursor);
        ctx.globalAlpha = 1;
      });
      // what is happening
      const line =
        said?.text ??
        (phase === 'pass'
          ? g.say(PASS_LINE[pass()])
          : phase === 'play' && turn === 0 && table.trick.length < 4
            ? g.say('Your turn')
            : '');
      if (line) g.text(line, g.W / 2, 350, 17, said ? '#fde047' : fg);
      if (phase === 'pass') {
        panel(g, PASS_BUTTON, chosen.length === 3);
        g.text(
          `${g.say('Pass them')} ${chosen.length}/3`,
          PASS_BUTTON.x + PASS_BUTTON.w / 2,
          PASS_BUTTON.y + 21,
          18,
          fg,
        );
      }
      if (phase === 'scored') {
        ctx.fillStyle = 'rgba(2,6,23,0.88)';
        ctx.fillRect(40, 120, g.W - 80, 250);
        g.text(`${g.say('Hand')} ${handNo + 1}`, g.W / 2, 146, 20, accent);
        if (moon !== null)
          g.text(g.say('{x} shot the moon!').replace('{x}', name(moon)), g.W / 2, 174, 17, '#fde047');
        [0, 1, 2, 3].forEach((p) => {
          const y = 206 + p * 34;
          g.text(name(p), 80, y, 18, fg, 'left');
          g.text(`+${last[p]}`, 280, y, 18, last[p] ? '#fca5a5' : fg, 'right');
          g.text(String(totals[p]), g.W - 80, y, 20, fg, 'right');
        });
        g.text(g.say(Math.max(...totals) < END ? 'Tap to deal the next hand' : 'Tap to see who won'), g.W / 2, 350, 15, fg + 'cc'); // prettier-ignore
      }
    },
  };
});
