// Roles: target = what pops up to be whacked (a point, one g.got); hazard (or enemy) = what pops up
// to be left alone (whacking it costs a life; neither named: only targets pop up); player = the
// whacker, shown where you strike; goal = what they pop out of, in place of holes (cupcakes, graves).
// Parts: timer (the round's length; else 45 s), boss (now and then a big target that takes 3 whacks),
// levels, highscores. With a goal the round is won on reaching it; without, by lasting the clock.
import { boot, type Vec } from '../runtime';

type Kind = 'target' | 'hazard' | 'boss';
interface Mole {
  kind: Kind;
  age: number;
  stay: number; // seconds above ground
  hp: number;
  whacked: number; // seconds since struck; < 0 while not struck
}

const COLS = [90, 240, 390];
const ROWS = [205, 365, 525];
const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
const LETTERS = ['q', 'w', 'e', 'a', 's', 'd', 'z', 'x', 'c'];
const ROUND = 45;
const RISE = 0.15; // seconds to come up or go down

boot((g) => {
  // The runtime draws emoji with whatever fillStyle was last set, alpha included: make it opaque.
  const sprite: typeof g.sprite = (...a) => {
    g.ctx.fillStyle = '#000';
    g.sprite(...a);
  };
  // What must not be whacked: the hazard, or the enemy; without either only targets pop up.
  const bad = (['hazard', 'enemy'] as const).find((r) => g.design.roles[r]);
  // Moles fit their holes: a big size part makes them no bigger than that.
  const big = Math.max(1, g.design.params.size);
  const from = !!g.design.roles.goal; // popping out of something of their own, not holes
  let holes: (Mole | null)[];
  let spawn: number;
  let clock: number;
  let streak: number;
  let strike: (Vec & { age: number }) | null;

  const hole = (i: number): Vec => ({ x: COLS[i % 3], y: ROWS[Math.floor(i / 3)] });
  // The game quickens over the round: a third faster every 15 seconds.
  const pace = () => g.diff * (1 + clock / 45);
  /** How far out of its hole a mole is, 0-1. */
  const height = (m: Mole) =>
    m.whacked >= 0
      ? Math.max(0, 1 - m.whacked / RISE)
      : Math.min(1, m.age / RISE, Math.max(0, (m.stay - m.age) / RISE));

  function popUp() {
    const free = holes.map((m, i) => (m ? -1 : i)).filter((i) => i >= 0);
    if (!free.length) return;
    const boss = g.has('boss') && g.chance(0.08);
    const kind: Kind = boss ? 'boss' : bad && g.chance(0.24) ? 'hazard' : 'target';
    const stay = Math.max(0.55, (boss ? 2.6 : 1.4) / pace());
    holes[g.pick(free)] = { kind, age: 0, stay, hp: boss ? 3 : 1, whacked: -1 };
  }
  // Out of time: with a goal it was missed; without one, lasting the round is the win.
  function timeUp() {
    if (g.design.params.goal !== null) g.lose("Time's up");
    else g.win();
  }
  function whack(i: number) {
    const at = hole(i);
    strike = { x: at.x + 30, y: at.y - 40, age: 0 };
    const m = holes[i];
    if (!m || m.whacked >= 0 || height(m) < 0.3) return g.sound('tick');
    if (m.kind === 'hazard') {
      m.whacked = 0;
      streak = 0;
      g.loseLife();
      return;
    }
    m.hp -= 1;
    if (m.hp > 0) return g.sound('hit');
    m.whacked = 0;
    streak += 1;
    g.got(m.kind === 'boss' ? 3 : 1);
    if (streak % 5 === 0) g.addScore(streak / 5); // a bonus for a run of clean whacks
  }

  return {
    controls: `Tap each ${g.role('target').name} that pops up, or keys 1-9 (or Q W E / A S D / Z X C)${
      bad ? `; leave the ${g.role(bad).name} be` : ''
    }`,
    reset() {
      holes = Array<Mole | null>(9).fill(null);
      spawn = 0.6;
      clock = 0;
      streak = 0;
      strike = null;
    },
    update(dt) {
      clock += dt;
      if (!g.has('timer') && clock >= ROUND) return timeUp();
      const p = g.input.pointer;
      if (g.input.tapped) {
        const i = holes.findIndex((_, j) => {
          const h = hole(j);
          return Math.abs(p.x - h.x) < 72 && p.y > h.y - 95 && p.y < h.y + 62;
        });
        if (i >= 0) whack(i);
      }
      KEYS.forEach((k, i) => (g.input.pressed(k) || g.input.pressed(LETTERS[i])) && whack(i));

      spawn -= dt;
      if (spawn <= 0) {
        popUp();
        spawn = g.rand(0.5, 1.1) / pace();
      }
      holes = holes.map((m) => {
        if (!m) return null;
        m.age += dt;
        if (m.whacked >= 0) m.whacked += dt;
        const gone = m.whacked >= RISE + 0.1 || m.age >= m.stay;
        if (gone && m.whacked < 0 && m.kind !== 'hazard') streak = 0; // one got away
        return gone ? null : m;
      });
      if (strike && (strike.age += dt) > 0.22) strike = null;
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      if (!g.has('timer')) g.text(`${Math.max(0, Math.ceil(ROUND - clock))}s`, g.W / 2, 64, 22, fg);
      if (streak >= 3) g.text(`${streak} in a row!`, g.W / 2, 96, 20, accent);
      holes.forEach((m, i) => {
        const { x, y } = hole(i);
        if (!from) {
          ctx.fillStyle = 'rgba(0,0,0,0.55)';
          ctx.beginPath();
          ctx.ellipse(x, y + 40, 62, 20, 0, 0, Math.PI * 2);
          ctx.fill();
        }
        if (m) {
          // The mole shows only above the hole's rim: clip to the ground above it.
          const size = (m.kind === 'boss' ? 100 : 76) / big;
          ctx.save();
          ctx.beginPath();
          ctx.rect(x - 80, y - 120, 160, 160);
          ctx.clip();
          const role = m.kind === 'hazard' && bad ? bad : m.kind === 'boss' ? g.boss('target') : 'target';
          const shake = m.whacked >= 0 ? Math.sin(m.whacked * 60) * 4 : 0;
          sprite(role, x + shake, y + 40 + size / 2 - height(m) * (size * 0.9 + 10), size);
          ctx.restore();
          if (m.kind === 'boss' && m.whacked < 0) g.text('●'.repeat(m.hp), x, y - 78, 18, accent);
        }
        // What they pop out of, in front of the mole's lower half; or the front lip of the hole.
        if (from) sprite('goal', x, y + 62, 104);
        else {
          ctx.strokeStyle = fg + '88';
          ctx.lineWidth = 4;
          ctx.beginPath();
          ctx.ellipse(x, y + 40, 62, 20, 0, 0, Math.PI);
          ctx.stroke();
        }
        g.text(KEYS[i], x - 58, y + 66, 18, fg + '77');
      });
      if (strike) sprite('player', strike.x, strike.y, 56, -0.9 + strike.age * 6);
      else sprite('player', g.W - 36, g.H - 30, 36);
    },
    timeUp,
  };
});
