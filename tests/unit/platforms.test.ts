// The platformer's levels can be finished: from every platform, a jump the player can make with the
// game's own physics step lands on a later one, across seeds, levels, difficulty, spikes and lava.
import { layout, move, STEP, type Hero, type Level } from '../../packages/composer/play/platforms';

const HALF_W = 11;
const HEIGHT = 30;

/** Runs right from platform i, jumps `early` px before its edge, lets go of right after `stop` s. */
function landsFrom(lv: Level, i: number, early: number, stop: number, brake: number): number {
  const p = lv.plats[i];
  const h: Hero = {
    x: p.x + HALF_W + 1,
    y: p.top,
    vx: 0,
    vy: 0,
    ground: i,
    coyote: 0,
    buffer: 0,
    airJumps: 0,
  };
  let jumpedAt = -1;
  let left = false;
  for (let t = 0; t < 6; t += STEP) {
    if (jumpedAt < 0 && h.x >= p.x + p.w - early) {
      h.buffer = 0.13;
      jumpedAt = t;
    }
    move(h, jumpedAt >= 0 && t - jumpedAt > stop ? brake : 1, true, lv.plats, HALF_W, HEIGHT, lv.end, STEP);
    if (h.ground < 0) left = true;
    if (left && h.ground >= 0) return h.ground;
    if (h.y > 700) return -1;
  }
  return -1;
}

function crossable(lv: Level, i: number): boolean {
  const w = lv.plats[i].w;
  for (let early = 2; early < Math.min(w, 200); early += 8)
    for (const stop of [9, 0.1, 0.2, 0.3, 0.5])
      for (const brake of [0, -1]) if (landsFrom(lv, i, early, stop, brake) > i) return true;
  return false;
}

test('every gap of every level can be jumped, and the flag stands at the end', () => {
  const stuck: string[] = [];
  for (let seed = 1; seed <= 12; seed++)
    for (const level of [1, 4, 9])
      for (const hard of [0, 0.6, 1])
        for (const liquid of [false, true]) {
          const opts = {
            spikes: !liquid,
            walkers: true,
            boss: seed % 2 === 0,
            powers: true,
            goal: null,
            liquid,
          };
          const lv = layout(seed * 7919 + level, level, hard, opts);
          expect(lv.plats.length).toBeGreaterThan(4);
          const last = lv.plats[lv.plats.length - 1];
          expect(lv.flagX).toBeGreaterThan(last.x);
          expect(lv.flagX).toBeLessThanOrEqual(last.x + last.w);
          for (let i = 0; i + 1 < lv.plats.length; i++)
            if (!crossable(lv, i))
              stuck.push(`seed ${seed} level ${level} hard ${hard} liquid ${liquid} at ${i}`);
        }
  expect(stuck).toEqual([]);
});

test('a level is the same level every time it is played', () => {
  const opts = { spikes: true, walkers: true, boss: true, powers: true, goal: 10, liquid: false };
  expect(layout(42, 3, 0.5, opts)).toEqual(layout(42, 3, 0.5, opts));
  expect(layout(42, 3, 0.5, opts)).not.toEqual(layout(43, 3, 0.5, opts));
  expect(layout(42, 3, 0.5, opts).coins.length).toBeGreaterThanOrEqual(12);
});
