// Roles: player = a thing named, riding the leader (the marbles are colours and names). Parts: highscores. A marble race for a stream
// (marbles.ts): ten marbles (or as many as asked, up to 30) in colours and with names drop from the gate
// and race down a long zig-zag course of ramps, pegs, spinning bars and bumpers; the view follows the
// leader, the standings run down the side, the last stretch goes in slow motion, and the winner fills the
// screen with a button to race again. "✎ Names" opens a box to paste the names, one a line (kept).
import { boot } from '../runtime';
import { bar, course, lineUp, race, standings, WIDTH, type Course, type Marble } from '../marbles';
import { panel } from '../panel';

const COLOURS = ['#ef4444', '#3b82f6', '#22c55e', '#eab308', '#a855f7', '#f97316', '#ec4899', '#14b8a6', '#f8fafc', '#84cc16', '#6366f1', '#f43f5e', '#0ea5e9', '#d946ef', '#facc15']; // prettier-ignore
const NAMES = ['Blaze', 'Comet', 'Pixel', 'Bubbles', 'Rocket', 'Ziggy', 'Mango', 'Storm', 'Nova', 'Pebble', 'Turbo', 'Shadow', 'Sparky', 'Luna', 'Bolt', 'Cookie', 'Jinx', 'Flash', 'Mochi', 'Titan', 'Whiz', 'Echo', 'Fizz', 'Kiwi', 'Rex', 'Pip', 'Orbit', 'Dash', 'Gizmo', 'Nacho']; // prettier-ignore
const LEGS = 16;
const SLOW = 0.3;
const AGAIN = { x: 140, y: 420, w: 200, h: 56 };
const NAMES_BOX = { x: 360, y: 8, w: 112, h: 30 };

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  g.showGoal(false); // (the goal is how many marbles race)
  const count = Math.max(2, Math.min(30, g.design.params.goal ?? 10));
  let track: Course;
  let marbles: Marble[];
  let t: number;
  let camera: number;
  let gate: number; // s before the gate opens
  let over: number | null; // s since the winner crossed
  let editing = false;

  const names = () => g.kept<string[]>('names') ?? NAMES.slice(0, count);

  function editNames() {
    const canvas = document.getElementById('game');
    if (!canvas || editing) return;
    editing = true;
    const r = canvas.getBoundingClientRect();
    const box = document.createElement('div');
    Object.assign(box.style, { position: 'fixed', left: `${r.left}px`, top: `${r.top}px`, width: `${r.width}px`, height: `${r.height}px`, background: 'rgba(2,6,23,0.92)', display: 'flex', flexDirection: 'column', gap: '10px', padding: '16px', boxSizing: 'border-box', font: '16px system-ui, sans-serif', color: '#f8fafc', zIndex: '10' }); // prettier-ignore
    const label = document.createElement('div');
    label.textContent = g.say('Names, one a line (up to 30)');
    const text = document.createElement('textarea');
    text.value = names().join('\n');
    Object.assign(text.style, { flex: '1', font: '16px system-ui, sans-serif', padding: '8px' });
    text.addEventListener('keydown', (e) => e.stopPropagation()); // (typing is no game key)
    const go = document.createElement('button');
    go.textContent = g.say('Race!');
    Object.assign(go.style, { font: 'bold 18px system-ui, sans-serif', padding: '10px' });
    go.addEventListener('click', () => {
      const list = text.value
        .split('\n')
        .map((n) => n.trim().slice(0, 16))
        .filter(Boolean)
        .slice(0, 30);
      if (list.length >= 2) g.keep('names', list);
      box.remove();
      editing = false;
      start();
    });
    box.append(label, text, go);
    document.body.append(box);
    text.focus();
  }

  function start() {
    track = course(LEGS, Math.random);
    const list = names();
    marbles = lineUp(list, COLOURS).map((m) => ({ ...m, vx: g.rand(-20, 20) }));
    t = 0;
    camera = 0;
    gate = 1.2;
    over = null;
  }

  return {
    controls: 'Watch the race; ✎ Names to type in the marbles’ names',
    reset: start,
    update(dt) {
      if (editing) return;
      const inp = g.input;
      if (inp.tapped && g.within(inp.tapAt, NAMES_BOX)) return editNames();
      if (over !== null && over > 1.5 && (inp.pressed(' ') || (inp.tapped && g.within(inp.tapAt, AGAIN))))
        return start();
      if ((gate -= dt) > 0) return;
      const order = standings(marbles);
      const lead = order[0];
      // the last stretch (and just after the line) in slow motion
      const slow = lead.y > track.finish - 260 && (over === null || over < 2) ? SLOW : 1;
      const step = dt * slow;
      for (let k = 0; k < 2; k++) race(marbles, track, (t += step / 2), step / 2);
      if (over === null && lead.done !== null) {
        over = 0;
        g.sound('win');
        g.addScore(1, true);
      } else if (over !== null) over += dt;
      const want = Math.min(track.finish + 80 - g.H, Math.max(0, lead.y - 220));
      camera += (want - camera) * Math.min(1, dt * 4);
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      ctx.fillStyle = '#0f172a';
      ctx.fillRect(0, 0, WIDTH, g.H);
      ctx.save();
      ctx.translate(0, -camera);
      // the course
      ctx.strokeStyle = '#94a3b8';
      ctx.lineWidth = 5;
      ctx.lineCap = 'round';
      for (const s of track.ramps) {
        ctx.beginPath();
        ctx.moveTo(s.ax, s.ay);
        ctx.lineTo(s.bx, s.by);
        ctx.stroke();
      }
      ctx.strokeStyle = '#f472b6';
      ctx.lineWidth = 7;
      for (const s of track.spinners) {
        const b = bar(s, t);
        ctx.beginPath();
        ctx.moveTo(b.ax, b.ay);
        ctx.lineTo(b.bx, b.by);
        ctx.stroke();
      }
      ctx.fillStyle = '#cbd5e1';
      for (const p of track.pegs) {
        ctx.beginPath();
        ctx.arc(p.x, p.y, p.r, 0, Math.PI * 2);
        ctx.fill();
      }
      for (const b of track.bumpers) {
        ctx.fillStyle = '#fb923c';
        ctx.beginPath();
        ctx.arc(b.x, b.y, b.r, 0, Math.PI * 2);
        ctx.fill();
        g.ring(b.x, b.y, b.r - 5, '#fff7ed', 3);
      }
      // the finish line, chequered
      for (let x = 0; x < WIDTH; x += 10) {
        ctx.fillStyle = (x / 10) % 2 ? '#ffffff' : '#111111';
        ctx.fillRect(x, track.finish, 10, 8);
        ctx.fillStyle = (x / 10) % 2 ? '#111111' : '#ffffff';
        ctx.fillRect(x, track.finish + 8, 10, 8);
      }
      // the marbles, a shine on each, the leader's name over it
      const order = standings(marbles);
      for (const m of marbles) {
        ctx.fillStyle = m.colour;
        ctx.beginPath();
        ctx.arc(m.x, m.y, m.r, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = 'rgba(255,255,255,0.55)';
        ctx.beginPath();
        ctx.arc(m.x - 3, m.y - 3, 2.5, 0, Math.PI * 2);
        ctx.fill();
      }
      g.text(order[0].name, order[0].x, order[0].y - 16, 13, '#ffffff');
      if (g.design.roles.player) g.sprite('player', order[0].x, order[0].y - 34, 20); // (a thing named rides the leader)
      ctx.restore();
      // the standings down the side
      ctx.fillStyle = '#020617';
      ctx.fillRect(WIDTH, 0, g.W - WIDTH, g.H);
      panel(g, NAMES_BOX, true, 8);
      g.text(`✎ ${g.say('Names')}`, NAMES_BOX.x + NAMES_BOX.w / 2, NAMES_BOX.y + NAMES_BOX.h / 2, 13, fg);
      const row = Math.min(19, (g.H - 56) / order.length);
      order.forEach((m, i) => {
        const y = 56 + i * row;
        ctx.fillStyle = m.colour;
        ctx.beginPath();
        ctx.arc(WIDTH + 32, y, Math.min(6, row / 2 - 1), 0, Math.PI * 2);
        ctx.fill();
        g.text(String(i + 1), WIDTH + 16, y, Math.min(12, row - 4), fg + 'aa');
        g.text(m.name, WIDTH + 42, y, Math.min(13, row - 3), i === 0 ? accent : fg, 'left');
      });
      if (gate > 0) g.text(gate > 0.6 ? g.say('Ready…') : g.say('Go!'), WIDTH / 2, 120, 40, '#ffffff');
      else if (order[0].y > track.finish - 260 && (over === null || over < 2)) g.text(g.say('SLOW-MO'), WIDTH / 2, 30, 18, '#fde047'); // prettier-ignore
      // the winner
      if (over !== null && over > 1.5) {
        const w = order[0];
        ctx.fillStyle = 'rgba(2,6,23,0.85)';
        ctx.fillRect(0, 0, g.W, g.H);
        ctx.fillStyle = w.colour;
        ctx.beginPath();
        ctx.arc(g.W / 2, 230, 60, 0, Math.PI * 2);
        ctx.fill();
        g.text('🏆', g.W / 2, 120, 56);
        g.text(w.name, g.W / 2, 330, 44, '#ffffff');
        g.text(g.say('wins!'), g.W / 2, 376, 26, accent);
        panel(g, AGAIN, true, 14);
        g.text(g.say('Race again'), AGAIN.x + AGAIN.w / 2, AGAIN.y + AGAIN.h / 2, 22, fg);
      }
    },
  };
});
