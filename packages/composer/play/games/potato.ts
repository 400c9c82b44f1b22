// Roles: target = what goes off (a bomb; a hot potato when named). Parts: none of its own. Hot potato, a
// party game on one phone (potato.ts): a category shows; Start lights the fuse; each player says a word of
// the category and passes the phone on. The fuse is of a length nobody knows and the ticking quickens as
// it burns; when it goes off, whoever holds the phone loses the round. Next round, a new category. Keys:
// Space or Enter to start and for the next round.
import { boot, type Box } from '../runtime';
import { panel } from '../panel';
import { deck, fuse, tickGap } from '../potato';

const GO: Box = { x: 110, y: 520, w: 260, h: 68 };

type Phase =
  { at: 'ready' } | { at: 'burning'; burnt: number; total: number; tick: number } | { at: 'boom'; t: number };

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  let order: string[] = [];
  let category = '';
  let phase: Phase = { at: 'ready' };
  let rounds = 0;
  let sparks: { x: number; y: number; vx: number; vy: number; life: number }[] = [];

  function next() {
    if (!order.length) order = deck(Math.random, category || null);
    category = order.shift()!;
    phase = { at: 'ready' };
  }
  function boom() {
    phase = { at: 'boom', t: 0 };
    rounds += 1;
    // a deep crash: falling saw tones and a burst of noise-like square notes
    for (let k = 0; k < 10; k++) setTimeout(() => g.note(120 - k * 9, 0.25, k % 2 ? 'sawtooth' : 'square', 0.12), k * 30); // prettier-ignore
    sparks = Array.from({ length: 70 }, () => {
      const a = Math.random() * Math.PI * 2;
      const v = 120 + Math.random() * 420;
      return {
        x: g.W / 2,
        y: 300,
        vx: Math.cos(a) * v,
        vy: Math.sin(a) * v,
        life: 0.6 + Math.random() * 0.8,
      };
    });
  }

  return {
    controls: 'Start lights the fuse: say a word of the category and pass the phone on (Space)',
    reset() {
      rounds = 0;
      sparks = [];
      next();
    },
    update(dt) {
      const inp = g.input;
      const pressed = (inp.tapped && g.within(inp.tapAt, GO)) || inp.pressed(' ') || inp.pressed('Enter');
      for (const s of sparks) {
        s.x += s.vx * dt;
        s.y += s.vy * dt;
        s.vy += 300 * dt;
        s.life -= dt;
      }
      sparks = sparks.filter((s) => s.life > 0);
      if (phase.at === 'ready') {
        if (pressed) {
          const total = fuse(Math.random);
          phase = { at: 'burning', burnt: 0, total, tick: 0 };
        }
      } else if (phase.at === 'burning') {
        phase.burnt += dt;
        phase.tick -= dt;
        if (phase.burnt >= phase.total) return boom();
        if (phase.tick <= 0) {
          g.note(phase.tick < -0.5 ? 900 : 1400, 0.03, 'square', 0.05);
          phase.tick = tickGap(phase.burnt, phase.total);
        }
        // the fuse's sparks, always the same length: how long it has left is not shown
        if (Math.random() < dt * 40)
          sparks.push({ x: g.W / 2 + 45, y: 228, vx: (Math.random() - 0.5) * 120, vy: -60 - Math.random() * 90, life: 0.3 }); // prettier-ignore
      } else {
        phase.t += dt;
        if (phase.t > 1 && pressed) next();
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      g.text(g.say('Category'), g.W / 2, 60, 18, fg + 'aa');
      g.text(g.say(category), g.W / 2, 100, 36, accent);
      if (phase.at === 'boom') {
        const flash = Math.max(0, 1 - phase.t * 2);
        ctx.fillStyle = `rgba(255,200,80,${flash})`;
        ctx.fillRect(0, 0, g.W, g.H);
        g.text('💥', g.W / 2, 300, 160 + Math.min(1, phase.t * 4) * 60);
        g.text(g.say('BOOM!'), g.W / 2, 440, 48, '#f97316');
        g.wrap(g.say('Whoever holds the phone loses!'), 480, 22, fg);
      } else {
        const shake = phase.at === 'burning' ? Math.sin(phase.burnt * (8 + phase.burnt)) * 4 : 0;
        g.sprite('target', g.W / 2 + shake, 310, 190);
        if (phase.at === 'ready') {
          g.wrap(g.say('Say a word and pass the phone!'), 440, 20, fg);
          panel(g, GO, true, 14);
          g.text(`🔥 ${g.say('Start')}`, GO.x + GO.w / 2, GO.y + GO.h / 2, 26, fg);
        } else g.text(g.say('Pass it on!'), g.W / 2, 470, 28, '#fbbf24');
      }
      for (const s of sparks) {
        ctx.fillStyle = s.life > 0.3 ? '#fde047' : '#f97316';
        ctx.fillRect(s.x - 2, s.y - 2, 4, 4);
      }
      if (phase.at === 'boom' && phase.t > 1) {
        panel(g, GO, true, 14);
        g.text(g.say('Next round'), GO.x + GO.w / 2, GO.y + GO.h / 2, 24, fg);
      }
      if (rounds)
        g.text(`${g.say('Round')} ${rounds + (phase.at === 'boom' ? 0 : 1)}`, 16, 24, 15, fg + 'aa', 'left');
    },
  };
});
