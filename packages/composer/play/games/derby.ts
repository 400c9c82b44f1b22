// Roles: player = the batter; enemy = the pitcher; target = the ball. Parts: highscores.
// A home run derby (derby.ts), seen from behind the plate: the pitcher winds up and throws, faster or
// slower each time, the ball growing as it comes; Space or a tap swings. Met right on time it flies over
// the fence with its distance in feet; a little early or late it is a fly ball caught, a foul or a
// grounder, and any swing that is not a home run is an out. A pitch let go by is nothing. Ten outs end it
// (or as asked: params.goal); the home runs, the longest and the last few distances are on screen.
import { boot } from '../runtime';
import { contact, distance, isOut, pitchTime, type Contact } from '../derby';

const PLATE = { x: 244, y: 560 };
const HAND = { x: 240, y: 352 };
const FENCE = 232;
const SAY: Record<Contact, string> = {
  homer: 'HOME RUN!',
  fly: 'Fly ball, caught: out',
  foul: 'Foul ball: out',
  grounder: 'Ground ball: out',
  miss: 'Strike: out',
};

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  const outsAllowed = g.design.params.goal ?? 10;
  let outs: number;
  let homers: number;
  let longest: number;
  let last: number[];
  let phase: 'windup' | 'pitch' | 'result';
  let t: number;
  let T: number; // this pitch's time to the plate
  let windup: number;
  let swungAt: number | null; // seconds into the pitch when swung (negative: during the windup)
  let hit: { kind: Contact; feet: number; side: number } | null;

  function nextPitch() {
    phase = 'windup';
    t = 0;
    windup = g.rand(0.8, 1.4);
    T = pitchTime(Math.random, outs);
    swungAt = null;
    hit = null;
  }

  function swing() {
    if (swungAt !== null || phase === 'result') return;
    swungAt = phase === 'windup' ? -1 : t;
    g.sound('jump');
    if (phase === 'windup') return judge(contact(9));
  }

  function judge(kind: Contact) {
    const early = swungAt !== null && swungAt >= 0 ? T - swungAt : 9;
    const feet = distance(early, kind, Math.random);
    hit = { kind, feet, side: kind === 'foul' ? (early > 0 ? -1 : 1) : g.rand(-0.5, 0.5) };
    phase = 'result';
    t = 0;
    if (kind === 'homer') {
      homers += 1;
      longest = Math.max(longest, feet);
      last = [feet, ...last].slice(0, 4);
      g.addScore(feet);
      g.got();
      g.sound('win');
    } else {
      g.sound(kind === 'miss' ? 'bad' : 'hit');
    }
    if (isOut(kind)) outs += 1;
  }

  return {
    controls: 'Space or tap to swing: on time it goes out of the park',
    reset() {
      outs = 0;
      homers = 0;
      longest = 0;
      last = [];
      nextPitch();
    },
    update(dt) {
      const inp = g.input;
      if (inp.pressed(' ') || inp.tapped) swing();
      t += dt;
      if (phase === 'windup' && t >= windup) {
        phase = 'pitch';
        t = 0;
      } else if (phase === 'pitch') {
        // (the swing meets the ball, or the ball goes by into the catcher's mitt)
        if (swungAt !== null && t >= Math.min(T, swungAt + 0.13)) judge(contact(T - swungAt));
        else if (swungAt === null && t > T + 0.25) {
          nextPitch(); // (let go by: nothing)
        }
      } else if (phase === 'result' && t > 2.2) {
        if (outs >= outsAllowed) {
          const line = `${homers} ${g.say('home runs')} · ${g.say('longest')} ${longest} ft`;
          return homers > 0 ? g.win(line) : g.lose(line);
        }
        nextPitch();
      }
    },
    draw() {
      const { ctx } = g;
      // the park from behind the plate: sky, stands, the fence, the grass, the infield
      ctx.fillStyle = '#7dd3fc';
      ctx.fillRect(0, 0, g.W, 150);
      ctx.fillStyle = '#475569';
      ctx.fillRect(0, 150, g.W, FENCE - 150);
      for (let i = 0; i < 60; i++) {
        ctx.fillStyle = ['#f87171', '#fbbf24', '#60a5fa', '#f5f5f4'][i % 4];
        ctx.fillRect((i * 37) % g.W, 160 + ((i * 13) % 60), 5, 6);
      }
      ctx.fillStyle = '#166534';
      ctx.fillRect(0, FENCE, g.W, 14);
      g.text('400', g.W / 2, FENCE + 7, 11, '#fde047');
      g.text('330', 40, FENCE + 7, 11, '#fde047');
      g.text('330', g.W - 40, FENCE + 7, 11, '#fde047');
      ctx.fillStyle = '#22c55e';
      ctx.fillRect(0, FENCE + 14, g.W, g.H - FENCE);
      ctx.fillStyle = '#c2a370';
      ctx.beginPath();
      ctx.moveTo(PLATE.x, PLATE.y + 30);
      ctx.lineTo(400, 450);
      ctx.lineTo(PLATE.x, 330);
      ctx.lineTo(88, 450);
      ctx.closePath();
      ctx.fill();
      ctx.fillStyle = '#16a34a';
      ctx.beginPath();
      ctx.ellipse(PLATE.x, 440, 70, 40, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#c2a370';
      ctx.beginPath();
      ctx.ellipse(HAND.x, 372, 24, 10, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#f5f5f4';
      ctx.fillRect(PLATE.x - 12, PLATE.y + 22, 24, 10);
      // the pitcher (winding up: leaning back), the ball on its way
      const lean = phase === 'windup' ? Math.sin(Math.min(1, t / windup) * Math.PI) * 0.4 : 0;
      g.sprite('enemy', HAND.x, 350, 40, -lean);
      if (phase === 'pitch') {
        const k = Math.min(1.15, t / T);
        const x = HAND.x + (PLATE.x - HAND.x) * k;
        const y = HAND.y + (PLATE.y - HAND.y) * k * k; // (a pitch drops as it comes)
        g.sprite('target', x, y, 8 + 22 * k);
      }
      // the batter and the bat (swung round once the swing is on)
      g.sprite('player', 166, 540, 92);
      const since = swungAt === null ? -1 : phase === 'pitch' ? t - swungAt : phase === 'result' ? 1 : 0;
      const turn = since < 0 ? -0.9 : Math.min(1, since / 0.15) * 2.6 - 0.9;
      ctx.strokeStyle = '#92400e';
      ctx.lineWidth = 9;
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(196, 560);
      ctx.lineTo(196 + Math.cos(turn - Math.PI / 2) * 90, 560 + Math.sin(turn - Math.PI / 2) * 40);
      ctx.stroke();
      // where the ball went
      if (phase === 'result' && hit) {
        const k = Math.min(1, t / 1.6);
        if (hit.kind === 'homer' || hit.kind === 'fly') {
          const far = hit.kind === 'homer' ? FENCE - 90 : FENCE + 60;
          const x = PLATE.x + hit.side * 160 * k;
          const y = PLATE.y + (far - PLATE.y) * k - Math.sin(k * Math.PI) * 120;
          g.sprite('target', x, y, 26 - 18 * k);
        } else if (hit.kind === 'foul') g.sprite('target', PLATE.x + hit.side * 320 * k, PLATE.y - 200 * k, 22 - 10 * k);
        else if (hit.kind === 'grounder') g.sprite('target', PLATE.x + hit.side * 80 * k, PLATE.y - 180 * k + Math.abs(Math.sin(k * 12)) * 14, 18); // prettier-ignore
        const said = hit.kind === 'homer' ? `${g.say(SAY.homer)} ${hit.feet} ft` : g.say(SAY[hit.kind]);
        g.text(
          said,
          g.W / 2,
          120,
          hit.kind === 'homer' ? 34 : 24,
          hit.kind === 'homer' ? '#b91c1c' : '#1e293b',
        );
      }
      // the board: home runs, outs, the longest, the last ones
      ctx.fillStyle = 'rgba(15,23,42,0.85)';
      ctx.fillRect(0, 0, g.W, 64);
      g.text(`⚾ ${g.say('Home runs')}: ${homers}`, 14, 20, 18, '#fde047', 'left');
      g.text(`${g.say('Outs')}: ${outs}/${outsAllowed}`, g.W - 14, 20, 18, '#ffffff', 'right');
      g.text(`${g.say('Longest')}: ${longest} ft`, 14, 46, 14, '#e2e8f0', 'left');
      if (last.length) g.text(last.map((f) => `${f} ft`).join(' · '), g.W - 14, 46, 13, '#e2e8f0', 'right');
    },
  };
});
