// Roles: target = the plush toys, with its extras the other kinds in the heap (a bear, a bunny, a duck…).
// Parts: highscores. A claw machine (claw.ts): move the claw along the top (arrows or ◀ ▶), Drop (Space
// or ↓) lowers it onto the heap and it closes; squarer on a toy holds better, and a loose grip can slip
// on the way to the chute. A toy dropped down the chute is won and goes on the shelf. params.lives is
// the tries (as asked: "5 tries per visit"); when they are used up the prizes are shown. params.golden: a
// rare golden prize sits on the heap, harder to hold; won, it shows its code (kept on the device).
import { boot, targetKinds, type Box } from '../runtime';
import type { Entity } from '../../src/design';
import { panel } from '../panel';
import { grab, heap, TOY, under, type Toy } from '../claw';

const LEFT = 20;
const RIGHT = 460;
const RAIL = 108;
const FLOOR = 520;
const CHUTE = { x: LEFT, w: 96 }; // the chute's opening, at the front left
const HOME = 290; // where the claw waits
const SPEED = 170; // px/s along the rail
const DROP_SPEED = 240;
const BUTTONS = { left: { x: 24, y: 574, w: 90, h: 52 }, drop: { x: 150, y: 574, w: 180, h: 52 }, right: { x: 366, y: 574, w: 90, h: 52 } }; // prettier-ignore

type Phase =
  | { at: 'aim' }
  | { at: 'down'; to: number; toy: number }
  | { at: 'close'; left: number; toy: number }
  | { at: 'up' }
  | { at: 'carry' }
  | { at: 'release'; left: number }
  | { at: 'home' };

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  const kinds = targetKinds(g.design, 5);
  const golden = g.design.params.golden;
  const GOLD = kinds.length; // (the golden prize's kind: after the heap's own)
  const gold: Entity | null = golden ? { name: golden.name, emoji: golden.emoji, color: '#eab308', tint: '#fde047' } : null; // prettier-ignore
  const look = (k: number) => (k === GOLD && gold ? gold : (kinds[k] ?? 'target'));
  let code: string | null = golden?.code ? g.kept<string>('golden code') : null; // (a code won before)
  let toys: Toy[];
  let claw: { x: number; y: number; open: number }; // open 1 → 0 closed
  let phase: Phase;
  let tries: number;
  let won: number[]; // the kinds won, in order
  let falling: { toy: Toy; vy: number; chute: boolean }[];
  let said: { text: string; left: number } | null;
  let carried: Toy | null; // the toy in the claw
  let slip: { at: number; gone: number } | null; // a loose grip lets go `at` px along the way back

  const tell = (text: string) => (said = { text, left: 1.4 });
  const topAt = (x: number) => Math.min(FLOOR, ...toys.filter((t) => Math.abs(t.x - x) < TOY * 1.6).map((t) => t.y - TOY)); // prettier-ignore
  function drop() {
    if (phase.at !== 'aim') return;
    const i = under(toys, claw.x);
    phase = { at: 'down', to: i >= 0 ? toys[i].y - TOY - 6 : FLOOR - 30, toy: i };
    g.note(220, 0.3, 'sawtooth', 0.02); // (the motor)
  }

  return {
    controls: 'Move the claw with the arrows (or ◀ ▶), Drop with Space (or ↓): get a toy down the chute',
    reset() {
      toys = heap(18, kinds.length, Math.random, LEFT, RIGHT, FLOOR, CHUTE.x + CHUTE.w);
      if (gold) {
        // (on top of the heap, somewhere along it)
        const x = g.rand(CHUTE.x + CHUTE.w + 40, RIGHT - 40);
        toys.push({ x, y: topAt(x) - TOY, kind: GOLD });
      }
      claw = { x: HOME, y: RAIL, open: 1 };
      phase = { at: 'aim' };
      tries = g.design.params.lives;
      won = [];
      falling = [];
      said = null;
      carried = null;
      slip = null;
    },
    update(dt) {
      const inp = g.input;
      if (said && (said.left -= dt) <= 0) said = null;
      // toys falling: back onto the heap, or down the chute
      for (const f of falling) {
        f.vy += 900 * dt;
        f.toy.y += f.vy * dt;
      }
      for (const f of falling.filter((f) =>
        f.chute ? f.toy.y > FLOOR + 40 : f.toy.y >= topAt(f.toy.x) - TOY,
      )) {
        falling.splice(falling.indexOf(f), 1);
        if (f.chute && f.toy.kind === GOLD && golden) {
          won.push(f.toy.kind);
          g.addScore(100);
          g.sound('win');
          jingle();
          if (golden.code) {
            code = golden.code;
            g.keep('golden code', code);
          }
          g.announce(`${g.say('You won the')} ${golden.name}!`);
        } else if (f.chute) {
          won.push(f.toy.kind);
          g.addScore(10);
          g.sound('win');
          jingle();
          tell(g.say('You won a prize!'));
        } else {
          f.toy.y = topAt(f.toy.x) - TOY;
          toys.push(f.toy);
        }
      }
      const held = (b: Box, key: string) =>
        inp.keys.has(key) || (inp.pointer.down && g.within(inp.pointer, b));
      switch (phase.at) {
        case 'aim': {
          const dir = (held(BUTTONS.right, 'ArrowRight') ? 1 : 0) - (held(BUTTONS.left, 'ArrowLeft') ? 1 : 0);
          claw.x = g.clamp(claw.x + dir * SPEED * dt, CHUTE.x + CHUTE.w + 10, RIGHT - 24);
          if (dir && Math.floor(g.time * 12) % 2) g.note(140, 0.03, 'square', 0.01); // (the whirr)
          if (
            inp.pressed(' ') ||
            inp.pressed('ArrowDown') ||
            (inp.tapped && g.within(inp.tapAt, BUTTONS.drop))
          )
            drop();
          return;
        }
        case 'down':
          claw.y += DROP_SPEED * dt;
          if (claw.y >= phase.to) {
            claw.y = phase.to;
            phase = { at: 'close', left: 0.45, toy: phase.toy };
          }
          return;
        case 'close': {
          claw.open = Math.max(0, claw.open - dt / 0.4);
          if ((phase.left -= dt) > 0) return;
          const toy = phase.toy >= 0 ? toys[phase.toy] : null;
          // (the golden prize is slippery: a weaker hold)
          const hold = toy?.kind === GOLD ? 0.55 : 0.85;
          const got = toy ? grab(toy, claw.x, hold, Math.random) : ({ result: 'miss' } as const);
          phase = { at: 'up' };
          if (got.result === 'miss' || !toy) return tell(g.say('Missed!'));
          toys.splice(toys.indexOf(toy), 1);
          carried = toy;
          const way = claw.y - RAIL + claw.x - (CHUTE.x + CHUTE.w / 2);
          slip = got.result === 'slip' ? { at: got.at * way, gone: 0 } : null;
          return;
        }
        case 'up':
          claw.y = Math.max(RAIL, claw.y - DROP_SPEED * dt);
          carry(DROP_SPEED * dt);
          if (claw.y <= RAIL) phase = { at: 'carry' };
          return;
        case 'carry': {
          const target = CHUTE.x + CHUTE.w / 2;
          claw.x = Math.max(target, claw.x - SPEED * dt);
          carry(SPEED * dt);
          if (claw.x <= target) phase = { at: 'release', left: 0.5 };
          return;
        }
        case 'release':
          claw.open = Math.min(1, claw.open + dt / 0.3);
          if (carried) {
            falling.push({ toy: carried, vy: 0, chute: true });
            carried = null;
          }
          if ((phase.left -= dt) > 0) return;
          phase = { at: 'home' };
          return;
        case 'home':
          claw.open = Math.min(1, claw.open + dt / 0.3);
          claw.x = Math.min(HOME, claw.x + SPEED * dt);
          if (claw.x < HOME || falling.length) return;
          tries -= 1;
          if (tries > 0) phase = { at: 'aim' };
          else if (won.length)
            g.win(`${g.say('Your prizes')}: ${won.map((k) => emojiOf(k)).join(' ')}${won.includes(GOLD) && code ? ` · ${g.say('Your code')}: ${code}` : ''}`); // prettier-ignore
          else g.lose(g.say('No prize this time'));
          return;
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      // the cabinet: a lit sign, the glass, the chute at the front left
      ctx.fillStyle = '#be123c';
      ctx.beginPath();
      ctx.roundRect(8, 40, g.W - 16, 530, 18);
      ctx.fill();
      ctx.fillStyle = '#fde68a';
      ctx.beginPath();
      ctx.roundRect(24, 48, g.W - 48, 44, 10);
      ctx.fill();
      g.text(g.design.title, g.W / 2, 70, 22, '#9f1239');
      const glass = ctx.createLinearGradient(LEFT, 0, RIGHT, 0);
      glass.addColorStop(0, '#e0f2fe');
      glass.addColorStop(0.5, '#f0f9ff');
      glass.addColorStop(1, '#dbeafe');
      ctx.fillStyle = glass;
      ctx.fillRect(LEFT, RAIL - 12, RIGHT - LEFT, FLOOR - RAIL + 12);
      ctx.fillStyle = '#1f2937';
      ctx.fillRect(CHUTE.x, FLOOR - 70, CHUTE.w, 70);
      ctx.strokeStyle = '#fbbf24';
      ctx.lineWidth = 3;
      ctx.strokeRect(CHUTE.x, FLOOR - 70, CHUTE.w, 70);
      g.text(g.say('PRIZE'), CHUTE.x + CHUTE.w / 2, FLOOR - 35, 15, '#fbbf24');
      ctx.fillStyle = '#f9a8d4';
      ctx.fillRect(CHUTE.x + CHUTE.w, FLOOR, RIGHT - CHUTE.x - CHUTE.w, 6);
      for (const t of [...toys, ...falling.map((f) => f.toy)]) {
        if (t.kind === GOLD) {
          // (it glows and glints)
          const glow = ctx.createRadialGradient(t.x, t.y, 4, t.x, t.y, TOY * 1.8);
          glow.addColorStop(0, 'rgba(253, 224, 71, 0.95)');
          glow.addColorStop(1, 'rgba(253, 224, 71, 0)');
          ctx.fillStyle = glow;
          ctx.fillRect(t.x - TOY * 2, t.y - TOY * 2, TOY * 4, TOY * 4);
          g.ring(t.x, t.y, TOY + 6 + Math.sin(g.time * 6) * 2, '#facc15', 3);
          g.text('✨', t.x + TOY, t.y - TOY, 14 + Math.sin(g.time * 5) * 3);
        }
        g.sprite(look(t.kind), t.x, t.y, TOY * 2.3);
      }
      // the rail, the cable and the claw
      ctx.fillStyle = '#9ca3af';
      ctx.fillRect(LEFT, RAIL - 14, RIGHT - LEFT, 6);
      ctx.strokeStyle = '#d1d5db';
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.moveTo(claw.x, RAIL - 8);
      ctx.lineTo(claw.x, claw.y);
      ctx.stroke();
      if (carried) g.sprite(look(carried.kind), carried.x, carried.y, TOY * 2.3);
      ctx.strokeStyle = '#e5e7eb';
      ctx.lineWidth = 5;
      for (const side of [-1, 1]) {
        const spread = 10 + claw.open * 16;
        ctx.beginPath();
        ctx.moveTo(claw.x, claw.y);
        ctx.lineTo(claw.x + side * spread, claw.y + 18);
        ctx.lineTo(claw.x + side * (spread - 8), claw.y + 34);
        ctx.stroke();
      }
      ctx.fillStyle = '#6b7280';
      ctx.fillRect(claw.x - 12, claw.y - 10, 24, 12);
      // the shelf of what was won, and the tries
      g.text(`${g.say('Tries')}: ${tries}`, 30, 24, 16, fg, 'left');
      // (a wooden shelf at the top, the prizes standing on it)
      ctx.fillStyle = '#92400e';
      ctx.fillRect(150, 32, g.W - 160, 6);
      g.text(g.say('Prizes'), 154, 14, 11, fg, 'left');
      won.slice(-11).forEach((k, i) => g.sprite(look(k), g.W - 24 - i * 27, 20, 24));
      if (code && golden) {
        ctx.fillStyle = '#facc15';
        ctx.beginPath();
        ctx.roundRect(60, 530, g.W - 120, 34, 8);
        ctx.fill();
        g.text(
          `${g.say('Your code')}: ${code}${golden.off ? ' · ' + golden.off : ''}`,
          g.W / 2,
          547,
          17,
          '#713f12',
        );
      }
      for (const [name, b] of Object.entries(BUTTONS)) {
        panel(g, b, phase.at === 'aim');
        g.text(
          name === 'left' ? '◀' : name === 'right' ? '▶' : g.say('DROP'),
          b.x + b.w / 2,
          b.y + b.h / 2,
          22,
          fg,
        );
      }
      if (said) g.text(said.text, g.W / 2, 300, 28, accent);
    },
  };

  /** The toy in the claw goes with it, `moved` px further; a loose grip lets go on the way. */
  function carry(moved: number) {
    if (!carried) return;
    carried.x = claw.x;
    carried.y = claw.y + TOY + 14;
    if (!slip || (slip.gone += moved) < slip.at) return;
    falling.push({ toy: carried, vy: 0, chute: false });
    carried = null;
    slip = null;
    g.sound('bad');
    tell(g.say('It slipped!'));
  }
  /** A short rising tune for a prize won. */
  function jingle() {
    [523, 659, 784, 1047].forEach((f, i) => setTimeout(() => g.note(f, 0.18, 'square', 0.05), i * 110));
  }
  function emojiOf(k: number): string {
    const kind = look(k);
    return (typeof kind === 'string' ? g.design.roles[kind]?.emoji : kind.emoji) ?? '';
  }
});
