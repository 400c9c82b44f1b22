// Roles: every named entity (player, target, hazard, enemy, ally, goal, shot) is the face of one pair of
// cards, padded with fitting extras. Parts: levels (two more pairs a level), timer, night (light at the
// cursor), highscores. A goal counts pairs found (g.got); on hard, forgetting a card you saw costs a life.
// A design with one thing only ("pairs of socks") has every pair of it, each pair in its own colour;
// with fewer things than pairs, they come again in other colours.
import { boot, shuffled, type Vec } from '../runtime';
import { MEMORY_PAIRS, type Entity, type RoleId } from '../../src/design';

const ROLES: RoleId[] = ['player', 'target', 'hazard', 'enemy', 'ally', 'goal', 'shot'];
const EXTRAS: Entity[] = ['⭐', '🍀', '🌙', '💎', '🎈', '🍄', '🔔', '🎲', '🌈', '🍒', '🚀', '🎁'].map(
  (emoji) => ({
    name: 'card',
    emoji,
    color: '#94a3b8',
  }),
);
const TOP = 84;
const BOTTOM = 628;

interface Card {
  kind: number;
  open: boolean;
  found: boolean;
  seen: boolean;
  flip: number; // 0 face down … 1 face up, eased toward open
}
interface Layout {
  cols: number;
  rows: number;
  w: number;
  h: number;
  x0: number;
  y0: number;
}

/** The grid shape that gives the biggest cards for n cards. */
function layout(n: number): Layout {
  let best: Layout | null = null;
  for (let cols = 3; cols <= 6; cols++) {
    const rows = Math.ceil(n / cols);
    const w = Math.min(440 / cols - 10, ((BOTTOM - TOP) / rows - 10) * 0.8);
    if (!best || w > best.w) best = { cols, rows, w, h: w / 0.8, x0: 0, y0: 0 };
  }
  const b = best!;
  b.x0 = (480 - b.cols * (b.w + 10) + 10) / 2;
  b.y0 = TOP + (BOTTOM - TOP - b.rows * (b.h + 10) + 10) / 2;
  return b;
}

boot((g) => {
  g.showLives(g.design.params.difficulty === 'hard'); // only a hard game costs lives
  const named = ROLES.filter((r) => g.design.roles[r]).map((r) => g.role(r));
  // What was named (with its kind's others) is on the cards; when that is fewer than the pairs, the
  // same again in other colours (eight pairs of dinosaurs from 🦖 and 🦕), never unrelated faces. The
  // colours turn round the wheel by the golden angle, so pairs laid out one after another look apart.
  const own = [...named, ...(g.design.extras ?? [])];
  const faces: Entity[] = [];
  const hues: number[] = [];
  for (let round = 0; faces.length < 12; round++)
    for (const e of own.length ? own : EXTRAS)
      if (faces.length < 12) {
        faces.push(e);
        hues.push(own.length === 1 ? (faces.length - 1) * 137.5 : round * 137.5);
      }
  const hue = (kind: number) => hues[kind] % 360;
  const hard = g.design.params.difficulty === 'hard';
  let cards: Card[];
  let lay: Layout;
  let picked: number[]; // the open cards of this move (0-2)
  let wait: number; // how long a mismatch stays face up
  let moves: number;
  let mistakes: number;
  let cursor: number;
  let peek: number; // all cards show face up for a moment when a level starts

  const centre = (i: number): Vec => ({
    x: lay.x0 + (i % lay.cols) * (lay.w + 10) + lay.w / 2,
    y: lay.y0 + Math.floor(i / lay.cols) * (lay.h + 10) + lay.h / 2,
  });
  const cardAt = (p: Vec) =>
    cards.findIndex((_, i) => {
      const c = centre(i);
      return Math.abs(p.x - c.x) < lay.w / 2 && Math.abs(p.y - c.y) < lay.h / 2;
    });

  function closeMismatch() {
    for (const i of picked) cards[i].open = false;
    picked = [];
    wait = 0;
  }
  function flip(i: number) {
    const c = cards[i];
    if (!c || c.found) return;
    if (picked.length === 2) closeMismatch(); // tapping on hides the mismatch at once
    if (c.open) return;
    c.open = true;
    picked.push(i);
    g.sound('tick');
    if (picked.length < 2) return;
    moves++;
    const [a, b] = picked.map((j) => cards[j]);
    if (a.kind === b.kind) {
      a.found = b.found = true;
      picked = [];
      if (g.design.params.goal !== null) g.got(1);
      else g.addScore(10);
      if (cards.every((k) => k.found)) {
        g.addScore(Math.max(0, cards.length * 1.5 - moves) * 5); // fewer moves, more bonus
        g.win();
      }
      return;
    }
    // A real memory slip: the first card's partner had been seen already.
    const slip = cards.some((k, j) => j !== picked[0] && k.kind === a.kind && k.seen);
    a.seen = b.seen = true;
    wait = 0.9;
    g.sound('bad');
    if (slip) {
      mistakes++;
      if (hard) g.loseLife();
    }
  }

  return {
    controls: 'Tap two cards to turn them over; or arrows to choose and Space to turn',
    reset() {
      const pairs = Math.min(
        12,
        (g.design.params.cards ?? MEMORY_PAIRS[g.design.params.difficulty]) + (g.level - 1) * 2,
      );
      const kinds = Array.from({ length: pairs }, (_, i) => i % faces.length);
      cards = shuffled([...kinds, ...kinds]).map((kind) => ({
        kind,
        open: false,
        found: false,
        seen: false,
        flip: 1,
      }));
      lay = layout(cards.length);
      picked = [];
      wait = 0;
      moves = 0;
      mistakes = 0;
      cursor = 0;
      peek = { easy: 2, normal: 1.4, hard: 0.8 }[g.design.params.difficulty];
    },
    update(dt) {
      peek -= dt;
      if (g.input.tapped || g.input.pressed(' ')) peek = Math.min(peek, 0); // a tap ends the peek
      const shown = (c: Card) => c.open || c.found || peek > 0;
      for (const c of cards) c.flip = g.clamp(c.flip + (shown(c) ? dt : -dt) * 6, 0, 1);
      if (peek > -0.2) return; // the cards turn back before play
      if (wait > 0) {
        wait -= dt;
        if (wait <= 0) closeMismatch();
      }
      const inp = g.input;
      if (inp.tapped) {
        const i = cardAt(inp.pointer);
        if (i >= 0) {
          cursor = i;
          flip(i);
        }
      }
      const d = inp.pressed('ArrowLeft') ? -1 : inp.pressed('ArrowRight') ? 1 : 0;
      const r = inp.pressed('ArrowUp') ? -1 : inp.pressed('ArrowDown') ? 1 : 0;
      if (d || r) cursor = g.clamp(cursor + d + r * lay.cols, 0, cards.length - 1);
      if (inp.pressed(' ') || inp.pressed('Enter')) flip(cursor);
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      g.text(`${g.say('Moves')} ${moves}`, 20, 64, 18, fg, 'left');
      if (mistakes) g.text(`Slips ${mistakes}`, 460, 64, 18, hard ? '#f87171' : accent, 'right');
      // The design's things in this deck, lit once their pair is found.
      const inDeck = named
        .map((e, kind) => ({ e, kind }))
        .filter(({ kind }) => cards.some((c) => c.kind === kind));
      inDeck.forEach(({ e, kind }, k) => {
        ctx.globalAlpha = cards.some((c) => c.kind === kind && c.found) ? 1 : 0.35;
        g.sprite(e, 240 + (k - (inDeck.length - 1) / 2) * 30, 64, 22 / Math.max(1, g.design.params.size));
        ctx.globalAlpha = 1;
      });
      const face = Math.min(lay.w * 0.7, lay.h * 0.55) / Math.max(1, g.design.params.size);
      cards.forEach((c, i) => {
        const { x, y } = centre(i);
        const sx = Math.abs(Math.cos(Math.PI * c.flip)); // the card narrows to an edge and turns
        const up = c.flip > 0.5;
        ctx.save();
        ctx.translate(x, y);
        ctx.scale(Math.max(0.02, sx), 1);
        ctx.globalAlpha = c.found && c.flip >= 1 ? 0.55 : 1;
        // (one thing in many colours: its card is tinted too, so a pair reads at a glance)
        ctx.fillStyle = !up ? accent : hue(c.kind) ? `hsl(${hue(c.kind)}, 80%, 86%)` : '#f8fafc';
        ctx.beginPath();
        ctx.roundRect(-lay.w / 2, -lay.h / 2, lay.w, lay.h, 8);
        ctx.fill();
        if (up) {
          ctx.filter = hue(c.kind) ? `hue-rotate(${hue(c.kind)}deg) saturate(1.6)` : 'none';
          g.sprite(faces[c.kind], 0, 0, face);
          ctx.filter = 'none';
        } else {
          ctx.strokeStyle = 'rgba(255,255,255,0.35)';
          ctx.lineWidth = 2;
          ctx.strokeRect(-lay.w / 2 + 6, -lay.h / 2 + 6, lay.w - 12, lay.h - 12);
          g.text('?', 0, 0, lay.h * 0.4, 'rgba(0,0,0,0.35)');
        }
        ctx.restore();
      });
      const { x, y } = centre(cursor);
      ctx.strokeStyle = fg;
      ctx.lineWidth = 3;
      ctx.beginPath();
      ctx.roundRect(x - lay.w / 2 - 4, y - lay.h / 2 - 4, lay.w + 8, lay.h + 8, 10);
      ctx.stroke();
    },
    light: () => centre(cursor),
  };
});
