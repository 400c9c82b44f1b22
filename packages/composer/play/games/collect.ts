// Move freely and collect the targets; hazards drift across and cost a life. With boss: late in the
// round (past half the goal, or 40% of the time) a big enemy (or hazard) arrives and chases you; every
// target collected while it is there wounds it, and beating it ends the round won (without a goal) or
// is worth 25. With powerups: a shield now and then. The night part lights only around the player.
// With chaser: the enemy comes after you all round, a little slower than you; its touch costs a life
// and sends it back to the far side. What comes in hordes (zombies, ants) comes one more every 15 s, up
// to three.
// With carry: what you touch is picked up and carried (drawn over you) to the one of three drop-offs
// (the goal role: babies in a nest, a passenger's destination) that is lit; dropping it off scores.
// A way out named without carry ("find 5 keys to open the door"): the goal role stands shut in a corner
// until the goal is got, then opens; reaching it wins.
// With flee: the targets wander, and run from you when you come near (a little slower than you, so a
// wall or a corner is where they are caught).
import { HORDES } from '../../src/design';
import { boot, steer, targetKinds, type Vec } from '../runtime';

interface Thing extends Vec {
  vx: number;
  vy: number;
}

boot((g) => {
  let me: Vec;
  let targets: Thing[];
  let hazards: Thing[];
  let shield: Vec | null;
  let shielded: number;
  let boss: (Vec & { hp: number }) | null;
  let bossDone: boolean;
  const BOSS_HP = 5;
  const bossRole = g.boss(g.design.roles.enemy ? 'enemy' : 'hazard');
  // A kind of thing ("fruit") is collected in all its kinds, each place keeping its own.
  const looks = targetKinds(g.design, 4);
  const canBoss = g.has('boss') && !!(g.design.roles.boss ?? g.design.roles.enemy ?? g.design.roles.hazard);
  // The boss comes at the end: past half the goal, or 40% into the round (or 20 s without a timer).
  const bossDue = (got: number) => {
    const goal = g.design.params.goal;
    if (goal !== null) return got >= Math.ceil(goal / 2);
    return g.time >= (g.has('timer') ? g.design.params.seconds * 0.4 : 20);
  };
  const chasing = g.has('chaser') && !!g.design.roles.enemy;
  let hunters: Vec[];
  const horde = HORDES.includes(g.design.roles.enemy?.name.split(' ').pop() ?? '');
  let collected: number;
  let spawn: number;
  let safe: number;
  const carries = g.has('carry');
  const flees = g.has('flee');
  let drops: Vec[];
  let wanted: number; // the drop-off lit for what is carried
  let carrying: boolean;
  const door = !carries && !!g.design.roles.goal && g.design.params.goal !== null;
  if (door) g.goalOpens();
  const exit: Vec = { x: 0, y: 0 };
  let open: boolean;

  const edgeStart = (): Thing => {
    const side = g.int(0, 3);
    const speed = g.rand(60, 120) * g.pace('hazard');
    const x = side === 0 ? -20 : side === 1 ? g.W + 20 : g.rand(0, g.W);
    const y = side === 2 ? 50 : side === 3 ? g.H + 20 : g.rand(60, g.H);
    const a = Math.atan2(g.rand(100, g.H - 100) - y, g.rand(60, g.W - 60) - x);
    return { x, y, vx: Math.cos(a) * speed, vy: Math.sin(a) * speed };
  };
  const place = (): Thing => ({ x: g.rand(40, g.W - 40), y: g.rand(80, g.H - 40), vx: 0, vy: 0 });

  function hurtBoss() {
    if (!boss) return;
    boss.hp -= 1;
    g.sound('hit');
    if (boss.hp > 0) return;
    boss = null;
    bossDone = true;
    g.addScore(25);
    if (g.design.params.goal === null) g.win();
  }

  return {
    controls: 'Arrows or WASD to move, or drag',
    reset() {
      me = { x: g.W / 2, y: g.H / 2 };
      hunters = chasing ? [{ x: g.W / 2, y: g.H - 40 }] : [];
      targets = [place(), place(), place()];
      hazards = [];
      shield = null;
      shielded = 0;
      boss = null;
      bossDone = false;
      collected = 0;
      spawn = 1;
      safe = 1.5;
      // Drop-offs along the edges, apart from each other and from where you start.
      drops = [
        { x: 60, y: 110 },
        { x: g.W - 60, y: g.H / 2 + 40 },
        { x: 70, y: g.H - 70 },
      ];
      wanted = g.int(0, drops.length - 1);
      carrying = false;
      Object.assign(exit, { x: g.W - 50, y: 100 });
      open = false;
    },
    update(dt) {
      const speed = 240 * Math.sqrt(g.diff);
      const move = steer(g.input, me, speed, dt);
      me.x += move.x;
      me.y += move.y;
      me.x = g.clamp(me.x, 20, g.W - 20);
      me.y = g.clamp(me.y, 56, g.H - 20);
      safe -= dt;
      shielded -= dt;

      spawn -= dt;
      // Without a hazard in the design it is a calm hunt against the clock: nothing to dodge.
      if (spawn <= 0 && g.design.roles.hazard) {
        hazards.push(edgeStart());
        spawn = g.rand(0.9, 1.6) / g.diff;
      }
      for (const h of hazards) {
        h.x += h.vx * dt;
        h.y += h.vy * dt;
      }
      hazards = hazards.filter((h) => h.x > -60 && h.x < g.W + 60 && h.y > -60 && h.y < g.H + 60);
      if (canBoss && !boss && !bossDone && bossDue(collected)) {
        boss = { x: g.W / 2, y: -40, hp: BOSS_HP };
        g.announce(`Boss: ${g.role(bossRole).name}!`);
        g.sound('bad');
      }
      if (boss) {
        const dx = me.x - boss.x;
        const dy = me.y - boss.y;
        const n = Math.hypot(dx, dy) || 1;
        boss.x += (dx / n) * 70 * g.pace('enemy') * dt;
        boss.y += (dy / n) * 70 * g.pace('enemy') * dt;
      }

      if (flees)
        for (const t of targets) {
          const dx = t.x - me.x;
          const dy = t.y - me.y;
          const d = Math.hypot(dx, dy) || 1;
          if (d < 150) {
            // away from you, at 60% of your speed
            t.vx = (dx / d) * speed * 0.6 * g.pace('target');
            t.vy = (dy / d) * speed * 0.6 * g.pace('target');
          } else if (g.chance(dt * 0.8) || (!t.vx && !t.vy)) {
            const a = g.rand(0, Math.PI * 2);
            t.vx = Math.cos(a) * 40;
            t.vy = Math.sin(a) * 40;
          }
          t.x = g.clamp(t.x + t.vx * dt, 24, g.W - 24);
          t.y = g.clamp(t.y + t.vy * dt, 80, g.H - 24);
        }
      for (const t of targets)
        if (g.hit(me, t, 34) && !(carries && carrying)) {
          Object.assign(t, place());
          if (carries) {
            carrying = true;
            g.sound('point');
            continue;
          }
          collected += 1;
          g.got(1, looks[targets.indexOf(t) % looks.length]);
          if (boss) hurtBoss();
          if (g.state() !== 'play') return;
        }
      if (carries && carrying && g.hit(me, drops[wanted], 40)) {
        carrying = false;
        wanted = (wanted + g.int(1, drops.length - 1)) % drops.length; // the next one wants it elsewhere
        collected += 1;
        g.got(1);
        if (boss) hurtBoss();
        if (g.state() !== 'play') return;
      }
      if (door && !open && g.reached()) {
        open = true;
        targets = []; // (every one was found: none left to pick up on the way out)
        g.announce(`The ${g.role('goal').name} is open!`);
        g.sound('win');
      }
      if (open && g.hit(me, exit, 40)) return g.win();
      if (g.has('powerups') && !shield && g.chance(dt / 8)) shield = place();
      if (shield && g.hit(me, shield, 32)) {
        shield = null;
        shielded = 6;
        g.sound('win');
      }
      if (chasing && horde && hunters.length < Math.min(3, 1 + Math.floor(g.time / 15)))
        hunters.push({ x: g.W - me.x, y: g.clamp(g.H - me.y, 80, g.H - 40) }); // (from the far side)
      hunters.forEach((hunter, i) => {
        const dx = me.x - hunter.x;
        const dy = me.y - hunter.y;
        const n = Math.hypot(dx, dy) || 1;
        const pace = Math.min(n / dt, (85 + 6 * g.time ** 0.5) * g.pace('enemy')); // a little faster as time goes on
        hunter.x += (dx / n) * pace * (1 - i * 0.12) * dt;
        hunter.y += (dy / n) * pace * (1 - i * 0.12) * dt; // (the later ones a little slower)
      });
      g.dread(Math.min(Infinity, ...hunters.map((h) => Math.hypot(me.x - h.x, me.y - h.y))), dt);
      const caught = hunters.find((h) => g.hit(me, h, 34)) ?? null;
      const touching =
        hazards.find((h) => g.hit(me, h, 30)) ?? (boss && g.hit(me, boss, 46) ? boss : null) ?? caught;
      if (touching && safe <= 0 && shielded <= 0) {
        safe = 1.5;
        hazards = hazards.filter((h) => h !== touching);
        if (touching === boss || touching === caught)
          Object.assign(touching, { x: g.W - me.x, y: g.clamp(g.H - me.y, 80, g.H - 40) });
        g.loseLife();
      }
    },
    draw() {
      if (carries)
        drops.forEach((d, i) => {
          const lit = carrying && i === wanted;
          if (lit) g.ring(d.x, d.y, 34 + Math.sin(g.time * 6) * 4, g.design.setting.accent, 4);
          g.ctx.globalAlpha = lit || !carrying ? 1 : 0.45;
          g.sprite('goal', d.x, d.y, 46);
          g.ctx.globalAlpha = 1;
        });
      if (door) {
        if (open) g.ring(exit.x, exit.y, 36 + Math.sin(g.time * 6) * 4, g.design.setting.accent, 4);
        g.ctx.globalAlpha = open ? 1 : 0.5;
        g.sprite('goal', exit.x, exit.y, 52);
        g.ctx.globalAlpha = 1;
        if (!open) g.text('🔒', exit.x + 18, exit.y + 18, 20);
      }
      // (what is carried is on you; the others wait where they are, dimmed while your hands are full)
      if (carries && carrying) g.ctx.globalAlpha = 0.5;
      targets.forEach((t, i) => g.sprite(looks[i % looks.length], t.x, t.y, 34));
      g.ctx.globalAlpha = 1;
      for (const h of hazards) g.sprite('hazard', h.x, h.y, 38);
      for (const h of hunters) g.sprite('enemy', h.x, h.y, 44, Math.sin(g.time * 10) * 0.1);
      if (boss) {
        g.sprite(bossRole, boss.x, boss.y, 84);
        g.bossBar(bossRole, boss.hp, BOSS_HP);
      }
      if (shield) g.text('🛡️', shield.x, shield.y, 30);
      if (shielded > 0) {
        g.ring(me.x, me.y, 30, g.design.setting.accent);
      }
      if (g.showing(safe)) g.sprite('player', me.x, me.y, 44);
      if (carries && carrying) {
        g.sprite(looks[0], me.x + 16, me.y - 26, 24);
        // an arrow from you toward where it goes
        const d = drops[wanted];
        const a = Math.atan2(d.y - me.y, d.x - me.x);
        if (Math.hypot(d.x - me.x, d.y - me.y) > 90) {
          g.ctx.save();
          g.ctx.translate(me.x + Math.cos(a) * 46, me.y + Math.sin(a) * 46);
          g.ctx.rotate(a);
          g.text('➤', 0, 0, 20, g.design.setting.accent);
          g.ctx.restore();
        }
      }
    },
    light: () => me,
  };
});
