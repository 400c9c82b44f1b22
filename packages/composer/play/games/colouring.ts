// Roles: target = a sticker of its own, when named (a frog, a unicorn), beside the star and the heart.
// Parts: none: a toy, no score, nothing to lose. A colouring book for small children (colouring.ts): a big
// black line picture (a cat, a house, a fish, a dinosaur, a castle, a car: picked by the icons along the
// top); a tap on a colour, then on a part of the picture, fills that part (and only it) with a happy sound
// and sparkles; the rainbow fills with all the colours; a sticker (a star, a heart) is put where tapped;
// the big ↶ takes the last fill or sticker back. Nothing to read: every control is a picture.
import { boot } from '../runtime';
import { partAt, PICTURES, type Shape } from '../colouring';

const PAGE = { x: 45, y: 74, s: 1.3 }; // the 300 × 300 page on the screen
const COLOURS = ['#ef4444', '#f97316', '#facc15', '#22c55e', '#3b82f6', '#a855f7', '#ec4899', '#92400e', '#111827', '#ffffff']; // prettier-ignore
const RAINBOW = 'rainbow';
const STICKERS = ['⭐', '❤️'];
const SWATCH_R = 24;

type Tool = { colour: string } | { sticker: string | 'target' };
interface Sticker {
  what: string;
  x: number;
  y: number;
}
interface Page {
  fills: Map<number, string>; // part (-1: the page) → colour
  stickers: Sticker[];
  undo: ({ part: number; was: string | undefined } | { sticker: true })[];
}

/** Where each swatch and button is: two rows along the bottom. */
function layout(named: boolean) {
  const tools: { tool: Tool; x: number; y: number }[] = [];
  COLOURS.slice(0, 7).forEach((c, i) => tools.push({ tool: { colour: c }, x: 44 + i * 65, y: 514 }));
  COLOURS.slice(7).forEach((c, i) => tools.push({ tool: { colour: c }, x: 44 + i * 65, y: 584 }));
  tools.push({ tool: { colour: RAINBOW }, x: 44 + 3 * 65, y: 584 });
  [...STICKERS, ...(named ? ['target'] : [])].forEach((s, i) => tools.push({ tool: { sticker: s }, x: 44 + (4 + i) * 65, y: 584 })); // prettier-ignore
  return tools;
}
const UNDO = { x: 436, y: 36, r: 30 }; // (big, in the top corner)

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  const named = !!g.design.roles.target;
  const tools = layout(named);
  let picture: number;
  let pages: Page[];
  let tool: Tool;
  let sparkles: { x: number; y: number; vx: number; vy: number; t: number; c: string }[];

  const onPage = (x: number, y: number) => ({ x: (x - PAGE.x) / PAGE.s, y: (y - PAGE.y) / PAGE.s });
  const same = (a: Tool, b: Tool) => JSON.stringify(a) === JSON.stringify(b);

  function happy(x: number, y: number, c: string) {
    for (const [k, f] of [523, 659, 784].entries())
      setTimeout(() => g.note(f, 0.25, 'triangle', 0.25), k * 70);
    for (let k = 0; k < 14; k++) {
      const a = (k / 14) * Math.PI * 2;
      sparkles.push({ x, y, vx: Math.cos(a) * 120, vy: Math.sin(a) * 120, t: 0, c: c === RAINBOW ? COLOURS[k % 7] : '#fde047' }); // prettier-ignore
    }
  }

  function shapePath(s: Shape) {
    const { ctx } = g;
    ctx.beginPath();
    if ('e' in s)
      ctx.ellipse(PAGE.x + s.e[0] * PAGE.s, PAGE.y + s.e[1] * PAGE.s, s.e[2] * PAGE.s, s.e[3] * PAGE.s, 0, 0, Math.PI * 2); // prettier-ignore
    else
      s.p.forEach(([x, y], i) =>
        (i ? ctx.lineTo : ctx.moveTo).call(ctx, PAGE.x + x * PAGE.s, PAGE.y + y * PAGE.s),
      );
    ctx.closePath();
  }

  function paint(colour: string) {
    const { ctx } = g;
    if (colour !== RAINBOW) return colour;
    const grad = ctx.createLinearGradient(PAGE.x, PAGE.y, PAGE.x + 300 * PAGE.s, PAGE.y + 300 * PAGE.s);
    COLOURS.slice(0, 7).forEach((c, i) => grad.addColorStop(i / 6, c));
    return grad;
  }

  return {
    controls: 'Tap a colour, then a part of the picture; ↶ takes it back',
    reset() {
      picture = 0;
      pages = PICTURES.map(() => ({ fills: new Map(), stickers: [], undo: [] }));
      tool = { colour: COLOURS[0] };
      sparkles = [];
    },
    update(dt) {
      for (const s of sparkles) {
        s.t += dt;
        s.x += s.vx * dt;
        s.y += s.vy * dt;
      }
      sparkles = sparkles.filter((s) => s.t < 0.6);
      const inp = g.input;
      const page = pages[picture];
      if (inp.pressed('z') || inp.pressed('Backspace')) return takeBack(page);
      if (!inp.tapped) return;
      const { x, y } = inp.tapAt;
      if (Math.hypot(x - UNDO.x, y - UNDO.y) < UNDO.r) return takeBack(page);
      const icon = PICTURES.findIndex((_, i) => Math.abs(x - (40 + i * 62)) < 26 && Math.abs(y - 36) < 26);
      if (icon >= 0 && y < 64) {
        picture = icon;
        return g.sound('tick');
      }
      const hit = tools.find((t) => Math.hypot(x - t.x, y - t.y) < SWATCH_R + 4);
      if (hit) {
        tool = hit.tool;
        return g.sound('tick');
      }
      if (y < PAGE.y || y > PAGE.y + 300 * PAGE.s) return;
      if ('sticker' in tool) {
        page.stickers.push({ what: tool.sticker, x, y });
        page.undo.push({ sticker: true });
        happy(x, y, '#fde047');
        return;
      }
      const p = onPage(x, y);
      const part = partAt(PICTURES[picture], p.x, p.y);
      page.undo.push({ part, was: page.fills.get(part) });
      page.fills.set(part, tool.colour);
      happy(x, y, tool.colour);
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      const page = pages[picture];
      // the pictures to pick
      PICTURES.forEach((p, i) => {
        if (i === picture) {
          ctx.fillStyle = accent + '55';
          ctx.beginPath();
          ctx.roundRect(40 + i * 62 - 26, 10, 52, 52, 12);
          ctx.fill();
        }
        g.text(p.icon, 40 + i * 62, 36, 34);
      });
      // the page: white, then each part in its colour (white until filled), outlined thick and black
      ctx.fillStyle = page.fills.has(-1) ? paint(page.fills.get(-1)!) : '#ffffff';
      ctx.fillRect(PAGE.x, PAGE.y, 300 * PAGE.s, 300 * PAGE.s);
      const pic = PICTURES[picture];
      pic.parts.forEach((s, i) => {
        shapePath(s);
        ctx.fillStyle = page.fills.has(i) ? paint(page.fills.get(i)!) : '#ffffff';
        ctx.fill();
        ctx.strokeStyle = '#111111';
        ctx.lineWidth = 5;
        ctx.lineJoin = 'round';
        ctx.stroke();
      });
      for (const line of pic.lines ?? []) {
        ctx.beginPath();
        line.forEach(([x, y], i) =>
          (i ? ctx.lineTo : ctx.moveTo).call(ctx, PAGE.x + x * PAGE.s, PAGE.y + y * PAGE.s),
        );
        ctx.stroke();
      }
      for (const s of page.stickers) {
        if (s.what === 'target') g.sprite('target', s.x, s.y, 48);
        else g.text(s.what, s.x, s.y, 44);
      }
      for (const s of sparkles) {
        ctx.fillStyle = s.c;
        ctx.globalAlpha = 1 - s.t / 0.6;
        ctx.beginPath();
        ctx.arc(s.x, s.y, 4, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.globalAlpha = 1;
      // the colours, the stickers and the big undo
      for (const t of tools) {
        const chosen = same(t.tool, tool);
        if (chosen) g.ring(t.x, t.y, SWATCH_R + 6, fg, 4);
        if ('colour' in t.tool) {
          ctx.fillStyle = t.tool.colour === RAINBOW ? 'transparent' : t.tool.colour;
          if (t.tool.colour === RAINBOW)
            COLOURS.slice(0, 7).forEach((c, k) => {
              ctx.fillStyle = c;
              ctx.beginPath();
              ctx.moveTo(t.x, t.y);
              ctx.arc(t.x, t.y, SWATCH_R, (k / 7) * Math.PI * 2, ((k + 1) / 7) * Math.PI * 2);
              ctx.fill();
            });
          else {
            ctx.beginPath();
            ctx.arc(t.x, t.y, SWATCH_R, 0, Math.PI * 2);
            ctx.fill();
            ctx.strokeStyle = '#00000055';
            ctx.lineWidth = 2;
            ctx.stroke();
          }
        } else if (t.tool.sticker === 'target') g.sprite('target', t.x, t.y, 40);
        else g.text(t.tool.sticker, t.x, t.y, 38);
      }
      ctx.fillStyle = page.undo.length ? '#f8fafc' : '#f8fafc55';
      ctx.beginPath();
      ctx.arc(UNDO.x, UNDO.y, UNDO.r, 0, Math.PI * 2);
      ctx.fill();
      g.text('↶', UNDO.x, UNDO.y + 3, UNDO.r * 1.4, '#0f172a');
    },
  };

  function takeBack(page: Page) {
    const last = page.undo.pop();
    if (!last) return;
    if ('sticker' in last) page.stickers.pop();
    else if (last.was === undefined) page.fills.delete(last.part);
    else page.fills.set(last.part, last.was);
    g.sound('tick');
  }
});
