import { drive, ground, start, type Car } from '../play/hillclimb';

const run = (car: Car, s: number, gas: boolean, brake = false) => {
  let crash = null;
  for (let t = 0; t < s && !crash; t += 1 / 60) crash = drive(car, gas, brake, 1 / 60);
  return crash;
};

test('the gas drives it on along the hills; without it, on a slope it rolls', () => {
  const car = start();
  run(car, 4, true);
  expect(car.x).toBeGreaterThan(400);
  const idle = start();
  idle.x = 560; // (on a slope up ahead)
  idle.y = ground(560);
  const from = idle.x;
  run(idle, 3, false);
  expect(Math.abs(idle.x - from)).toBeGreaterThan(5);
});

test('over a crest at speed it flies; gas in the air tips its nose up, brake down; on its roof it crashes', () => {
  const car = start();
  let flew = false;
  for (let t = 0; t < 20 && !flew; t += 1 / 60) {
    drive(car, true, false, 1 / 60);
    flew = car.air;
  }
  expect(flew).toBe(true);
  const tipped = { ...car, spin: 0 };
  drive(tipped, true, false, 0.2);
  expect(tipped.spin).toBeLessThan(0);
  const roof: Car = { x: 300, y: ground(300) - 40, vx: 50, vy: 0, angle: Math.PI, spin: 0, air: true };
  expect(run(roof, 3, false)).toBe('flip');
  const wheels: Car = { x: 300, y: ground(300) - 40, vx: 50, vy: 0, angle: 0.1, spin: 0, air: true };
  expect(run(wheels, 1, false)).toBeNull();
  expect(wheels.air).toBe(false);
});
