import { BASS_NOTES, empty, randomBeat, stepAt, STEPS, toggle } from '../play/drums';

test('a drum step turns on and off; a bass step goes through its notes, then off', () => {
  const p = empty(['kick', 'bass']);
  toggle(p, 'kick', 3);
  expect(p.kick[3]).toBe(1);
  toggle(p, 'kick', 3);
  expect(p.kick[3]).toBe(0);
  for (let k = 1; k <= BASS_NOTES.length; k++) {
    toggle(p, 'bass', 0);
    expect(p.bass[0]).toBe(k);
  }
  toggle(p, 'bass', 0);
  expect(p.bass[0]).toBe(0);
});

test('four steps a beat: at 120 bpm a step is an eighth of a second, and the bar comes round', () => {
  expect(stepAt(0, 120)).toBe(0);
  expect(stepAt(0.13, 120)).toBe(1);
  expect(stepAt(1.0, 120)).toBe(8);
  expect(stepAt(2.0, 120)).toBe(0); // (16 steps: two seconds a bar)
  expect(stepAt(1.0, 60)).toBe(4);
});

test('a random beat has the kick on the one and the snare on two and four, for the rows there are', () => {
  for (let seed = 0; seed < 5; seed++) {
    const p = randomBeat(['kick', 'snare', 'hi-hat', 'clap'], Math.random);
    expect(p.kick[0]).toBe(1);
    expect([p.snare[4], p.snare[12]]).toEqual([1, 1]);
    expect(p['hi-hat'].filter((x) => x).length).toBeGreaterThanOrEqual(8);
    expect(Object.keys(p)).toEqual(['kick', 'snare', 'hi-hat', 'clap']);
    expect(p.kick).toHaveLength(STEPS);
  }
});
