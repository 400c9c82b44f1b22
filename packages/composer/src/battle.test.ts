import { catchChance, effect, fighter, gain, healed, kindOf, MOVES, strike, toNext } from '../play/battle';

test('fire beats grass, grass beats water, water beats fire; the other way round is half', () => {
  expect(effect('fire', 'grass')).toBe(2);
  expect(effect('grass', 'water')).toBe(2);
  expect(effect('water', 'fire')).toBe(2);
  expect(effect('grass', 'fire')).toBe(0.5);
  expect(effect('normal', 'fire')).toBe(1);
  expect(effect('fire', 'fire')).toBe(1);
});

test('a move of the type that beats the foe does twice the damage; a risky one can miss; a heal gives back a third', () => {
  const fox = fighter('Emberfox', '🦊', 'fire', 5);
  const bug = fighter('Budbug', '🐛', 'grass', 5);
  const crab = fighter('Pinchclaw', '🦀', 'water', 5);
  const [, ember, burst] = MOVES.fire;
  const onBug = strike(fox, bug, ember, 0.5, 0);
  const onCrab = strike(fox, crab, ember, 0.5, 0);
  expect(onBug.times).toBe(2);
  expect(onBug.damage).toBeGreaterThan(onCrab.damage * 3.5);
  expect(strike(fox, crab, burst, 0.5, 0.9).missed).toBe(true); // (it lands 8 times in 10)
  // a few hits beat a foe of the same level: neither one-sided nor endless
  const hits = Math.ceil(crab.max / strike(fox, crab, MOVES.fire[0], 0.5, 0).damage);
  expect(hits).toBeGreaterThanOrEqual(4);
  expect(hits).toBeLessThanOrEqual(8);
  // and the strongest blow, of the type that beats it, leaves a little
  expect(strike(fighter('Splashell', '🐢', 'water', 5), fox, MOVES.water[2], 1, 0).damage).toBeLessThan(
    fox.max,
  );
  fox.hp = 10;
  expect(healed(fox)).toBe(Math.ceil(fox.max / 3));
});

test('experience brings levels with more HP; a worn-down foe is easier to catch', () => {
  const fox = fighter('Emberfox', '🦊', 'fire', 5);
  const before = fox.max;
  expect(gain(fox, toNext(5) - 1)).toBe(0);
  expect(gain(fox, 1)).toBe(1);
  expect(fox.level).toBe(6);
  expect(fox.max).toBeGreaterThan(before);
  const wild = fighter('Budbug', '🐛', 'grass', 4);
  const fresh = catchChance(wild);
  wild.hp = 2;
  expect(catchChance(wild)).toBeGreaterThan(fresh * 4);
});

test('a creature named is of the type its name says', () => {
  expect(kindOf('lava dragon')).toBe('fire');
  expect(kindOf('crab')).toBe('water');
  expect(kindOf('snail')).toBe('grass');
  expect(kindOf('knight')).toBe('normal');
});

test('a creature drawn as a snail or a crab is of that type whatever it is called', () => {
  expect(kindOf('Mossnail 🐌')).toBe('grass');
  expect(kindOf('Pinchclaw 🦀')).toBe('water');
  expect(kindOf('Scorchtail 🦂')).toBe('fire');
  expect(kindOf('Tuskboar 🐗')).toBe('normal');
});
