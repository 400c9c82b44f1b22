// Roles: player (optional) = your fighter; enemy (optional) = the first foe. Parts: highscores.
// A turn-based battle like Pokémon (battle.ts). With params.starters you first choose a partner of three
// (fire, water, grass: the first three extras) and meet wild monsters (the other extras), each of a type:
// fire beats grass, grass beats water, water beats fire. Otherwise your fighter (the player) meets the
// foes named (the enemy and the extras) one after another. Four moves (1-4 or a tap): a sure one, two of
// its type, a heal; then the foe answers. A foe beaten gives XP and points, levels come with more HP,
// and the next foe appears a little stronger; your fighter fainting ends the run. With params.catching a ball (5) catches a worn-down wild one into a team of three, and
// Switch (6) sends out the next; a fainted one is replaced while the team has any left.
import { boot, type Entity } from '../runtime';
import { catchChance, fighter, gain, healed, kindOf, MOVES, reward, strike, type Fighter, type Kind } from '../battle'; // prettier-ignore
import { panel } from '../panel';

const KIND_COLOUR: Record<Kind, string> = {
  fire: '#f97316',
  water: '#3b82f6',
  grass: '#22c55e',
  normal: '#a8a29e',
};
const FOE_AT = { x: 350, y: 190 };
const YOU_AT = { x: 130, y: 350 };
const MSG = { x: 16, y: 424, w: 448, h: 44 };
const button = (i: number) => ({ x: 16 + (i % 2) * 228, y: 476 + Math.floor(i / 2) * 54, w: 220, h: 48 });
const card = (i: number) => ({ x: 16 + i * 152, y: 250, w: 144, h: 200 });

interface Step {
  text: string;
  wait: number;
  then?: () => void;
}

boot((g) => {
  g.showLives(false);
  g.showScore(false); // (drawn dark on the light sky instead)
  const { params, extras = [], roles } = g.design;
  const starters = params.starters ? extras.slice(0, 3) : [];
  const foes: Entity[] = params.starters
    ? extras.slice(3)
    : [...(roles.enemy ? [roles.enemy] : []), ...extras];
  const catching = !!params.catching;
  const goal = params.goal ?? null;
  const typeOf = (e: Entity, i: number) =>
    params.starters && starters.includes(e) ? (['fire', 'water', 'grass'] as Kind[])[i] : kindOf(`${e.name} ${e.emoji ?? ''}`); // prettier-ignore
  const looks = new Map<Fighter, Entity>();
  let team: Fighter[];
  let you: Fighter | null;
  let foe: Fighter | null;
  let steps: Step[];
  let shown: number;
  let beaten: number;
  let shake: { who: Fighter; t: number } | null;

  const make = (e: Entity, kind: Kind, level: number) => {
    const f = fighter(e.name, e.emoji, kind, level);
    looks.set(f, e);
    return f;
  };
  const say = (text: string, wait = 1.1, then?: () => void) => steps.push({ text, wait, then });
  const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
  /** A line in the page's language with its name and number put in. */
  const line = (s: string, x: string, n = 0) =>
    g
      .say(s)
      .replace('{x}', x && cap(x))
      .replace('{n}', String(n));

  function meet() {
    const pool = foes.length ? foes : [roles.enemy ?? { name: 'slime', emoji: '🟢', color: '#22c55e' }];
    const e = pool[g.int(0, pool.length - 1)];
    const level = Math.max(1, you!.level - 1 + g.int(0, 1) + Math.floor(beaten / 4));
    foe = make(e, kindOf(`${e.name} ${e.emoji ?? ''}`), level);
    say(line(params.starters ? 'A wild {x} appeared!' : '{x} attacks!', foe.name));
  }

  function choose(i: number) {
    you = make(starters[i], typeOf(starters[i], i), 5);
    team = [you];
    say(line('Go, {x}!', you.name), 0.8);
    meet();
  }

  function hit(user: Fighter, target: Fighter, k: number) {
    const move = MOVES[user.kind][k];
    say(`${cap(user.name)}: ${g.say(move.name)}!`, 0.8, () => {
      if (move.power === 0) {
        const back = healed(user);
        user.hp += back;
        g.sound('point');
        return say(`${cap(user.name)} +${back} HP`, 0.8);
      }
      const done = strike(user, target, move, Math.random(), Math.random());
      if (done.missed) {
        g.sound('bad');
        return say(g.say('Missed!'), 0.8);
      }
      target.hp = Math.max(0, target.hp - done.damage);
      shake = { who: target, t: 0.4 };
      g.sound('hit');
      if (done.times > 1) say(g.say("It's super effective!"), 0.9);
      if (done.times < 1) say(g.say("It's not very effective…"), 0.9);
    });
  }

  /** After your move: the foe's answer, or what its fainting brings. */
  function afterYou() {
    say('', 0, () => {
      if (foe!.hp <= 0) return won();
      const k = foe!.hp < foe!.max * 0.35 && g.chance(0.35) ? 3 : g.chance(0.2) ? 2 : g.int(0, 1); // (its strong one now and then)
      hit(foe!, you!, k);
      say('', 0, () => {
        if (you!.hp <= 0) fainted();
      });
    });
  }

  function won() {
    say(line('{x} fainted!', foe!.name), 1, () => {
      beaten += 1;
      g.addScore(10 * foe!.level);
      g.got();
      const xp = reward(foe!);
      say(`${cap(you!.name)} +${xp} XP`, 0.9, () => {
        const ups = gain(you!, xp);
        if (ups) {
          g.sound('win');
          say(line('{x} grew to Lv {n}!', you!.name, you!.level), 1.2);
        }
        say('', 0, () => {
          if (goal && beaten >= goal) return g.win(line('{n} beaten', '', beaten));
          meet();
        });
      });
    });
  }

  function fainted() {
    say(line('{x} fainted!', you!.name), 1.2, () => {
      const next = team.find((f) => f.hp > 0);
      if (next) {
        you = next;
        return say(line('Go, {x}!', you.name), 0.9);
      }
      g.lose(line('{n} beaten', '', beaten));
    });
  }

  function throwBall() {
    const f = foe!;
    say(g.say('You threw a ball!'), 0.9, () => {
      if (team.length < 3 && g.chance(catchChance(f))) {
        g.sound('win');
        team.push(f);
        foe = null;
        return say(line('Gotcha! {x} joined your team!', f.name), 1.4, meet);
      }
      g.sound('bad');
      say(team.length >= 3 ? g.say('Your team is full!') : g.say('It broke free!'), 0.9);
      afterYou();
    });
  }

  function switchTo() {
    const at = team.indexOf(you!);
    const next = [...team.slice(at + 1), ...team.slice(0, at)].find((f) => f.hp > 0);
    if (!next) return;
    you = next;
    say(line('Go, {x}!', you.name), 0.8);
    afterYou();
  }

  const ready = () => steps.length === 0 && !!you && !!foe;

  return {
    controls: params.starters
      ? 'Choose a partner, then tap an attack (or press 1-4)'
      : 'Tap an attack (or press 1-4)',
    reset() {
      steps = [];
      shown = 0;
      beaten = 0;
      shake = null;
      foe = null;
      you = null;
      team = [];
      if (!params.starters) {
        you = make(
          roles.player ?? { name: 'knight', emoji: '🤺', color: '#64748b' },
          kindOf(roles.player?.name ?? ''),
          5,
        );
        team = [you];
        meet();
      }
    },
    update(dt) {
      const inp = g.input;
      if (shake) shake = shake.t > dt ? { ...shake, t: shake.t - dt } : null;
      if (steps.length) {
        shown += dt;
        // (a tap or a key hurries the words along)
        if (shown >= steps[0].wait || (shown > 0.25 && (inp.tapped || inp.pressed(' ')))) {
          const step = steps.shift()!;
          shown = 0;
          step.then?.();
        }
        return;
      }
      if (!you) {
        for (let i = 0; i < 3; i++)
          if (inp.pressed(String(i + 1)) || (inp.tapped && g.within(inp.tapAt, card(i)))) return choose(i);
        return;
      }
      if (!ready()) return;
      for (let k = 0; k < 4; k++)
        if (inp.pressed(String(k + 1)) || (inp.tapped && g.within(inp.tapAt, button(k)))) {
          hit(you, foe!, k);
          return afterYou();
        }
      if (catching && params.starters && (inp.pressed('5') || (inp.tapped && g.within(inp.tapAt, extra(0)))))
        return throwBall();
      if (catching && team.length > 1 && (inp.pressed('6') || (inp.tapped && g.within(inp.tapAt, extra(1)))))
        return switchTo();
    },
    draw() {
      const { ctx } = g;
      // a meadow under a sky, two round patches of ground to stand on
      const sky = ctx.createLinearGradient(0, 0, 0, 420);
      sky.addColorStop(0, '#bae6fd');
      sky.addColorStop(1, '#dcfce7');
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, g.W, g.H);
      ctx.fillStyle = '#86efac';
      ctx.fillRect(0, 250, g.W, 170);
      g.text(`${g.say('Score')} ${g.score()}`, 12, 22, 18, '#1f2937', 'left');
      if (!you) return drawChoice();
      for (const [at, r] of [
        [FOE_AT, 80],
        [YOU_AT, 100],
      ] as const) {
        ctx.fillStyle = '#4ade80';
        ctx.beginPath();
        ctx.ellipse(at.x, at.y + 40, r, r * 0.28, 0, 0, Math.PI * 2);
        ctx.fill();
      }
      if (foe) drawFighter(foe, FOE_AT, 84, { x: 16, y: 44 }, false);
      drawFighter(you, YOU_AT, 110, { x: 250, y: 300 }, true);
      // the words, and the moves
      ctx.fillStyle = 'rgba(255,255,255,0.92)';
      ctx.beginPath();
      ctx.roundRect(MSG.x, MSG.y, MSG.w, MSG.h, 10);
      ctx.fill();
      const words = steps.find((s) => s.text)?.text ?? line('What will {x} do?', you.name);
      g.text(words, g.W / 2, MSG.y + MSG.h / 2, words.length > 38 ? 15 : 18, '#1f2937');
      MOVES[you.kind].forEach((move, k) => {
        const b = button(k);
        const lit = ready();
        ctx.fillStyle = lit ? KIND_COLOUR[move.kind] : '#cbd5e1';
        ctx.beginPath();
        ctx.roundRect(b.x, b.y, b.w, b.h, 10);
        ctx.fill();
        g.text(`${k + 1}  ${g.say(move.name)}`, b.x + b.w / 2, b.y + 18, 17, '#ffffff');
        const what = move.power ? `${g.say(cap(move.kind))} · ${move.power}` : `${g.say('Heal')} ♥`;
        g.text(what, b.x + b.w / 2, b.y + 36, 11, '#ffffffcc');
      });
      if (catching) {
        if (params.starters) drawExtra(0, `5  ⚪ ${g.say('Ball')}`, ready() && team.length < 3);
        drawExtra(1, `6  ⇄ ${g.say('Switch')} (${team.length}/3)`, ready() && team.length > 1);
      }
    },
  };

  function extra(i: number) {
    return { x: 16 + i * 228, y: 584, w: 220, h: 40 };
  }
  function drawExtra(i: number, label: string, lit: boolean) {
    const b = extra(i);
    panel(g, b, lit, 10);
    g.text(label, b.x + b.w / 2, b.y + b.h / 2, 16, lit ? '#1f2937' : '#64748b');
  }

  function drawFighter(
    f: Fighter,
    at: { x: number; y: number },
    size: number,
    box: { x: number; y: number },
    mine: boolean,
  ) {
    // prettier-ignore
    const { ctx } = g;
    const dx = shake?.who === f ? Math.sin(shake.t * 60) * 6 : 0;
    if (f.hp > 0) g.sprite(looks.get(f)!, at.x + dx, at.y, size);
    // the card: name, type, level, HP (and XP, yours)
    ctx.fillStyle = 'rgba(255,255,255,0.92)';
    ctx.beginPath();
    ctx.roundRect(box.x, box.y, 214, mine ? 84 : 64, 12);
    ctx.fill();
    g.text(cap(f.name), box.x + 12, box.y + 18, 18, '#1f2937', 'left');
    g.text(`Lv ${f.level}`, box.x + 202, box.y + 18, 16, '#1f2937', 'right');
    ctx.fillStyle = KIND_COLOUR[f.kind];
    ctx.fillRect(box.x + 12, box.y + 30, 44, 14);
    g.text(g.say(cap(f.kind)), box.x + 34, box.y + 37, 10, '#ffffff');
    g.text('HP', box.x + 72, box.y + 37, 11, '#1f2937');
    ctx.fillStyle = '#e5e7eb';
    ctx.fillRect(box.x + 86, box.y + 31, 116, 12);
    const left = f.hp / f.max;
    ctx.fillStyle = left > 0.5 ? '#22c55e' : left > 0.2 ? '#eab308' : '#ef4444';
    ctx.fillRect(box.x + 86, box.y + 31, 116 * left, 12);
    if (mine) {
      g.text(`${f.hp} / ${f.max}`, box.x + 202, box.y + 56, 14, '#1f2937', 'right');
      ctx.fillStyle = '#e5e7eb';
      ctx.fillRect(box.x + 12, box.y + 70, 190, 6);
      ctx.fillStyle = '#3b82f6';
      ctx.fillRect(box.x + 12, box.y + 70, (190 * f.xp) / (f.level * 20), 6);
      g.text('XP', box.x + 12, box.y + 56, 11, '#3b82f6', 'left');
    }
  }

  function drawChoice() {
    g.text(g.say('Choose your partner!'), g.W / 2, 150, 28, '#1f2937');
    starters.forEach((e, i) => {
      const b = card(i);
      const kind = typeOf(e, i);
      panel(g, b, true, 16);
      g.ctx.fillStyle = '#ffffffdd';
      g.ctx.beginPath();
      g.ctx.roundRect(b.x, b.y, b.w, b.h, 16);
      g.ctx.fill();
      g.sprite(e, b.x + b.w / 2, b.y + 72, 84);
      g.text(cap(e.name), b.x + b.w / 2, b.y + 140, 18, '#1f2937');
      g.ctx.fillStyle = KIND_COLOUR[kind];
      g.ctx.fillRect(b.x + 32, b.y + 158, b.w - 64, 22);
      g.text(`${i + 1} · ${g.say(cap(kind))}`, b.x + b.w / 2, b.y + 169, 14, '#ffffff');
    });
    g.text(g.say('Fire beats grass, grass beats water, water beats fire'), g.W / 2, 500, 15, '#1f2937');
  }
});
