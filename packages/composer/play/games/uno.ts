// Roles: target (optional) = what the backs of the cards show. Parts: highscores. UNO against the computer (uno.ts): your hand face up at the bottom,
// the computers' face down at the top (three unless asked: params.opponents),
// the draw pile and the discard. Tap a card that matches the colour or the face to play it (the ones you
// can play stand up), tap the pile to draw, Pass after drawing; a wild asks for a colour. Skip, Reverse,
// +2 and +4 do what they say to the next one. Press UNO! before playing your second-last card, or draw
// two. The computers play on their own and say UNO!. Whoever empties their hand first wins; you score
// the points left in the others' hands. Keys: arrows to pick, Space to play, D to draw, U for UNO!.
import { boot, shuffled } from '../runtime';
import { after, bestColour, choose, COLOURS, deck, playable, worth, type Card, type Colour } from '../uno';

const HUE: Record<Colour, string> = { red: '#ef4444', yellow: '#eab308', green: '#22c55e', blue: '#3b82f6' };
const PILE = { x: 120, y: 250, w: 76, h: 112 };
const TOP = { x: 284, y: 250, w: 76, h: 112 };
const UNO = { x: 344, y: 396, w: 120, h: 44 };
const PASS = { x: 16, y: 396, w: 120, h: 44 };
const CARD = { w: 64, h: 96, y: 500 };
const pick = (i: number) => ({ x: 60 + i * 100, y: 270, w: 80, h: 80 });

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  const foes = g.design.params.opponents ?? 3;
  const n = foes + 1;
  let hands: Card[][];
  let pile: Card[];
  let discard: Card[];
  let colour: Colour;
  let dir: number;
  let turn: number;
  let wait: number;
  let said: string;
  let sayFor: number;
  let drew: boolean;
  let choosing: Card | null; // a wild you played, waiting for its colour
  let uno: boolean; // UNO! pressed this turn
  let cursor: number;
  let over: boolean;

  const top = () => discard[discard.length - 1];
  const name = (p: number) => (p === 0 ? g.say('You') : `${g.say('Computer')} ${p}`);
  const tell = (s: string, t = 1.6) => {
    said = s;
    sayFor = t;
  };

  function draw(p: number, k = 1) {
    for (let i = 0; i < k; i++) {
      if (!pile.length) {
        const keep = discard.pop()!;
        pile = shuffled(discard);
        discard = [keep];
      }
      const c = pile.pop();
      if (c) hands[p].push(c);
    }
  }

  /** Turn `p` plays card `i` of its hand (`chosen`: the colour a wild names). */
  function play(p: number, i: number, chosen?: Colour) {
    const [card] = hands[p].splice(i, 1);
    discard.push(card);
    colour = card.colour ?? chosen ?? bestColour(hands[p]);
    g.sound(card.colour ? 'point' : 'win');
    if (hands[p].length === 0) return finish(p);
    let steps = 1;
    if (card.face === 'reverse') {
      dir = -dir;
      if (n === 2) steps = 2;
    }
    if (card.face === 'skip') steps = 2;
    const nextOne = after(p, dir, n);
    if (card.face === '+2' || card.face === '+4') {
      draw(nextOne, card.face === '+2' ? 2 : 4);
      tell(`${name(nextOne)} ${card.face}!`);
      steps = 2;
    } else if (card.face === 'skip') tell(`${name(nextOne)}: ${g.say('skipped!')}`);
    else if (card.colour === null)
      tell(`${g.say('Colour')}: ${g.say(colour[0].toUpperCase() + colour.slice(1))}`);
    if (hands[p].length === 1 && p > 0) tell(`${name(p)}: UNO!`);
    turn = after(p, dir, n, steps);
    wait = 0.9;
    drew = false;
    uno = false;
  }

  function finish(p: number) {
    over = true;
    const points = hands.reduce((s, h) => s + h.reduce((t, c) => t + worth(c), 0), 0);
    if (p === 0) {
      g.addScore(points);
      return g.win(`UNO! +${points}`);
    }
    g.lose(g.say('{x} wins').replace('{x}', name(p)));
  }

  function yours(i: number) {
    const card = hands[0][i];
    if (!playable(card, top(), colour)) return g.sound('bad');
    if (card.colour === null) {
      choosing = card;
      return;
    }
    playYours(i);
  }

  /** Your card `i` played (`chosen`: a wild's colour); down to one card without UNO! said, two more. */
  function playYours(i: number, chosen?: Colour) {
    const forgot = hands[0].length === 2 && !uno;
    play(0, i, chosen);
    if (forgot && !over) {
      draw(0, 2);
      tell(g.say('You forgot to say UNO! +2'), 2);
    }
  }

  const handBox = (i: number) => {
    const k = hands[0].length;
    const step = k > 1 ? Math.min(70, (g.W - 32 - CARD.w) / (k - 1)) : 0;
    const x = g.W / 2 - ((k - 1) * step + CARD.w) / 2 + i * step;
    const up = turn === 0 && !choosing && playable(hands[0][i], top(), colour) ? 22 : 0;
    return { x, y: CARD.y - up, w: i === k - 1 ? CARD.w : step, h: CARD.h };
  };

  return {
    controls: 'Tap a card that matches to play it, or the pile to draw (arrows, Space, D; U for UNO!)',
    reset() {
      pile = shuffled(deck());
      hands = Array.from({ length: n }, () => pile.splice(0, 7));
      // (the first card turned up is a number)
      let first = pile.findIndex((c) => /^\d$/.test(c.face));
      if (first < 0) first = 0;
      discard = pile.splice(first, 1);
      colour = top().colour ?? 'red';
      dir = 1;
      turn = 0;
      wait = 0;
      said = '';
      sayFor = 0;
      drew = false;
      choosing = null;
      uno = false;
      cursor = 0;
      over = false;
    },
    update(dt) {
      const inp = g.input;
      sayFor = Math.max(0, sayFor - dt);
      if (over) return;
      if (choosing) {
        for (let i = 0; i < 4; i++)
          if (inp.pressed(String(i + 1)) || (inp.tapped && g.within(inp.tapAt, pick(i)))) {
            const wild = hands[0].indexOf(choosing);
            choosing = null;
            return playYours(wild, COLOURS[i]);
          }
        return;
      }
      if (turn !== 0) {
        wait -= dt;
        if (wait > 0) return;
        const hand = hands[turn];
        let i = choose(hand, top(), colour, hands[after(turn, dir, n)].length);
        if (i < 0) {
          draw(turn);
          i = choose(hand, top(), colour, hands[after(turn, dir, n)].length); // (the card drawn, if it fits)
        }
        if (i >= 0) play(turn, i);
        else {
          turn = after(turn, dir, n);
          wait = 0.7;
        }
        return;
      }
      // your turn
      const k = hands[0].length;
      cursor = Math.min(cursor, k - 1);
      if (inp.pressed('ArrowLeft')) cursor = Math.max(0, cursor - 1);
      if (inp.pressed('ArrowRight')) cursor = Math.min(k - 1, cursor + 1);
      if (inp.pressed('u') || (inp.tapped && g.within(inp.tapAt, UNO))) {
        uno = true;
        if (k <= 2) tell(`${g.say('You')}: UNO!`);
        return;
      }
      if (inp.pressed(' ') || inp.pressed('Enter')) return yours(cursor);
      if (!drew && (inp.pressed('d') || (inp.tapped && g.within(inp.tapAt, PILE)))) {
        draw(0);
        drew = true;
        cursor = hands[0].length - 1;
        g.sound('tick');
        return;
      }
      if (drew && (inp.pressed('p') || (inp.tapped && g.within(inp.tapAt, PASS)))) {
        turn = after(0, dir, n);
        wait = 0.9;
        drew = false;
        return;
      }
      if (inp.tapped)
        for (let i = k - 1; i >= 0; i--)
          if (g.within(inp.tapAt, handBox(i))) {
            cursor = i;
            return yours(i);
          }
    },
    draw() {
      const { ctx } = g;
      ctx.fillStyle = '#14532d'; // (a card table)
      ctx.fillRect(0, 0, g.W, g.H);
      ctx.fillStyle = '#166534';
      ctx.beginPath();
      ctx.ellipse(g.W / 2, 310, 220, 150, 0, 0, Math.PI * 2);
      ctx.fill();
      // the computers, face down along the top
      for (let p = 1; p < n; p++) {
        const cx = (g.W * p) / n;
        const k = hands[p].length;
        for (let i = 0; i < Math.min(k, 10); i++) back(cx - 30 + i * 6 - Math.min(k, 10) * 3, 64, 40, 60);
        g.text(`${name(p)} · ${k}`, cx, 146, 12, turn === p ? '#fde047' : '#ffffff');
        if (k === 1) g.text('UNO!', cx, 40, 16, '#fde047');
      }
      // the pile, the discard with the colour asked around it, the way play goes
      back(PILE.x, PILE.y, PILE.w, PILE.h);
      g.text(
        `${g.say('Draw pile')} (${pile.length})`,
        PILE.x + PILE.w / 2,
        PILE.y + PILE.h + 14,
        12,
        '#ffffff',
      );
      ctx.strokeStyle = HUE[colour];
      ctx.lineWidth = 8;
      ctx.beginPath();
      ctx.roundRect(TOP.x - 8, TOP.y - 8, TOP.w + 16, TOP.h + 16, 14);
      ctx.stroke();
      face(top(), TOP.x, TOP.y, TOP.w, TOP.h);
      g.text(dir > 0 ? '↻' : '↺', g.W / 2 + 2, 306, 34, '#bbf7d0');
      const whose = turn === 0 ? g.say('Your turn') : `${name(turn)}…`;
      g.text(whose, g.W / 2, 184, 18, '#ffffff');
      if (sayFor > 0) g.text(said, g.W / 2, 214, 18, '#fde047');
      // your hand
      hands[0].forEach((c, i) => {
        const b = handBox(i);
        face(c, b.x, b.y, CARD.w, CARD.h);
        if (i === cursor && turn === 0) g.ring(b.x + CARD.w / 2, b.y - 10, 4, '#fde047', 4);
      });
      if (turn === 0 && !choosing) {
        button(UNO, 'UNO!', hands[0].length <= 2 && !uno, '#dc2626');
        if (drew) button(PASS, g.say('Pass turn'), true, '#334155');
      }
      if (choosing) {
        ctx.fillStyle = 'rgba(0,0,0,0.6)';
        ctx.fillRect(0, 220, g.W, 160);
        g.text(g.say('Choose a colour'), g.W / 2, 244, 20, '#ffffff');
        COLOURS.forEach((c, i) => {
          const b = pick(i);
          ctx.fillStyle = HUE[c];
          ctx.beginPath();
          ctx.roundRect(b.x, b.y, b.w, b.h, 14);
          ctx.fill();
        });
      }
    },
  };

  function button(
    b: { x: number; y: number; w: number; h: number },
    label: string,
    lit: boolean,
    fill: string,
  ) {
    g.ctx.fillStyle = lit ? fill : 'rgba(255,255,255,0.15)';
    g.ctx.beginPath();
    g.ctx.roundRect(b.x, b.y, b.w, b.h, 22);
    g.ctx.fill();
    g.text(label, b.x + b.w / 2, b.y + b.h / 2, 20, '#ffffff');
  }

  function back(x: number, y: number, w: number, h: number) {
    const { ctx } = g;
    ctx.fillStyle = '#111827';
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, 6);
    ctx.fill();
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 2;
    ctx.stroke();
    ctx.fillStyle = '#dc2626';
    ctx.beginPath();
    ctx.ellipse(x + w / 2, y + h / 2, w * 0.32, h * 0.22, -0.5, 0, Math.PI * 2);
    ctx.fill();
    if (w > 50 && g.design.roles.target) g.sprite('target', x + w / 2, y + h / 2, w * 0.6);
    else if (w > 50) g.text('UNO', x + w / 2, y + h / 2, 16, '#fde047');
  }

  function face(c: Card, x: number, y: number, w: number, h: number) {
    const { ctx } = g;
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, 8);
    ctx.fill();
    ctx.fillStyle = c.colour ? HUE[c.colour] : '#111827';
    ctx.beginPath();
    ctx.roundRect(x + 4, y + 4, w - 8, h - 8, 6);
    ctx.fill();
    if (!c.colour)
      COLOURS.forEach((k, i) => {
        ctx.fillStyle = HUE[k];
        ctx.beginPath();
        ctx.moveTo(x + w / 2, y + h / 2);
        ctx.arc(x + w / 2, y + h / 2, w * 0.3, (i * Math.PI) / 2, ((i + 1) * Math.PI) / 2);
        ctx.fill();
      });
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.ellipse(x + w / 2, y + h / 2, w * 0.3, h * 0.3, -0.5, 0, Math.PI * 2);
    if (c.colour) ctx.fill();
    const label = c.face === 'skip' ? '⊘' : c.face === 'reverse' ? '⇄' : c.face === 'wild' ? '★' : c.face;
    g.text(label, x + w / 2, y + h / 2, label.length > 1 ? w * 0.34 : w * 0.44, c.colour ? HUE[c.colour] : '#ffffff'); // prettier-ignore
    g.text(label, x + 10, y + 14, 12, '#ffffff', 'left');
  }
});
