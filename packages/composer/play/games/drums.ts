// Roles: extras = the rows (kick, snare, hi-hat, clap unless others are named: tom, bass, cowbell), each
// drawn by its row. Parts: timer. A drum machine (drums.ts): 16 steps a row; tap a square to turn it on (a
// bass square goes through its notes); Play (or Space) runs the playhead across and each square on sounds
// as it passes; the tempo slider (or − and +) sets the beats a minute; Random (or R) makes a beat, Clear
// (or C) empties it. The beat and its tempo are kept on this device for the next visit.
import { boot, type Box } from '../runtime';
import { along, onTrack, panel, slider } from '../panel';
import { BASS_NOTES, empty, randomBeat, stepAt, STEPS, toggle, type Pattern } from '../drums';

const GRID_X = 100;
const GRID_Y = 196;
const CELL_W = 23;
const ROW_H = 44;
const PLAY: Box = { x: 16, y: 76, w: 110, h: 48 };
const RANDOM: Box = { x: 138, y: 76, w: 110, h: 48 };
const CLEAR: Box = { x: 260, y: 76, w: 100, h: 48 };
const TRACK = { x: 110, y: 156, w: 240 };
const BPM: [number, number] = [60, 200];
const DRUMS = ['kick', 'snare', 'hi-hat', 'clap', 'tom', 'cowbell', 'bass'];

interface Saved {
  pattern: Pattern;
  bpm: number;
}

boot((g) => {
  g.showLives(false);
  g.showScore(false); // (a toy: nothing to score)
  const rows = (g.design.extras ?? [])
    .map((e) => e.name)
    .filter((n) => DRUMS.includes(n))
    .slice(0, 7);
  const cellBox = (r: number, s: number): Box => ({ x: GRID_X + s * CELL_W, y: GRID_Y + r * ROW_H, w: CELL_W - 3, h: ROW_H - 6 }); // prettier-ignore
  let pattern: Pattern;
  let bpm: number;
  let playing: boolean;
  let t: number; // seconds since Play
  let at: number; // the step last sounded
  let sliding: boolean;
  let noise: AudioBuffer | null = null;

  const save = () => g.keep('beat', { pattern, bpm } satisfies Saved);

  /** Each drum made on the page's audio context: a falling sine for a kick, noise for a snare… */
  function sound(row: string, value: number) {
    const audio = g.audio();
    if (!audio) return;
    const t0 = audio.currentTime + 0.01;
    const out = (vol: number, dur: number) => {
      const gain = audio.createGain();
      gain.gain.setValueAtTime(vol, t0);
      gain.gain.exponentialRampToValueAtTime(0.001, t0 + dur);
      gain.connect(audio.destination);
      return gain;
    };
    const tone = (
      type: OscillatorType,
      from: number,
      to: number,
      dur: number,
      vol: number,
      filter?: BiquadFilterNode,
    ) => {
      const o = audio.createOscillator();
      o.type = type;
      o.frequency.setValueAtTime(from, t0);
      o.frequency.exponentialRampToValueAtTime(to, t0 + dur);
      o.connect(filter ?? out(vol, dur));
      if (filter) filter.connect(out(vol, dur));
      o.start(t0);
      o.stop(t0 + dur);
    };
    const hiss = (type: BiquadFilterType, freq: number, dur: number, vol: number, at = 0) => {
      if (!noise) {
        noise = audio.createBuffer(1, audio.sampleRate * 0.5, audio.sampleRate);
        const d = noise.getChannelData(0);
        for (let i = 0; i < d.length; i++) d[i] = Math.random() * 2 - 1;
      }
      const src = audio.createBufferSource();
      src.buffer = noise;
      const f = audio.createBiquadFilter();
      f.type = type;
      f.frequency.value = freq;
      src.connect(f);
      const gain = audio.createGain();
      gain.gain.setValueAtTime(vol, t0 + at);
      gain.gain.exponentialRampToValueAtTime(0.001, t0 + at + dur);
      f.connect(gain);
      gain.connect(audio.destination);
      src.start(t0 + at);
      src.stop(t0 + at + dur);
    };
    if (row === 'kick') tone('sine', 150, 45, 0.3, 0.9);
    if (row === 'snare') {
      hiss('highpass', 1200, 0.15, 0.5);
      tone('triangle', 190, 150, 0.1, 0.3);
    }
    if (row === 'hi-hat') hiss('highpass', 7000, 0.05, 0.3);
    if (row === 'clap') for (const k of [0, 0.012, 0.024]) hiss('bandpass', 1500, 0.1, 0.5, k);
    if (row === 'tom') tone('sine', 220, 110, 0.25, 0.7);
    if (row === 'cowbell') {
      const f = audio.createBiquadFilter();
      f.type = 'bandpass';
      f.frequency.value = 700;
      tone('square', 540, 540, 0.2, 0.25, f);
      tone('square', 800, 800, 0.2, 0.2);
    }
    if (row === 'bass' && value > 0) {
      const f = audio.createBiquadFilter();
      f.type = 'lowpass';
      f.frequency.value = 500;
      const freq = BASS_NOTES[value - 1][1];
      tone('sawtooth', freq, freq, 0.22, 0.5, f);
    }
  }

  return {
    controls: 'Tap the squares to turn them on; Space plays or stops, − + set the tempo, R a random beat',
    reset() {
      const kept = g.kept<Saved>('beat');
      // (the beat of the last visit, when it has the rows this machine has)
      pattern = kept && rows.every((r) => kept.pattern[r]?.length === STEPS) ? kept.pattern : empty(rows);
      bpm = kept?.bpm ?? 110;
      playing = false;
      t = 0;
      at = -1;
      sliding = false;
    },
    update(dt) {
      const inp = g.input;
      const tap = (b: Box) => inp.tapped && g.within(inp.pointer, b);
      if (inp.pressed(' ') || tap(PLAY)) {
        playing = !playing;
        t = 0;
        at = -1;
      }
      if (inp.pressed('r') || tap(RANDOM)) {
        pattern = randomBeat(rows, Math.random);
        save();
      }
      if (inp.pressed('c') || tap(CLEAR)) {
        pattern = empty(rows);
        save();
      }
      if (inp.pressed('-') || inp.pressed('ArrowLeft')) bpm = Math.max(BPM[0], bpm - 5);
      if (inp.pressed('+') || inp.pressed('=') || inp.pressed('ArrowRight')) bpm = Math.min(BPM[1], bpm + 5);
      if (inp.tapped) sliding = onTrack(inp.pointer, TRACK);
      if (!inp.pointer.down && sliding) {
        sliding = false;
        save();
      }
      if (sliding) bpm = Math.round(BPM[0] + along(inp.pointer, TRACK) * (BPM[1] - BPM[0]));
      rows.forEach((row, r) => {
        for (let s = 0; s < STEPS; s++)
          if (tap(cellBox(r, s))) {
            toggle(pattern, row, s);
            save();
            // (a square turned on sounds at once, so you hear what you put)
            if (pattern[row][s]) sound(row, pattern[row][s]);
          }
      });
      if (!playing) return;
      t += dt;
      const now = stepAt(t, bpm);
      if (now !== at) {
        at = now;
        for (const row of rows) if (pattern[row][now]) sound(row, pattern[row][now]);
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      panel(g, PLAY, playing);
      g.text(playing ? `■ ${g.say('Stop')}` : `▶ ${g.say('Play')}`, PLAY.x + PLAY.w / 2, PLAY.y + PLAY.h / 2, 18, '#ffffff'); // prettier-ignore
      panel(g, RANDOM, true);
      g.text(`🎲 ${g.say('Random')}`, RANDOM.x + RANDOM.w / 2, RANDOM.y + RANDOM.h / 2, 16, '#ffffff');
      panel(g, CLEAR, true);
      g.text(g.say('Clear'), CLEAR.x + CLEAR.w / 2, CLEAR.y + CLEAR.h / 2, 16, '#ffffff');
      slider(g, TRACK, g.say('Tempo'), (bpm - BPM[0]) / (BPM[1] - BPM[0]));
      g.text(`${bpm} BPM`, TRACK.x + TRACK.w + 16, TRACK.y, 16, fg, 'left');
      // the rows: each drum by its picture and name, then its 16 squares in groups of four
      const extras = g.design.extras ?? [];
      rows.forEach((row, r) => {
        const y = GRID_Y + r * ROW_H + (ROW_H - 6) / 2;
        const e = extras.find((x) => x.name === row);
        if (e) g.sprite(e, 20, y, 24);
        g.text(g.say(row[0].toUpperCase() + row.slice(1)), 36, y, 13, fg, 'left');
        for (let s = 0; s < STEPS; s++) {
          const b = cellBox(r, s);
          const value = pattern[row][s];
          ctx.fillStyle = value
            ? accent
            : Math.floor(s / 4) % 2
              ? 'rgba(255,255,255,0.10)'
              : 'rgba(255,255,255,0.18)';
          ctx.fillRect(b.x, b.y, b.w, b.h);
          if (row === 'bass' && value)
            g.text(BASS_NOTES[value - 1][0], b.x + b.w / 2, b.y + b.h / 2, 11, '#ffffff');
        }
      });
      // the playhead over the step playing
      if (playing && at >= 0) {
        ctx.strokeStyle = '#ffffff';
        ctx.lineWidth = 2;
        ctx.strokeRect(GRID_X + at * CELL_W - 1, GRID_Y - 4, CELL_W + 1, rows.length * ROW_H + 2);
      }
      for (let s = 0; s < STEPS; s += 4) g.text(String(s / 4 + 1), GRID_X + s * CELL_W + CELL_W / 2, GRID_Y - 14, 12, fg + 'aa'); // prettier-ignore
    },
  };
});
