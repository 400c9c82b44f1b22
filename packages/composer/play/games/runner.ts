// Roles: player = runner, hazard = ground obstacles, target = air pickups (g.got), enemy = fliers (or, with chaser, who runs after you). Parts: powerups, boss, levels, timer, night, flip, chaser.
// Jump the hazards coming from the right (a life each); targets float where a jump reaches; fliers (only
// when the design names an enemy) pass at head height, so jumping into them hurts. The score also grows
// quietly with the distance. Powerups: a star gives double jumps for a while; boss: a giant hazard now
// and then; levels: a distance each; timer: surviving it wins (unless a goal is still to reach).
// flip: no jumping; a tap turns gravity over, and the runner falls to the ceiling (or back to the
// floor), where obstacles stand too: each comes on one side, so the side you run on is the dodge.
// chaser: the enemy runs behind you, and each obstacle hit brings it closer; the last one, it has you.
import { boot, type Vec } from '../runtime';

interface Thing extends Vec {
  kind: 'hazard' | 'enemy' | 'target' | 'star' | 'boss';
  /** Drawn size before the design's size factor. */
  size: number;
}

const X = 110;
const GROUND = 520;
const GRAVITY = 2300;
const JUMP = 820;
const LEVEL_DISTANCE = 6000;
const CEILING = 150; // where the flipped runner runs (the score strip is above it)

boot((g) => {
  const always = !!g.design.params.doubleJump; // ("add a double jump": a second jump in the air, always)
  const S = g.design.params.size;
  const R = 18 * S;
  // With levels, the fliers are what the second level brings ("a second level with birds").
  const chasing = g.has('chaser') && g.design.roles.enemy !== undefined;
  const flyers = () => g.design.roles.enemy !== undefined && !chasing && (!g.has('levels') || g.level >= 2);
  let me: Vec;
  let vy: number;
  let jumps: number; // jumps used since leaving the ground
  let things: Thing[];
  let gapLeft: number; // distance until the next obstacle
  let distance: number;
  let doubleJump: number;
  let safe: number;
  let nextBoss: number;
  let hits: number; // obstacles run into (the chaser's lead shrinks with each)
  let side: 1 | -1; // which way gravity pulls: 1 to the floor, -1 to the ceiling (flip)
  const flip = g.has('flip');
  const floorY = () => (side === 1 ? GROUND - R : CEILING + R);

  const speed = () => Math.min(260 * g.diff * (1 + g.time / 50), 720);
  const onGround = () => (side === 1 ? me.y >= GROUND - R - 0.5 : me.y <= CEILING + R + 0.5);
  const jumpKey = () =>
    g.input.tapped || g.input.pressed(' ') || g.input.pressed('ArrowUp') || g.input.pressed('w');
  const holding = () => g.input.pointer.down || [' ', 'ArrowUp', 'w'].some((k) => g.input.keys.has(k));

  const spawn = () => {
    const v = speed();
    const x = g.W + 40;
    if (g.has('boss') && distance > nextBoss) {
      things.push({ kind: 'boss', x: x + 20, y: GROUND - 45 * S + 6, size: 90 });
      nextBoss = distance + 5000;
    } else if (flyers() && g.chance(0.25)) {
      things.push({ kind: 'enemy', x, y: GROUND - R - g.rand(90, 120), size: 40 });
    } else {
      // one or (later) two obstacles side by side
      const n = g.diff > 1.1 && g.chance(0.3) ? 2 : 1;
      // (flipped: on the floor or the ceiling, and upside down there)
      const up = flip && g.chance(0.5);
      for (let i = 0; i < n; i++)
        things.push({ kind: 'hazard', x: x + i * 38, y: up ? CEILING + 20 * S : GROUND - 20 * S, size: 42 });
    }
    if (g.chance(0.7))
      things.push({
        kind: 'target',
        x: x + v * 0.45,
        // (flipped: near either side, where a runner passes)
        y: flip
          ? g.chance(0.5)
            ? CEILING + g.rand(30, 70)
            : GROUND - g.rand(30, 70)
          : GROUND - g.rand(80, 170),
        size: 34,
      });
    if (g.has('powerups') && doubleJump <= 0 && g.chance(0.12))
      things.push({ kind: 'star', x: x + v * 0.9, y: GROUND - 140, size: 30 });
    // room to land between obstacles grows with the speed: the time in the air stays the same
    gapLeft = g.rand(v * 0.9 + 120, v * 1.9 + 220);
  };

  return {
    controls: flip
      ? 'Space, Up or tap to flip gravity'
      : always
        ? 'Space, Up or tap to jump, and again in the air to double jump'
        : 'Space, Up or tap to jump (hold for higher)',
    reset() {
      hits = 0;
      side = 1;
      me = { x: X, y: GROUND - R };
      vy = 0;
      jumps = 0;
      things = [];
      gapLeft = 300;
      distance = 0;
      doubleJump = 0;
      safe = 0;
      nextBoss = 2500;
    },
    update(dt) {
      const v = speed();
      const metres = Math.floor(distance / 100);
      distance += v * dt;
      if (Math.floor(distance / 100) > metres) g.addScore(1, true); // a quiet point a stretch run
      safe -= dt;
      doubleJump -= dt;
      if (g.has('levels') && distance > LEVEL_DISTANCE) return g.win();

      if (flip) {
        // a flip only from a surface (or, with the star, once more on the way)
        if (jumpKey() && (onGround() || ((doubleJump > 0 || always) && jumps < 2))) {
          side = side === 1 ? -1 : 1;
          vy = -side * 200;
          jumps += 1;
          g.sound('jump');
        }
        vy += GRAVITY * 1.4 * side * dt;
        me.y += vy * dt;
        if ((side === 1 && me.y > floorY()) || (side === -1 && me.y < floorY())) {
          me.y = floorY();
          vy = 0;
          jumps = 0;
        }
      } else {
        if (jumpKey() && (onGround() || ((doubleJump > 0 || always) && jumps < 2))) {
          vy = -JUMP * (jumps === 0 ? 1 : 0.85) * (g.design.params.jump ?? 1);
          jumps += 1;
          g.sound('jump');
        }
        // letting go early pulls down harder on the way up: a quick tap still clears an obstacle,
        // holding goes higher
        vy += GRAVITY * (vy < 0 && !holding() ? 1.8 : 1) * dt;
        me.y += vy * dt;
        if (me.y > GROUND - R) {
          me.y = GROUND - R;
          vy = 0;
          jumps = 0;
        }
      }

      gapLeft -= v * dt;
      if (gapLeft <= 0) spawn();
      for (const t of things) t.x -= (t.kind === 'enemy' ? v + 60 * g.diff : v) * dt;
      things = things.filter((t) => t.x > -80);

      for (const t of things) {
        const reach = (t.size * S) / 2 + R * 0.7;
        if (!g.hit(me, t, reach)) continue;
        if (t.kind === 'target') {
          t.x = -999;
          g.got(1);
        } else if (t.kind === 'star') {
          t.x = -999;
          doubleJump = 10;
          g.sound('win');
        } else if (safe <= 0) {
          if (t.kind !== 'boss') t.x = -999;
          safe = 1.5;
          hits += 1;
          if (!g.loseLife()) return;
        }
      }
    },
    draw() {
      const { ctx } = g;
      const { accent, fg } = g.design.setting;
      ctx.fillStyle = accent;
      ctx.fillRect(0, GROUND, g.W, g.H - GROUND);
      if (flip) ctx.fillRect(0, CEILING - 40, g.W, 40);
      // ground marks scroll at the running speed
      ctx.fillStyle = fg;
      ctx.globalAlpha = 0.3;
      for (let x = -(distance % 60); x < g.W; x += 60) ctx.fillRect(x, GROUND + 14, 28, 4);
      for (let x = -((distance * 0.5) % 150); x < g.W; x += 150) ctx.fillRect(x + 40, GROUND + 50, 50, 4);
      ctx.globalAlpha = 1;
      for (const t of things) {
        if (t.kind === 'star') g.text('⭐', t.x, t.y, t.size);
        else if (t.kind === 'boss') g.sprite(g.boss('hazard'), t.x, t.y, t.size);
        else if (t.kind === 'hazard' && t.y < GROUND / 2) g.sprite('hazard', t.x, t.y, t.size, Math.PI);
        else g.sprite(t.kind, t.x, t.kind === 'target' ? t.y + Math.sin(g.time * 5 + t.x) * 5 : t.y, t.size);
      }
      if (doubleJump > 0) g.text(`Double jump ${Math.ceil(doubleJump)}s`, g.W / 2, 56, 16, accent);
      if (g.has('levels')) {
        ctx.fillStyle = fg;
        ctx.globalAlpha = 0.5;
        ctx.fillRect(20, g.H - 24, (g.W - 40) * Math.min(1, distance / LEVEL_DISTANCE), 6);
        ctx.globalAlpha = 1;
      }
      // a little lean forward while running, a tumble on the way up
      const lean = onGround() ? Math.sin(g.time * 18) * 0.08 : g.clamp(vy / 2000, -0.3, 0.3);
      const angle = flip && side === -1 ? Math.PI - lean : lean; // upside down on the ceiling
      if (g.showing(safe)) g.sprite('player', me.x, me.y, 46, angle);
      if (chasing) {
        // close behind, closer with every obstacle hit (all lives gone: caught)
        const gap = 70 * (1 - hits / g.design.params.lives) + 20;
        g.sprite('enemy', X - gap, GROUND - 23 - Math.abs(Math.sin(g.time * 9)) * 6, 46);
      }
    },
    light: () => me,
    timeUp: () => (g.design.params.goal === null ? g.win() : g.lose("Time's up")),
  };
});
