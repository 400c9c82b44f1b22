// Roles: none; the things are the extras: the ones the person listed first (params.listed of them),
// then a room's worth of others. Parts: highscores. A hidden-object game (hidden.ts): an old attic full
// of clutter, and under it the list of the things to find (params.goal, 10 unless asked: the listed ones
// and others of the room). Tap one in the room and it is struck off the list; wrong taps close together
// (three in three seconds) put ten seconds on the clock. Hint makes one still hidden glow (and then must
// wait to be used again). Every one found wins, with the time it took and the best kept.
import { boot, clock, type Box } from '../runtime';
import { panel } from '../panel';
import { found, missed, RANDOM_TAPS, scatter, type Placed } from '../hidden';
import type { Entity } from '../../src/design';

const ROOM = { x: 8, y: 58, w: 464, h: 412 };
const HINT: Box = { x: 330, y: 592, w: 136, h: 42 };
const WAIT = 15; // s before Hint can be used again
const GLOW = 3.5;

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  const things: Entity[] = g.design.extras ?? [];
  const listed = Math.min(g.design.params.listed ?? 0, things.length);
  const count = Math.min(things.length - 1, g.design.params.goal ?? 10);
  let scene: Placed[];
  let list: number[]; // the things to find, in the list's order
  let done: Set<number>;
  let taps: number[];
  let penalty: number; // seconds put on the clock
  let hintAt: number; // when Hint was last used
  let glow: { thing: number; left: number } | null;
  let marks: { x: number; y: number; left: number; good: boolean }[];
  let flash: { text: string; left: number } | null;

  const took = () => g.time + penalty;
  const best = () => g.kept<number>('best');

  function deal() {
    // (the listed ones first, the rest of the list from the room, shuffled; the others are clutter)
    const rest = things
      .map((_, i) => i)
      .slice(listed)
      .sort(() => Math.random() - 0.5);
    list = [...things.map((_, i) => i).slice(0, listed), ...rest].slice(0, count);
    const clutter = rest.filter((i) => !list.includes(i));
    // (a room full: the clutter twice over when there is little of it)
    const heap = clutter.length < 30 ? [...clutter, ...clutter] : clutter;
    scene = scatter(Math.random, list, heap, ROOM);
    list.sort((a, b) => g.say(things[a].name).localeCompare(g.say(things[b].name)));
    done = new Set();
    taps = [];
    penalty = 0;
    hintAt = -WAIT;
    glow = null;
    marks = [];
    flash = null;
    g.restartClock();
  }

  function tap(p: { x: number; y: number }) {
    const hit = found(scene, p, done);
    if (hit) {
      done.add(hit.thing);
      marks.push({ x: hit.x, y: hit.y, left: 0.8, good: true });
      if (glow?.thing === hit.thing) glow = null;
      g.sound('point');
      // (the round's end says the time first: the count reaching the goal would end it plainly)
      if (done.size === list.length) finish();
      g.got(1, 'target');
      return;
    }
    marks.push({ x: p.x, y: p.y, left: 0.5, good: false });
    const m = missed(taps, g.time);
    taps = m.taps;
    if (m.costs) {
      penalty += RANDOM_TAPS.cost;
      flash = { text: `+${RANDOM_TAPS.cost} s`, left: 1.5 };
      g.sound('bad');
    }
  }

  function hint() {
    if (g.time - hintAt < WAIT) return g.sound('bad');
    const left = list.filter((t) => !done.has(t));
    if (!left.length) return;
    hintAt = g.time;
    glow = { thing: left[Math.floor(Math.random() * left.length)], left: GLOW };
  }

  function finish() {
    const t = took();
    const record = best();
    if (record === null || t < record) g.keep('best', t);
    g.addScore(Math.max(10, 600 - Math.round(t)));
    g.win(`${g.say('Found them all!')}  ⏱ ${clock(t)}${record !== null && t < record ? `  ★ ${g.say('New best')}` : ''}`); // prettier-ignore
  }

  /** The attic: boards underfoot, the roof's beams slanting down to either side, a round window. */
  function room() {
    const { ctx } = g;
    const { x, y, w, h } = ROOM;
    ctx.fillStyle = '#5b3b22';
    ctx.fillRect(x, y, w, h);
    ctx.fillStyle = '#7c5234';
    for (let k = 0; k < 6; k++) ctx.fillRect(x, y + h - 150 + k * 25, w, 22);
    ctx.strokeStyle = '#3b2414';
    ctx.lineWidth = 10;
    for (const side of [-1, 1]) {
      ctx.beginPath();
      ctx.moveTo(x + w / 2, y);
      ctx.lineTo(x + w / 2 + side * (w / 2), y + h * 0.55);
      ctx.stroke();
    }
    ctx.fillStyle = '#bae6fd';
    ctx.beginPath();
    ctx.arc(x + w / 2, y + 62, 30, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = '#3b2414';
    ctx.lineWidth = 5;
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(x + w / 2 - 30, y + 62);
    ctx.lineTo(x + w / 2 + 30, y + 62);
    ctx.moveTo(x + w / 2, y + 32);
    ctx.lineTo(x + w / 2, y + 92);
    ctx.stroke();
  }

  return {
    controls: 'Tap the things on the list in the room; Hint makes one glow',
    reset() {
      deal();
    },
    update(dt) {
      const inp = g.input;
      for (const m of marks) m.left -= dt;
      marks = marks.filter((m) => m.left > 0);
      if (glow && (glow.left -= dt) <= 0) glow = null;
      if (flash && (flash.left -= dt) <= 0) flash = null;
      if (inp.pressed('h')) hint();
      if (!inp.tapped) return;
      if (g.within(inp.tapAt, HINT)) return hint();
      if (g.within(inp.tapAt, ROOM)) tap(inp.tapAt);
    },
    draw() {
      const { ctx } = g;
      const { fg } = g.design.setting;
      room();
      for (const s of scene) {
        if (s.find && done.has(s.thing)) continue;
        g.sprite(things[s.thing], s.x, s.y, s.size, s.angle);
      }
      if (glow) {
        const s = scene.find((x) => x.find && x.thing === glow!.thing)!;
        const pulse = 1 + Math.sin(g.time * 10) * 0.15;
        g.ring(s.x, s.y, s.size * 0.75 * pulse, '#fde047', 5);
      }
      for (const m of marks) {
        if (m.good) g.ring(m.x, m.y, 26 * (1.6 - m.left), '#4ade80', 4);
        else g.text('✕', m.x, m.y, 22, '#f87171');
      }
      // the clock, and how many are found
      g.text(`⏱ ${clock(took())}`, 14, 34, 18, fg, 'left');
      if (flash) g.text(flash.text, 120, 34, 18, '#f87171', 'left');
      // the list: two columns, the found ones struck off
      list.forEach((t, i) => {
        const col = i < Math.ceil(list.length / 2) ? 0 : 1;
        const row = col ? i - Math.ceil(list.length / 2) : i;
        const x = 16 + col * 160;
        const y = 490 + row * 21;
        const name = g.say(things[t].name);
        const got = done.has(t);
        g.text(name, x, y, 16, got ? fg + '66' : fg, 'left');
        if (got) {
          ctx.font = 'bold 16px system-ui, sans-serif';
          ctx.strokeStyle = fg;
          ctx.lineWidth = 2;
          ctx.beginPath();
          ctx.moveTo(x, y);
          ctx.lineTo(x + ctx.measureText(name).width, y);
          ctx.stroke();
        }
      });
      const wait = Math.ceil(WAIT - (g.time - hintAt));
      panel(g, HINT, wait <= 0);
      g.text(
        wait > 0 ? `💡 ${wait}` : `💡 ${g.say('Hint')}`,
        HINT.x + HINT.w / 2,
        HINT.y + HINT.h / 2,
        18,
        fg,
      );
      const record = best();
      if (record !== null) g.text(`${g.say('Best')} ${clock(record)}`, HINT.x - 12, HINT.y + HINT.h / 2, 14, fg + 'aa', 'right'); // prettier-ignore
    },
  };
});
