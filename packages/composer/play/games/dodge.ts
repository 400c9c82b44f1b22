// Roles: player = the one who dodges (moves freely on the lower part); hazard = what falls from above and,
// later, flies in from the sides (a life each); target = bonus pickups (the goal's things); enemy = the boss.
// Parts: boss (a big one that hovers over you and swoops down), powerups (a shield), timer (lasting until
// the end wins), levels (without a goal: 20 seconds survived each), night, highscores, returnFire (a
// bullet hell: a gunner sways along the top firing rings, spirals and aimed fans of small hazards, and
// the player's hitbox shrinks to a dot, drawn, so threading the patterns is possible), climb (what is
// climbed, a tree's trunk or a rock face as the setting names, scrolls down past the player, who keeps
// to it; what falls comes down it; the metres climbed are shown).
// Score: one point a second survived, and the pickups.
import { boot, targetKinds, type Vec } from '../runtime';

interface Mover extends Vec {
  vx: number;
  vy: number;
  spin: number;
}
type BossMode = 'hover' | 'dive' | 'rise';
type Pattern = 'ring' | 'spiral' | 'fan';

const LEVEL_SECONDS = 20;

boot((g) => {
  const S = g.design.params.size;
  const TOP = g.H * 0.45; // the player keeps to the lower part
  let me: Vec;
  let hazards: Mover[];
  let bonus: Vec | null;
  // A kind of thing to pick up comes in its kinds ("add treasure chests" beside the shells), in turn.
  const looks = targetKinds(g.design, 4);
  let look = 0;
  let shield: Vec | null;
  let shielded: number;
  let safe: number;
  let spawn: number;
  let second: number;
  let drag: Vec | null;
  let boss: (Vec & { mode: BossMode; wait: number; to: Vec }) | null;
  const hell = g.has('returnFire');
  let gunner: { x: number; t: number; pattern: Pattern; left: number; angle: number; fire: number };
  const hitbox = () => (hell ? 9 : 30) * g.size('player');
  const climb = g.has('climb');
  const bark = /tree|trunk|beanstalk|palm/.test(g.design.setting.name ?? '');
  const FACE = { left: 96, right: g.W - 96 }; // the climbed face's edges
  let climbed = 0;

  // The gunner's patterns: each lasts a few seconds, then the next one; faster with difficulty.
  function shoot(dt: number) {
    const gn = gunner;
    gn.t += dt;
    gn.x = g.W / 2 + Math.sin(gn.t * 0.7) * (g.W / 2 - 70);
    gn.left -= dt;
    gn.fire -= dt;
    if (gn.left <= 0) {
      gn.pattern = g.pick<Pattern>(['ring', 'spiral', 'fan'].filter((p) => p !== gn.pattern) as Pattern[]);
      gn.left = g.rand(3.5, 5.5);
    }
    if (gn.fire > 0) return;
    const speed = 150 * Math.sqrt(g.diff);
    const from = { x: gn.x, y: 84 };
    const out = (a: number, v = speed) =>
      hazards.push({ ...from, vx: Math.cos(a) * v, vy: Math.sin(a) * v, spin: 0 });
    if (gn.pattern === 'ring') {
      const n = Math.round(14 * Math.sqrt(g.diff));
      const turn = g.rand(0, 1);
      for (let i = 0; i < n; i++) out(((i + turn) / n) * Math.PI * 2);
      gn.fire = 0.9 / g.diff;
    } else if (gn.pattern === 'spiral') {
      gn.angle += 0.42;
      out(gn.angle);
      out(gn.angle + Math.PI);
      gn.fire = 0.07 / g.diff;
    } else {
      const at = Math.atan2(me.y - from.y, me.x - from.x);
      for (let i = -2; i <= 2; i++) out(at + i * 0.16, speed * 1.25);
      gn.fire = 0.75 / g.diff;
    }
  }

  function launch() {
    const fromSide = (g.level > 1 || g.time > 25) && g.chance(0.3);
    const speed = g.rand(150, 230) * g.pace('hazard') * (1 + g.time / 90);
    if (fromSide) {
      const left = g.chance(0.5);
      const y = g.rand(TOP, g.H - 30);
      hazards.push({ x: left ? -30 : g.W + 30, y, vx: (left ? 1 : -1) * speed * 0.8, vy: 0, spin: 0 });
    } else {
      // Most fall straight; some aim at where the player is now.
      const x = climb ? g.rand(FACE.left + 16, FACE.right - 16) : g.rand(20, g.W - 20);
      const vx = g.chance(0.35) ? ((me.x - x) / (g.H - 40)) * speed : g.rand(-20, 20);
      hazards.push({ x, y: 30, vx, vy: speed, spin: g.rand(-3, 3) });
    }
  }

  function move(dt: number) {
    const d = g.input.dir();
    const speed = 280 * Math.sqrt(g.diff);
    if (d.x || d.y) {
      const n = Math.hypot(d.x, d.y);
      me.x += (d.x / n) * speed * dt;
      me.y += (d.y / n) * speed * dt;
    }
    // Dragging moves the player by the finger's motion, so the finger never hides it.
    const p = g.input.pointer;
    if (p.down) {
      if (drag) {
        me.x += (p.x - drag.x) * 1.3;
        me.y += (p.y - drag.y) * 1.3;
      }
      drag = { x: p.x, y: p.y };
    } else drag = null;
    me.x = climb ? g.clamp(me.x, FACE.left + 18, FACE.right - 18) : g.clamp(me.x, 20, g.W - 20);
    me.y = g.clamp(me.y, TOP, g.H - 24);
  }

  function moveBoss(dt: number) {
    if (!boss) return;
    const speed = 90 * g.diff;
    if (boss.mode === 'hover') {
      boss.x += g.clamp(me.x - boss.x, -speed * dt, speed * dt);
      boss.wait -= dt;
      if (boss.wait <= 0) [boss.mode, boss.to] = ['dive', { x: me.x, y: me.y }];
    } else {
      const to = boss.mode === 'dive' ? boss.to : { x: boss.x, y: 90 };
      const dist = Math.hypot(to.x - boss.x, to.y - boss.y);
      const step = Math.min(dist, speed * (boss.mode === 'dive' ? 4 : 2) * dt);
      boss.x += ((to.x - boss.x) / (dist || 1)) * step;
      boss.y += ((to.y - boss.y) / (dist || 1)) * step;
      if (dist < 4) [boss.mode, boss.wait] = boss.mode === 'dive' ? ['rise', 0] : ['hover', g.rand(2.5, 4.5)];
    }
  }

  const spot = (): Vec =>
    climb
      ? { x: g.rand(FACE.left + 24, FACE.right - 24), y: g.rand(TOP + 20, g.H - 40) }
      : { x: g.rand(40, g.W - 40), y: g.rand(TOP + 20, g.H - 40) };

  /** What is climbed, moving down past the player as it climbs: bark, or rock with ledges. */
  function face() {
    const ctx = g.ctx;
    const w = FACE.right - FACE.left;
    ctx.fillStyle = bark ? '#6b3f1d' : '#57534e';
    ctx.fillRect(FACE.left, 0, w, g.H);
    ctx.strokeStyle = bark ? '#4a2a12' : '#3f3b37';
    ctx.lineWidth = 3;
    const shift = (climbed * 40) % 90;
    for (let y = -90 + shift; y < g.H + 90; y += 90)
      for (let k = 0; k < 4; k++) {
        const x = FACE.left + 30 + k * ((w - 60) / 3) + ((y / 90) % 2) * 14;
        ctx.beginPath();
        if (bark) {
          ctx.moveTo(x, y);
          ctx.quadraticCurveTo(x + 8, y + 30, x, y + 60);
        } else {
          ctx.moveTo(x - 16, y + 40);
          ctx.lineTo(x + 16, y + 40);
        }
        ctx.stroke();
      }
    // (a tree has a branch with leaves now and then at its edges)
    if (bark)
      for (let y = -200 + ((climbed * 40) % 260); y < g.H + 60; y += 260) {
        g.text('🌿', FACE.left - 22, y, 34);
        g.text('🍃', FACE.right + 22, y + 130, 30);
      }
  }

  return {
    controls: 'Arrows or WASD to move, or drag anywhere',
    reset() {
      me = { x: g.W / 2, y: g.H - 90 };
      hazards = [];
      bonus = g.design.roles.target ? spot() : null;
      shield = null;
      shielded = 0;
      safe = 1;
      spawn = 0.8;
      second = 1;
      drag = null;
      climbed = 0;
      gunner = { x: g.W / 2, t: 0, pattern: 'fan', left: 2.5, angle: 0, fire: 1 };
      boss = g.has('boss') ? { x: g.W / 2, y: 90, mode: 'hover', wait: 4, to: { x: 0, y: 0 } } : null;
    },
    update(dt) {
      move(dt);
      climbed += dt * 1.2 * Math.sqrt(g.diff); // metres
      moveBoss(dt);
      safe -= dt;
      shielded -= dt;
      second -= dt;
      if (second <= 0) {
        second += 1;
        g.addScore(1);
        if (g.has('levels') && g.design.params.goal === null && g.time >= LEVEL_SECONDS) {
          g.win(); // the next level starts with a fresh round
          return;
        }
      }
      if (hell) shoot(dt);
      spawn -= dt;
      if (spawn <= 0 && !hell) {
        launch();
        spawn = g.rand(0.5, 1) / g.diff / Math.min(2.2, 1 + g.time / 40); // busier as time goes on
      }
      for (const h of hazards) {
        h.x += h.vx * dt;
        h.y += h.vy * dt;
      }
      hazards = hazards.filter((h) => h.x > -50 && h.x < g.W + 50 && h.y < g.H + 50 && h.y > -50);

      if (bonus && g.hit(me, bonus, 34 * S)) {
        bonus = spot();
        g.addScore(4);
        g.got(1, looks[look]);
        look = (look + 1) % looks.length;
      }
      if (g.has('powerups') && !shield && shielded <= 0 && g.chance(dt / 9)) shield = spot();
      if (shield && g.hit(me, shield, 32 * S)) {
        shield = null;
        shielded = 6;
        g.sound('win');
      }
      const touching =
        hazards.find((h) => g.hit(me, h, hitbox())) ?? (boss && g.hit(me, boss, 50 * S) ? boss : null);
      if (touching && safe <= 0 && shielded <= 0) {
        safe = 1.5;
        hazards = hazards.filter((h) => h !== touching && !g.hit(me, h, 90)); // a moment to breathe
        if (touching === boss) boss.mode = 'rise';
        g.loseLife();
      }
    },
    timeUp: () => g.win(),
    draw() {
      const ctx = g.ctx;
      if (climb) face();
      // A faint line shows how high the player may go.
      ctx.strokeStyle = g.design.setting.fg;
      ctx.globalAlpha = 0.12;
      ctx.setLineDash([8, 10]);
      ctx.beginPath();
      ctx.moveTo(0, TOP - 24);
      ctx.lineTo(g.W, TOP - 24);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.globalAlpha = 1;
      if (bonus) g.sprite(looks[look], bonus.x, bonus.y, 32);
      if (shield) g.text('🛡️', shield.x, shield.y, 30);
      for (const h of hazards) g.sprite('hazard', h.x, h.y, hell ? 22 : 40, Math.sin(g.time * h.spin) * 0.4);
      if (hell) g.sprite(g.design.roles.enemy ? 'enemy' : 'hazard', gunner.x, 70, 64);
      if (boss) g.sprite(g.boss(g.design.roles.enemy ? 'enemy' : 'hazard'), boss.x, boss.y, 90);
      if (shielded > 0) {
        g.ring(me.x, me.y, 30 * S, g.design.setting.accent);
      }
      if (g.showing(safe)) g.sprite('player', me.x, me.y, hell ? 34 : 44);
      if (climb) g.text(`${Math.floor(climbed)} m`, g.W - 12, 46, 16, g.design.setting.fg, 'right');
      if (hell) {
        // The only spot that can be hit.
        ctx.fillStyle = '#ffffff';
        ctx.strokeStyle = '#ef4444';
        ctx.lineWidth = 2;
        ctx.beginPath();
        ctx.arc(me.x, me.y, 4, 0, Math.PI * 2);
        ctx.fill();
        ctx.stroke();
      }
    },
    light: () => me,
  };
});
