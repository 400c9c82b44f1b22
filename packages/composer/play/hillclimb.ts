// Hill Climb Racing's car (pure): on the ground it drives along the slope (gas up it, brake back, gravity
// pulling it down the hill); over a crest too fast to follow the ground it flies, gas and brake tipping it
// back and forward in the air; landing on its roof is a crash.

export const G = 620;
const ACCEL = 330;
const DRAG = 0.35;
const TIP = 3.2; // rad/s² gas or brake turn it in the air

/** The ground's height (a screen y) at x: rolling hills that grow with the distance. */
export function ground(x: number, seed = 0): number {
  const grow = Math.min(1.6, 0.6 + x / 6000);
  return (
    430 +
    Math.sin(x * 0.004 + seed) * 50 * grow +
    Math.sin(x * 0.011 + seed * 2) * 22 * grow +
    Math.sin(x * 0.023 + seed * 3) * 8 * grow
  );
}
export const slope = (x: number, seed = 0) => Math.atan2(ground(x + 2, seed) - ground(x - 2, seed), 4);

export interface Car {
  x: number;
  y: number; // its wheels' line
  vx: number;
  vy: number;
  angle: number; // radians, 0 level; plus is nose down
  spin: number;
  air: boolean;
}

export const start = (seed = 0): Car => ({ x: 100, y: ground(100, seed), vx: 0, vy: 0, angle: slope(100, seed), spin: 0, air: false }); // prettier-ignore

/** The angle between two headings, -π to π. */
const turn = (a: number) => Math.atan2(Math.sin(a), Math.cos(a));

/** One step; 'flip' when it lands on its roof. */
export function drive(car: Car, gas: boolean, brake: boolean, dt: number, seed = 0): 'flip' | null {
  if (!car.air) {
    const th = slope(car.x, seed);
    let speed = car.vx * Math.cos(th) + car.vy * Math.sin(th);
    speed += ((gas ? ACCEL : 0) - (brake ? ACCEL * 0.8 : 0) - G * Math.sin(th) - DRAG * speed) * dt;
    if (!gas && !brake && Math.abs(speed) < 4 && Math.abs(Math.sin(th)) < 0.04) speed = 0; // (at rest on the flat)
    car.vx = speed * Math.cos(th);
    car.vy = speed * Math.sin(th);
    const x = car.x + car.vx * dt;
    // over a crest faster than the ground falls away: off it goes
    const falling = car.y + car.vy * dt + 0.5 * G * dt * dt;
    car.x = x;
    if (falling < ground(x, seed) - 0.05) {
      car.air = true;
      car.y = falling;
      car.spin = 0;
    } else {
      car.y = ground(x, seed);
      car.angle += turn(slope(x, seed) - car.angle) * Math.min(1, dt * 12);
    }
    return null;
  }
  car.vy += G * dt;
  car.x += car.vx * dt;
  car.y += car.vy * dt;
  car.spin += ((brake ? TIP : 0) - (gas ? TIP : 0)) * dt;
  car.spin *= 1 - dt * 0.6;
  car.angle = turn(car.angle + car.spin * dt);
  if (car.y < ground(car.x, seed)) return null;
  // down: on its wheels, or on its roof
  const th = slope(car.x, seed);
  car.y = ground(car.x, seed);
  car.air = false;
  if (Math.abs(turn(car.angle - th)) > 1.9) return 'flip';
  const speed = car.vx * Math.cos(th) + car.vy * Math.sin(th);
  car.vx = speed * Math.cos(th);
  car.vy = speed * Math.sin(th);
  car.angle = th;
  return null;
}
