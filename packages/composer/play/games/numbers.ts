// Roles: target = what each number is shown on (a plain tile when it is the design's own 'number').
// Parts: timer (a countdown instead of the clock counting up), levels (each level shuffles anew with
// five more numbers), highscores. The numbers 1 to N (the design's goal, else 25) lie shuffled on a
// grid: tap them in order as fast as you can (or type each number, or move with the arrows
// and press Space). A wrong tap flashes and costs a second. The round is won at N, with the time; the
// score is worth more the faster it went.
import { boot, shuffled, stepCursor } from '../runtime';

boot((g) => {
  const first = g.design.params.goal ?? 25;
  const tile =
    g.design.roles.target && g.design.roles.target.name !== 'number' ? g.design.roles.target : null;
  let count: number;
  let cols: number;
  let cells: number[]; // the number in each cell
  let next: number;
  let elapsed: number;
  let penalty: number;
  let wrong: { i: number; t: number } | null;
  let cursor: number;
  let typed: string;
  let typedAt: number;
  g.showLives(false);

  const size = () => Math.min(96, Math.floor((g.W - 40) / cols));
  const centre = (i: number) => {
    const s = size();
    const rows = Math.ceil(count / cols);
    return {
      x: g.W / 2 + ((i % cols) - (cols - 1) / 2) * s,
      y: 110 + (g.H - 150) / 2 + (Math.floor(i / cols) - (rows - 1) / 2) * s,
    };
  };

  function tap(i: number) {
    if (i < 0 || i >= cells.length) return;
    cursor = i;
    if (cells[i] === next) {
      g.note(440 + next * 12, 0.05, 'triangle', 0.05);
      next += 1;
      if (next <= count) return g.got(1);
      // the last one: the time is the result
      const secs = elapsed + penalty;
      g.addScore(Math.max(10, Math.round(1000 - secs * 15)));
      g.win(`${count} ${g.say('in')} ${secs.toFixed(1)} s`);
    } else if (cells[i] > next) {
      wrong = { i, t: 0.4 };
      penalty += 1;
      g.sound('bad');
    }
  }

  return {
    controls: 'Tap the numbers in order as fast as you can, or type them',
    reset() {
      count = Math.min(49, first + (g.level - 1) * 5);
      cols = Math.ceil(Math.sqrt(count));
      cells = shuffled(Array.from({ length: count }, (_, k) => k + 1));
      next = 1;
      elapsed = 0;
      penalty = 0;
      wrong = null;
      cursor = 0;
      typed = '';
      typedAt = 0;
    },
    update(dt) {
      const inp = g.input;
      elapsed += dt;
      if (wrong && (wrong.t -= dt) <= 0) wrong = null;
      if (inp.tapped) {
        const s = size();
        tap(
          cells.findIndex((_, i) => {
            const c = centre(i);
            return Math.abs(inp.tapAt.x - c.x) < s / 2 && Math.abs(inp.tapAt.y - c.y) < s / 2;
          }),
        );
      }
      // A typed number goes in on Enter, when no digit could follow it (a 2 of 1 to 20 might be 20),
      // or after a pause.
      const submit = () => {
        tap(cells.indexOf(Number(typed)));
        typed = '';
      };
      for (const ch of inp.typed) {
        if (ch < '0' || ch > '9') continue;
        typed += ch;
        typedAt = elapsed;
        if (Number(typed) * 10 > count) submit();
      }
      if (typed && (inp.pressed('Enter') || elapsed - typedAt > 0.9)) submit();
      cursor = stepCursor(inp, cursor, cols, cells.length);
      if (inp.pressed(' ')) tap(cursor);
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      const s = size();
      g.sprite('target', 40, 78, 26);
      g.text(`${g.say('Next')}: ${next <= count ? next : '✓'}`, g.W / 2 - 80, 78, 22, accent);
      g.text(`${(elapsed + penalty).toFixed(1)} s`, g.W / 2 + 90, 78, 22, fg);
      if (typed) g.text(typed, g.W / 2, 104, 18, fg);
      cells.forEach((n, i) => {
        const c = centre(i);
        const done = n < next;
        ctx.globalAlpha = done ? 0.25 : 1;
        ctx.fillStyle = wrong?.i === i ? '#b91c1c' : done ? '#334155' : '#1e293b';
        ctx.fillRect(c.x - s / 2 + 3, c.y - s / 2 + 3, s - 6, s - 6);
        if (tile) g.sprite(tile, c.x, c.y - s * 0.12, s * 0.45);
        g.text(String(n), c.x, tile ? c.y + s * 0.22 : c.y, tile ? s * 0.28 : s * 0.42, fg);
        ctx.globalAlpha = 1;
        if (i === cursor) g.ring(c.x, c.y, s / 2 - 2, accent, 2);
      });
    },
  };
});
