import { counts, over, step, town } from '../play/epidemic';

let seed = 6;
const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const people = { home: 0, vaccinated: 0, sick: 2, recover: 5 };

describe('epidemic', () => {
  test('a town of dots inside its box, the first ones infected, some at home, some vaccinated', () => {
    const t = town(400, 200, 200, { home: 0.5, vaccinated: 0.3, sick: 2, recover: 5 }, rand);
    expect(t.dots.length).toBe(200);
    expect(counts(t)).toEqual([198, 2, 0]);
    const home = t.dots.filter((d) => d.home).length;
    expect(home).toBeGreaterThan(70);
    expect(home).toBeLessThan(130);
    expect(t.dots.filter((d) => d.home).every((d) => d.vx === 0 && d.vy === 0)).toBe(true);
    expect(t.dots.filter((d) => d.health === 'vaccinated').length).toBeGreaterThan(30);
  });

  test('touches pass it on, the ill recover, the dots stay in the box, and it ends; more at home, fewer infected', () => {
    const run = (home: number, vaccinated = 0) => {
      let ever = 0;
      for (let k = 0; k < 6; k++) {
        const t = town(400, 200, 200, { ...people, home, vaccinated }, rand);
        const immune = t.dots.filter((d) => d.health === 'vaccinated').length;
        for (let s = 0; s < 60 * 60 && !over(t); s++) step(t, 1 / 30, { infect: 0.6, recover: 5 }, rand);
        expect(over(t)).toBe(true);
        expect(t.dots.every((d) => d.x >= 0 && d.x <= 400 && d.y >= 0 && d.y <= 200)).toBe(true);
        expect(counts(t)[2]).toBe(t.ever); // (everyone infected has recovered)
        expect(t.dots.filter((d) => d.health === 'vaccinated').length).toBe(immune); // (never infected)
        ever += t.ever;
      }
      return ever / 6;
    };
    const free = run(0);
    expect(free).toBeGreaterThan(100);
    expect(run(0.8)).toBeLessThan(free * 0.6);
    expect(run(0, 0.7)).toBeLessThan(free * 0.6);
  });

  test('the chart’s history is sampled as time goes on', () => {
    const t = town(400, 200, 100, people, rand);
    for (let s = 0; s < 60; s++) step(t, 1 / 30, { infect: 0.5, recover: 5 }, rand);
    expect(t.history.length).toBeGreaterThanOrEqual(8);
    expect(t.history.every(([a, b, c]) => a + b + c === 100)).toBe(true);
  });
});
