// Roles: player = the catcher along the bottom; target = what falls to be caught (the goal's things);
// hazard = what also falls and costs a life when caught; enemy = the boss that drops things from the top,
// or without the boss part a rival catcher along the bottom ("bears that also want the salmon"): it runs
// for the lowest target and takes what it reaches (two of them from level 3).
// Parts: boss (a dropper walking along the top, throwing faster), powerups (a star that widens the catch
// and slows the fall), levels (without a goal: every 12 caught), timer, night, highscores.
// feed / build: the catcher eats or is built up by what it catches: it gulps at each catch and grows.
// Missing a target is fine, except on hard, where it costs a life.
// params.labelled: what falls carries a label, and the label says whether to catch it. 'spell': letters,
// the next letter of the word (design.words, one after another) is the one to catch, any other letter
// costs a life, and a word spelt is one of the goal's things; 'equal': fractions, those equal to
// design.words[0] ("1/2": 2/4, 3/6…) are caught, any other costs a life.
import { boot, targetKinds, type Entity, type RoleId, type Vec } from '../runtime';

interface Drop extends Vec {
  vy: number;
  kind: 'target' | 'hazard' | 'star';
  spin: number;
  /** A target of a kind ("fruit"): which one falls. */
  look?: RoleId | Entity;
  /** With params.labelled: the letter or fraction it carries. */
  label?: string;
}

const PER_LEVEL = 12; // catches per level when the design has levels but no goal

boot((g) => {
  const S = g.design.params.size;
  const Y = g.H - 56; // the catcher's line
  const hasHazard = !!g.design.roles.hazard;
  const grows = g.has('feed') || g.has('build');
  const kinds = targetKinds(g.design, 4);
  let x: number;
  let drops: Drop[];
  let spawn: number;
  let caught: number;
  let big: number; // seconds of the star's wide catch
  let dropper: { x: number; vx: number } | null;
  let bob: number;
  let gulp: number; // seconds of the gulp after a catch (feed, build)
  let rivals: { x: number; took: number; gulp: number }[];

  const labelled = g.design.params.labelled;
  const words = g.design.words.length ? g.design.words.map((w) => w.toUpperCase()) : ['CAT', 'DOG', 'FISH'];
  let word: number; // (spell) the word being spelt, and how many of its letters are caught
  let spelt: number;
  const [a, b] = (g.design.words[0] ?? '1/2').split('/').map(Number);
  /** A label to catch or not: the next letter or another; a fraction equal to a/b or one that is not. */
  function label(good: boolean): string {
    if (labelled === 'spell') {
      const want = words[word % words.length][spelt];
      if (good) return want;
      let other = want;
      while (other === want) other = String.fromCharCode(65 + g.int(0, 25));
      return other;
    }
    if (good) {
      const k = g.int(1, Math.max(1, Math.floor(12 / b)));
      return `${a * k}/${b * k}`;
    }
    for (;;) {
      const q = g.int(2, 12);
      const p = g.int(1, q - 1);
      if (p * b !== a * q) return `${p}/${q}`;
    }
  }
  const isGood = (d: Drop) =>
    labelled === 'spell'
      ? d.label === words[word % words.length][spelt]
      : Number(d.label!.split('/')[0]) * b === a * Number(d.label!.split('/')[1]);

  const reach = () => (big > 0 ? 56 : 34) * g.size('player'); // (a bigger basket catches wider)
  const fall = (role: RoleId) => g.rand(120, 190) * g.pace(role) * (big > 0 ? 0.7 : 1);

  function drop(from: number) {
    const roll = Math.random();
    const kind: Drop['kind'] =
      g.has('powerups') && roll < 0.05
        ? 'star'
        : hasHazard && roll < 0.3 + 0.03 * g.level
          ? 'hazard'
          : 'target';
    drops.push({
      x: g.clamp(from, 30, g.W - 30),
      y: dropper ? 96 : 40,
      vy: fall(kind === 'hazard' ? 'hazard' : 'target'),
      kind,
      spin: g.rand(-2, 2),
      look: kind === 'target' ? g.pick(kinds) : undefined,
      ...(labelled && kind !== 'star' ? { label: label(g.chance(0.45)) } : {}),
    });
  }

  /** A labelled thing caught: the right one counts (a letter spells on), a wrong one costs a life. */
  function catchLabel(d: Drop) {
    if (!isGood(d)) {
      g.announce(labelled === 'spell' ? `${g.say('Not')} ${d.label}` : `${d.label} ≠ ${a}/${b}`);
      g.loseLife();
      return;
    }
    gulp = 0.2;
    if (labelled === 'equal') return g.got(1);
    spelt += 1;
    g.addScore(1, true); // (a point a letter, quietly: the word's is the sound)
    g.note(440 + spelt * 40, 0.06, 'triangle', 0.05);
    const w = words[word % words.length];
    if (spelt < w.length) return;
    g.announce(w);
    word += 1;
    spelt = 0;
    // (letters still falling were for that word: the next is spelt from fresh ones)
    drops = drops.filter((o) => !o.label);
    g.got(1);
  }

  function catchOne(d: Drop) {
    if (d.kind === 'star') {
      big = 8;
      g.sound('win');
    } else if (d.label) catchLabel(d);
    else if (d.kind === 'hazard') {
      g.loseLife();
    } else {
      caught += 1;
      gulp = 0.2;
      g.got(1, d.look);
      if (g.has('levels') && g.design.params.goal === null && caught >= PER_LEVEL) g.win();
    }
  }

  return {
    controls: 'Arrows or A/D to move, or drag',
    reset() {
      x = g.W / 2;
      drops = [];
      spawn = 0.6;
      caught = 0;
      word = 0;
      spelt = 0;
      big = 0;
      bob = 0;
      gulp = 0;
      dropper = g.has('boss') ? { x: g.W / 2, vx: 110 } : null;
      const rivalsOn = !!g.design.roles.enemy && !dropper;
      rivals = rivalsOn ? [{ x: 60, took: 0, gulp: 0 }, ...(g.level >= 3 ? [{ x: g.W - 60, took: 0, gulp: 0 }] : [])] : []; // prettier-ignore
    },
    update(dt) {
      const speed = 380 * Math.sqrt(g.diff);
      const d = g.input.dir();
      if (d.x) x += d.x * speed * dt;
      else if (g.input.pointer.down) x += g.clamp(g.input.pointer.x - x, -speed * 1.4 * dt, speed * 1.4 * dt);
      x = g.clamp(x, 24, g.W - 24);
      big -= dt;
      bob += dt;
      gulp = Math.max(0, gulp - dt);

      if (dropper) {
        // The boss walks the top edge and turns at random: the drops come from where it is.
        dropper.x += dropper.vx * g.diff * dt;
        if (dropper.x < 50 || dropper.x > g.W - 50 || g.chance(dt * 0.5)) dropper.vx *= -1;
        dropper.x = g.clamp(dropper.x, 50, g.W - 50);
      }
      spawn -= dt;
      if (spawn <= 0) {
        drop(dropper ? dropper.x : g.rand(30, g.W - 30));
        spawn = g.rand(0.55, 1.1) / g.diff / (dropper ? 1.3 : 1);
      }

      for (const o of drops) {
        o.y += o.vy * dt;
        o.vy += 40 * dt; // a little gravity, so it reads as falling
      }
      const was = drops;
      const left: Drop[] = [];
      for (const o of was) {
        if (Math.abs(o.y - Y) < 26 * S && Math.abs(o.x - x) < reach()) catchOne(o);
        else if (o.y > g.H + 30) {
          if (o.kind === 'target' && !o.label && g.design.params.difficulty === 'hard') g.loseLife();
        } else left.push(o);
        if (g.state() !== 'play' || drops !== was) return; // the round ended or a new level began
      }
      drops = left;
      // A rival runs for the target that will land first (of those over its half, with two) and takes it.
      for (const [i, r] of rivals.entries()) {
        const mine = (o: Drop) => rivals.length < 2 || (i === 0) === o.x < g.W / 2;
        const next = drops.filter((o) => o.kind === 'target' && o.y < Y + 10 && mine(o)).sort((a, b) => b.y - a.y)[0]; // prettier-ignore
        const run = 150 * Math.sqrt(g.diff) * g.pace('enemy');
        if (next) r.x += g.clamp(next.x - r.x, -run * dt, run * dt);
        r.x = g.clamp(r.x, 24, g.W - 24);
        r.gulp = Math.max(0, r.gulp - dt);
        const took = drops.filter((o) => o.kind === 'target' && Math.abs(o.y - Y) < 26 * S && Math.abs(o.x - r.x) < 30 * g.size('enemy')); // prettier-ignore
        if (took.length) {
          r.took += took.length;
          r.gulp = 0.25;
          g.sound('bad');
          drops = drops.filter((o) => !took.includes(o));
        }
      }
    },
    draw() {
      const ctx = g.ctx;
      // The ground line the catcher walks on, and the width it catches over.
      ctx.fillStyle = g.design.setting.fg;
      ctx.globalAlpha = 0.15;
      ctx.fillRect(0, Y + 28 * S, g.W, 3);
      ctx.globalAlpha = big > 0 ? 0.45 : 0.25;
      ctx.fillStyle = g.design.setting.accent;
      ctx.fillRect(x - reach(), Y + 22 * S, reach() * 2, 5);
      ctx.globalAlpha = 1;
      if (dropper)
        g.sprite(
          g.boss(g.design.roles.enemy ? 'enemy' : 'hazard'),
          dropper.x,
          76 + Math.sin(bob * 3) * 4,
          64,
        );
      if (labelled === 'spell') {
        // the word, its caught letters shown and the rest to come
        const w = words[word % words.length];
        [...w].forEach((c, i) => {
          const at = g.W / 2 + (i - (w.length - 1) / 2) * 34;
          g.text(c, at, 76, 30, i < spelt ? g.design.setting.accent : 'rgba(148,163,184,0.55)');
          if (i === spelt) g.ctx.fillStyle = g.design.setting.accent;
          if (i === spelt) g.ctx.fillRect(at - 12, 96, 24, 3); // (the next one to catch)
        });
      } else if (labelled) g.text(`${g.say('Catch')} = ${a}/${b}`, g.W / 2, 76, 28, g.design.setting.accent);
      for (const o of drops) {
        if (o.kind === 'star') g.text('⭐', o.x, o.y, 30);
        else if (o.label) {
          ctx.fillStyle = '#f8fafc';
          ctx.beginPath();
          ctx.arc(o.x, o.y, 24, 0, Math.PI * 2);
          ctx.fill();
          g.text(o.label, o.x, o.y, o.label.length > 3 ? 15 : 22, '#0f172a');
        } else
          g.sprite(
            o.look ?? o.kind,
            o.x,
            o.y,
            o.kind === 'hazard' ? 38 : 34,
            Math.sin(bob * 2 + o.spin) * 0.3,
          );
      }
      for (const r of rivals) {
        g.sprite('enemy', r.x, Y - 4, 46 * g.size('enemy') * (1 + r.gulp));
        if (r.took) g.text(String(r.took), r.x, Y - 40, 14, g.design.setting.fg);
      }
      const grown = grows ? 1 + Math.min(0.6, caught * 0.03) : 1;
      const size = (big > 0 ? 56 : 48) * grown * (1 + gulp);
      g.sprite('player', x, Y - (size - 48) / 2, size);
    },
    light: () => ({ x, y: Y }),
  };
});
