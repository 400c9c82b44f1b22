// Roles: player = fighter 1 (left); enemy = fighter 2 (right), the computer's unless two play. Parts:
// twoPlayer, timer (each round's clock), highscores.
// A side-view fighting game like Street Fighter (fighter.ts): life bars on top, rounds, the first to two
// wins. Fighter 1: A/D walk, W jump, S block, F punch, G kick, R special; fighter 2 (twoPlayer): the
// arrows, Down to block, K punch, L kick, M special. Alone, fighter 1 also takes the arrows and J/K/L, and
// the computer fights back (harder on hard). Blows landed fill the special bar; full, the special throws
// a fireball. Blocking takes a fifth. On a phone: buttons under the stage. With params.solo and two
// players, a choice first: against the computer or two players.
import { boot } from '../runtime';
import { apart, BLOWS, cpu, fighter, FIREBALL_SPEED, FLOOR, reaches, ROUNDS_TO_WIN, roundOver, SPECIAL_DAMAGE, stepBody, takes, type Fighter, type Intent } from '../fighter'; // prettier-ignore

const LO = 40;
const HI = 440;
const PAD = [
  { key: 'left', label: '◀', x: 12, y: 540 },
  { key: 'right', label: '▶', x: 80, y: 540 },
  { key: 'jump', label: '▲', x: 46, y: 484 },
  { key: 'block', label: '🛡', x: 148, y: 540 },
  { key: 'punch', label: '👊', x: 280, y: 540 },
  { key: 'kick', label: '🦵', x: 348, y: 540 },
  { key: 'special', label: '★', x: 414, y: 540 },
] as const;
const PAD_SIZE = 58;
const COLOURS = ['#ef4444', '#3b82f6'];

interface Fireball {
  x: number;
  y: number;
  dir: 1 | -1;
  from: 0 | 1;
}

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  const two = g.has('twoPlayer');
  const askMode = two && !!g.design.params.solo;
  const skill = { easy: 0.15, normal: 0.45, hard: 0.85 }[g.design.params.difficulty];
  const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
  const [one, other] = [g.role('player').name, g.role('enemy').name].map(cap);
  const names = one === other ? [`${one} 1`, `${other} 2`] : [one, other]; // (told apart when alike)
  let vsCpu: boolean;
  let choosing: boolean;
  let f: [Fighter, Fighter];
  let balls: Fireball[];
  let round: number;
  let between: number; // s of the words between rounds
  let said: string;
  let matchOver: boolean;

  const held = (...keys: string[]) => keys.some((k) => g.input.keys.has(k));
  const hit = (...keys: string[]) => keys.some((k) => g.input.pressed(k));
  const padAt = (key: (typeof PAD)[number]['key']) => PAD.find((p) => p.key === key)!;
  const onPad = (key: (typeof PAD)[number]['key']) => {
    const p = padAt(key);
    const { pointer } = g.input;
    return pointer.down && pointer.x >= p.x && pointer.x <= p.x + PAD_SIZE && pointer.y >= p.y && pointer.y <= p.y + PAD_SIZE; // prettier-ignore
  };
  const tappedPad = (key: (typeof PAD)[number]['key']) => {
    const p = padAt(key);
    return g.input.tapped && g.within(g.input.tapAt, { x: p.x, y: p.y, w: PAD_SIZE, h: PAD_SIZE });
  };

  /** Fighter 1's keys (alone: the arrows and J/K/L too) and fighter 2's. */
  function keysOf(i: 0 | 1): Intent {
    if (i === 0) {
      const alone = !two || vsCpu;
      const left = held('a') || (alone && held('ArrowLeft')) || onPad('left');
      const right = held('d') || (alone && held('ArrowRight')) || onPad('right');
      return {
        move: left === right ? 0 : left ? -1 : 1,
        jump: hit('w') || (alone && hit('ArrowUp')) || tappedPad('jump'),
        block: held('s') || (alone && held('ArrowDown')) || onPad('block'),
        blow: hit('f') || (alone && hit('j')) || tappedPad('punch') ? 'punch' : hit('g') || (alone && hit('k')) || tappedPad('kick') ? 'kick' : null, // prettier-ignore
        special: hit('r') || (alone && hit('l')) || tappedPad('special'),
      };
    }
    const left = held('ArrowLeft');
    const right = held('ArrowRight');
    return {
      move: left === right ? 0 : left ? -1 : 1,
      jump: hit('ArrowUp'),
      block: held('ArrowDown'),
      blow: hit('k') ? 'punch' : hit('l') ? 'kick' : null,
      special: hit('m'),
    };
  }

  function startRound() {
    const [a, b] = [fighter(150, 1), fighter(330, -1)];
    if (f) [a.rounds, b.rounds] = [f[0].rounds, f[1].rounds];
    f = [a, b];
    balls = [];
    round += 1;
    between = 1.0;
    said = `${g.say('Round')} ${round}`;
    g.restartClock();
  }

  function endRound(who: 'a' | 'b' | 'draw', why: string) {
    // (a draw is a round to each, as in the arcade)
    for (const [k, side] of [
      [0, 'a'],
      [1, 'b'],
    ] as const)
      if (who === side || who === 'draw') f[k].rounds += 1;
    const winner = who === 'draw' ? null : names[who === 'a' ? 0 : 1];
    said = `${why} ${winner ? g.say('{x} wins the round').replace('{x}', cap(winner)) : g.say('Draw')}`;
    between = 1.8;
    g.sound(who === 'a' || (two && !vsCpu) ? 'win' : 'lose');
    if (f[0].rounds >= ROUNDS_TO_WIN || f[1].rounds >= ROUNDS_TO_WIN) matchOver = true;
  }

  function act(i: 0 | 1, want: Intent, dt: number) {
    const me = f[i];
    const other = f[1 - i];
    if (me.hurt === 0 && !me.blow && me.y === 0) me.facing = other.x >= me.x ? 1 : -1;
    if (want.special && me.bar >= 100 && me.hurt === 0 && !me.blow) {
      me.bar = 0;
      balls.push({ x: me.x + me.facing * 40, y: me.y + 70, dir: me.facing, from: i });
      g.sound('shoot');
    }
    const before = me.blow;
    stepBody(me, want, dt, LO, HI);
    if (me.blow && !before) g.sound('jump');
    if (reaches(me, other)) {
      me.landed = true;
      takes(other, BLOWS[me.blow!].damage, me);
      g.sound(other.blocking ? 'tick' : 'hit');
    }
  }

  return {
    controls: two
      ? 'Player 1: A D walk, W jump, S block, F punch, G kick, R special. Player 2: arrows, K punch, L kick, M special'
      : 'Arrows or A D to walk, W to jump, S to block, F punch, G kick, R special (or the buttons)',
    reset() {
      choosing = askMode;
      vsCpu = !two;
      round = 0;
      matchOver = false;
      f = undefined as unknown as [Fighter, Fighter];
      startRound();
    },
    timeUp() {
      if (between > 0 || matchOver) return g.restartClock();
      const who = roundOver(f[0], f[1], 0)!;
      endRound(who, g.say('Time!'));
    },
    update(dt) {
      if (choosing) {
        if (hit('1') || (g.input.tapped && g.input.tapAt.y < 320)) [vsCpu, choosing] = [true, false];
        else if (hit('2') || (g.input.tapped && g.input.tapAt.y >= 320)) [vsCpu, choosing] = [false, false];
        if (!choosing) g.restartClock();
        return;
      }
      if (between > 0) {
        between -= dt;
        if (between <= 0) {
          if (matchOver) {
            if (f[0].rounds === f[1].rounds) return g.lose(g.say('Draw'));
            const one = f[0].rounds > f[1].rounds;
            const line = g.say('{x} wins!').replace('{x}', cap(names[one ? 0 : 1]));
            return one || (two && !vsCpu) ? g.win(line) : g.lose(line);
          }
          if (said.startsWith(g.say('Round'))) said = '';
          else startRound();
        }
        return;
      }
      act(0, keysOf(0), dt);
      act(1, two && !vsCpu ? keysOf(1) : cpu(f[1], f[0], Math.random, skill), dt);
      apart(f[0], f[1], LO, HI);
      for (const b of balls) {
        b.x += b.dir * FIREBALL_SPEED * dt;
        const target = f[1 - b.from];
        if (Math.abs(b.x - target.x) < 34 && Math.abs(b.y - (target.y + 70)) < 60) {
          takes(target, SPECIAL_DAMAGE, f[b.from]);
          f[b.from].bar = 0; // (a special fills nothing)
          g.sound('hit');
          b.x = -999;
        }
      }
      balls = balls.filter((b) => b.x > 0 && b.x < g.W);
      const who = roundOver(f[0], f[1], 1);
      if (who) {
        if (who === 'a') g.addScore(10 + f[0].hp);
        endRound(who, 'K.O.!');
      }
    },
    draw() {
      const { ctx } = g;
      // a street at dusk: sky, far buildings, the floor
      const sky = ctx.createLinearGradient(0, 0, 0, FLOOR);
      sky.addColorStop(0, '#1e1b4b');
      sky.addColorStop(1, '#f97316');
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, g.W, FLOOR);
      ctx.fillStyle = '#312e81';
      for (let i = 0; i < 8; i++) ctx.fillRect(i * 62 - 10, FLOOR - 120 - ((i * 37) % 90), 54, 200);
      ctx.fillStyle = '#78350f';
      ctx.fillRect(0, FLOOR, g.W, g.H - FLOOR);
      ctx.fillStyle = '#92400e';
      for (let x = 0; x < g.W; x += 40) ctx.fillRect(x, FLOOR, 2, g.H - FLOOR);
      if (choosing) return drawChoice();
      drawBars();
      f.forEach((one, i) => drawFighter(one, i as 0 | 1));
      for (const b of balls) {
        ctx.fillStyle = '#fde047';
        ctx.beginPath();
        ctx.arc(b.x, FLOOR - b.y, 16, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = '#f97316';
        ctx.beginPath();
        ctx.arc(b.x - b.dir * 14, FLOOR - b.y, 11, 0, Math.PI * 2);
        ctx.fill();
      }
      if (between > 0 && said) g.text(said, g.W / 2, 250, said.length > 24 ? 24 : 40, '#ffffff');
      if (!two || vsCpu)
        for (const p of PAD) {
          ctx.fillStyle = onPad(p.key) ? 'rgba(255,255,255,0.45)' : 'rgba(255,255,255,0.18)';
          ctx.beginPath();
          ctx.roundRect(p.x, p.y, PAD_SIZE, PAD_SIZE, 14);
          ctx.fill();
          g.text(p.label, p.x + PAD_SIZE / 2, p.y + PAD_SIZE / 2, 26, '#ffffff');
        }
    },
  };

  function drawBars() {
    [0, 1].forEach((i) => {
      const one = f[i];
      const x = i === 0 ? 12 : 258;
      g.text(cap(names[i]), i === 0 ? x : x + 210, 46, 15, '#ffffff', i === 0 ? 'left' : 'right');
      g.ctx.fillStyle = '#7f1d1d';
      g.ctx.fillRect(x, 56, 210, 16);
      g.ctx.fillStyle = one.hp > 30 ? '#facc15' : '#ef4444';
      const w = (210 * one.hp) / 100;
      g.ctx.fillRect(i === 0 ? x + 210 - w : x, 56, w, 16); // (each drains toward the middle)
      g.ctx.fillStyle = '#1e3a8a';
      g.ctx.fillRect(x, 76, 210, 6);
      g.ctx.fillStyle = one.bar >= 100 ? '#22d3ee' : '#60a5fa';
      g.ctx.fillRect(x, 76, (210 * one.bar) / 100, 6);
      for (let r = 0; r < ROUNDS_TO_WIN; r++)
        g.text(r < one.rounds ? '●' : '○', i === 0 ? x + 8 + r * 16 : x + 202 - r * 16, 96, 14, '#fde047');
    });
  }

  function drawFighter(one: Fighter, i: 0 | 1) {
    const { ctx } = g;
    const x = one.x;
    const foot = FLOOR - one.y;
    const hip = foot - 44;
    const shoulder = hip - 46;
    ctx.strokeStyle = one.hurt > 0 ? '#ffffff' : COLOURS[i];
    ctx.lineWidth = 11;
    ctx.lineCap = 'round';
    const line = (x1: number, y1: number, x2: number, y2: number) => {
      ctx.beginPath();
      ctx.moveTo(x1, y1);
      ctx.lineTo(x2, y2);
      ctx.stroke();
    };
    const d = one.facing;
    const out = one.blow ? Math.min(1, (one.blowT / BLOWS[one.blow].time) * 2.2) : 0;
    // legs (the front one out in a kick), body, arms (the front one out in a punch, both up to block)
    line(x, hip, x - d * 16, foot);
    if (one.blow === 'kick') line(x, hip, x + d * (20 + out * (BLOWS.kick.reach - 20)), hip - out * 14);
    else line(x, hip, x + d * 16, foot);
    line(x, hip, x, shoulder);
    if (one.blocking) {
      line(x, shoulder + 6, x + d * 22, shoulder - 18);
      line(x + d * 4, shoulder + 10, x + d * 26, shoulder - 8);
    } else {
      line(x, shoulder + 6, x - d * 14, shoulder + 34);
      const reach = one.blow === 'punch' ? 22 + out * (BLOWS.punch.reach - 22) : 22;
      line(x, shoulder + 6, x + d * reach, shoulder + (one.blow === 'punch' ? 2 : 24));
      if (one.blow === 'punch') g.text('✊', x + d * (reach + 8), shoulder + 2, 20, '#000');
    }
    g.sprite(i === 0 ? 'player' : 'enemy', x, shoulder - 26, 48);
  }

  function drawChoice() {
    g.text(g.say('1  Against the computer'), g.W / 2, 220, 26, '#ffffff');
    g.text(g.say('2  Two players'), g.W / 2, 420, 26, '#ffffff');
  }
});
