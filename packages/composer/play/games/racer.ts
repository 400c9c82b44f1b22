// Roles: player = vehicle, hazard = traffic, target = lane pickups (g.got), enemy = boss, ally = player two. Parts: boss, powerups, levels, twoPlayer, timer, night.
// Switch lanes on a scrolling road; traffic comes down the lanes (a life each hit, a point each passed)
// and every row leaves a lane open. Boss: a big one (the enemy, or the hazard) drifting into your lane;
// powerups: a shield to smash through; levels: a distance each; twoPlayer: a second vehicle on A/D (the
// ally, or the player's entity again); timer: surviving it wins (unless a goal is still to reach).
import { boot, type Vec } from '../runtime';

interface Car extends Vec {
  lane: number;
  /** How much slower than the road it drives (traffic is overtaken). */
  slow: number;
  kind: 'hazard' | 'target' | 'star' | 'boss';
}
interface Driver extends Vec {
  lane: number;
  safe: number;
  role: 'player' | 'ally';
}

const LANES = 4;
const ROAD_L = 50;
const ROAD_W = 380;
const LANE_W = ROAD_W / LANES;
const Y = 540;
const LEVEL_DISTANCE = 9000;

boot((g) => {
  const S = g.design.params.size;
  const R = 18 * S;
  const two = g.has('twoPlayer');
  let drivers: Driver[];
  let cars: Car[];
  let rowWait: number;
  let distance: number;
  let shielded: number;
  let nextBoss: number;

  const laneX = (lane: number) => ROAD_L + LANE_W * (lane + 0.5);
  const speed = () => Math.min(300 * g.diff * (1 + g.time / 60), 900);
  const driver = (lane: number, role: Driver['role']): Driver => ({
    x: laneX(lane),
    y: Y,
    lane,
    safe: 1,
    role,
  });
  const shift = (d: Driver, by: number) => (d.lane = g.clamp(d.lane + by, 0, LANES - 1));

  /** A row of traffic across the road that always leaves at least one lane open. */
  const spawnRow = () => {
    const lanes = [0, 1, 2, 3].sort(() => Math.random() - 0.5);
    const blocked = g.int(1, Math.min(LANES - 1, 1 + Math.floor(g.diff)));
    for (const lane of lanes.slice(0, blocked))
      cars.push({ x: laneX(lane), y: -40, lane, slow: g.rand(0, 60), kind: 'hazard' });
    const free = lanes[blocked];
    if (g.chance(0.6)) cars.push({ x: laneX(free), y: -40, lane: free, slow: 0, kind: 'target' });
    else if (g.has('powerups') && shielded <= 0 && g.chance(0.15))
      cars.push({ x: laneX(free), y: -40, lane: free, slow: 0, kind: 'star' });
    if (g.has('boss') && distance > nextBoss) {
      cars.push({ x: laneX(free), y: -120, lane: free, slow: 120, kind: 'boss' });
      nextBoss = distance + 4000;
    }
  };

  const steer = (d: Driver, left: boolean, right: boolean) => {
    if (left) shift(d, -1);
    if (right) shift(d, 1);
  };
  /** False when that was the last life. */
  const crash = (d: Driver, c: Car) => {
    if (c.kind === 'hazard') c.y = g.H + 100;
    if (shielded > 0) {
      g.addScore(2); // smashed through
      return true;
    }
    d.safe = 1.5;
    return g.loseLife();
  };

  return {
    controls: two
      ? 'Player 1: Left/Right arrows or tap sides. Player 2: A/D'
      : 'Left/Right arrows, A/D, swipe or tap a side to change lanes',
    reset() {
      drivers = two ? [driver(2, 'player'), driver(1, 'ally')] : [driver(1, 'player')];
      cars = [];
      rowWait = 1;
      distance = 0;
      shielded = 0;
      nextBoss = 3000;
    },
    update(dt) {
      const v = speed();
      const inp = g.input;
      distance += v * dt;
      shielded -= dt;
      if (g.has('levels') && distance > LEVEL_DISTANCE) return g.win();

      const [p1, p2] = drivers;
      const tap = g.input.released;
      const side = tap ? Math.sign(inp.pointer.x - p1.x) : 0;
      const swipe = inp.swipe === 'left' ? -1 : inp.swipe === 'right' ? 1 : 0;
      const wasd = !two; // with two players WASD belongs to the second
      steer(
        p1,
        inp.pressed('ArrowLeft') || (wasd && inp.pressed('a')) || side < 0 || swipe < 0,
        inp.pressed('ArrowRight') || (wasd && inp.pressed('d')) || side > 0 || swipe > 0,
      );
      if (p2) steer(p2, inp.pressed('a'), inp.pressed('d'));

      rowWait -= dt;
      if (rowWait <= 0) {
        spawnRow();
        rowWait = g.rand(200, 320) / v + 0.3; // enough room between rows to change lanes
      }
      for (const c of cars) {
        const before = c.y;
        c.y += (v - c.slow) * dt;
        if (c.kind === 'hazard' && before < Y && c.y >= Y) g.addScore(1);
        // the boss drifts towards the first player's lane
        if (c.kind === 'boss') c.x += g.clamp(p1.x - c.x, -60, 60) * dt * g.diff;
      }
      cars = cars.filter((c) => c.y < g.H + 80);

      for (const d of drivers) {
        d.x += (laneX(d.lane) - d.x) * Math.min(1, dt * 14);
        d.safe -= dt;
        for (const c of cars) {
          const reach = c.kind === 'boss' ? 46 * S + R : 20 * S + R;
          if (Math.abs(c.x - d.x) > reach * 0.8 || Math.abs(c.y - d.y) > reach) continue;
          if (c.kind === 'target') {
            c.y = g.H + 100;
            g.got(1);
          } else if (c.kind === 'star') {
            c.y = g.H + 100;
            shielded = 6;
            g.sound('win');
          } else if (d.safe <= 0 && !crash(d, c)) return;
        }
      }
    },
    draw() {
      const { ctx } = g;
      const { accent, fg } = g.design.setting;
      // verges, road and dashed lane lines that scroll with the speed
      ctx.fillStyle = accent;
      ctx.globalAlpha = 0.35;
      ctx.fillRect(0, 0, ROAD_L, g.H);
      ctx.fillRect(ROAD_L + ROAD_W, 0, g.W - ROAD_L - ROAD_W, g.H);
      ctx.globalAlpha = 1;
      ctx.fillStyle = 'rgba(0,0,0,0.35)';
      ctx.fillRect(ROAD_L, 0, ROAD_W, g.H);
      ctx.fillStyle = fg;
      ctx.fillRect(ROAD_L, 0, 4, g.H);
      ctx.fillRect(ROAD_L + ROAD_W - 4, 0, 4, g.H);
      ctx.globalAlpha = 0.5;
      const off = distance % 80;
      for (let l = 1; l < LANES; l++)
        for (let y = off - 80; y < g.H; y += 80) ctx.fillRect(ROAD_L + LANE_W * l - 2, y, 4, 40);
      ctx.globalAlpha = 1;
      for (const c of cars) {
        if (c.kind === 'star') g.text('⭐', c.x, c.y, 30);
        else if (c.kind === 'boss') g.sprite(g.boss(g.design.roles.enemy ? 'enemy' : 'hazard'), c.x, c.y, 92);
        else g.sprite(c.kind, c.x, c.y, c.kind === 'hazard' ? 48 : 34);
      }
      for (const d of drivers) {
        if (shielded > 0) {
          g.ring(d.x, d.y, R + 12, fg);
        }
        const tilt = (laneX(d.lane) - d.x) / 300; // leans into a lane change
        if (g.showing(d.safe)) g.sprite(g.design.roles[d.role] ? d.role : 'player', d.x, d.y, 46, tilt);
      }
      if (g.has('levels')) {
        // how far to the level's end, up the right verge
        ctx.fillStyle = fg;
        ctx.globalAlpha = 0.3;
        ctx.fillRect(g.W - 16, g.H - 220, 6, 200);
        ctx.globalAlpha = 1;
        ctx.fillRect(g.W - 16, g.H - 20 - 200 * Math.min(1, distance / LEVEL_DISTANCE), 6, 6);
      }
    },
    light: () => drivers[0],
    timeUp: () => (g.design.params.goal === null ? g.win() : g.lose("Time's up")),
  };
});
