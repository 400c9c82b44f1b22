// Animal calls made on the page's audio context: no recordings, so each is put together from a few
// oscillators and filtered noise, shaped the way the call goes (a moo's low slide, a meow's rise and
// fall, a duck's three nasal quacks). Enough to tell a cow from a cat in a quiz, not to fool a farmer.

interface Part {
  /** Seconds after the call starts. */
  at: number;
  dur: number;
  wave: OscillatorType | 'noise';
  /** Pitch from → to (Hz); noise ignores it. */
  from?: number;
  to?: number;
  /** A middle pitch it passes through halfway (a meow's "e-ow"). */
  via?: number;
  /** A filter the sound goes through: band-pass (a vowel), low-pass or high-pass, at Hz. */
  filter?: [BiquadFilterType, number, number?];
  /** A wobble of the pitch: [Hz, depth in Hz]. */
  wobble?: [number, number];
  vol?: number;
}

const call = (parts: Part[]) => parts;
const repeat = (times: number, gap: number, part: Part): Part[] =>
  Array.from({ length: times }, (_, k) => ({ ...part, at: part.at + k * gap }));

/** Each animal's call, by the animal's name (lower case). */
const CALLS: Record<string, Part[]> = {
  cow: call([{ at: 0, dur: 1.3, wave: 'sawtooth', from: 125, to: 100, filter: ['lowpass', 500], vol: 0.35 }]),
  dog: repeat(2, 0.32, { at: 0, dur: 0.16, wave: 'sawtooth', from: 320, to: 160, filter: ['bandpass', 700, 1.5], vol: 0.5 }), // prettier-ignore
  cat: call([{ at: 0, dur: 0.75, wave: 'sawtooth', from: 480, via: 820, to: 560, filter: ['bandpass', 1500, 2], vol: 0.45 }]), // prettier-ignore
  pig: repeat(3, 0.18, { at: 0, dur: 0.11, wave: 'square', from: 190, to: 140, filter: ['lowpass', 700], vol: 0.3 }), // prettier-ignore
  sheep: call([{ at: 0, dur: 0.9, wave: 'sawtooth', from: 320, to: 300, wobble: [7, 25], filter: ['bandpass', 1000, 2], vol: 0.45 }]), // prettier-ignore
  goat: call([{ at: 0, dur: 0.7, wave: 'sawtooth', from: 420, to: 380, wobble: [10, 45], filter: ['bandpass', 1200, 2], vol: 0.45 }]), // prettier-ignore
  duck: repeat(3, 0.2, { at: 0, dur: 0.12, wave: 'sawtooth', from: 260, to: 210, filter: ['bandpass', 1400, 5], vol: 0.6 }), // prettier-ignore
  rooster: call([
    { at: 0, dur: 0.12, wave: 'sawtooth', from: 520, to: 520, filter: ['bandpass', 1600, 3], vol: 0.45 },
    { at: 0.15, dur: 0.12, wave: 'sawtooth', from: 700, to: 700, filter: ['bandpass', 1600, 3], vol: 0.45 },
    { at: 0.3, dur: 0.15, wave: 'sawtooth', from: 700, to: 720, filter: ['bandpass', 1600, 3], vol: 0.45 },
    { at: 0.48, dur: 0.6, wave: 'sawtooth', from: 900, to: 600, filter: ['bandpass', 1600, 3], vol: 0.45 },
  ]),
  horse: call([{ at: 0, dur: 1.1, wave: 'sawtooth', from: 950, to: 480, wobble: [13, 70], filter: ['bandpass', 1500, 2], vol: 0.4 }]), // prettier-ignore
  donkey: [0, 0.75].flatMap((at) => [
    { at, dur: 0.3, wave: 'sawtooth' as const, from: 720, to: 700, filter: ['bandpass', 1400, 2] as Part['filter'], vol: 0.4 }, // prettier-ignore
    { at: at + 0.32, dur: 0.38, wave: 'sawtooth' as const, from: 260, to: 220, filter: ['bandpass', 800, 2] as Part['filter'], vol: 0.45 }, // prettier-ignore
  ]),
  lion: call([
    { at: 0, dur: 1.3, wave: 'noise', filter: ['lowpass', 450], vol: 0.6 },
    { at: 0, dur: 1.3, wave: 'sawtooth', from: 95, to: 60, filter: ['lowpass', 500], vol: 0.35 },
  ]),
  owl: call([
    { at: 0, dur: 0.25, wave: 'sine', from: 430, to: 410, vol: 0.45 },
    { at: 0.4, dur: 0.55, wave: 'sine', from: 400, to: 370, vol: 0.45 },
  ]),
  snake: call([{ at: 0, dur: 1.2, wave: 'noise', filter: ['highpass', 4000], vol: 0.35 }]),
  bee: call([{ at: 0, dur: 1.1, wave: 'sawtooth', from: 220, to: 235, wobble: [28, 12], filter: ['lowpass', 1400], vol: 0.3 }]), // prettier-ignore
  frog: repeat(2, 0.16, { at: 0, dur: 0.08, wave: 'square', from: 240, to: 200, filter: ['bandpass', 900, 3], vol: 0.5 }), // prettier-ignore
  mouse: repeat(3, 0.16, { at: 0, dur: 0.09, wave: 'sine', from: 3000, to: 3600, vol: 0.2 }),
  wolf: call([{ at: 0, dur: 1.8, wave: 'triangle', from: 380, via: 720, to: 520, wobble: [5, 8], vol: 0.45 }]), // prettier-ignore
  bird: repeat(4, 0.14, { at: 0, dur: 0.08, wave: 'sine', from: 2600, to: 4000, vol: 0.2 }),
};

/** Whether the page can make this animal's call. */
export const hasCall = (animal: string) => animal.toLowerCase() in CALLS;

/** Makes an animal's call on the audio context (nothing for an animal without one). */
export function animalCall(audio: AudioContext, animal: string): void {
  const parts = CALLS[animal.toLowerCase()];
  if (!parts) return;
  const t0 = audio.currentTime + 0.05;
  for (const p of parts) {
    const start = t0 + p.at;
    const end = start + p.dur;
    const gain = audio.createGain();
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(p.vol ?? 0.4, start + Math.min(0.04, p.dur / 4));
    gain.gain.setValueAtTime(p.vol ?? 0.4, end - Math.min(0.08, p.dur / 3));
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    let source: AudioScheduledSourceNode;
    if (p.wave === 'noise') {
      const buffer = audio.createBuffer(1, Math.ceil(audio.sampleRate * p.dur), audio.sampleRate);
      const data = buffer.getChannelData(0);
      for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
      const noise = audio.createBufferSource();
      noise.buffer = buffer;
      source = noise;
    } else {
      const o = audio.createOscillator();
      o.type = p.wave;
      o.frequency.setValueAtTime(p.from ?? 440, start);
      if (p.via) o.frequency.linearRampToValueAtTime(p.via, start + p.dur / 2);
      o.frequency.linearRampToValueAtTime(p.to ?? p.from ?? 440, end);
      if (p.wobble) {
        const lfo = audio.createOscillator();
        const depth = audio.createGain();
        lfo.frequency.value = p.wobble[0];
        depth.gain.value = p.wobble[1];
        lfo.connect(depth).connect(o.frequency);
        lfo.start(start);
        lfo.stop(end);
      }
      source = o;
    }
    let out: AudioNode = source;
    if (p.filter) {
      const f = audio.createBiquadFilter();
      f.type = p.filter[0];
      f.frequency.value = p.filter[1];
      if (p.filter[2]) f.Q.value = p.filter[2];
      out = out.connect(f);
    }
    out.connect(gain).connect(audio.destination);
    source.start(start);
    source.stop(end);
  }
}
