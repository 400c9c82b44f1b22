// Piano tiles: black tiles scroll down four white lanes; tap each one in order, lowest first (or press
// D F J K / the arrows for its lane). Every tile is the next note of a well-known tune, so tapping plays
// it; a long tile is a long note. Tapping white (or a tile out of order), or letting a tile slip off
// the bottom, stops the board with that spot flashing red and costs a life; the board then winds back
// and waits for a tap on the next tile. The first tap starts it; it speeds up with every tile.
// Roles: target (only when the design names one) = a small sprite on each black tile ("drum", "note");
// nothing else named is drawn in play. Drums there play drums, one per lane, instead of the tune.
// Parts: timer (no end to the tune: last until time is up = win), levels (the next tune, faster),
// highscores. A goal counts tiles (g.got, the tune repeating as needed); else playing the whole tune wins.
import { boot } from '../runtime';

const DRUMS: [number, number, OscillatorType][] = [
  [55, 0.25, 'sine'],
  [98, 0.18, 'sine'],
  [147, 0.15, 'sine'],
  [220, 0.06, 'square'],
];

interface Tile {
  lane: number;
  at: number; // rows from the start of the tune to its bottom edge
  len: number; // rows long: 1 a quarter note, 2 a half…
  semi: number; // semitones from middle C
  hit: number; // seconds since it was tapped; < 0 not yet
}

// Notes: g a b = G3 A3 B3, C D E F G A B = C4…B4, c d e f = C5…F5. After a note: - half, . dotted, _ eighth.
const PITCH = 'gabCDEFGABcdef';
const SEMI = [-5, -3, -1, 0, 2, 4, 5, 7, 9, 11, 12, 14, 16, 17];
const LEN: Record<string, number> = { '-': 2, '.': 1.5, _: 0.5 };
const TUNES: Record<string, string> = {
  'Ode to Joy': 'EEFGGFEDCCDEE.D_D- EEFGGFEDCCDED.C_C- DDECDE_F_ECDE_F_EDCDg- EEFGGFEDCCDED.C_C-',
  'Twinkle Twinkle': 'CCGGAAG-FFEEDDC- GGFFEED-GGFFEED- CCGGAAG-FFEEDDC-',
  'Jingle Bells': 'EEE-EEE-EGC.D_E- FFF.F_FEEE_E_EDDED-G- EEE-EEE-EGC.D_E- FFF.F_FEEE_E_GGFDC-',
};
const LANES = 4;
const LW = 120;
const ROW = 150;
const TOP = 48;
const BASE = 640 - 70; // where the next tile's bottom edge waits
const KEYS = [
  ['d', 'ArrowLeft'],
  ['f', 'ArrowDown'],
  ['j', 'ArrowUp'],
  ['k', 'ArrowRight'],
];

boot((g) => {
  const drums = /\b(drums?|drum kit|bongos?|percussion)$/.test(g.design.roles.target?.name ?? '');
  g.showLives(g.design.params.lives > 1); // one life: the classic one-mistake game
  const d = g.design;
  const asked = [d.title, d.tagline, ...d.words].join(' ').toLowerCase();
  const names = Object.keys(TUNES);
  // The tune the words ask for, else a random one; each level the next.
  const first = [/joy|beethoven/, /twinkle|star|lullaby/, /jingle|christmas|xmas|santa|bell/].findIndex(
    (re) => re.test(asked),
  );
  const start = first >= 0 ? first : g.int(0, 2);
  const endless = d.params.goal !== null || g.has('timer');
  let tiles: Tile[];
  let tune: { semi: number; len: number }[];
  let tuneName: string;
  let pos: number; // rows scrolled
  let next: number; // index of the tile to tap
  let running: boolean;
  let fail: { lane: number; top: number; h: number; t: number } | null;
  let hits: number;

  const speed = () => Math.min(7, (1.9 + 0.035 * hits) * g.diff); // rows a second
  const bottom = (t: Tile) => BASE - (t.at - pos) * ROW;

  function parse(s: string) {
    const out: { semi: number; len: number }[] = [];
    for (const ch of s.replace(/ /g, '')) {
      const p = PITCH.indexOf(ch);
      if (p >= 0) out.push({ semi: SEMI[p], len: 1 });
      else if (out.length) out[out.length - 1].len = LEN[ch] ?? 1;
    }
    return out;
  }
  /** Tiles for one more pass through the tune, each in a lane other than the last one's. */
  function more() {
    let at = tiles.length ? tiles[tiles.length - 1].at + tiles[tiles.length - 1].len : 0;
    let lane = tiles.length ? tiles[tiles.length - 1].lane : -1;
    for (const n of tune) {
      lane = (lane + g.int(1, LANES - 1)) % LANES;
      tiles.push({ lane, at, len: n.len, semi: n.semi, hit: -1 });
      at += n.len;
    }
  }
  /** A piano-ish note: a triangle wave that fades, a little longer for a long tile. With drums, each
   * lane its drum: a kick, two toms and a snare. */
  function play(t: Tile) {
    if (drums) {
      const [freq, len, wave] = DRUMS[t.lane];
      g.note(freq, len, wave, 0.3);
      return;
    }
    const len = 0.35 + t.len * 0.35;
    const freq = 261.63 * 2 ** (t.semi / 12);
    g.note(freq, len, 'triangle', 0.22);
    g.note(freq * 2, len, 'triangle', 0.05); // an octave above, faintly: more piano than beep
  }
  function stop(lane: number, top: number, h: number) {
    fail = { lane, top, h, t: 0 };
    running = false;
    g.sound('bad');
  }
  /** A tap or key in a lane, at height y (null for a key: anywhere in the lane). */
  function press(lane: number, y: number | null) {
    if (fail) return;
    const t = tiles[next];
    const b = bottom(t);
    if (t.lane === lane && (y === null || (y > b - t.len * ROW - 40 && y < b + 40))) {
      t.hit = 0;
      next++;
      hits++;
      running = true;
      play(t);
      if (d.params.goal !== null) g.got(1);
      else g.addScore(1);
      if (!endless && next >= tune.length) g.win();
      else if (tiles.length - next < 12) more();
      return;
    }
    // White, or a tile out of order: that spot flashes red.
    if (y === null) stop(lane, b - t.len * ROW, t.len * ROW);
    else stop(lane, y - ROW / 2, ROW);
  }

  return {
    controls: 'Tap the black tiles in order, lowest first, or press D F J K; never tap the white',
    reset() {
      tuneName = names[(start + g.level - 1) % names.length];
      tune = parse(TUNES[tuneName]);
      tiles = [];
      more();
      pos = 0;
      next = 0;
      running = false;
      fail = null;
      hits = 0;
    },
    update(dt) {
      for (const t of tiles) if (t.hit >= 0) t.hit += dt;
      if (fail) {
        fail.t += dt;
        if (fail.t < 0.9) return;
        fail = null;
        if (!g.loseLife()) return;
        pos = tiles[next].at; // wound back: the missed tile waits at the bottom for a tap
        return;
      }
      KEYS.forEach((keys, lane) => keys.some((k) => g.input.pressed(k)) && press(lane, null));
      const p = g.input.tapAt;
      if (g.input.tapped && p.y > TOP) press(g.clamp(Math.floor(p.x / LW), 0, LANES - 1), p.y);
      if (!running || fail) return;
      pos += speed() * dt;
      const t = tiles[next];
      if (bottom(t) - t.len * ROW > g.H - ROW * 0.45) {
        pos -= (bottom(t) - g.H + 8) / ROW; // back up so the whole missed tile shows
        stop(t.lane, bottom(t) - t.len * ROW, t.len * ROW);
      }
    },
    draw() {
      const { ctx } = g;
      const { accent } = d.setting;
      ctx.fillStyle = '#f8fafc';
      ctx.fillRect(0, TOP, g.W, g.H - TOP);
      ctx.fillStyle = '#cbd5e1';
      for (let i = 1; i < LANES; i++) ctx.fillRect(i * LW - 1, TOP, 2, g.H - TOP);
      ctx.save();
      ctx.beginPath();
      ctx.rect(0, TOP, g.W, g.H - TOP);
      ctx.clip();
      for (let i = Math.max(0, next - 6); i < tiles.length; i++) {
        const t = tiles[i];
        const b = bottom(t);
        const h = t.len * ROW;
        if (b < TOP) break;
        const x = t.lane * LW + 2;
        if (t.hit >= 0) {
          // A tapped tile goes pale, with a ripple from where it was struck.
          ctx.fillStyle = `rgba(148,163,184,${Math.max(0.25, 1 - t.hit * 2)})`;
          ctx.fillRect(x, b - h + 2, LW - 4, h - 4);
          continue;
        }
        ctx.fillStyle = '#111827';
        ctx.fillRect(x, b - h + 2, LW - 4, h - 4);
        if (t.len > 1) {
          ctx.fillStyle = accent;
          ctx.fillRect(x + LW / 2 - 4, b - h + 14, 4, h - 28); // a long note's line
        }
        if (d.roles.target) {
          ctx.fillStyle = '#e2e8f0'; // a light spot, so a dark sprite shows on the black
          ctx.beginPath();
          ctx.arc(x + LW / 2 - 2, b - 34, 20, 0, Math.PI * 2);
          ctx.fill();
          g.sprite('target', x + LW / 2 - 2, b - 34, 28 / Math.max(1, d.params.size));
        }
        if (i === next && !running && !fail)
          g.text(
            hits ? 'Tap' : 'Start',
            x + LW / 2 - 2,
            b - h / 2 - (d.roles.target ? 10 : 0),
            24,
            '#ffffff',
          );
      }
      if (fail && fail.t % 0.3 < 0.18) {
        ctx.fillStyle = '#ef4444';
        ctx.fillRect(fail.lane * LW + 2, fail.top + 2, LW - 4, fail.h - 4);
      }
      ctx.restore();
      ['D', 'F', 'J', 'K'].forEach((k, i) => g.text(k, i * LW + LW / 2, g.H - 14, 14, '#94a3b8'));
      // How far through the tune (or how fast, when it has no end).
      ctx.fillStyle = accent;
      const done = endless ? Math.min(1, speed() / 7) : next / tune.length;
      ctx.fillRect(0, TOP - 4, g.W * done, 4);
      if (!running && !fail && !hits) {
        ctx.fillStyle = d.setting.bg;
        ctx.beginPath();
        ctx.roundRect(g.W / 2 - 120, 86, 240, 44, 22);
        ctx.fill();
        g.text(`♪ ${tuneName}`, g.W / 2, 108, 22, d.setting.fg);
      }
    },
    timeUp: () => g.win(),
  };
});
