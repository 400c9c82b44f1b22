// A virtual pet (play/pet.ts): the pet (role player) in the middle, four bars over it (food, fun, clean,
// energy) that fall as time goes by, and four buttons under it: Feed (its food, role target, flies to
// it), Play, Wash (a bath of bubbles) and Sleep (the light goes down, energy comes back; Wake). A low
// bar shows in its thought bubble; every bar empty and it falls sick, until it has its medicine. It is
// kept on the device: come back later and it is still there, a little hungrier (time away passes
// slowly). No way to lose; the score is the care given and the days it has lived. Keys 1-4 (5: the
// medicine). Parts: timer (a visit of so long), highscores.
import { panel } from '../panel';
import { boot, H, W, type Vec } from '../runtime';
import {
  cameBack,
  care,
  decay,
  fresh,
  NEEDS,
  sickNow,
  wants,
  type Care,
  type Need,
  type Needs,
} from '../pet';

interface Saved {
  needs: Needs;
  asleep: boolean;
  sick: boolean;
  age: number; // seconds lived with someone there
  at: number; // when it was saved (ms since 1970)
}

const ICONS: Record<Need, string> = { food: '🍎', fun: '😊', clean: '🛁', energy: '⚡' };
const LABELS: Record<Need, string> = { food: 'Food', fun: 'Fun', clean: 'Clean', energy: 'Energy' };
const BUTTONS: { care: Care; icon: string; label: string }[] = [
  { care: 'feed', icon: '🍎', label: 'Feed' },
  { care: 'play', icon: '🎾', label: 'Play' },
  { care: 'wash', icon: '🧼', label: 'Wash' },
  { care: 'sleep', icon: '💤', label: 'Sleep' },
];
const button = (i: number) => ({ x: 16 + i * 114, y: H - 96, w: 106, h: 66 });
const MEDICINE = { x: W / 2 - 80, y: H - 160, w: 160, h: 50 };
const PET: Vec = { x: W / 2, y: 330 };
const DAY = 120; // seconds of a pet's day

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  const food = g.design.roles.target;
  // (its food's own picture for the food bar: a bone for a puppy)
  const icon = (k: Need) => (k === 'food' && food?.emoji ? food.emoji : ICONS[k]);
  let needs: Needs;
  let asleep: boolean;
  let sick: boolean;
  let age: number;
  let bubbles: { x: number; y: number; vy: number; life: number }[];
  let treat: { x: number; y: number; t: number } | null; // the food flying to it
  let joy: number; // seconds of hearts after a care
  let saveIn: number;

  function save() {
    g.keep('pet', { needs, asleep, sick, age, at: Date.now() } satisfies Saved);
  }
  function load(): Saved | null {
    const s = g.kept<Saved>('pet');
    return s && NEEDS.every((k) => typeof s.needs?.[k] === 'number') && typeof s.at === 'number' ? s : null;
  }
  addEventListener('pagehide', () => save());

  function give(what: Care) {
    if (what === 'sleep') {
      asleep = !asleep;
      g.sound('tick');
      return save();
    }
    if (asleep) return g.sound('bad'); // (it is asleep: wake it first)
    if (what === 'medicine' && !sick) return;
    const before = needs;
    needs = care(needs, what);
    if (what === 'medicine') sick = false;
    if (what === 'feed') treat = { x: button(0).x + 53, y: button(0).y, t: 0 };
    if (what === 'wash')
      bubbles = Array.from({ length: 18 }, () => ({ x: PET.x + g.rand(-90, 90), y: PET.y + g.rand(-60, 70), vy: g.rand(20, 60), life: g.rand(1.2, 2.4) })); // prettier-ignore
    // (care it needed is worth points; filling a full bar is not)
    const need = { feed: 'food', play: 'fun', wash: 'clean', medicine: 'energy' }[what] as Need;
    if (before[need] < 90 || what === 'medicine') {
      g.addScore(5);
      joy = 1.2;
    }
    g.sound('point');
    save();
  }

  return {
    controls: 'Tap the buttons (or 1-4) to feed, play, wash and put it to bed',
    reset() {
      const kept = load();
      needs = kept ? cameBack(kept.needs, (Date.now() - kept.at) / 1000, kept.asleep) : fresh();
      asleep = kept?.asleep ?? false;
      sick = (kept?.sick ?? false) || sickNow(needs);
      age = kept?.age ?? 0;
      [bubbles, treat, joy, saveIn] = [[], null, 0, 5];
      if (kept) g.announce(`${g.say('Welcome back')}!`);
    },
    update(dt) {
      const inp = g.input;
      age += dt;
      needs = decay(needs, dt, asleep);
      if (!sick && sickNow(needs)) {
        sick = true;
        g.sound('bad');
        g.announce(`${g.role('player').name} ${g.say('is sick')}`);
      }
      // a whole day lived is worth points
      if (Math.floor(age / DAY) > Math.floor((age - dt) / DAY)) g.addScore(20);
      BUTTONS.forEach((b, i) => {
        if (inp.pressed(String(i + 1)) || (inp.tapped && g.within(inp.tapAt, button(i)))) give(b.care);
      });
      if (sick && (inp.pressed('5') || (inp.tapped && g.within(inp.tapAt, MEDICINE)))) give('medicine');
      for (const b of bubbles) [b.y, b.life] = [b.y - b.vy * dt, b.life - dt];
      bubbles = bubbles.filter((b) => b.life > 0);
      if (treat && (treat.t += dt * 1.6) >= 1) treat = null;
      joy -= dt;
      if ((saveIn -= dt) <= 0) {
        saveIn = 5;
        save();
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      // the bars: its food, fun, cleanliness and energy
      NEEDS.forEach((k, i) => {
        const y = 58 + i * 34;
        g.text(icon(k), 30, y, 20);
        g.text(g.say(LABELS[k]), 48, y, 15, fg, 'left');
        const v = needs[k];
        ctx.fillStyle = 'rgba(255,255,255,0.12)';
        ctx.fillRect(140, y - 9, 300, 18);
        ctx.fillStyle = v > 50 ? '#22c55e' : v > 25 ? '#facc15' : '#ef4444';
        ctx.fillRect(140, y - 9, 3 * v, 18);
      });
      // the pet: breathing, asleep, sick or happy
      const bob = Math.sin(g.time * (asleep ? 1.2 : 3)) * (asleep ? 2 : 6);
      g.sprite('player', PET.x, PET.y + bob, 150);
      if (sick) g.text('🤒', PET.x + 62, PET.y - 62, 40);
      const wanted = !asleep && !sick ? wants(needs) : null;
      if (wanted) {
        ctx.fillStyle = '#ffffff';
        ctx.beginPath();
        ctx.ellipse(PET.x + 110, PET.y - 92, 30, 24, 0, 0, Math.PI * 2);
        ctx.fill();
        g.text(icon(wanted), PET.x + 110, PET.y - 92, 26);
      }
      if (joy > 0) g.text('💖', PET.x - 70, PET.y - 70 - (1.2 - joy) * 30, 26);
      for (const b of bubbles) g.text('🫧', b.x, b.y, 22);
      if (treat) {
        const t = treat.t;
        const look = food ? 'target' : null;
        const [x, y] = [
          treat.x + (PET.x - treat.x) * t,
          treat.y + (PET.y + 20 - treat.y) * t - Math.sin(t * Math.PI) * 80,
        ];
        if (look) g.sprite(look, x, y, 40);
        else g.text('🍎', x, y, 40);
      }
      if (asleep) {
        ctx.fillStyle = 'rgba(2,6,23,0.55)';
        ctx.fillRect(0, 200, W, H - 320);
        g.text('💤', PET.x + 70, PET.y - 70 - Math.sin(g.time * 2) * 8, 34);
      }
      g.text(`${g.say('Day')} ${1 + Math.floor(age / DAY)}`, W / 2, 470, 18, accent);
      if (sick) {
        panel(g, MEDICINE, true);
        g.text(`💊 ${g.say('Medicine')}`, MEDICINE.x + MEDICINE.w / 2, MEDICINE.y + MEDICINE.h / 2, 18, fg);
      }
      BUTTONS.forEach((b, i) => {
        const box = button(i);
        const [icon, label] = b.care === 'sleep' && asleep ? ['☀️', 'Wake'] : [b.care === 'feed' && food?.emoji ? food.emoji : b.icon, b.label]; // prettier-ignore
        panel(g, box, !asleep || b.care === 'sleep');
        g.text(icon, box.x + box.w / 2, box.y + 24, 26);
        g.text(g.say(label), box.x + box.w / 2, box.y + 52, 14, fg);
      });
    },
    timeUp: () => {
      save();
      g.win(`${g.role('player').name}: ${g.say('Day')} ${1 + Math.floor(age / DAY)}`);
    },
  };
});
