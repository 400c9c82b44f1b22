// What every game page shares, in the browser: a 480×640 canvas (scaled by the page's CSS), input from
// keyboard, mouse and touch, the title screen, score, lives, goal, timer, levels, win and lose, restart,
// local high scores, sounds that start on the first input, the night part's darkness, and the
// entities the design names, drawn as emoji or as a labelled shape.
// A mechanic (play/games/<id>.ts) is a function of this API that returns a Game; boot() runs it.
// The page reports its state on window.__degs so the checks (and nothing else) can watch it.
import type { Design, Difficulty, Entity, PartId, RoleId } from '../src/design';
import { drawerFor } from './drawn';
import { scenery } from './scenery';
import { tuneOf } from './music';
import { inWords } from '../src/words';

export type { Design, Entity, PartId, RoleId };

export const W = 480;
export const H = 640;

export type State = 'title' | 'play' | 'won' | 'over';
export type Sound = 'point' | 'hit' | 'shoot' | 'jump' | 'win' | 'lose' | 'tick' | 'beat' | 'bad';
export interface Vec {
  x: number;
  y: number;
}
/** A light at night: a place, and how far it reaches (px). */
export interface Light extends Vec {
  r?: number;
}

export interface Game {
  /** The real controls, shown on the title screen ("Arrows or drag to move"). */
  controls: string;
  /** A fresh round; called again for every new level (g.level tells which). */
  reset(): void;
  update(dt: number): void;
  draw(): void;
  /** Where the light is at night: the player, or several lights (fireflies), each `r` px (150 if not given). */
  light?(): Light | Light[];
  /** The round's timer ran out; without this the round ends as 'over' ("Time's up"). */
  timeUp?(): void;
  /** Its own counters and signs, drawn over the frame and over the dark at night. */
  drawOver?(): void;
}

export interface Input {
  /** Keys held now (KeyboardEvent.key; letters lower-case). */
  keys: Set<string>;
  /** A key went down this frame. */
  pressed(key: string): boolean;
  /** Characters typed this frame (printable keys and the on-screen keyboard of a phone). */
  typed: string[];
  pointer: { x: number; y: number; down: boolean };
  /** The pointer went down this frame (a tap or click), at tapAt. */
  tapped: boolean;
  /** That tap was a right click (a flag, an X: what a long press does on a phone). */
  secondary: boolean;
  /** Where the pointer last went down. */
  tapAt: Vec;
  /** A tap that ended this frame without a swipe, begun in play (not the press that started it). */
  released: boolean;
  /** A swipe that ended this frame. */
  swipe: 'up' | 'down' | 'left' | 'right' | null;
  /** Arrows or WASD as a unit-ish vector (player one; with twoPlayer, arrows only). */
  dir(): Vec;
  /** The second player's WASD (twoPlayer). */
  dir2(): Vec;
}

/** A rectangle on the canvas: a button, a block. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Api {
  W: number;
  H: number;
  ctx: CanvasRenderingContext2D;
  design: Design;
  input: Input;
  /** Difficulty × speed × 10% per level: multiply speeds and spawn rates by it. */
  diff: number;
  level: number;
  /** Seconds since the round started. */
  time: number;
  /** A line of the runtime's own words in the page's language (as it is when the page has none). */
  say(english: string): string;
  state(): State;
  has(part: PartId): boolean;
  /** The entity of a role (a neutral one when the design has none). */
  role(role: RoleId): Entity;
  /** diff for one role's things: × how much faster the design wants them than the rest. */
  pace(role: RoleId): number;
  /** The design's size for one role's things: × how much bigger the design wants them than the rest. */
  size(role: RoleId): number;
  /** The design's entity for `role` at (x, y), `size` pixels tall (× design size). */
  sprite(role: RoleId | Entity, x: number, y: number, size: number, angle?: number): void;
  text(s: string, x: number, y: number, size: number, color?: string, align?: CanvasTextAlign): void;
  sound(kind: Sound): void;
  /** The page's one audio context, once a first input has made it (null before, or without sound); what
   * is played on it waits for the browser to let it run, as every other sound of the page does. */
  audio(): AudioContext | null;
  /** A pitched note that fades out (a pad's tone, a melody's note), on the page's one audio context. */
  note(freq: number, seconds: number, wave?: OscillatorType, volume?: number): void;
  /** The design's music (params.music) on the game's own beat: a step every `step` s, the first in `wait` s. */
  musicOnBeat(step: number, wait: number): void;
  /** In the dark (night), a heartbeat that quickens as the nearest danger comes within 300 px: call it
   * every frame with that distance. */
  dread(distance: number, dt: number): void;
  /** Points; `quiet` for a score that ticks on its own (seconds survived). */
  addScore(n: number, quiet?: boolean): void;
  /** The round's clock from zero again, the round going on (a puzzle shuffled anew). */
  restartClock(): void;
  /** Games without lives (pong, puzzles) hide the hearts. */
  showLives(on: boolean): void;
  /** Games whose own count says how it goes (a puzzle's moves, a duel's points) hide the score line
   * while playing; the score still ends the round and ranks it. */
  showScore(on: boolean): void;
  /** Games whose design's goal counts something else (a race's marbles) hide the got/goal counter. */
  showGoal(on: boolean): void;
  score(): number;
  /** One of the goal's things was got; reaching the design's goal wins the round (or, after
   * `goalOpens`, opens the way out the game then wins by). */
  got(n?: number, look?: RoleId | Entity): void;
  /** Reaching the goal opens a way out ("find 5 keys to open the door") instead of winning. */
  goalOpens(): void;
  /** The design's goal is reached. */
  reached(): boolean;
  /** How many times the usual points one of this look is worth (the design's `worth`: "dragonflies
   * worth more points"); 1 for the rest. */
  worth(look: RoleId | Entity): number;
  /** A life lost; false when none are left (the round is then over, saying `why`: Game Over). */
  loseLife(why?: string): boolean;
  /** The round is won; `message` for a two-player game says who ("Player 1 wins"). */
  win(message?: string): void;
  lose(message?: string): void;
  rand(a: number, b: number): number;
  int(a: number, b: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
  hit(a: Vec, b: Vec, r: number): boolean;
  /** Whether a point is in a box (a button, a block): edges included. */
  within(p: Vec, box: Box): boolean;
  clamp(n: number, lo: number, hi: number): number;
  /** For typing games: a phone's keyboard opens on the next tap. */
  wantsKeyboard(on: boolean): void;
  /** Whether something that blinks after a hit (for `safe` more seconds) is drawn this frame. */
  showing(safe: number): boolean;
  /** A circle outline around something (a shield), `width` pixels thick. */
  ring(x: number, y: number, r: number, color: string, width?: number): void;
  /** A big line across the middle for a moment ("Boss!"), while play goes on. */
  announce(text: string): void;
  /** Holds the game still (no update) for a moment, then calls `then`: a verdict read before play goes on. */
  pause(seconds: number, then: () => void): void;
  /** A boss's health under the score line, with its name. */
  bossBar(who: RoleId, hp: number, max: number): void;
  /** What a boss is drawn as: the boss the design names ("a lich boss"), else `role`'s thing made big. */
  boss(role: RoleId): RoleId;
  /** Two players' hearts under the score line: player one's on the right, player two's on the left. */
  pairHearts(one: number, two: number): void;
  /** A life more (an extra heart picked as an upgrade), up to nine. */
  addLife(): void;
  /** What the game kept on this device under `name` (a pet and its needs), or null. */
  kept<T>(name: string): T | null;
  /** Keeps `value` on this device under `name`, for the next visit (small: a few KB). */
  keep(name: string, value: unknown): void;
  /** Saves a picture (a PNG of `canvas`, else of the game's) to the player's device: in the app, the page
   * around the game saves it (a sandboxed frame cannot download). */
  savePicture(canvas?: HTMLCanvasElement): void;
  /** Centred text broken into lines that fit the width, from `y` down. */
  wrap(s: string, y: number, size: number, color: string): void;
}

/** The colour emoji fonts, the server's (Debian's Noto) first, for every emoji drawn. */
const EMOJI_FONTS = '"Noto Color Emoji", "Apple Color Emoji", "Segoe UI Emoji", serif';
const NEUTRAL: Entity = { name: 'thing', emoji: null, color: '#94a3b8' };
const STAND_IN: Partial<Record<RoleId, RoleId>> = {
  boss: 'enemy',
  enemy: 'hazard',
  hazard: 'target',
  shot: 'target',
  goal: 'target',
  ally: 'player',
  target: 'player',
};
const DIFFICULTY = { easy: 0.75, normal: 1, hard: 1.35 } as const;
const TONES: Record<Sound, [number, number, OscillatorType, number]> = {
  point: [880, 0.06, 'square', 0.04],
  hit: [140, 0.25, 'sawtooth', 0.07],
  shoot: [1200, 0.03, 'triangle', 0.03],
  jump: [520, 0.08, 'square', 0.04],
  win: [1046, 0.5, 'triangle', 0.07],
  lose: [90, 0.6, 'sawtooth', 0.07],
  tick: [1500, 0.02, 'square', 0.02],
  beat: [220, 0.08, 'sine', 0.08],
  bad: [180, 0.12, 'square', 0.05],
};

declare global {
  interface Window {
    __degs?: unknown;
  }
}

/** Every thing the design names, once each: its roles in `order`, then its extras. */
export function namedThings(design: Design, order: RoleId[]): Entity[] {
  const named: Entity[] = [];
  for (const e of [...order.map((r) => design.roles[r]), ...(design.extras ?? [])])
    if (e && !named.some((x) => x.name === e.name)) named.push(e);
  return named;
}

/** The kinds a design's target comes in: the target, then up to `most` of its extras ("fruit": an
 * apple, then a banana, grapes...). */
export function targetKinds(design: Design, most: number): (RoleId | Entity)[] {
  return ['target', ...(design.extras ?? []).slice(0, most)];
}

/** A stopwatch's reading: "1:05". */
export const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/** A cursor on a grid of `count` cells, `cols` wide, moved by this frame's arrow keys (wrapping round). */
export function stepCursor(input: Input, at: number, cols: number, count: number): number {
  const by =
    (input.pressed('ArrowRight') ? 1 : 0) -
    (input.pressed('ArrowLeft') ? 1 : 0) +
    (input.pressed('ArrowDown') ? cols : 0) -
    (input.pressed('ArrowUp') ? cols : 0);
  return (((at + by) % count) + count) % count;
}

/** A shuffled copy (Fisher–Yates). */
export function shuffled<T>(list: T[]): T[] {
  const a = [...list];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

const IRREGULAR: Record<string, string> = {
  mouse: 'mice',
  person: 'people',
  child: 'children',
  goose: 'geese',
  tooth: 'teeth',
  foot: 'feet',
  man: 'men',
  woman: 'women',
  leaf: 'leaves',
  knife: 'knives',
  wolf: 'wolves',
  fish: 'fish',
  sheep: 'sheep',
  deer: 'deer',
  mail: 'mail',
};
/** Someone who looks in now and then (a sleeping cat that wakes, an owner at the door): away a while
 * (less as the game gets harder), a warning, then looking; `step` moves time on and says the phase it
 * turned to in this frame, if it turned. */
export function lookout(
  g: Pick<Api, 'rand' | 'diff'>,
  away: [number, number],
  warn: number,
  look: [number, number],
) {
  let phase: 'away' | 'warn' | 'look' = 'away';
  let left = g.rand(away[0], away[1]) + 1;
  return {
    phase: () => phase,
    step(dt: number): 'away' | 'warn' | 'look' | null {
      left -= dt;
      if (left > 0) return null;
      phase = phase === 'away' ? 'warn' : phase === 'warn' ? 'look' : 'away';
      left =
        phase === 'warn'
          ? warn / Math.sqrt(g.diff)
          : phase === 'look'
            ? g.rand(look[0], look[1])
            : g.rand(away[0], away[1]) / g.diff;
      return phase;
    },
  };
}

/** This frame's move of one steered by the arrows, or toward the pointer held down (a touch), which
 * it follows `toPointer` times as fast, up to the pointer and no further. */
export function steer(input: Input, at: Vec, speed: number, dt: number, toPointer = 1.2): Vec {
  const d = input.dir();
  if (d.x || d.y) {
    const n = Math.hypot(d.x, d.y);
    return { x: (d.x / n) * speed * dt, y: (d.y / n) * speed * dt };
  }
  const p = input.pointer;
  const dist = Math.hypot(p.x - at.x, p.y - at.y);
  if (!p.down || dist <= 4) return { x: 0, y: 0 };
  const step = Math.min(dist, speed * toPointer * dt);
  return { x: ((p.x - at.x) / dist) * step, y: ((p.y - at.y) / dist) * step };
}

/** A thing's name for more than one: "battery" → "batteries", "box" → "boxes", "mouse" → "mice". */
export function plural(name: string): string {
  const words = name.split(' ');
  const last = words.pop()!;
  const many =
    IRREGULAR[last] ??
    (/s$/.test(last)
      ? last
      : /[^aeiou]y$/.test(last)
        ? `${last.slice(0, -1)}ies`
        : /(x|z|ch|sh)$/.test(last)
          ? `${last}es`
          : `${last}s`);
  return [...words, many].join(' ');
}

/** 1234 → "1,234"; 1.2 million → "1.2M". */
export function short(n: number): string {
  const a = Math.abs(n);
  if (a >= 1e9) return `${(n / 1e9).toFixed(1)}B`;
  if (a >= 1e6) return `${(n / 1e6).toFixed(1)}M`;
  if (a >= 1e4) return `${(n / 1e3).toFixed(1)}K`;
  return Math.round(n).toLocaleString('en-US');
}

export function boot(make: (g: Api) => Game): void {
  const design = JSON.parse(document.getElementById('degs-design')!.textContent!) as Design;
  const cv = document.getElementById('game') as HTMLCanvasElement;
  const ctx = cv.getContext('2d')!;
  // A keyboard player reaches the game with Tab (and the player page's frame holds nothing else).
  cv.tabIndex = 0;
  cv.setAttribute('role', 'application');
  cv.setAttribute('aria-label', design.title);
  const has = (p: PartId) => design.parts.includes(p);
  // The page's language's words, when it is not English (embedded by the page builder).
  const table = JSON.parse(document.getElementById('degs-words')?.textContent ?? '{}') as Record<
    string,
    string
  >;
  const say = (english: string) => table[english] ?? english;

  let state: State = 'title';
  let score = 0;
  let lives = design.params.lives;
  let got = 0;
  let opens = false; // (the goal reached opens a way out: goalOpens)
  let level = 1;
  let time = 0;
  let message = '';
  let flash = 0;
  let audio: AudioContext | null = null;
  let drawn = new Set<string>();
  let frameDrawn = new Set<string>();
  // Where each named thing was drawn on the canvas (for the checks: a test can steer toward it).
  let places: { name: string; x: number; y: number }[] = [];
  let framePlaces: typeof places = [];
  // The words written on the canvas, where (a test reads a quiz's answers as a person would).
  let words: typeof places = [];
  let frameWords: typeof places = [];
  // What a game keeps between visits (its best scores, a pet and its needs): in the page that shows it
  // (a sandboxed frame has no storage of its own: it asks that page, which keeps it for this game), else
  // in this page's own storage.
  const keepKey = `degs-keep:${design.title}`;
  let keptHere: Record<string, unknown> = {};
  try {
    keptHere = JSON.parse(localStorage.getItem(keepKey) ?? '{}') as Record<string, unknown>;
  } catch {
    /* no storage in a sandboxed frame: the page around it keeps it */
  }
  const framed = window.parent !== window;
  addEventListener('message', (e) => {
    const m = e.data as { degs?: string; kept?: unknown } | null;
    if (e.source !== window.parent || m?.degs !== 'kept' || !m.kept || typeof m.kept !== 'object') return;
    if (Object.keys(keptHere).length) return;
    keptHere = m.kept as Record<string, unknown>;
    scores = loadScores();
  });
  if (framed) window.parent.postMessage({ degs: 'load' }, '*');
  function keepValue(name: string, value: unknown) {
    keptHere = { ...keptHere, [name]: value };
    try {
      localStorage.setItem(keepKey, JSON.stringify(keptHere));
    } catch {
      /* the page around keeps it */
    }
    if (framed) window.parent.postMessage({ degs: 'keep', kept: keptHere }, '*');
  }
  // The best five scores, kept as the rest is (with a choice of easy, normal and hard, each its own).
  const scoresName = () => `scores${has('modes') ? `:${design.params.difficulty}` : ''}`;
  function loadScores(): number[] {
    const kept = keptHere[scoresName()];
    return Array.isArray(kept) ? kept.filter((s): s is number => typeof s === 'number').slice(0, 5) : [];
  }
  function keepScore() {
    scores = [...scores, score].sort((a, b) => b - a).slice(0, 5);
    keepValue(scoresName(), scores);
  }
  let scores = loadScores();
  let banner = 0; // seconds left of the "Level N" banner
  let news = { text: '', left: 0 }; // announce()
  let paused: { left: number; then: () => void } | null = null; // pause()
  let nextLevel = false;
  let livesShown = true;
  let scoreShown = true;
  let goalShown = true;
  let timedOut = false;
  let endedAt = -Infinity; // a tap right as a round ends is still the old round's, not a restart
  let events = 0; // points scored and lives lost: what the play-test gate sees happen

  // Input ---------------------------------------------------------------------------------------
  // The controls the game reads (keys asked for, taps, drags, swipes, typing) are its declared
  // controls: the play-test gate drives a game with those (window.__degs.controls).
  const reads = new Set<string>();
  class HeldKeys extends Set<string> {
    override has(k: string): boolean {
      reads.add(k);
      return super.has(k);
    }
    /** Held, without counting as the game reading that key. */
    holds(k: string): boolean {
      return super.has(k);
    }
  }
  const keys = new HeldKeys();
  const down = new Set<string>();
  const typed: string[] = [];
  const pointer = { x: W / 2, y: H / 2, down: false };
  const tapAt: Vec = { x: W / 2, y: H / 2 };
  let tapped = false;
  let secondary = false;
  let released = false;
  let pressInPlay = false;
  let swipe: Input['swipe'] = null;
  let swipeFrom: Vec | null = null;
  const keyOf = (k: string) => (k.length === 1 ? k.toLowerCase() : k);
  const axis = (neg: string[], pos: string[]) =>
    (pos.some((k) => keys.has(k)) ? 1 : 0) - (neg.some((k) => keys.has(k)) ? 1 : 0);
  const input: Input = {
    keys,
    pressed: (k) => {
      reads.add(keyOf(k));
      return down.has(keyOf(k));
    },
    get typed() {
      reads.add('type');
      return typed;
    },
    get pointer() {
      reads.add('drag');
      return pointer;
    },
    get tapAt() {
      reads.add('tap');
      return tapAt;
    },
    get secondary() {
      return secondary;
    },
    get tapped() {
      reads.add('tap');
      return tapped;
    },
    get released() {
      reads.add('tap');
      return released;
    },
    get swipe() {
      reads.add('swipe');
      return swipe;
    },
    dir: () =>
      has('twoPlayer')
        ? { x: axis(['ArrowLeft'], ['ArrowRight']), y: axis(['ArrowUp'], ['ArrowDown']) }
        : { x: axis(['ArrowLeft', 'a'], ['ArrowRight', 'd']), y: axis(['ArrowUp', 'w'], ['ArrowDown', 's']) },
    dir2: () => ({ x: axis(['a'], ['d']), y: axis(['w'], ['s']) }),
  };
  // A hidden text field: the only way to raise a phone's keyboard.
  const field = document.createElement('input');
  field.setAttribute('autocapitalize', 'off');
  field.setAttribute('autocomplete', 'off');
  // Out of the Tab order: a keyboard player tabbing into the game reaches the game, not a hidden field
  // that would swallow Space (it is focused only to raise a phone's keyboard).
  field.tabIndex = -1;
  field.setAttribute('aria-hidden', 'true');
  field.style.cssText = 'position:fixed;left:-100px;top:0;width:1px;height:1px;opacity:0';
  document.body.appendChild(field);
  let keyboard = false;
  field.addEventListener('input', () => {
    for (const ch of field.value) typed.push(ch.toLowerCase());
    field.value = '';
  });

  addEventListener('keydown', (e) => {
    if (e.target === field && e.key.length === 1) return; // its 'input' event brings the character
    if (['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', ' '].includes(e.key)) e.preventDefault();
    const k = keyOf(e.key);
    if (!keys.holds(k)) down.add(k);
    keys.add(k);
    if (e.key.length === 1 && state === 'play') typed.push(e.key.toLowerCase());
    if (has('modes') && state !== 'play' && ['1', '2', '3'].includes(e.key)) {
      pickMode(MODES[Number(e.key) - 1]);
      press();
    } else if ((e.key === ' ' || e.key === 'Enter') && state !== 'play') press();
    else unlockAudio();
  });
  addEventListener('keyup', (e) => keys.delete(keyOf(e.key)));
  const at = (e: PointerEvent) => {
    const r = cv.getBoundingClientRect();
    pointer.x = ((e.clientX - r.left) / r.width) * W;
    pointer.y = ((e.clientY - r.top) / r.height) * H;
  };
  cv.addEventListener('pointerdown', (e) => {
    at(e);
    pointer.down = true;
    tapAt.x = pointer.x;
    tapAt.y = pointer.y;
    swipeFrom = { x: pointer.x, y: pointer.y };
    if (keyboard) field.focus();
    pressInPlay = state === 'play';
    if (state !== 'play') {
      const mode = has('modes') ? MODES.findIndex((_, i) => g.within(pointer, modeButton(i))) : -1;
      if (mode >= 0) pickMode(MODES[mode]);
      press();
    } else {
      tapped = true;
      secondary = e.button === 2;
      unlockAudio();
    }
  });
  cv.addEventListener('pointermove', at);
  cv.addEventListener('contextmenu', (e) => e.preventDefault()); // a long press is the game's
  addEventListener('pointerup', () => {
    pointer.down = false;
    if (swipeFrom) {
      const dx = pointer.x - swipeFrom.x;
      const dy = pointer.y - swipeFrom.y;
      if (Math.max(Math.abs(dx), Math.abs(dy)) > 30)
        swipe = Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'right' : 'left') : dy > 0 ? 'down' : 'up';
      else released = pressInPlay;
    }
    swipeFrom = null;
    pressInPlay = false;
  });

  // Sound ---------------------------------------------------------------------------------------
  function unlockAudio() {
    try {
      audio ??= new AudioContext();
      if (audio.state === 'suspended') void audio.resume();
    } catch {
      audio = null; // no sound here
    }
  }
  function sound(kind: Sound) {
    const [freq, dur, type, vol] = TONES[kind];
    note(freq, dur, type, vol);
  }
  function note(freq: number, dur: number, type: OscillatorType = 'triangle', vol = 0.1) {
    if (!audio) return;
    try {
      const o = audio.createOscillator();
      const gain = audio.createGain();
      o.type = type;
      o.frequency.value = freq;
      gain.gain.value = vol;
      o.connect(gain);
      gain.connect(audio.destination);
      o.start();
      gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + dur);
      o.stop(audio.currentTime + dur);
    } catch {
      /* a browser without WebAudio */
    }
  }

  // Music, when the design asks for it: the game's own tune, an eighth note a step, quietly under the
  // sounds, faster with the game's speed.
  const tune = design.params.music ? tuneOf(design.title) : null;
  let beat = 0;
  let beats = 0;
  let dreadIn = 0; // seconds to the next heartbeat (dread)
  let heartbeats = 0;
  let stepLength = 0.2 / Math.sqrt(design.params.speed); // (a rhythm game sets its own: musicOnBeat)
  function music(dt: number) {
    if (!tune || (beat -= dt) > 0) return;
    beat += stepLength;
    const step = beats % tune.melody.length;
    if (tune.melody[step]) note(tune.melody[step], 0.18, 'square', 0.025);
    if (step % 8 === 0) note(tune.bass[(step / 8) % tune.bass.length], 0.7, 'triangle', 0.05);
    beats += 1;
  }

  // Drawing -------------------------------------------------------------------------------------
  function text(
    s: string,
    x: number,
    y: number,
    size: number,
    color = design.setting.fg,
    align: CanvasTextAlign = 'center',
  ) {
    ctx.font = `bold ${size}px system-ui, sans-serif`;
    ctx.fillStyle = color;
    ctx.textAlign = align;
    ctx.textBaseline = 'middle';
    ctx.fillText(s, x, y);
    frameWords.push({ name: s, x, y });
  }
  // A role the design leaves out borrows a neighbour's thing, so what is drawn is always something named.
  const role = (r: RoleId): Entity => {
    // (a round won, the player is what it was turning into: the caterpillar a butterfly)
    if (r === 'player' && state === 'won' && design.becomes) return design.becomes;
    for (let at: RoleId | undefined = r; at; at = STAND_IN[at])
      if (design.roles[at]) return design.roles[at]!;
    return NEUTRAL;
  };
  // A role drawn at a size of its own ("make the butterflies bigger"); the kinds of a target with it.
  const scaled = new Map<string, number>();
  for (const [r, by] of Object.entries(design.params.scale ?? {}) as [RoleId, number][]) {
    if (design.roles[r]) scaled.set(design.roles[r]!.name, by);
    if (r === 'target') for (const e of design.extras ?? []) scaled.set(e.name, by);
  }
  // A recoloured emoji ("make the cat blue"): drawn once per size on a canvas of its own, its colour
  // blended in where the emoji is and nowhere else.
  const tinted = new Map<string, HTMLCanvasElement>();
  function tintedEmoji(emoji: string, tint: string, px: number): HTMLCanvasElement {
    const key = `${emoji}${tint}${Math.round(px)}`;
    const done = tinted.get(key);
    if (done) return done;
    const side = Math.ceil(px * 1.3);
    const c = document.createElement('canvas');
    c.width = c.height = side;
    const t = c.getContext('2d')!;
    const face = () => {
      t.font = `${px}px ${EMOJI_FONTS}`;
      t.textAlign = 'center';
      t.textBaseline = 'middle';
      t.fillStyle = '#000';
      t.fillText(emoji, side / 2, side / 2 + px * 0.06);
    };
    face();
    t.globalCompositeOperation = 'color';
    t.fillStyle = tint;
    t.fillRect(0, 0, side, side);
    t.globalCompositeOperation = 'destination-in';
    face();
    tinted.set(key, c);
    return c;
  }

  function sprite(who: RoleId | Entity, x: number, y: number, size: number, angle = 0) {
    const e = typeof who === 'string' ? role(who) : who;
    const px = size * design.params.size * (scaled.get(e.name) ?? 1);
    frameDrawn.add(e.name);
    if (design.worth?.[e.name]) {
      // what is worth more shines: a gold glow behind it that pulses
      const glow = ctx.createRadialGradient(x, y, px * 0.2, x, y, px * 0.9);
      glow.addColorStop(0, 'rgba(250, 204, 21, 1)');
      glow.addColorStop(1, 'rgba(250, 204, 21, 0)');
      ctx.save();
      ctx.globalAlpha *= 0.85 + 0.15 * Math.sin(performance.now() / 150);
      ctx.fillStyle = glow;
      ctx.fillRect(x - px, y - px, px * 2, px * 2);
      ctx.strokeStyle = '#facc15';
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.arc(x, y, px * 0.62, 0, Math.PI * 2);
      ctx.stroke();
      ctx.restore();
    }
    const m = ctx.getTransform();
    framePlaces.push({ name: e.name, x: Math.round(m.a * x + m.c * y + m.e), y: Math.round(m.b * x + m.d * y + m.f) }); // prettier-ignore
    ctx.save();
    ctx.translate(x, y);
    if (angle) ctx.rotate(angle);
    if (e.emoji && e.tint) {
      const c = tintedEmoji(e.emoji, e.tint, px);
      ctx.drawImage(c, -c.width / 2, -c.height / 2);
    } else if (e.emoji) {
      ctx.fillStyle = '#000'; // an emoji takes its alpha from the fill: a faded fill before would fade it
      ctx.font = `${px}px ${EMOJI_FONTS}`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(e.emoji, 0, px * 0.06);
    } else if (drawerFor(e.name)) {
      drawerFor(e.name)!(ctx, px);
    } else {
      // Something without an emoji: a shape in its colour, with its name on it.
      ctx.fillStyle = e.color;
      ctx.beginPath();
      ctx.arc(0, 0, px / 2, 0, Math.PI * 2);
      ctx.fill();
      ctx.strokeStyle = 'rgba(0,0,0,0.35)';
      ctx.lineWidth = 2;
      ctx.stroke();
      const label = e.name.length > 8 ? e.name.slice(0, 7) + '…' : e.name;
      ctx.font = `bold ${Math.max(9, px / Math.max(3.2, label.length * 0.62))}px system-ui, sans-serif`;
      ctx.fillStyle = '#0b0f14';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(label, 0, 0);
    }
    ctx.restore();
  }

  // The round -----------------------------------------------------------------------------------
  const levelDiff = () =>
    DIFFICULTY[design.params.difficulty] * design.params.speed * (1 + 0.1 * (level - 1));
  function end(next: State, why: string) {
    if (state !== 'play') return;
    state = next;
    message = why;
    endedAt = performance.now();
    keepScore();
    sound(next === 'won' ? 'win' : 'lose');
  }
  const g: Api = {
    W,
    H,
    ctx,
    design,
    input,
    diff: levelDiff(),
    level,
    time: 0,
    state: () => state,
    say,
    has,
    role,
    pace: (r) => g.diff * (design.params.pace?.[r] ?? 1),
    size: (r) => design.params.size * (design.params.scale?.[r] ?? 1),
    sprite,
    text,
    sound,
    note,
    dread(distance, dt) {
      if (!has('night') || state !== 'play' || (dreadIn -= dt) > 0 || distance > 300) return;
      note(58, 0.14, 'sine', 0.3); // (lub…)
      setTimeout(() => note(50, 0.12, 'sine', 0.22), 160); // (…dub)
      dreadIn = 0.35 + (distance / 300) * 0.85;
      heartbeats += 1;
    },
    musicOnBeat(step, wait) {
      stepLength = step;
      beat = wait;
      beats = 0;
    },
    audio: () => audio,
    addScore(n, quiet = false) {
      score += n;
      if (n && !quiet) events += 1;
      if (n > 0 && !quiet) sound('point');
    },
    kept: <T>(name: string) => (keptHere[name] as T | undefined) ?? null,
    keep: keepValue,
    savePicture(from = cv) {
      const png = from.toDataURL('image/png');
      if (framed) return window.parent.postMessage({ degs: 'picture', png, name: design.title }, '*');
      const a = document.createElement('a');
      a.href = png;
      a.download = `${design.title}.png`;
      a.click();
    },
    restartClock() {
      time = 0;
      g.time = 0;
    },
    showLives(on) {
      livesShown = on;
    },
    showScore(on) {
      scoreShown = on;
    },
    showGoal(on) {
      goalShown = on;
    },
    score: () => score,
    worth: (look) => design.worth?.[(typeof look === 'string' ? role(look) : look).name] ?? 1,
    got(n = 1, look) {
      got += n;
      g.addScore(n * (look ? g.worth(look) : 1));
      if (g.reached() && !opens) g.win();
    },
    goalOpens() {
      opens = true;
    },
    reached: () => design.params.goal !== null && got >= design.params.goal,
    loseLife(why = 'Game Over') {
      if (design.params.gentle) {
        // (no way to lose: the bump is felt, nothing is taken)
        flash = 0.15;
        sound('hit');
        return true;
      }
      lives -= 1;
      events += 1;
      flash = 0.3;
      sound('hit');
      if (lives <= 0) end('over', why);
      return lives > 0;
    },
    win(why = 'You Win!') {
      if (state !== 'play') return;
      // The next level starts after this frame's update, so a mechanic mid-loop keeps its old round.
      if (has('levels') && level < (design.params.levels ?? 9)) nextLevel = true;
      else end('won', why);
    },
    lose(why = 'Game Over') {
      end('over', why);
    },
    rand: (a, b) => a + Math.random() * (b - a),
    int: (a, b) => Math.floor(a + Math.random() * (b - a + 1)),
    pick: (list) => list[Math.floor(Math.random() * list.length)],
    chance: (p) => Math.random() < p,
    hit: (a, b, r) => (a.x - b.x) ** 2 + (a.y - b.y) ** 2 < r * r,
    within: (p, b) => p.x >= b.x && p.x <= b.x + b.w && p.y >= b.y && p.y <= b.y + b.h,
    clamp: (n, lo, hi) => Math.min(hi, Math.max(lo, n)),
    wantsKeyboard(on) {
      keyboard = on;
      if (!on) field.blur();
    },
    showing: (safe) => safe <= 0 || Math.floor(safe * 10) % 2 === 0,
    ring(x, y, r, color, width = 3) {
      ctx.strokeStyle = color;
      ctx.lineWidth = width;
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.stroke();
    },
    announce(s) {
      news = { text: s, left: 1.8 };
    },
    pause(seconds, then) {
      paused = { left: seconds, then };
    },
    bossBar(who, hp, max) {
      const w = 240;
      ctx.fillStyle = 'rgba(0,0,0,0.45)';
      ctx.fillRect(W / 2 - w / 2, 44, w, 12);
      ctx.fillStyle = '#ef4444';
      ctx.fillRect(W / 2 - w / 2, 44, (w * Math.max(0, hp)) / max, 12);
      text(role(who).name, W / 2, 66, 13, design.setting.fg);
    },
    boss: (r) => (design.roles.boss ? 'boss' : r),
    wrap,
    addLife() {
      lives = Math.min(9, lives + 1);
      sound('win');
    },
    pairHearts(one, two) {
      const hearts = (n: number) => '♥'.repeat(Math.max(0, n));
      text(`P1 ${hearts(one)}`, W - 12, 62, 18, design.setting.accent, 'right');
      text(`P2 ${hearts(two)}`, 12, 62, 18, '#f472b6', 'left');
    },
  };
  const game = make(g);
  // The control line in the page's words, put together once (the title screen draws it every frame).
  const controlsLine = inWords(game.controls, table);

  // Easy, normal or hard, picked on the title screen (the modes part): the pace and the lives of the one
  // picked (lives as the design says on normal, two more on easy, one fewer on hard), and its scores.
  const MODES: Difficulty[] = ['easy', 'normal', 'hard'];
  const MODE_NAMES = ['Easy', 'Normal', 'Hard'];
  const livesAsked = design.params.lives;
  const modeButton = (i: number) => ({ x: W / 2 - 183 + i * 124, y: H / 2 + 60, w: 118, h: 40 });
  function pickMode(mode: Difficulty) {
    design.params.difficulty = mode;
    design.params.lives = mode === 'easy' ? livesAsked + 2 : mode === 'hard' ? Math.max(1, livesAsked - 1) : livesAsked; // prettier-ignore
    scores = loadScores();
  }
  function startRound(fresh: boolean) {
    if (fresh) {
      score = 0;
      lives = design.params.lives;
      level = 1;
    }
    got = 0;
    time = 0;
    timedOut = false;
    news = { text: '', left: 0 };
    paused = null;
    g.level = level;
    g.time = 0;
    g.diff = levelDiff();
    game.reset();
  }
  function press() {
    unlockAudio();
    if (state === 'play' || performance.now() - endedAt < 600) return;
    nextLevel = false;
    down.clear(); // the key that started the round is not also the round's first move
    startRound(true);
    state = 'play';
    typed.length = 0;
    sound('jump');
  }
  startRound(true); // the title screen shows the scene behind it

  // The frame -----------------------------------------------------------------------------------
  let last = 0;
  const backdrop = scenery(ctx, design.setting, W, H);
  function hud() {
    if (scoreShown) text(`${say('Score')} ${short(score)}`, 12, 22, 20, design.setting.fg, 'left');
    const right: string[] = [];
    if (design.params.goal !== null && goalShown) right.push(`${got}/${design.params.goal}`);
    // (one life to start with: the first crash ends it, no hearts to count down)
    if (livesShown && lives > 0 && design.params.lives > 1 && !design.params.gentle)
      right.push(lives > 5 ? `♥×${lives}` : '♥'.repeat(lives));
    text(right.join('  '), W - 12, 22, 20, design.setting.accent, 'right');
    const mid: string[] = [];
    if (has('levels')) mid.push(`${say('Level')} ${level}`);
    if (has('timer')) mid.push(`${Math.max(0, Math.ceil(design.params.seconds - time))}s`);
    if (design.params.stopwatch) mid.push(`⏱ ${clock(time)}`);
    if (mid.length) text(mid.join('  '), W / 2, 22, 18, design.setting.fg);
  }
  function overlay() {
    // Dark enough that the title reads over a busy board behind it.
    ctx.fillStyle = 'rgba(0,0,0,0.78)';
    ctx.fillRect(0, 0, W, H);
    // (a message of two lines, "Ending 2/3" and the ending: the second wrapped under it)
    const [title, ...more] = (state === 'title' ? design.title : say(message)).split('\n');
    if (more.length) {
      text(title, W / 2, H / 2 - 196, fitting(title, 30), '#ffffff');
      wrap(more.join(' '), H / 2 - 158, 19, '#ffffff');
    } else text(title, W / 2, H / 2 - 150, fitting(title, title.length > 18 ? 28 : 38), '#ffffff');
    if (state === 'title') {
      wrap(design.tagline, H / 2 - 105, 18, design.setting.accent);
      if (mascot) sprite(mascot, W / 2, H / 2 - 20, 84);
      // (the best kept from before: coming back, there is a score to beat)
      if (has('highscores') && scores[0] > 0)
        text(`${say('Best')} ${short(scores[0])}`, W / 2, H / 2 + 40, 18, design.setting.accent);
    } else {
      text(
        `${say('Score')} ${short(score)}   ${say('Best')} ${short(Math.max(score, ...scores))}${design.params.stopwatch ? `   ⏱ ${clock(time)}` : ''}`, // prettier-ignore
        W / 2,
        H / 2 - 100,
        22,
        design.setting.accent,
      );
      // what the player turned into, above the title
      if (state === 'won' && design.becomes) sprite(design.becomes, W / 2, H / 2 - 215, 72);
      if (has('highscores'))
        scores.forEach((s, i) => text(`${i + 1}.  ${short(s)}`, W / 2, H / 2 - 60 + i * 26, 18, '#ffffff'));
      else if (mascot) sprite(mascot, W / 2, H / 2 - 20, 72);
    }
    if (has('modes'))
      MODES.forEach((m, i) => {
        const b = modeButton(i);
        const on = design.params.difficulty === m;
        ctx.fillStyle = on ? design.setting.accent : 'rgba(255,255,255,0.12)';
        ctx.beginPath();
        ctx.roundRect(b.x, b.y, b.w, b.h, 10);
        ctx.fill();
        text(`${i + 1}  ${say(MODE_NAMES[i])}`, b.x + b.w / 2, b.y + b.h / 2, 17, on ? '#0b1020' : '#ffffff');
      });
    const start = say(state === 'title' ? 'Tap or press Space to start' : 'Tap or press Space to play again');
    const below = has('modes') ? 30 : 0; // (under the buttons)
    text(start, W / 2, H / 2 + 100 + below, fitting(start, 20), '#ffffff');
    wrap(controlsLine, H / 2 + 135 + below, 15, '#e2e8f0');
  }
  /** The largest size up to `size` at which one line of `s` fits the width (longer languages). */
  function fitting(s: string, size: number): number {
    ctx.font = `bold ${size}px system-ui, sans-serif`;
    return Math.min(size, Math.floor((size * (W - 32)) / ctx.measureText(s).width));
  }
  function wrap(s: string, y: number, size: number, color: string) {
    ctx.font = `bold ${size}px system-ui, sans-serif`;
    const words = s.split(' ');
    let line = '';
    let row = 0;
    for (const w of words) {
      const next = line ? `${line} ${w}` : w;
      if (ctx.measureText(next).width > W - 40 && line) {
        text(line, W / 2, y + row++ * (size + 6), size, color);
        line = w;
      } else line = next;
    }
    if (line) text(line, W / 2, y + row * (size + 6), size, color);
  }
  // Who stands on the title screen: the player, or in a game without one (popping) what it is about;
  // nobody in a game of numbers (2048, sudoku, a reaction test), never a stand-in shape.
  const mascot = (['player', 'target', 'ally', 'hazard', 'enemy', 'goal', 'shot'] as RoleId[]).find(
    (r) => design.roles[r],
  );
  let shade: CanvasRenderingContext2D | null = null;
  /** The night: dark everywhere but around each light, on a layer of its own laid over the frame. */
  const PING = 1.6;
  let prevWave = 0;
  function darkness(lights: Light[]) {
    if (!shade) {
      const layer = document.createElement('canvas');
      layer.width = W;
      layer.height = H;
      shade = layer.getContext('2d')!;
    }
    shade.globalCompositeOperation = 'source-over';
    shade.clearRect(0, 0, W, H);
    shade.fillStyle = 'rgba(0,0,0,0.94)';
    shade.fillRect(0, 0, W, H);
    shade.globalCompositeOperation = 'destination-out';
    for (const at of lights) {
      const r = at.r ?? 150;
      // seeing by echoes: a dim glow, and every 1.6 s a ping that spreads out across the board and fades
      const wave = design.params.pulse ? (time % PING) / PING : -1;
      if (wave >= 0 && wave < prevWave) sound('tick');
      prevWave = wave;
      const near = wave >= 0 ? r * 0.45 : r;
      const grad = shade.createRadialGradient(at.x, at.y, near * 0.35, at.x, at.y, near);
      grad.addColorStop(0, 'rgba(0,0,0,1)');
      grad.addColorStop(1, 'rgba(0,0,0,0)');
      shade.fillStyle = grad;
      shade.fillRect(at.x - near, at.y - near, 2 * near, 2 * near);
      if (wave >= 0) {
        const far = Math.max(r * 2.2, 340) * wave;
        const ring = shade.createRadialGradient(at.x, at.y, far * 0.5, at.x, at.y, far + 1);
        ring.addColorStop(0, 'rgba(0,0,0,0)');
        ring.addColorStop(0.85, `rgba(0,0,0,${(1 - wave * wave) * 0.95})`);
        ring.addColorStop(1, 'rgba(0,0,0,0)');
        shade.fillStyle = ring;
        shade.fillRect(at.x - far, at.y - far, 2 * far, 2 * far);
      }
    }
    ctx.drawImage(shade.canvas, 0, 0);
  }

  function frame(t: number) {
    const dt = Math.min(0.05, (t - last) / 1000 || 0);
    last = t;
    frameDrawn = new Set();
    framePlaces = [];
    frameWords = [];
    ctx.fillStyle = design.setting.bg;
    ctx.fillRect(0, 0, W, H);
    backdrop?.(t / 1000);
    if (state === 'play') {
      if (banner > 0) banner -= dt;
      else {
        time += dt;
        g.time = time;
        if (!paused) game.update(dt);
        else if ((paused.left -= dt) <= 0) {
          const then = paused.then;
          paused = null;
          then();
        }
      }
      if (nextLevel && state === 'play') {
        nextLevel = false;
        level += 1;
        sound('win');
        startRound(false);
        banner = 1.5;
      }
      if (state === 'play' && has('timer') && time >= design.params.seconds && !timedOut) {
        timedOut = true; // told once
        if (game.timeUp) game.timeUp();
        // (a timed level with nothing to reach is a stage: got something, on to the next)
        else if (has('levels') && design.params.goal === null && got > 0) g.win();
        else end('over', "Time's up");
      }
    }
    if (state === 'play') music(dt);
    game.draw();
    if (has('night') && game.light) darkness([game.light()].flat());
    game.drawOver?.();
    if (flash > 0) {
      flash -= dt;
      ctx.fillStyle = `rgba(255,0,0,${Math.max(0, flash)})`;
      ctx.fillRect(0, 0, W, H);
    }
    if (state === 'play') {
      hud();
      if (banner > 0) text(`${say('Level')} ${level}`, W / 2, H / 2, 48, '#ffffff');
      else if (news.left > 0) {
        news.left -= dt;
        ctx.globalAlpha = Math.min(1, news.left * 2);
        text(news.text, W / 2, H / 2 - 80, 40, '#ffffff');
        ctx.globalAlpha = 1;
      }
    } else overlay();
    drawn = frameDrawn;
    places = framePlaces;
    words = frameWords;
    down.clear();
    typed.length = 0;
    tapped = false;
    secondary = false;
    released = false;
    swipe = null;
    requestAnimationFrame(frame);
  }
  window.__degs = {
    get state() {
      return state;
    },
    /** How hard the round is: easy, normal or hard (picked on the title screen with the modes part). */
    get difficulty() {
      return design.params.difficulty;
    },
    get score() {
      return score;
    },
    get lives() {
      return lives;
    },
    /** Things got toward the goal this round (of the score, what is not for anything else). */
    get got() {
      return got;
    },
    get level() {
      return level;
    },
    /** Names of the entities drawn in the last frame. */
    get drawn() {
      return [...drawn];
    },
    /** Steps of the music played so far (0 without music). */
    get beats() {
      return beats;
    },
    /** Heartbeats heard so far in the dark as danger came near (dread). */
    get heartbeats() {
      return heartbeats;
    },
    /** Where each named thing was drawn in the last frame, in the canvas's pixels. */
    get places() {
      return places.map((p) => ({ ...p }));
    },
    /** The words written on the canvas in the last frame, and where. */
    get words() {
      return words.map((w) => ({ ...w }));
    },
    /** The controls the game has read since it started: key names, 'tap', 'drag', 'swipe', 'type'. */
    get controls() {
      return [...reads];
    },
    /** Points scored and lives lost so far. */
    get events() {
      return events;
    },
    mechanic: design.mechanic,
  };
  requestAnimationFrame(frame);
}
