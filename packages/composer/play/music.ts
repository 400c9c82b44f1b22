// A game's own tune, for designs that ask for music ("add music"): a short loop in a pentatonic scale,
// made from the title so each game has its own and the same game always the same. Steps are eighth
// notes; 0 is a rest. The runtime plays it quietly while a round is on.

/** A major pentatonic scale over two octaves from A3, in Hz. */
const SCALE = [220, 247.5, 277.2, 330, 370, 440, 495, 554.4, 660, 740];

/** A number from a string, stable across runs (FNV-1a). */
function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The melody (32 steps) and its bass (one note a bar of 8), from a seed text. */
export function tuneOf(text: string): { melody: number[]; bass: number[] } {
  let s = seedOf(text) || 1;
  const next = () => {
    // xorshift: small and good enough for a tune
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
  // A phrase of 8 steps that walks the scale, heard twice, then varied and resolved home.
  let at = 5;
  const phrase = Array.from({ length: 8 }, (_, i) => {
    if (i % 2 === 1 && next() < 0.3) return 0;
    at = Math.max(0, Math.min(SCALE.length - 1, at + Math.round((next() - 0.5) * 4)));
    return SCALE[at];
  });
  const varied = phrase.map((f, i) =>
    i > 3 && f ? SCALE[Math.min(SCALE.length - 1, SCALE.indexOf(f) + 1)] : f,
  );
  const melody = [...phrase, ...phrase, ...varied, ...phrase.slice(0, 7), SCALE[5]];
  const roots = [110, 82.4, 92.5, 110].map((f) => (next() < 0.5 ? f : f * 1.5));
  return { melody, bass: roots };
}
