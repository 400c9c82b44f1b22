// Roles: player = who rides each tank, when named (the tanks are drawn). Parts: twoPlayer (two on one
// computer taking turns; else against the computer), highscores. Artillery, as in Scorched Earth or Worms
// (artillery.ts): two tanks on rolling hills, 100 HP each. In turn, set the barrel's angle (←/→ or its
// slider) and the power (↑/↓ or its slider), pick a weapon (a shell, a big bomb with a huge crater, a
// cluster that splits in three: 1-3 or its button) and fire (Space or FIRE). The wind, shown by the arrow
// at the top, changes every turn and bends the flight; blasts dig craters and hurt a tank by how near they
// were; a tank whose ground goes falls with it. At 0 HP it is out: the other wins.
import { boot, type Vec } from '../runtime';
import { aim, carve, damage, fire, fly, grounded, hills, type Shell } from '../artillery';
import { along, onTrack, panel, slider, type Track } from '../panel';

const FIELD = 540; // the ground's bottom; the controls below it
const WEAPONS = [
  { name: 'Shell', r: 26, most: 35, icon: '●' },
  { name: 'Big bomb', r: 50, most: 50, icon: '⬤' },
  { name: 'Cluster', r: 18, most: 22, icon: '⁂' },
] as const;
const ANGLE: Track = { x: 90, y: 562, w: 150 };
const POWER: Track = { x: 90, y: 600, w: 150 };
const FIRE_BOX = { x: 386, y: 556, w: 84, h: 68 };
const weaponBox = (i: number) => ({ x: 262 + i * 40, y: 556, w: 36, h: 68 });
const COLOURS = ['#60a5fa', '#f87171'];

interface Tank extends Vec {
  hp: number;
  angle: number; // degrees, 0 right, 90 up
  power: number;
}
interface Flying extends Shell {
  weapon: number;
  split: boolean;
}

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  const two = g.has('twoPlayer');
  let ground: number[];
  let tanks: Tank[];
  let turn: number;
  let weapon: number;
  let wind: number;
  let shells: Flying[];
  let blasts: { x: number; y: number; r: number; t: number }[];
  let thinking: number; // the computer's pause before it fires
  let settling: number;
  let held: 'angle' | 'power' | null;

  const sit = (t: Tank) => {
    t.y = ground[Math.max(0, Math.min(ground.length - 1, Math.round(t.x)))];
  };
  const muzzle = (t: Tank): Vec => ({
    x: t.x + Math.cos((t.angle * Math.PI) / 180) * 22,
    y: t.y - 14 - Math.sin((t.angle * Math.PI) / 180) * 22,
  });
  const computer = () => !two && turn === 1;

  function shoot() {
    const t = tanks[turn];
    shells = [{ ...fire(muzzle(t), t.angle, t.power), weapon, split: false }];
    g.sound('shoot');
  }

  function explode(s: Flying) {
    const w = WEAPONS[s.weapon];
    ground = carve(ground, s.x, s.y, w.r);
    blasts.push({ x: s.x, y: s.y, r: w.r, t: 0 });
    for (const t of tanks) {
      const hurt = damage(Math.hypot(t.x - s.x, t.y - 8 - s.y), w.r, w.most);
      t.hp = Math.max(0, t.hp - hurt);
    }
    g.sound('hit');
  }

  function nextTurn() {
    const out = tanks.findIndex((t) => t.hp <= 0);
    if (out >= 0) {
      const winner = 1 - out;
      if (two) return g.win(g.say(`Player ${winner + 1} wins`));
      return winner === 0 ? g.win(g.say('You win!')) : g.lose(g.say('The computer wins'));
    }
    turn = 1 - turn;
    wind = Math.round(g.rand(-40, 40));
    thinking = 1;
    weapon = computer() ? g.int(0, 2) : weapon;
  }

  return {
    controls: 'Angle ←/→, power ↑/↓ (or the sliders), weapon 1-3, fire with Space',
    reset() {
      ground = hills(g.W, FIELD, Math.random);
      tanks = [
        { x: 60, y: 0, hp: 100, angle: 45, power: 50 },
        { x: g.W - 60, y: 0, hp: 100, angle: 135, power: 50 },
      ];
      // (a flat pad under each tank)
      for (const t of tanks) {
        const y = ground[t.x];
        for (let x = t.x - 16; x <= t.x + 16; x++) ground[x] = y;
        sit(t);
      }
      turn = 0;
      weapon = 0;
      wind = Math.round(g.rand(-25, 25));
      shells = [];
      blasts = [];
      thinking = 1;
      settling = 0;
      held = null;
    },
    update(dt) {
      for (const b of blasts) b.t += dt;
      blasts = blasts.filter((b) => b.t < 0.5);
      if (shells.length) {
        for (const s of shells) {
          const vyBefore = s.vy;
          for (let k = 0; k < 3; k++) fly(s, wind, dt / 3);
          // a cluster splits in three at the top of its flight
          if (WEAPONS[s.weapon].name === 'Cluster' && !s.split && vyBefore < 0 && s.vy >= 0) {
            s.split = true;
            shells.push({ ...s, vx: s.vx - 45 }, { ...s, vx: s.vx + 45 });
          }
        }
        const landed = shells.filter((s) => grounded(s, ground, FIELD) || tanks.some((t) => Math.hypot(t.x - s.x, t.y - 8 - s.y) < 14)); // prettier-ignore
        landed.forEach(explode);
        shells = shells.filter((s) => !landed.includes(s) && s.x > -80 && s.x < g.W + 80);
        if (!shells.length) settling = 0.6;
        return;
      }
      if (settling > 0) {
        tanks.forEach(sit);
        if ((settling -= dt) <= 0) nextTurn();
        return;
      }
      const t = tanks[turn];
      if (computer()) {
        if ((thinking -= dt) > 0) return;
        const shot = aim(muzzle(t), { x: tanks[0].x, y: tanks[0].y - 8 }, wind, ground, FIELD, false, g.design.params.difficulty === 'hard' ? 0.3 : 1, Math.random); // prettier-ignore
        t.angle = shot.angle;
        t.power = shot.power;
        return shoot();
      }
      const inp = g.input;
      const right = turn === 0;
      t.angle = g.clamp(t.angle + inp.dir().x * (right ? -1 : 1) * 40 * dt, 0, 180);
      t.power = g.clamp(t.power - inp.dir().y * 40 * dt, 10, 100);
      ['1', '2', '3'].forEach((k, i) => {
        if (inp.pressed(k)) weapon = i;
      });
      if (inp.tapped) {
        const p = inp.tapAt;
        if (onTrack(p, ANGLE)) held = 'angle';
        else if (onTrack(p, POWER)) held = 'power';
        else if (g.within(p, FIRE_BOX)) return shoot();
        else WEAPONS.forEach((_, i) => g.within(p, weaponBox(i)) && (weapon = i));
      }
      if (held && inp.pointer.down) {
        if (held === 'angle') t.angle = Math.round(along(inp.pointer, ANGLE) * 180);
        else t.power = Math.max(10, Math.round(along(inp.pointer, POWER) * 100));
      } else held = null;
      if (inp.pressed(' ')) shoot();
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      // the sky and the hills
      const sky = ctx.createLinearGradient(0, 0, 0, FIELD);
      sky.addColorStop(0, '#0c4a6e');
      sky.addColorStop(1, '#7dd3fc');
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, g.W, FIELD);
      ctx.fillStyle = '#4d7c0f';
      ctx.beginPath();
      ctx.moveTo(0, FIELD);
      ground.forEach((y, x) => ctx.lineTo(x, y));
      ctx.lineTo(g.W, FIELD);
      ctx.fill();
      ctx.strokeStyle = '#84cc16';
      ctx.lineWidth = 3;
      ctx.beginPath();
      ground.forEach((y, x) => (x ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
      ctx.stroke();
      // the tanks: a body on treads, a barrel at its angle, who rides it
      tanks.forEach((t, i) => {
        ctx.strokeStyle = '#1f2937';
        ctx.lineWidth = 5;
        ctx.beginPath();
        const m = muzzle(t);
        ctx.moveTo(t.x, t.y - 14);
        ctx.lineTo(m.x, m.y);
        ctx.stroke();
        ctx.fillStyle = COLOURS[i];
        ctx.beginPath();
        ctx.arc(t.x, t.y - 12, 10, Math.PI, 0);
        ctx.fill();
        ctx.fillRect(t.x - 17, t.y - 12, 34, 8);
        ctx.fillStyle = '#374151';
        ctx.beginPath();
        ctx.roundRect(t.x - 18, t.y - 5, 36, 7, 3);
        ctx.fill();
        if (g.design.roles.player) g.sprite('player', t.x, t.y - 34, 22);
        if (i === turn && !shells.length) g.ring(t.x, t.y - 10, 26, '#ffffff', 2);
        // its HP
        const x = i ? g.W - 130 : 16;
        g.text(i ? (two ? g.say('Player 2') : g.say('Computer')) : two ? g.say('Player 1') : g.say('You'), x, 52, 14, fg, 'left'); // prettier-ignore
        ctx.fillStyle = 'rgba(0,0,0,0.35)';
        ctx.fillRect(x, 62, 114, 10);
        ctx.fillStyle = t.hp > 30 ? '#22c55e' : '#ef4444';
        ctx.fillRect(x, 62, 1.14 * t.hp, 10);
        g.text(`${t.hp} HP`, x + 57, 84, 13, fg);
      });
      // the shells and their blasts
      ctx.fillStyle = '#111827';
      for (const s of shells) {
        ctx.beginPath();
        ctx.arc(s.x, s.y, WEAPONS[s.weapon].name === 'Big bomb' ? 6 : 4, 0, Math.PI * 2);
        ctx.fill();
      }
      for (const b of blasts) {
        ctx.fillStyle = `rgba(251, 146, 60, ${1 - b.t / 0.5})`;
        ctx.beginPath();
        ctx.arc(b.x, b.y, b.r * (0.6 + b.t), 0, Math.PI * 2);
        ctx.fill();
      }
      // the wind: an arrow as long as it is strong
      g.text(`${g.say('Wind')} ${Math.abs(wind)}`, g.W / 2, 30, 15, fg);
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = 4;
      const len = wind * 1.6;
      ctx.beginPath();
      ctx.moveTo(g.W / 2 - len / 2, 52);
      ctx.lineTo(g.W / 2 + len / 2, 52);
      if (wind) {
        const d = Math.sign(wind);
        ctx.moveTo(g.W / 2 + len / 2, 52);
        ctx.lineTo(g.W / 2 + len / 2 - d * 10, 44);
        ctx.moveTo(g.W / 2 + len / 2, 52);
        ctx.lineTo(g.W / 2 + len / 2 - d * 10, 60);
      }
      ctx.stroke();
      // the controls of whoever's turn it is
      ctx.fillStyle = '#0f172a';
      ctx.fillRect(0, FIELD, g.W, g.H - FIELD);
      const t = tanks[turn];
      const shown = turn === 0 ? t.angle : 180 - t.angle; // (both read as an angle up from level)
      slider(g, ANGLE, `${g.say('Angle')} ${Math.round(shown)}°`, t.angle / 180, 9);
      slider(g, POWER, `${g.say('Power')} ${Math.round(t.power)}`, t.power / 100, 9);
      WEAPONS.forEach((w, i) => {
        const b = weaponBox(i);
        panel(g, b, i === weapon, 8);
        g.text(w.icon, b.x + b.w / 2, b.y + 24, i === 1 ? 22 : 18, fg);
        g.text(String(i + 1), b.x + b.w / 2, b.y + 52, 12, fg + 'aa');
      });
      g.text(g.say(WEAPONS[weapon].name), 322, 640 - 6, 12, accent);
      panel(g, FIRE_BOX, !shells.length && !computer(), 12);
      g.text(g.say('FIRE'), FIRE_BOX.x + FIRE_BOX.w / 2, FIRE_BOX.y + FIRE_BOX.h / 2, 22, fg);
    },
  };
});
