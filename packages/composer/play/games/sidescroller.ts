// Roles: player = the hero (runs and jumps, turned the way it faces), target = pickups floating above the
// platforms and over the gaps (g.got; a goal of N wins when N are got), hazard = what fills the pits (lava,
// water, acid and the like: a glowing band along the floor with the thing bobbing in it; anything else:
// spikes on some platforms and along the pit floors; with none, the pits are bottomless), enemy =
// walkers patrolling platforms (stomp them from above; from the side they hurt), goal = the flag at the
// level's end (g.win). Parts: boss (a big walker guarding the flag: three stomps, g.bossBar), powerups (a
// star: invincible for a while; shoes: a double jump for a while), levels (longer levels, wider gaps,
// more walkers), timer, night (light on the hero), highscores.
// A side-view platformer: the camera follows the hero along a level laid out from a seed (the same level
// every time it is played), from the start platform to the flag. Platforms of varied heights and widths
// with gaps whose width stays under what a full-speed full jump reaches (a fraction of it that grows with
// the level), so every level can be finished. Falling into a pit costs a life and brings the hero back
// on the last platform it stood on. Rooftops with windows when the setting or a role says city or
// roof, clouds in the sky, ground blocks with a grassy top edge otherwise; two parallax layers behind.
import { boot, type RoleId, type Vec } from '../runtime';
import { mix, rgb } from '../colours';
import {
  GRAVITY,
  JUMP,
  BUFFER,
  STEP,
  SLAB_H,
  LIQUID_TOP,
  SPIKE_FLOOR,
  LIQUID,
  CITY,
  JUMP_KEYS,
  hash,
  noise,
  layout,
  move,
  type Plat,
  type Walker,
  type Power,
  type Level,
  type Hero,
} from '../platforms';

boot((g) => {
  const { ctx } = g;
  const S = g.design.params.size;
  const k = g.clamp(S, 0.8, 1.25); // the bodies grow less than the pictures: the jumps stay the same
  const HW = 11 * k; // the hero's half width and height
  const HH = 30 * k;
  const EW = 15 * k; // a walker's half width and height
  const EH = 28 * k;
  const BW = 34 * k; // the boss's
  const BH = 72 * k;
  const { bg, fg, accent } = g.design.setting;
  const roles = g.design.roles;
  const hz = roles.hazard;
  const liquid = !!hz && LIQUID.test(hz.name);
  const spiky = !!hz && !liquid;
  const city = CITY.test(
    [g.design.setting.name ?? '', g.design.title, ...Object.values(roles).map((e) => e!.name)]
      .join(' ')
      .toLowerCase(),
  );
  // (in the sky the ground is clouds: "a cat that jumps on clouds to get fish")
  const clouds = !city && /\b(?:sky|clouds?|heaven|cloudland)\b/.test(g.design.setting.name ?? '');
  // a liquid in its own colour: lava glows orange, acid green, water blue
  const liquidColour =
    !hz || /lava|magma|tar/.test(hz.name)
      ? '#f97316'
      : /acid|slime|ooze|poison|toxic|goo|sludge/.test(hz.name)
        ? '#84cc16'
        : '#38bdf8';
  const dark = (() => {
    const [r, gg, b] = rgb(bg);
    return 0.299 * r + 0.587 * gg + 0.114 * b < 110;
  })();
  const deathY = liquid ? LIQUID_TOP + 14 : spiky ? SPIKE_FLOOR : g.H + 40;

  let lv: Level;
  let plats: Plat[];
  let coins: (Vec & { taken: boolean })[];
  let powers: (Power & { taken: boolean })[];
  let walkers: (Walker & { squash: number; gone: boolean })[];
  let boss: {
    x: number;
    y: number;
    vy: number;
    dir: number;
    hp: number;
    hurt: number;
    hop: number;
    squash: number;
  } | null;
  let hero: Hero;
  let face: number;
  let cam: number;
  let safe: number; // seconds the hero blinks and cannot be hurt
  let dead: number; // seconds of falling before coming back
  let finish: number; // seconds since reaching the flag, or -1
  let invincible: number;
  let doubleJump: number;
  let checkpoint: number;
  let acc: number;
  let land: number; // a squash on landing
  let toldBoss: boolean;

  // Touch: each finger on its own, so one thumb can hold a side while the other taps to jump. A press
  // that starts or restarts the round is not a jump (this listener hears it before the runtime's).
  const cv = ctx.canvas;
  const fingers = new Map<number, Vec & { live: boolean }>();
  let taps = 0;
  let touchSeen = false;
  const onCanvas = (e: PointerEvent): Vec => {
    const r = cv.getBoundingClientRect();
    return { x: ((e.clientX - r.left) / r.width) * g.W, y: ((e.clientY - r.top) / r.height) * g.H };
  };
  /** -1 left, 1 right, 0 jump: the upper half and the middle are jump, the lower sides run. */
  const zone = (p: Vec) => (p.y < g.H * 0.5 ? 0 : p.x < g.W / 3 ? -1 : p.x > (g.W * 2) / 3 ? 1 : 0);
  addEventListener(
    'pointerdown',
    (e) => {
      if (e.target !== cv) return;
      const p = onCanvas(e);
      const live = g.state() === 'play';
      fingers.set(e.pointerId, { ...p, live });
      if (e.pointerType === 'touch') touchSeen = true;
      if (live && zone(p) === 0) taps += 1;
    },
    true,
  );
  addEventListener('pointermove', (e) => {
    const f = fingers.get(e.pointerId);
    if (f) Object.assign(f, onCanvas(e));
  });
  const lift = (e: PointerEvent) => fingers.delete(e.pointerId);
  addEventListener('pointerup', lift);
  addEventListener('pointercancel', lift);
  addEventListener('blur', () => fingers.clear());

  const hardness = () => g.clamp((g.diff - 0.75) / 1.35, 0, 1);
  const platOf = (w: Walker) => plats[w.p];
  const arena = () => (lv.arena >= 0 ? plats[lv.arena] : null);
  const bossAlive = () => !!boss && boss.hp > 0;
  const heroBox = () => ({ l: hero.x - HW, r: hero.x + HW, t: hero.y - HH, b: hero.y });
  const boxHit = (l: number, r: number, t: number, b: number) => {
    const h = heroBox();
    return h.r > l && h.l < r && h.b > t && h.t < b;
  };
  const circleHit = (c: Vec, rad: number) => {
    const h = heroBox();
    const dx = c.x - g.clamp(c.x, h.l, h.r);
    const dy = c.y - g.clamp(c.y, h.t, h.b);
    return dx * dx + dy * dy < rad * rad;
  };
  const snapCamera = () => {
    cam = g.clamp(hero.x - g.W / 2 + face * 70, 0, Math.max(0, lv.end - g.W));
  };

  function respawn() {
    const p = plats[checkpoint];
    hero = {
      x: checkpoint === 0 ? 80 : p.x + Math.min(36, p.w / 2),
      y: p.top,
      vx: 0,
      vy: 0,
      ground: checkpoint,
      coyote: 0,
      buffer: 0,
      airJumps: 0,
    };
    face = 1;
    safe = 1.5;
    snapCamera();
  }
  /** A hit from the side: a life, a knock back and a moment of blinking. False when the round is over. */
  function hurt(fromX: number, push = 160): boolean {
    safe = 1.5;
    hero.vx = (hero.x < fromX ? -1 : 1) * push;
    hero.vy = -320;
    hero.ground = -1;
    return g.loseLife();
  }
  /** One fixed step of everything; false when the step ended the hero's run (a fall, the round over). */
  function tick(dir: number, held: boolean, dt: number): boolean {
    const before = hero.y;
    const flying = hero.ground < 0;
    const jumped = move(hero, dir, held, plats, HW, HH, lv.end, dt, g.design.params.jump ?? 1);
    if (jumped) g.sound('jump');
    land -= dt;
    if (hero.ground >= 0) {
      checkpoint = hero.ground;
      if (flying) land = 0.1;
      hero.airJumps = doubleJump > 0 || g.design.params.doubleJump ? 1 : 0; // ("add a double jump")
    }
    if (hero.y > deathY) {
      dead = 0.7;
      g.loseLife();
      return false;
    }

    // coming down on something's top (not standing beside it)
    const stompable = (top: number) => hero.vy > 0 && hero.ground < 0 && before <= top + 12 * k;
    for (const w of walkers) {
      if (w.gone) continue;
      if (w.squash > 0) {
        w.squash -= dt;
        if (w.squash <= 0) w.gone = true;
        continue;
      }
      const p = platOf(w);
      w.x += w.dir * w.speed * dt;
      if (w.x < p.x + EW) w.dir = 1;
      if (w.x > p.x + p.w - EW) w.dir = -1;
      if (!boxHit(w.x - EW, w.x + EW, p.top - EH * 2, p.top)) continue;
      const stomp = stompable(p.top - EH * 2);
      if (stomp || invincible > 0) {
        w.squash = 0.4;
        if (stomp) hero.vy = -JUMP * (held ? 0.8 : 0.5); // a bounce, higher with the jump held
        g.addScore(5);
      } else if (safe <= 0 && !hurt(w.x)) return false;
    }
    for (const s of lv.spikes)
      if (invincible <= 0 && safe <= 0 && boxHit(s.x - s.w / 2 + 4, s.x + s.w / 2 - 4, s.top - 14, s.top)) {
        if (!hurt(s.x, 120)) return false;
        hero.vy = -620; // up off the spikes
      }
    for (const c of coins)
      if (!c.taken && circleHit(c, 14 * k)) {
        c.taken = true;
        g.got(1);
        if (g.state() !== 'play') return false;
      }
    for (const p of powers)
      if (!p.taken && circleHit(p, 16 * k)) {
        p.taken = true;
        g.sound('win');
        if (p.kind === 'star') invincible = 6;
        else {
          doubleJump = 12;
          hero.airJumps = 1;
        }
      }

    const a = arena();
    if (boss && a) {
      if (boss.hp <= 0) boss.squash -= dt;
      else {
        if (boss.hurt > 0) boss.hurt -= dt;
        else {
          const lo = a.x + BW + 10;
          const hi = lv.flagX - 70;
          boss.x += boss.dir * (70 + 35 * (3 - boss.hp)) * Math.min(1.6, g.diff) * dt;
          if (boss.x < lo) boss.dir = 1;
          if (boss.x > hi) boss.dir = -1;
          boss.hop -= dt;
          if (boss.hop <= 0 && boss.y === 0 && boss.hp < 3) {
            boss.vy = -560;
            boss.hop = g.rand(1.2, 2.4);
          }
        }
        boss.vy += GRAVITY * dt;
        boss.y = Math.min(0, boss.y + boss.vy * dt);
        if (boss.y === 0) boss.vy = 0;
        const top = a.top + boss.y - BH;
        if (boxHit(boss.x - BW, boss.x + BW, top, a.top + boss.y)) {
          if (stompable(top + 6)) {
            hero.vy = -JUMP * 0.9;
            if (boss.hurt <= 0) {
              boss.hp -= 1;
              boss.hurt = 0.9;
              boss.dir = hero.x < boss.x ? -1 : 1; // then off after the hero
              g.addScore(boss.hp > 0 ? 10 : 30);
              if (boss.hp <= 0) {
                boss.squash = 0.8;
                g.sound('win');
              }
            }
          } else if (safe <= 0 && invincible <= 0 && !hurt(boss.x, 280)) return false;
        }
      }
    }
    if (finish < 0 && !bossAlive() && hero.x >= lv.flagX - 8 && hero.ground >= 0) {
      finish = 0;
      g.sound('point');
    }
    return true;
  }

  // Drawing ---------------------------------------------------------------------------------------
  const sx = (x: number) => x - cam;
  function sky() {
    const grad = ctx.createLinearGradient(0, 0, 0, g.H);
    grad.addColorStop(0, bg);
    grad.addColorStop(0.8, mix(bg, accent, 0.16));
    ctx.fillStyle = grad;
    ctx.fillRect(0, 0, g.W, g.H);
    // a moon (or a sun) far off
    ctx.fillStyle = dark ? mix(fg, accent, 0.15, 0.85) : 'rgba(255,236,160,0.9)';
    ctx.beginPath();
    ctx.arc(g.W * 0.78 - cam * 0.02, 130, 30, 0, Math.PI * 2);
    ctx.fill();
    if (dark) {
      ctx.fillStyle = mix(bg, accent, 0.04); // the sky's colour there: a crescent
      ctx.beginPath();
      ctx.arc(g.W * 0.78 - cam * 0.02 + 12, 122, 26, 0, Math.PI * 2);
      ctx.fill();
      // stars, far away: they hardly move
      for (let i = Math.floor((cam * 0.05) / 60) - 1; i < (cam * 0.05 + g.W) / 60 + 1; i++)
        for (let j = 0; j < 3; j++) {
          const x = i * 60 + noise(i, j) * 60 - cam * 0.05;
          const y = 70 + noise(j, i) * 260;
          ctx.fillStyle = mix(fg, bg, 0.3, 0.35 + 0.35 * Math.sin(g.time * 2 + i * 3 + j));
          ctx.fillRect(x, y, 2, 2);
        }
    } else {
      ctx.fillStyle = 'rgba(255,255,255,0.7)';
      for (let i = Math.floor((cam * 0.1) / 220) - 1; i < (cam * 0.1 + g.W) / 220 + 1; i++) {
        const x = i * 220 + noise(i, 9) * 120 - cam * 0.1;
        const y = 90 + noise(9, i) * 150;
        ctx.beginPath();
        ctx.ellipse(x, y, 46, 14, 0, 0, Math.PI * 2);
        ctx.ellipse(x + 26, y - 10, 28, 14, 0, 0, Math.PI * 2);
        ctx.fill();
      }
    }
    // two layers behind the level, the nearer moving faster
    for (const [speed, shade, base, tall, width] of [
      [0.2, 0.07, 560, 230, 70],
      [0.45, 0.13, 600, 170, 90],
    ] as const) {
      const off = cam * speed;
      if (city) {
        for (let i = Math.floor(off / width) - 1; i < (off + g.W) / width + 1; i++) {
          const h = 60 + noise(i, speed * 10) * tall;
          const w = width * (0.7 + 0.3 * noise(speed, i));
          const x = i * width - off;
          ctx.fillStyle = mix(bg, fg, shade);
          ctx.fillRect(x, base - h, w, g.H - base + h);
          ctx.fillStyle = mix(bg, accent, shade * 2.5, 0.5);
          for (let wy = base - h + 12; wy < g.H; wy += 22)
            for (let wx = x + 8; wx < x + w - 8; wx += 16)
              if (noise(wx + off, wy) > 0.7) ctx.fillRect(wx, wy, 5, 7);
        }
      } else {
        ctx.fillStyle = speed < 0.3 ? mix(bg, fg, shade) : mix(bg, accent, shade * 1.6);
        ctx.beginPath();
        ctx.moveTo(0, g.H);
        for (let x = 0; x <= g.W; x += 8) {
          const wx = (x + off) / (speed < 0.3 ? 140 : 90);
          const h =
            speed < 0.3
              ? tall * (0.55 + 0.35 * Math.abs(Math.sin(wx)) * Math.abs(Math.sin(wx * 0.37 + 1)))
              : tall * (0.45 + 0.2 * Math.sin(wx) + 0.12 * Math.sin(wx * 2.3 + 2));
          ctx.lineTo(x, base - h);
        }
        ctx.lineTo(g.W, g.H);
        ctx.fill();
      }
    }
  }
  function platform(p: Plat, i: number) {
    const x = sx(p.x);
    if (p.slab) {
      if (city) {
        // a steel girder
        ctx.fillStyle = mix(fg, bg, 0.45);
        ctx.fillRect(x, p.top, p.w, SLAB_H);
        ctx.strokeStyle = mix(fg, bg, 0.7);
        ctx.lineWidth = 2;
        ctx.beginPath();
        for (let gx = 0; gx + 12 <= p.w; gx += 12) {
          ctx.moveTo(x + gx, p.top + SLAB_H - 3);
          ctx.lineTo(x + gx + 6, p.top + 3);
          ctx.lineTo(x + gx + 12, p.top + SLAB_H - 3);
        }
        ctx.stroke();
        ctx.fillStyle = accent;
        ctx.fillRect(x, p.top, p.w, 3);
      } else {
        ctx.fillStyle = mix(accent, bg, 0.55);
        ctx.beginPath();
        ctx.roundRect(x, p.top, p.w, SLAB_H, 5);
        ctx.fill();
        ctx.fillStyle = accent;
        ctx.beginPath();
        ctx.roundRect(x, p.top, p.w, 6, [5, 5, 0, 0]);
        ctx.fill();
      }
      return;
    }
    if (city) {
      // a building: its wall, lit and dark windows, a ledge along the roof
      const wall = i % 2 ? mix(bg, fg, 0.2) : mix(bg, accent, 0.22);
      ctx.fillStyle = wall;
      ctx.fillRect(x, p.top, p.w, g.H - p.top);
      const cols = Math.max(1, Math.floor((p.w - 16) / 28));
      const pad = (p.w - cols * 28) / 2 + 8;
      for (let wy = p.top + 24, row = 0; wy < g.H; wy += 38, row++)
        for (let c = 0; c < cols; c++) {
          const on = noise(i * 7 + c, row) > 0.45;
          ctx.fillStyle = on ? mix(accent, '#ffffff', 0.45, 0.85) : mix(bg, '#000000', 0.3, 0.8);
          ctx.fillRect(x + pad + c * 28, wy, 12, 18);
        }
      ctx.fillStyle = mix(fg, bg, 0.35);
      ctx.fillRect(x - 3, p.top, p.w + 6, 8);
      ctx.fillStyle = accent;
      ctx.fillRect(x - 3, p.top, p.w + 6, 2);
      if (p.w > 150 && noise(i, 3) > 0.5) {
        // an antenna at the back of the roof
        ctx.fillStyle = mix(fg, bg, 0.4);
        ctx.fillRect(x + p.w - 24, p.top - 34, 3, 34);
        ctx.fillStyle = accent;
        ctx.fillRect(x + p.w - 26, p.top - 38, 7, 5);
      }
      return;
    }
    if (clouds) {
      // a cloud: white puffs along its top, flat beneath, nothing under it but sky
      ctx.fillStyle = '#f8fafc';
      ctx.beginPath();
      ctx.roundRect(x, p.top + 8, p.w, 30, 15);
      ctx.fill();
      for (let cx = x + 14; cx < x + p.w - 8; cx += 26) {
        ctx.beginPath();
        ctx.arc(cx, p.top + 14, 14 + 4 * noise(i, cx), 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.fillStyle = 'rgba(148,163,184,0.35)';
      ctx.fillRect(x + 8, p.top + 32, p.w - 16, 6);
      return;
    }
    // a ground block: earth in the accent's shade, strata, a grassy top edge
    ctx.fillStyle = mix(accent, bg, 0.68);
    ctx.fillRect(x, p.top, p.w, g.H - p.top);
    ctx.fillStyle = mix(accent, bg, 0.78);
    for (let sy = p.top + 30; sy < g.H; sy += 28) ctx.fillRect(x, sy, p.w, 4);
    for (let n = 0; n < p.w / 30; n++) {
      ctx.fillStyle = mix(accent, bg, 0.55, 0.7);
      ctx.fillRect(x + noise(i, n) * (p.w - 8), p.top + 18 + noise(n, i) * 120, 6, 4);
    }
    ctx.fillStyle = accent;
    ctx.fillRect(x, p.top, p.w, 10);
    ctx.beginPath();
    for (let gx = 0; gx + 8 <= p.w; gx += 8) {
      ctx.moveTo(x + gx, p.top + 10);
      ctx.lineTo(x + gx + 4, p.top + 15);
      ctx.lineTo(x + gx + 8, p.top + 10);
    }
    ctx.fill();
    ctx.strokeStyle = mix(accent, bg, 0.85);
    ctx.lineWidth = 2;
    ctx.strokeRect(x + 1, p.top + 1, p.w - 2, g.H);
  }
  /** A row of spikes in the hazard's colour from x to x + w, their points at `top`. */
  function spikeRow(x: number, w: number, top: number, h: number) {
    ctx.fillStyle = hz ? hz.color : fg;
    ctx.beginPath();
    const n = Math.max(1, Math.round(w / 12));
    const step = w / n;
    for (let s = 0; s < n; s++) {
      ctx.moveTo(x + s * step, top + h);
      ctx.lineTo(x + s * step + step / 2, top);
      ctx.lineTo(x + (s + 1) * step, top + h);
    }
    ctx.fill();
    ctx.strokeStyle = 'rgba(0,0,0,0.35)';
    ctx.lineWidth = 1;
    ctx.stroke();
  }
  /** The pits' gaps on screen: from the right end of one platform to the next one's left. */
  function gaps(each: (from: number, to: number) => void) {
    for (let i = 0; i + 1 < plats.length; i++) {
      const from = plats[i].x + plats[i].w;
      const to = plats[i + 1].x;
      if (to > from + 1 && to > cam - 40 && from < cam + g.W + 40) each(from, to);
    }
  }
  function floor() {
    if (spiky) {
      // the pit floors lined with the hazard: its pictures in a row, or spikes in its colour
      ctx.fillStyle = mix(hz!.color, '#000000', 0.6);
      ctx.fillRect(0, g.H - 12, g.W, 12);
      if (hz!.emoji)
        gaps((a, b) => {
          const n = Math.max(1, Math.floor((b - a) / 30));
          for (let k = 0; k < n; k++)
            g.sprite('hazard', sx(a + ((k + 0.5) * (b - a)) / n), SPIKE_FLOOR + 8, 28);
        });
      else spikeRow(-20, g.W + 40, SPIKE_FLOOR + 4, g.H - SPIKE_FLOOR - 12);
    } else if (!hz) {
      const grad = ctx.createLinearGradient(0, 560, 0, g.H);
      grad.addColorStop(0, 'rgba(0,0,0,0)');
      grad.addColorStop(1, 'rgba(0,0,0,0.85)');
      ctx.fillStyle = grad;
      ctx.fillRect(0, 560, g.W, g.H - 560);
    }
  }
  function pool() {
    // the glowing band: a shimmer above, a wavy bright surface, bubbles, and the hazard bobbing in it
    const c = liquidColour;
    const glow = ctx.createLinearGradient(0, LIQUID_TOP - 70, 0, LIQUID_TOP);
    glow.addColorStop(0, mix(c, c, 0, 0));
    glow.addColorStop(1, mix(c, c, 0, 0.35 + 0.1 * Math.sin(g.time * 3)));
    ctx.fillStyle = glow;
    ctx.fillRect(0, LIQUID_TOP - 70, g.W, 70);
    const surface = (x: number) =>
      LIQUID_TOP +
      Math.sin((x + cam) * 0.035 + g.time * 2.5) * 4 +
      Math.sin((x + cam) * 0.013 - g.time * 1.3) * 3;
    const body = ctx.createLinearGradient(0, LIQUID_TOP - 8, 0, g.H);
    body.addColorStop(0, mix(c, '#ffffff', 0.3));
    body.addColorStop(0.3, c);
    body.addColorStop(1, mix(c, '#000000', 0.5));
    ctx.fillStyle = body;
    ctx.beginPath();
    ctx.moveTo(0, g.H);
    for (let x = 0; x <= g.W + 8; x += 8) ctx.lineTo(x, surface(x));
    ctx.lineTo(g.W, g.H);
    ctx.fill();
    ctx.save();
    ctx.shadowColor = c;
    ctx.shadowBlur = 14;
    ctx.strokeStyle = mix(c, '#ffffff', 0.55);
    ctx.lineWidth = 3;
    ctx.beginPath();
    for (let x = 0; x <= g.W + 8; x += 8) ctx[x ? 'lineTo' : 'moveTo'](x, surface(x));
    ctx.stroke();
    ctx.restore();
    ctx.fillStyle = mix(c, '#ffffff', 0.5, 0.6);
    for (let i = Math.floor(cam / 50); i < (cam + g.W) / 50 + 1; i++) {
      const life = (g.time * 0.6 + noise(i, 1)) % 1;
      ctx.beginPath();
      ctx.arc(
        sx(i * 50 + noise(1, i) * 40),
        g.H - 8 - life * (g.H - LIQUID_TOP - 10),
        2 + 2 * noise(i, 2),
        0,
        Math.PI * 2,
      );
      ctx.fill();
    }
    for (let i = Math.floor(cam / 160); i < (cam + g.W) / 160 + 1; i++)
      g.sprite(
        'hazard',
        sx(i * 160 + 80),
        LIQUID_TOP + 24 + Math.sin(g.time * 2 + i) * 5,
        28,
        Math.sin(g.time * 1.5 + i) * 0.15,
      );
  }
  /** A picture turned the way it goes (an emoji faces left), squashed by `squash` (1: not at all). */
  function facing(who: RoleId, x: number, feet: number, size: number, dir: number, squash = 1, angle = 0) {
    const px = size * S;
    ctx.save();
    ctx.translate(x, feet);
    ctx.scale(dir > 0 && g.role(who).emoji ? -1 : 1, squash);
    g.sprite(who, 0, -px / 2, size, angle);
    ctx.restore();
  }
  function flag() {
    const p = plats[plats.length - 1];
    const x = sx(lv.flagX);
    if (x < -80 || x > g.W + 80) return;
    // a glow to run to, and the goal standing in it
    const y = p.top - 36 * S;
    const glow = ctx.createRadialGradient(x, y, 10, x, y, 90);
    glow.addColorStop(0, mix(accent, '#ffffff', 0.4, 0.45 + 0.1 * Math.sin(g.time * 3)));
    glow.addColorStop(1, mix(accent, accent, 0, 0));
    ctx.fillStyle = glow;
    ctx.fillRect(x - 90, y - 90, 180, 180);
    const wave = Math.sin(g.time * 3) * 0.06;
    if (roles.goal) g.sprite('goal', x, y, 72, wave);
    else g.text('🏁', x, p.top - 34, 60);
    if (bossAlive()) g.text('🔒', x, y, 30);
  }

  return {
    controls:
      'Arrows/A-D run, Space/Up/W jump (hold = higher). Touch: hold lower left/right to run, tap top or middle to jump',
    reset() {
      const seed = hash(
        `${g.design.title}|${Object.values(roles)
          .map((e) => e!.name)
          .join(',')}|${g.level}`,
      );
      lv = layout(seed, g.level, hardness(), {
        spikes: spiky,
        walkers: !!roles.enemy,
        boss: g.has('boss'),
        powers: g.has('powerups'),
        goal: g.design.params.goal,
        liquid,
      });
      plats = lv.plats;
      coins = lv.coins.map((c) => ({ ...c, taken: false }));
      powers = lv.powers.map((p) => ({ ...p, taken: false }));
      const pace = g.clamp(45 * g.diff ** 0.7, 35, 120);
      walkers = lv.walkers.map((w) => ({
        ...w,
        speed: pace * (0.85 + 0.3 * noise(w.x, w.p)),
        squash: 0,
        gone: false,
      }));
      const a = arena();
      boss = a ? { x: a.x + a.w * 0.55, y: 0, vy: 0, dir: -1, hp: 3, hurt: 0, hop: 1.5, squash: 0 } : null;
      checkpoint = 0;
      respawn();
      safe = 0;
      dead = 0;
      finish = -1;
      invincible = 0;
      doubleJump = 0;
      acc = 0;
      land = 0;
      taps = 0;
      toldBoss = false;
      snapCamera();
    },
    update(dt) {
      safe -= dt;
      invincible -= dt;
      doubleJump -= dt;
      const keysDir = g.input.dir().x;
      let touchDir = 0;
      let touchHeld = false;
      for (const f of fingers.values())
        if (f.live) {
          const z = zone(f);
          if (z) touchDir += z;
          else touchHeld = true;
        }
      const dir = Math.sign(keysDir || touchDir);
      const held = touchHeld || JUMP_KEYS.some((key) => g.input.keys.has(key));
      const pressed = taps > 0 || JUMP_KEYS.some((key) => g.input.pressed(key));
      taps = 0;

      if (finish >= 0) {
        // at the flag: a moment to see it, then the level is won
        finish += dt;
        hero.vx = 0;
        if (finish > 0.7) {
          finish = -2;
          g.addScore(20);
          g.win();
        }
        return;
      }
      if (finish < -1) return;
      if (dead > 0) {
        dead -= dt;
        hero.y += 60 * dt; // sinking
        if (dead <= 0) respawn();
        return;
      }
      if (pressed) hero.buffer = BUFFER;
      if (dir) face = dir;
      acc = Math.min(acc + dt, 0.1);
      while (acc >= STEP) {
        acc -= STEP;
        if (!tick(dir, held, STEP)) {
          acc = 0;
          break;
        }
      }
      const a = arena();
      if (a && bossAlive() && !toldBoss && hero.x > a.x - 200) {
        toldBoss = true;
        g.announce('Boss!');
      }
      const want = g.clamp(hero.x - g.W / 2 + face * 70, 0, Math.max(0, lv.end - g.W));
      cam += (want - cam) * Math.min(1, dt * 5);
    },
    draw() {
      sky();
      if (!liquid) floor();
      for (let i = 0; i < plats.length; i++) {
        const p = plats[i];
        if (p.x + p.w > cam - 20 && p.x < cam + g.W + 20) platform(p, i);
      }
      for (const s of lv.spikes)
        if (s.x > cam - 40 && s.x < cam + g.W + 40) {
          if (hz!.emoji) g.sprite('hazard', sx(s.x), s.top - 15 * S, 32);
          else spikeRow(sx(s.x - s.w / 2), s.w, s.top - 20, 20);
        }
      flag();
      for (const c of coins)
        if (!c.taken && c.x > cam - 30 && c.x < cam + g.W + 30)
          g.sprite('target', sx(c.x), c.y + Math.sin(g.time * 4 + c.x * 0.05) * 3, 28);
      for (const p of powers)
        if (!p.taken && p.x > cam - 30 && p.x < cam + g.W + 30) {
          const y = p.y + Math.sin(g.time * 3) * 4;
          g.ring(sx(p.x), y, 18 + Math.sin(g.time * 6) * 2, mix(accent, '#ffffff', 0.4, 0.6), 2);
          g.text(p.kind === 'star' ? '⭐' : '👟', sx(p.x), y, 26);
        }
      for (const w of walkers) {
        if (w.gone) continue;
        const p = platOf(w);
        if (w.x < cam - 40 || w.x > cam + g.W + 40) continue;
        facing(
          'enemy',
          sx(w.x),
          p.top,
          38,
          w.dir,
          w.squash > 0 ? 0.35 : 1,
          w.squash > 0 ? 0 : Math.sin(g.time * 10 + w.x * 0.1) * 0.08,
        );
      }
      const a = arena();
      if (boss && a && (boss.hp > 0 || boss.squash > 0) && boss.x > cam - 100 && boss.x < cam + g.W + 100)
        if (boss.hurt <= 0 || g.showing(boss.hurt))
          facing(
            g.boss('enemy'),
            sx(boss.x),
            a.top + boss.y,
            96,
            boss.dir,
            boss.hp > 0 ? 1 : Math.max(0.2, boss.squash),
          );

      const cx = sx(hero.x);
      if (dead > 0 || g.showing(safe)) {
        const grounded = hero.ground >= 0;
        const tilt =
          dead > 0
            ? (0.7 - dead) * 4
            : grounded
              ? Math.abs(hero.vx) > 30
                ? Math.sin(g.time * 18) * 0.1
                : 0
              : g.clamp(hero.vy / 3000, -0.25, 0.25) * -face;
        facing('player', cx, hero.y + 2, 44, face, land > 0 ? 0.85 : 1, tilt);
      }
      if (invincible > 0 && (invincible > 1.5 || g.showing(invincible)))
        g.ring(cx, hero.y - HH / 2, 30 * S, `hsl(${(g.time * 400) % 360},90%,60%)`, 3);
      if (liquid) pool();

      // the way to the flag, and the powers running
      ctx.fillStyle = mix(fg, bg, 0.2, 0.3);
      ctx.fillRect(20, g.H - 8, g.W - 40, 3);
      ctx.fillStyle = accent;
      ctx.fillRect(20, g.H - 8, (g.W - 40) * g.clamp(hero.x / lv.flagX, 0, 1), 3);
      const running: string[] = [];
      if (invincible > 0) running.push(`⭐ ${Math.ceil(invincible)}s`);
      if (doubleJump > 0) running.push(`👟 ${Math.ceil(doubleJump)}s`);
      const barShown = bossAlive() && a && a.x < cam + g.W;
      if (running.length) g.text(running.join('   '), g.W / 2, barShown ? 90 : 52, 16, fg);
      if (barShown) g.bossBar(g.boss('enemy'), boss!.hp, 3);
      if (touchSeen && g.state() === 'play') {
        ctx.globalAlpha = 0.22;
        g.text('◀', g.W / 6, g.H - 60, 34, fg);
        g.text('▶', (g.W * 5) / 6, g.H - 60, 34, fg);
        g.text('▲', g.W / 2, g.H - 60, 30, fg);
        ctx.globalAlpha = 1;
      }
    },
    light: () => ({ x: sx(hero.x), y: hero.y - HH / 2 }),
    timeUp() {
      if (finish >= 0) {
        finish = -2;
        g.addScore(20);
        g.win();
      } else g.lose("Time's up");
    },
  };
});
