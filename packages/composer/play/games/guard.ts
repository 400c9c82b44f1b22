// Roles: enemy = what creeps to your office (animatronics unless it names others: creepy teddy bears),
// player = you, the night guard. Parts: levels (the next night: one more creeper, quicker), highscores.
// A night shift (guard.ts): from your office, shut the left or right door (A/← and D/→, or the buttons)
// and look at the cameras (Space or the button) to see where they are; the doors and the camera drain
// the power, and at none the doors stay open. One that reaches an open door gets you (a jumpscare); last
// from midnight to six and the night is won.
import { boot, type Box } from '../runtime';
import { panel } from '../panel';
import { hourOf, ROOMS, shift, tick, type Room, type Shift } from '../guard';

const LEFT: Box = { x: 16, y: 520, w: 140, h: 60 };
const CAMERA: Box = { x: 170, y: 520, w: 140, h: 60 };
const RIGHT: Box = { x: 324, y: 520, w: 140, h: 60 };
const DOOR_L: Box = { x: 20, y: 150, w: 100, h: 300 };
const DOOR_R: Box = { x: 360, y: 150, w: 100, h: 300 };
/** Where each room is on the camera map. */
const MAP: Record<Room, Box> = {
  Stage: { x: 170, y: 110, w: 140, h: 70 },
  Hall: { x: 170, y: 210, w: 140, h: 70 },
  'West Aisle': { x: 30, y: 260, w: 130, h: 70 },
  'East Aisle': { x: 320, y: 260, w: 130, h: 70 },
  'Left Door': { x: 60, y: 380, w: 130, h: 60 },
  'Right Door': { x: 290, y: 380, w: 130, h: 60 },
};

boot((g) => {
  g.showLives(false);
  let s: Shift;
  let scare: number; // seconds of the jumpscare shown
  let done: number;

  const hour = () => (hourOf(s.t) === 0 ? '12 AM' : `${hourOf(s.t)} AM`);
  const at = (room: Room) => s.creepers.filter((c) => c.at === room).length;

  return {
    controls: 'Shut the left or right door (A/← and D/→) and check the cameras (Space); mind the power',
    reset() {
      s = shift(g.level);
      scare = 0;
      done = 0;
    },
    update(dt) {
      const inp = g.input;
      if (s.over === 'caught') {
        if (scare === 0) g.sound('lose');
        if ((scare += dt) > 1.4) g.lose(`${g.say('Caught at')} ${hour()}`);
        return;
      }
      if (s.over === 'dawn') {
        if (done === 0) {
          g.addScore(100 * g.level + Math.round(s.power));
          g.sound('win');
        }
        if ((done += dt) > 1.2) g.win(`6 AM! ${g.say('You made it')}`);
        return;
      }
      const powered = s.power > 0;
      if (
        powered &&
        (inp.pressed('a') || inp.pressed('ArrowLeft') || (inp.tapped && g.within(inp.pointer, LEFT)))
      )
        s.doors.left = !s.doors.left;
      if (
        powered &&
        (inp.pressed('d') || inp.pressed('ArrowRight') || (inp.tapped && g.within(inp.pointer, RIGHT)))
      )
        s.doors.right = !s.doors.right;
      if (powered && (inp.pressed(' ') || inp.pressed('c') || (inp.tapped && g.within(inp.pointer, CAMERA))))
        s.camera = !s.camera;
      tick(s, dt, g.level, Math.random);
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      if (s.over === 'caught') {
        // the jumpscare: what got you, huge and shaking, on red
        ctx.fillStyle = scare % 0.2 < 0.1 ? '#7f1d1d' : '#000000';
        ctx.fillRect(0, 0, g.W, g.H);
        g.sprite(
          'enemy',
          g.W / 2 + Math.sin(scare * 80) * 14,
          g.H / 2 + Math.cos(scare * 70) * 14,
          380 + scare * 80,
        );
        return;
      }
      // the office: the desk, the two doorways (a shutter when shut, a shape in one when something waits)
      ctx.fillStyle = '#0f172a';
      ctx.fillRect(0, 110, g.W, 400);
      ctx.fillStyle = '#44403c';
      ctx.fillRect(130, 390, 220, 60);
      g.sprite('player', 240, 360, 70);
      for (const [door, box, room] of [
        [s.doors.left, DOOR_L, 'Left Door'],
        [s.doors.right, DOOR_R, 'Right Door'],
      ] as const) {
        ctx.fillStyle = '#020617';
        ctx.fillRect(box.x, box.y, box.w, box.h);
        if (!door && at(room)) {
          ctx.globalAlpha = 0.55;
          g.sprite('enemy', box.x + box.w / 2, box.y + box.h / 2, 90);
          ctx.globalAlpha = 1;
        }
        if (door) {
          ctx.fillStyle = '#64748b';
          ctx.fillRect(box.x, box.y, box.w, box.h);
          ctx.strokeStyle = '#334155';
          ctx.lineWidth = 3;
          for (let y = box.y + 20; y < box.y + box.h; y += 24) {
            ctx.beginPath();
            ctx.moveTo(box.x, y);
            ctx.lineTo(box.x + box.w, y);
            ctx.stroke();
          }
        }
      }
      // the cameras: every room on the map, and what is in it
      if (s.camera) {
        ctx.fillStyle = 'rgba(2,6,23,0.92)';
        ctx.fillRect(0, 100, g.W, 410);
        for (const room of ROOMS) {
          const b = MAP[room];
          ctx.strokeStyle = '#22c55e';
          ctx.lineWidth = 2;
          ctx.strokeRect(b.x, b.y, b.w, b.h);
          g.text(g.say(room), b.x + b.w / 2, b.y + 12, 12, '#86efac');
          const n = at(room);
          for (let k = 0; k < n; k++)
            g.sprite('enemy', b.x + b.w / 2 + (k - (n - 1) / 2) * 30, b.y + b.h / 2 + 8, 34);
        }
        g.text('● REC', 420, 118, 14, '#ef4444');
      }
      // the clock, the night, the power
      g.text(hour(), 20, 70, 26, fg, 'left');
      g.text(`${g.say('Night')} ${g.level}`, g.W / 2, 70, 18, fg);
      g.text(`⚡ ${Math.ceil(s.power)}%`, g.W - 20, 70, 22, s.power < 20 ? '#f87171' : accent, 'right');
      const off = s.power <= 0;
      panel(g, LEFT, s.doors.left);
      g.text(`◀ ${g.say('Door')}`, LEFT.x + LEFT.w / 2, LEFT.y + LEFT.h / 2, 18, off ? fg + '66' : '#ffffff');
      panel(g, CAMERA, s.camera);
      g.text(
        `📷 ${g.say('Camera')}`,
        CAMERA.x + CAMERA.w / 2,
        CAMERA.y + CAMERA.h / 2,
        18,
        off ? fg + '66' : '#ffffff',
      );
      panel(g, RIGHT, s.doors.right);
      g.text(
        `${g.say('Door')} ▶`,
        RIGHT.x + RIGHT.w / 2,
        RIGHT.y + RIGHT.h / 2,
        18,
        off ? fg + '66' : '#ffffff',
      );
    },
  };
});
