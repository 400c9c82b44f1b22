// Roles: player = the one fishing, on the dock; target = the fish (and the design's extras: rarer
// kinds, worth more and fighting harder); hazard (optional) = what bites now and then and is worth
// nothing when reeled in (an old boot). A fishing sim from a dock (play/angling.ts): tap (or Space) to
// cast, held for a longer cast; the float lands and bobs, a fish nibbles, then the float goes under:
// strike then (a strike too soon scares it off, too late and it lets go); the reel: hold to lift the
// green bar, let go and it sinks, and keep the fish inside it until the catch meter is full. Each fish
// goes in the bucket, one g.got; Sell turns the bucket into coins (the score), and coins buy better
// rods (Rod button, or S and B). No lives, no way to lose: a goal of N fish wins on the Nth, else the
// best rod bought wins.
// Parts: timer (time up: won with any coins or fish), levels (each level the fish fight harder),
// night, highscores.
import { boot, targetKinds, type Box } from '../runtime';
import { biteWait, priceOf, RODS, sale, startReel, stepReel, STRIKE, type Reel } from '../angling';
import type { Entity, RoleId } from '../../src/design';
import { panel } from '../panel';
import { sea, surfaceLine } from '../water';

const SURFACE = 260;
const DOCK = { x: 0, w: 132, y: SURFACE - 14 };
const TIP = { x: 168, y: SURFACE - 132 };
const REEL: Box = { x: 404, y: 300, w: 44, h: 280 };
const SELL: Box = { x: 12, y: 52, w: 222, h: 42 };
const SHOP: Box = { x: 246, y: 52, w: 222, h: 42 };

type Phase = 'ready' | 'charging' | 'flying' | 'waiting' | 'bite' | 'reeling' | 'landed';
interface Catch {
  kind: number; // index in kinds; -1 the hazard
  weight: number; // kg
}
interface Shadow {
  x: number;
  y: number;
  vx: number;
  kind: number;
}

boot((g) => {
  g.showLives(false);
  const kinds = targetKinds(g.design, 3);
  const junk = g.design.roles.hazard ? ('hazard' as RoleId) : null;
  const goal = g.design.params.goal;
  const name = (look: RoleId | Entity) => (typeof look === 'string' ? g.role(look) : look).name;

  let phase: Phase;
  let pt: number; // seconds in this phase
  let power: number; // the cast's, 0-1
  let floatX: number;
  let wait: number; // to the bite
  let nibbles: number[]; // when the float twitches before it, seconds left
  let hooked: Catch;
  let reel: Reel;
  let bucket: Catch[];
  let coins: number;
  let rod: number;
  let shadows: Shadow[];
  let said: { text: string; t: number } | null;
  let shown: Catch | null; // the catch held up a moment after it is landed

  const tell = (text: string) => (said = { text, t: 1.6 });
  const go = (p: Phase) => ((phase = p), (pt = 0));
  const fight = (c: Catch) => Math.min(0.95, 0.25 + 0.2 * Math.max(0, c.kind) + 0.08 * (g.level - 1) + 0.1 * (c.weight - 1)); // prettier-ignore
  const lookOf = (c: Catch): RoleId | Entity => (c.kind < 0 ? junk! : kinds[c.kind]);

  function cast() {
    floatX = 200 + power * 220;
    go('flying');
    g.sound('jump');
  }
  function settle() {
    wait = biteWait(RODS[rod], Math.random);
    nibbles = [0.35, 0.65].filter(() => g.chance(0.7)).map((k) => wait * k);
    go('waiting');
  }
  function bite() {
    // Farther out, and on later levels, the rarer kinds bite more often.
    const far = (floatX - 200) / 220;
    const rare = Math.min(kinds.length - 1, Math.floor(Math.random() * kinds.length * (0.55 + 0.45 * far)));
    const kind = junk && g.chance(0.15) ? -1 : rare;
    hooked = { kind, weight: Math.round(g.rand(0.4, 1.6 + 0.6 * kind) * 10) / 10 };
    go('bite');
    g.sound('tick');
    g.note(880, 0.12, 'square', 0.05);
  }
  function strike() {
    reel = startReel();
    go('reeling');
    g.sound('point');
  }
  function landed() {
    shown = hooked;
    go('landed');
    if (hooked.kind < 0) return tell(g.say('Just a {x}').replace('{x}', g.say(name(junk!))));
    bucket.push(hooked);
    g.sound('win');
    g.got(1);
  }
  function sell() {
    if (!bucket.length) return;
    const got = sale(bucket);
    coins += got;
    g.addScore(got);
    tell(`+${got} 🪙`);
    bucket = [];
  }
  function buy() {
    const next = RODS[rod + 1];
    if (!next) return;
    if (coins < next.price) return tell(g.say('Not enough coins'));
    coins -= next.price;
    rod += 1;
    g.sound('win');
    tell(g.say(next.name));
    if (rod === RODS.length - 1 && goal === null) g.win('The best rod is yours!');
  }

  /** The float's place on the water: bobbing, twitching at a nibble, under at a bite. */
  function floatAt(): { x: number; y: number; under: boolean } {
    if (phase === 'flying') {
      const k = Math.min(1, pt / 0.6);
      return { x: TIP.x + (floatX - TIP.x) * k, y: TIP.y + (SURFACE - TIP.y) * k - Math.sin(k * Math.PI) * 90, under: false }; // prettier-ignore
    }
    const twitch = phase === 'waiting' && nibbles.some((n) => Math.abs(pt - n) < 0.15) ? 5 : 0;
    const under = phase === 'bite' || phase === 'reeling';
    return { x: floatX, y: SURFACE + Math.sin(g.time * 3) * 2 + twitch + (under ? 12 : 0), under };
  }

  function button(b: Box, text: string, on: boolean) {
    panel(g, b, on);
    const { fg } = g.design.setting;
    g.text(text, b.x + b.w / 2, b.y + b.h / 2, 16, on ? fg : fg + '99');
  }

  function water() {
    const { ctx } = g;
    sea(g, SURFACE);
    // fish moving below, seen only as shadows
    ctx.globalAlpha = 0.22;
    for (const s of shadows) {
      ctx.save();
      ctx.translate(s.x, s.y);
      if (s.vx > 0) ctx.scale(-1, 1);
      g.sprite(kinds[s.kind], 0, 0, 30);
      ctx.restore();
    }
    ctx.globalAlpha = 1;
    surfaceLine(g, SURFACE, 0.55);
  }

  function dock() {
    const { ctx } = g;
    ctx.fillStyle = '#6b4423';
    for (const x of [14, 62, 110]) ctx.fillRect(x, DOCK.y, 10, 70);
    ctx.fillStyle = '#8b5a2b';
    ctx.fillRect(DOCK.x, DOCK.y, DOCK.w, 14);
    g.sprite('player', 84, DOCK.y - 30, 56);
    // the rod bends while a fish pulls
    const pull = phase === 'reeling' ? 16 + Math.sin(g.time * 14) * 5 : phase === 'bite' ? 10 : 0;
    ctx.strokeStyle = '#3f2a14';
    ctx.lineWidth = 4;
    ctx.beginPath();
    ctx.moveTo(96, DOCK.y - 30);
    ctx.quadraticCurveTo(130, TIP.y + 20, TIP.x, TIP.y + pull);
    ctx.stroke();
    if (phase === 'ready' || phase === 'charging') return;
    const f = floatAt();
    ctx.strokeStyle = 'rgba(255,255,255,0.85)';
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(TIP.x, TIP.y + pull);
    ctx.quadraticCurveTo((TIP.x + f.x) / 2, phase === 'flying' ? f.y : SURFACE - 20 + pull * 2, f.x, f.y);
    ctx.stroke();
    // the float: red over white, only its tip showing when it goes under
    ctx.fillStyle = '#ffffff';
    if (!f.under) {
      ctx.beginPath();
      ctx.arc(f.x, f.y + 3, 6, 0, Math.PI);
      ctx.fill();
    }
    ctx.fillStyle = '#ef4444';
    ctx.beginPath();
    ctx.arc(f.x, f.y - (f.under ? 8 : 0), 6, Math.PI, Math.PI * 2);
    ctx.fill();
    if (phase === 'bite') {
      g.ring(f.x, SURFACE, 10 + pt * 40, 'rgba(255,255,255,0.7)', 2);
      g.text('!', f.x, f.y - 40, 34, '#fde047');
    }
  }

  function reelPanel() {
    const { ctx } = g;
    const rb = RODS[rod].bar;
    ctx.fillStyle = 'rgba(0,0,0,0.55)';
    ctx.beginPath();
    ctx.roundRect(REEL.x - 26, REEL.y - 10, REEL.w + 36, REEL.h + 20, 10);
    ctx.fill();
    ctx.fillStyle = '#0c4a6e';
    ctx.fillRect(REEL.x, REEL.y, REEL.w, REEL.h);
    const y = (share: number) => REEL.y + REEL.h * (1 - share);
    const inside = reel.fish >= reel.bar && reel.fish <= reel.bar + rb;
    ctx.fillStyle = inside ? '#4ade80cc' : '#22c55e88';
    ctx.fillRect(REEL.x + 2, y(reel.bar + rb), REEL.w - 4, REEL.h * rb);
    g.sprite(lookOf(hooked), REEL.x + REEL.w / 2, y(reel.fish), 30);
    // the catch meter beside it
    ctx.fillStyle = '#1e293b';
    ctx.fillRect(REEL.x - 18, REEL.y, 10, REEL.h);
    ctx.fillStyle = reel.meter > 0.3 ? '#facc15' : '#f87171';
    ctx.fillRect(REEL.x - 18, y(reel.meter), 10, REEL.h * reel.meter);
    if (pt < 3) g.text(g.say('Hold to lift the bar'), 200, REEL.y + REEL.h + 30, 16, '#ffffff');
  }

  function shop() {
    const next = RODS[rod + 1];
    const worth = sale(bucket);
    button(SELL, bucket.length ? `${g.say('Sell')} 🐟×${bucket.length} · ${worth} 🪙` : `🪣 ${g.say('Bucket')} 0`, bucket.length > 0); // prettier-ignore
    button(SHOP, next ? `🎣 ${g.say(next.name)} · ${next.price} 🪙` : `🎣 ${g.say(RODS[rod].name)}`, !!next && coins >= next.price); // prettier-ignore
    g.text(`🪙 ${coins}`, SELL.x + 4, SELL.y + SELL.h + 18, 18, g.design.setting.fg, 'left');
    g.text(g.say(RODS[rod].name), SHOP.x + SHOP.w - 4, SHOP.y + SHOP.h + 18, 14, g.design.setting.fg + 'cc', 'right'); // prettier-ignore
  }

  return {
    controls:
      'Tap or Space to cast (hold for a longer cast), again when the float goes under, then hold to keep the fish in the green bar; Sell (S) your catch, buy better rods (B)',
    reset() {
      go('ready');
      power = 0;
      floatX = 300;
      wait = 0;
      nibbles = [];
      hooked = { kind: 0, weight: 1 };
      reel = startReel();
      bucket = [];
      coins = 0;
      rod = 0;
      said = null;
      shown = null;
      shadows = Array.from({ length: 5 }, () => ({
        x: g.rand(160, g.W),
        y: g.rand(SURFACE + 60, g.H - 40),
        vx: g.rand(-30, 30),
        kind: g.int(0, kinds.length - 1),
      }));
    },
    update(dt) {
      pt += dt;
      if (said && (said.t -= dt) <= 0) said = null;
      for (const s of shadows) {
        s.x += s.vx * dt;
        if (s.x < 150 || s.x > g.W - 10) s.vx *= -1;
      }
      if (g.state() !== 'play') return;
      const inp = g.input;
      const p = inp.pointer;
      const onButton = inp.tapped && (g.within(inp.tapAt, SELL) || g.within(inp.tapAt, SHOP));
      if ((inp.tapped && g.within(inp.tapAt, SELL)) || inp.pressed('s')) sell();
      if ((inp.tapped && g.within(inp.tapAt, SHOP)) || inp.pressed('b')) buy();
      const down = (p.down && !g.within(inp.tapAt, SELL) && !g.within(inp.tapAt, SHOP)) || inp.keys.has(' ') || inp.keys.has('ArrowUp'); // prettier-ignore
      const press = (inp.tapped && !onButton) || inp.pressed(' ') || inp.pressed('ArrowUp');
      switch (phase) {
        case 'ready':
          if (press) go('charging');
          break;
        case 'charging':
          power = 1 - Math.abs(1 - ((pt * 1.2) % 2)); // (up and down while held)
          if (!down) cast();
          break;
        case 'flying':
          if (pt >= 0.6) {
            g.sound('point');
            settle();
          }
          break;
        case 'waiting':
          // A strike before the bite scares the fish: the line comes in.
          if (press) {
            tell(g.say('Too soon!'));
            go('ready');
          } else if (pt >= wait) bite();
          break;
        case 'bite':
          if (press) strike();
          else if (pt > STRIKE) {
            tell(g.say('It got away!'));
            settle();
          }
          break;
        case 'reeling': {
          const out = stepReel(reel, down, dt, fight(hooked), RODS[rod], Math.random);
          if (out === 'landed') landed();
          else if (out === 'lost') {
            tell(g.say('It got away!'));
            g.sound('bad');
            go('ready');
          }
          break;
        }
        case 'landed':
          if (pt > 1.6 || (pt > 0.4 && press)) {
            shown = null;
            go('ready');
          }
          break;
      }
    },
    draw() {
      water();
      dock();
      shop();
      if (phase === 'charging') {
        const { ctx } = g;
        ctx.fillStyle = 'rgba(0,0,0,0.5)';
        ctx.fillRect(150, DOCK.y - 60, 120, 14);
        ctx.fillStyle = '#facc15';
        ctx.fillRect(152, DOCK.y - 58, 116 * power, 10);
      }
      if (phase === 'ready' && g.state() === 'play')
        g.text(g.say('Tap to cast'), 300, SURFACE - 40, 18, g.design.setting.fg);
      if (phase === 'reeling') reelPanel();
      if (shown) {
        const { ctx } = g;
        ctx.fillStyle = 'rgba(0,0,0,0.6)';
        ctx.beginPath();
        ctx.roundRect(90, 330, 300, 190, 16);
        ctx.fill();
        g.sprite(lookOf(shown), 240, 400, 84);
        if (shown.kind >= 0) {
          g.text(g.say(name(kinds[shown.kind])), 240, 468, 22, '#ffffff');
          g.text(`${shown.weight} kg · ${priceOf(shown.kind, shown.weight)} 🪙`, 240, 498, 18, '#fde047');
        }
      }
      if (said) g.text(said.text, 240, SURFACE + 60, 26, '#ffffff');
    },
    light: () => ({ x: floatX, y: SURFACE }),
    timeUp() {
      if (coins + sale(bucket) > 0) g.win(`🪙 ${coins + sale(bucket)}`);
      else g.lose("Time's up");
    },
  };
});
