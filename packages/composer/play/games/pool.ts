// Roles: none drawn (the balls are the game); who plays, when named, by their name line. Parts: twoPlayer
// (two on one computer taking turns; else against the computer; 👤 👤 / 👤 🤖 at the top switches), highscores. 8-ball pool (pool.ts): a
// table seen from above, six pockets, the cue ball and fifteen racked (solids, stripes, the black 8).
// Aim with the pointer (a guide line shows the first ball the cue ball would hit, where that ball goes and
// where the cue ball glances off), press and pull back away from the aim to set the power, let go to
// shoot (or ←/→ to aim, ↑/↓ power, Space). The first ball potted decides who has which group; pot one of
// yours to go on; a scratch or the wrong ball first is a foul (the other places the cue ball behind the
// line). The 8 potted once your group is down wins; before, it loses.
import { boot, type Vec } from '../runtime';
import { panel } from '../panel';
import { choose, groupOf, guide, HEAD, judge, POCKET, POCKETS, R, rack, step, still, TABLE, type Ball, type Turn } from '../pool'; // prettier-ignore

const COLOURS = ['#ffffff', '#facc15', '#2563eb', '#dc2626', '#7c3aed', '#f97316', '#16a34a', '#7f1d1d', '#111111']; // prettier-ignore
const PULL = 140; // px of pull for a full-power shot
const VERSUS = { x: 205, y: 6, w: 70, h: 30 };

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  let two = g.has('twoPlayer'); // (else against the computer: the button at the top switches)
  let balls: Ball[];
  let turn: Turn;
  let angle: number;
  let power: number;
  let pulling: Vec | null;
  let moving: boolean;
  let shot: { first: number | null; potted: number[] };
  let thinking: number;
  let placing: boolean; // ball in hand after a foul
  let said: string;
  let hover: Vec; // where the pointer was: it aims when it moves

  const cue = () => balls.find((b) => b.n === 0)!;
  const computer = () => !two && turn.player === 1;
  const name = (p: 0 | 1) => (two ? g.say(`Player ${p + 1}`) : p ? g.say('Computer') : g.say('You'));

  function shoot(a: number, p: number) {
    const c = cue();
    c.vx = Math.cos(a) * 1100 * p;
    c.vy = Math.sin(a) * 1100 * p;
    moving = true;
    shot = { first: null, potted: [] };
    g.sound('hit');
  }

  function settle() {
    moving = false;
    const out = judge(turn, shot, balls);
    if (out.winner !== null) {
      const w = out.winner;
      if (two) return g.win(g.say(`Player ${w + 1} wins`));
      return w === 0 ? g.win(g.say('You win!')) : g.lose(g.say('The computer wins'));
    }
    said = out.foul ? g.say('Foul!') : '';
    turn = out.next;
    if (out.ballInHand) {
      const c = cue();
      Object.assign(c, { ...HEAD, potted: false, vx: 0, vy: 0 });
      placing = !computer();
    }
    thinking = 1;
  }

  return {
    controls: 'Aim with the pointer, pull back and let go to shoot (or ←/→, ↑/↓ and Space)',
    reset() {
      balls = rack(Math.random);
      turn = { player: 0, groups: [null, null] };
      angle = -Math.PI / 2;
      power = 0.6;
      pulling = null;
      moving = false;
      shot = { first: null, potted: [] };
      thinking = 1;
      placing = false;
      said = '';
      hover = { x: 0, y: 0 };
    },
    update(dt) {
      if (moving) {
        for (let k = 0; k < 4; k++) {
          const r = step(balls, dt / 4);
          if (shot.first === null) shot.first = r.pairs.find(([a, b]) => a === 0 || b === 0)?.find((n) => n !== 0) ?? null; // prettier-ignore
          shot.potted.push(...r.potted);
          if (r.potted.length) g.sound('point');
        }
        if (still(balls)) settle();
        return;
      }
      if (computer()) {
        if ((thinking -= dt) > 0) return;
        const best = choose(balls, turn, Math.random);
        angle = best.angle;
        return shoot(best.angle, best.power);
      }
      const inp = g.input;
      const c = cue();
      if (inp.tapped && g.within(inp.tapAt, VERSUS)) {
        two = !two;
        pulling = null;
        return g.sound('tick');
      }
      if (placing) {
        // the cue ball goes where tapped behind the line, clear of the others
        if (
          inp.tapped &&
          inp.tapAt.y > HEAD.y - 40 &&
          inp.tapAt.y < TABLE.bottom - R &&
          inp.tapAt.x > TABLE.left + R &&
          inp.tapAt.x < TABLE.right - R &&
          balls.every((b) => b === c || b.potted || Math.hypot(b.x - inp.tapAt.x, b.y - inp.tapAt.y) > R * 2)
        ) {
          // prettier-ignore
          Object.assign(c, { x: inp.tapAt.x, y: inp.tapAt.y });
          placing = false;
        }
        if (inp.pressed(' ')) placing = false;
        return;
      }
      angle += inp.dir().x * 1.6 * dt;
      power = g.clamp(power - inp.dir().y * 0.8 * dt, 0.05, 1);
      if (inp.pressed(' ')) return shoot(angle, power);
      const p = inp.pointer;
      if (inp.tapped) pulling = { ...inp.tapAt };
      if (pulling && p.down) {
        const pulled = Math.hypot(p.x - pulling.x, p.y - pulling.y);
        if (pulled > 8) power = Math.min(1, pulled / PULL);
        else angle = Math.atan2(p.y - c.y, p.x - c.x);
      } else if (pulling) {
        const pulled = Math.hypot(p.x - pulling.x, p.y - pulling.y);
        pulling = null;
        if (pulled > 8) return shoot(angle, power);
      } else if (!p.down && (p.x !== hover.x || p.y !== hover.y)) angle = Math.atan2(p.y - c.y, p.x - c.x);
      hover = { x: p.x, y: p.y };
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      // the table: wood, cloth, the pockets, the head string
      ctx.fillStyle = '#78350f';
      ctx.beginPath();
      ctx.roundRect(
        TABLE.left - 30,
        TABLE.top - 30,
        TABLE.right - TABLE.left + 60,
        TABLE.bottom - TABLE.top + 60,
        18,
      );
      ctx.fill();
      ctx.fillStyle = '#15803d';
      ctx.fillRect(TABLE.left, TABLE.top, TABLE.right - TABLE.left, TABLE.bottom - TABLE.top);
      ctx.strokeStyle = 'rgba(255,255,255,0.25)';
      ctx.lineWidth = 1;
      ctx.beginPath();
      ctx.moveTo(TABLE.left, HEAD.y - 40);
      ctx.lineTo(TABLE.right, HEAD.y - 40);
      ctx.stroke();
      ctx.fillStyle = '#0a0a0a';
      for (const [x, y] of POCKETS) {
        ctx.beginPath();
        ctx.arc(x, y, POCKET, 0, Math.PI * 2);
        ctx.fill();
      }
      // the balls: solids in their colour, stripes white with a band, numbers on a white spot
      for (const b of balls) {
        if (b.potted) continue;
        const colour = COLOURS[b.n > 8 ? b.n - 8 : b.n];
        ctx.fillStyle = b.n > 8 ? '#ffffff' : colour;
        ctx.beginPath();
        ctx.arc(b.x, b.y, R, 0, Math.PI * 2);
        ctx.fill();
        if (b.n > 8) {
          ctx.save();
          ctx.clip();
          ctx.fillStyle = colour;
          ctx.fillRect(b.x - R, b.y - R * 0.55, R * 2, R * 1.1);
          ctx.restore();
        }
        if (b.n) {
          ctx.fillStyle = '#ffffff';
          ctx.beginPath();
          ctx.arc(b.x, b.y, R * 0.5, 0, Math.PI * 2);
          ctx.fill();
          g.text(String(b.n), b.x, b.y + 1, 8, '#111111');
        }
      }
      // the aim: the cue stick pulled back, the guide line and where the balls would go
      const c = cue();
      if (!moving && !computer() && !placing && !c.potted) {
        const aim = guide(balls, angle);
        ctx.strokeStyle = 'rgba(255,255,255,0.75)';
        ctx.setLineDash([6, 6]);
        ctx.beginPath();
        ctx.moveTo(c.x, c.y);
        ctx.lineTo(aim.to.x, aim.to.y);
        if (aim.hit && aim.ball !== undefined && aim.cue !== undefined) {
          ctx.moveTo(aim.hit.x, aim.hit.y);
          ctx.lineTo(aim.hit.x + Math.cos(aim.ball) * 70, aim.hit.y + Math.sin(aim.ball) * 70);
          ctx.moveTo(aim.to.x, aim.to.y);
          const glance = 60 * Math.abs(Math.sin(angle - aim.ball)); // (a full hit stops the cue ball dead)
          ctx.lineTo(aim.to.x + Math.cos(aim.cue) * glance, aim.to.y + Math.sin(aim.cue) * glance);
        }
        ctx.stroke();
        ctx.setLineDash([]);
        ctx.beginPath();
        ctx.arc(aim.to.x, aim.to.y, R, 0, Math.PI * 2);
        ctx.stroke();
        const back = R + 6 + power * 40;
        ctx.strokeStyle = '#d6a461';
        ctx.lineWidth = 6;
        ctx.beginPath();
        ctx.moveTo(c.x - Math.cos(angle) * back, c.y - Math.sin(angle) * back);
        ctx.lineTo(c.x - Math.cos(angle) * (back + 190), c.y - Math.sin(angle) * (back + 190));
        ctx.stroke();
      }
      // whose turn, their group, the power
      for (const p of [0, 1] as const) {
        const group = turn.groups[p];
        const x = p ? g.W - 12 : 12;
        const here = p === turn.player;
        g.text(`${name(p)}${group ? ` · ${g.say(group === 'solids' ? 'Solids' : 'Stripes')}` : ''}`, x, 22, here ? 17 : 14, here ? accent : fg + 'aa', p ? 'right' : 'left'); // prettier-ignore
        if (p === 0 && g.design.roles.player) g.sprite('player', 24, 60, 24);
        const left = balls.filter((b) => !b.potted && group && groupOf(b.n) === group).length;
        if (group) g.text(`${left} ${g.say('left')}`, x, 42, 12, fg + 'aa', p ? 'right' : 'left');
      }
      panel(g, VERSUS, true, 8);
      g.text(two ? '👤 👤' : '👤 🤖', VERSUS.x + VERSUS.w / 2, VERSUS.y + VERSUS.h / 2 + 1, 16, fg);
      ctx.fillStyle = 'rgba(255,255,255,0.15)';
      ctx.fillRect(140, TABLE.bottom + 40, 200, 10);
      ctx.fillStyle = power > 0.8 ? '#ef4444' : '#facc15';
      ctx.fillRect(140, TABLE.bottom + 40, 200 * power, 10);
      g.text(g.say('Power'), 120, TABLE.bottom + 45, 12, fg, 'right');
      if (placing)
        g.text(g.say('Place the cue ball behind the line'), g.W / 2, TABLE.bottom + 22, 14, accent);
      else if (said) g.text(said, g.W / 2, TABLE.bottom + 22, 14, '#f87171');
    },
  };
});
