// The Oregon Trail: a family's supplies bought in Independence, Missouri, then the 2,000 miles to Oregon
// City a day at a time: the pace and the rations set, food eaten, health kept or lost, what happens on
// the way (a broken wheel, dysentery, a thief in the night, a storm…), the landmarks passed and the
// rivers forded or ferried. Plain data and pure functions (unit-tested in src/trail.test.ts); the game
// draws the store, the trail and what is said.

export const TOTAL = 2000;
export const START_MONEY = 800;

export interface Landmark {
  name: string;
  mile: number;
  kind: 'river' | 'fort' | 'landmark' | 'end';
  depth?: number; // a river's, in feet
  width?: number; // in feet
}

export const LANDMARKS: Landmark[] = [
  { name: 'Kansas River crossing', mile: 102, kind: 'river', depth: 3.2, width: 620 },
  { name: 'Big Blue River crossing', mile: 185, kind: 'river', depth: 2.4, width: 210 },
  { name: 'Fort Kearney', mile: 304, kind: 'fort' },
  { name: 'Chimney Rock', mile: 554, kind: 'landmark' },
  { name: 'Fort Laramie', mile: 640, kind: 'fort' },
  { name: 'Independence Rock', mile: 830, kind: 'landmark' },
  { name: 'South Pass', mile: 932, kind: 'landmark' },
  { name: 'Green River crossing', mile: 989, kind: 'river', depth: 5.5, width: 400 },
  { name: 'Fort Bridger', mile: 1057, kind: 'fort' },
  { name: 'Soda Springs', mile: 1151, kind: 'landmark' },
  { name: 'Fort Hall', mile: 1208, kind: 'fort' },
  { name: 'Snake River crossing', mile: 1390, kind: 'river', depth: 6.1, width: 1000 },
  { name: 'Fort Boise', mile: 1504, kind: 'fort' },
  { name: 'Blue Mountains', mile: 1667, kind: 'landmark' },
  { name: 'The Dalles', mile: 1837, kind: 'landmark' },
  { name: 'Oregon City', mile: TOTAL, kind: 'end' },
];

/** What the store sells, a unit at a time, and its price in Independence (dearer at the forts). */
export const GOODS = {
  oxen: { unit: 2, price: 40 }, // a yoke
  food: { unit: 100, price: 20 }, // pounds
  clothing: { unit: 1, price: 10 }, // sets
  bullets: { unit: 20, price: 2 }, // a box
  parts: { unit: 1, price: 10 }, // a spare wheel, axle or tongue
} as const;
export type Good = keyof typeof GOODS;

export const PACES = { steady: 14, strenuous: 19, grueling: 24 } as const; // miles a day with 4+ oxen
export type Pace = keyof typeof PACES;
export const RATIONS = { filling: 3, meager: 2, 'bare bones': 1 } as const; // pounds a person a day
export type Rations = keyof typeof RATIONS;
export const ILLNESSES = ['dysentery', 'cholera', 'measles', 'typhoid', 'a fever', 'exhaustion'] as const;

export interface Person {
  name: string;
  health: number; // 0-100
  sick: string | null;
}

export interface Trip {
  day: number; // from April 1, 1848
  miles: number;
  money: number;
  oxen: number;
  food: number;
  clothing: number;
  bullets: number;
  parts: number;
  pace: Pace;
  rations: Rations;
  party: Person[];
}

export function newTrip(names: string[]): Trip {
  return {
    day: 0,
    miles: 0,
    money: START_MONEY,
    oxen: 0,
    food: 0,
    clothing: 0,
    bullets: 0,
    parts: 0,
    pace: 'steady',
    rations: 'filling',
    party: names.map((name) => ({ name, health: 100, sick: null })),
  };
}

export const alive = (t: Trip) => t.party.filter((p) => p.health > 0);

/** A unit bought (or sold back, `n` negative) at `rate` times the store's price: null when it cannot. */
export function buy(t: Trip, good: Good, n: number, rate = 1): Trip | null {
  const cost = Math.round(GOODS[good].price * rate) * n;
  const have = t[good] + GOODS[good].unit * n;
  if (cost > t.money || have < 0) return null;
  return { ...t, money: t.money - cost, [good]: have };
}

/** The next landmark ahead. */
export const nextLandmark = (miles: number) => LANDMARKS.find((l) => l.mile > miles) ?? LANDMARKS[LANDMARKS.length - 1]; // prettier-ignore

/** A season's bite: cold from October, worse without two sets of clothing a person. */
export const cold = (t: Trip) => {
  const month = new Date(1848, 3, 1 + t.day).getMonth();
  return month >= 9 || month <= 1;
};

export type Happening =
  | { kind: 'sick'; who: string; illness: string }
  | { kind: 'died'; who: string; illness: string }
  | { kind: 'better'; who: string }
  | { kind: 'thief'; food: number; bullets: number }
  | { kind: 'broken'; part: 'wheel' | 'axle' | 'tongue'; fixed: boolean; lost: number }
  | { kind: 'storm'; lost: number }
  | { kind: 'lost trail'; lost: number }
  | { kind: 'fruit'; food: number }
  | { kind: 'ox died' }
  | { kind: 'no food' }
  | { kind: 'landmark'; landmark: Landmark };

/** A day on the trail: miles made by the pace and the oxen, food eaten by the rations, health gained or
 * lost by both (and by hunger and cold), now and then something happening; it stops at a landmark
 * reached. `rest`: the day spent in camp instead. */
export function day(t: Trip, rand: () => number, rest = false): { trip: Trip; happened: Happening[] } {
  const happened: Happening[] = [];
  const trip: Trip = { ...t, day: t.day + 1, party: t.party.map((p) => ({ ...p })) };
  const people = alive(trip);
  // food
  const need = RATIONS[trip.rations] * people.length;
  const eaten = Math.min(trip.food, need);
  trip.food -= eaten;
  const hungry = eaten < need;
  if (hungry) happened.push({ kind: 'no food' });
  // travel
  const lost = { days: 0 };
  if (!rest) {
    const r = rand();
    if (r < 0.018) {
      const part = (['wheel', 'axle', 'tongue'] as const)[Math.floor(rand() * 3)];
      const fixed = trip.parts > 0;
      if (fixed) trip.parts -= 1;
      lost.days = fixed ? 0 : 3;
      happened.push({ kind: 'broken', part, fixed, lost: lost.days });
    } else if (r < 0.03) {
      const food = Math.min(trip.food, Math.round(20 + rand() * 60));
      const bullets = Math.min(trip.bullets, Math.round(rand() * 30));
      trip.food -= food;
      trip.bullets -= bullets;
      happened.push({ kind: 'thief', food, bullets });
    } else if (r < 0.045) {
      lost.days = 1;
      happened.push({ kind: 'storm', lost: 1 });
    } else if (r < 0.055) {
      lost.days = 2 + Math.floor(rand() * 3);
      happened.push({ kind: 'lost trail', lost: lost.days });
    } else if (r < 0.068) {
      const food = Math.round(15 + rand() * 30);
      trip.food += food;
      happened.push({ kind: 'fruit', food });
    } else if (r < 0.076 && trip.oxen > 1) {
      trip.oxen -= 1;
      happened.push({ kind: 'ox died' });
    }
    if (!lost.days) {
      const pull = Math.min(1, trip.oxen / 4);
      const step = Math.round(PACES[trip.pace] * (0.5 + pull / 2) * (trip.oxen ? 1 : 0));
      const ahead = nextLandmark(trip.miles);
      trip.miles = Math.min(ahead.mile, trip.miles + step);
      if (trip.miles === ahead.mile) happened.push({ kind: 'landmark', landmark: ahead });
    }
    trip.day += lost.days;
  }
  // health: the pace wears, short rations and hunger weaken, cold without clothes hurts; rest mends
  const wear = rest ? -6 : { steady: 0, strenuous: 2, grueling: 4 }[trip.pace];
  const food = hungry ? 10 : { filling: -1, meager: 1, 'bare bones': 3 }[trip.rations];
  const chill = cold(trip) && trip.clothing < people.length * 2 ? 3 : 0;
  for (const p of trip.party) {
    if (p.health <= 0) continue;
    const ill = p.sick ? (rest ? 1 : 4) : 0;
    p.health = Math.max(0, Math.min(100, p.health - wear - food - chill - ill + 1));
    if (p.sick && rand() < (rest ? 0.25 : 0.08)) {
      p.sick = null;
      happened.push({ kind: 'better', who: p.name });
    } else if (!p.sick && rand() < 0.006 + (100 - p.health) / 4000) {
      p.sick = ILLNESSES[Math.floor(rand() * ILLNESSES.length)];
      happened.push({ kind: 'sick', who: p.name, illness: p.sick });
    }
    if (p.health <= 0) happened.push({ kind: 'died', who: p.name, illness: p.sick ?? (hungry ? 'starvation' : 'exhaustion') }); // prettier-ignore
  }
  return { trip, happened };
}

export type Crossing = 'ford' | 'caulk' | 'ferry';
export const FERRY = 5; // dollars

/** A river crossed: fording is safe below 2.5 feet and a gamble above it; caulking the wagon and
 * floating over risks a little whatever the depth; the ferry costs money and a day, and is safe. */
export function cross(
  t: Trip,
  river: Landmark,
  how: Crossing,
  rand: () => number,
): {
  trip: Trip;
  lost: { food: number; bullets: number; clothing: number; who: string | null } | null;
} | null {
  // prettier-ignore
  if (how === 'ferry' && t.money < FERRY) return null;
  let trip: Trip = { ...t, party: t.party.map((p) => ({ ...p })) };
  if (how === 'ferry') return { trip: { ...trip, money: trip.money - FERRY, day: trip.day + 1 }, lost: null };
  const depth = river.depth ?? 0;
  const risk = how === 'ford' ? (depth < 2.5 ? 0 : Math.min(0.9, (depth - 2.5) * 0.35)) : 0.12;
  if (rand() >= risk) return { trip, lost: null };
  const lost = {
    food: Math.round(trip.food * (0.2 + rand() * 0.3)),
    bullets: Math.round(trip.bullets * (0.2 + rand() * 0.3)),
    clothing: Math.round(trip.clothing * 0.3),
    who: null as string | null,
  };
  trip = { ...trip, food: trip.food - lost.food, bullets: trip.bullets - lost.bullets, clothing: trip.clothing - lost.clothing }; // prettier-ignore
  // (in deep water, someone may drown)
  if (depth > 4 && rand() < 0.35) {
    const people = alive(trip);
    const who = people[Math.floor(rand() * people.length)];
    who.health = 0;
    lost.who = who.name;
  }
  return { trip, lost };
}

/** A day's hunt: bullets spent, meat brought back (30-200 pounds: what can be carried). */
export function hunt(t: Trip, rand: () => number): { trip: Trip; meat: number; shots: number } | null {
  if (t.bullets < 10) return null;
  const shots = Math.min(t.bullets, 10 + Math.floor(rand() * 20));
  const meat = Math.round(30 + rand() * 170);
  return { trip: { ...t, day: t.day + 1, bullets: t.bullets - shots, food: t.food + meat }, meat, shots };
}

/** A person's health in words, as the trail said it. */
export const healthWord = (h: number) => (h <= 0 ? 'dead' : h >= 75 ? 'good' : h >= 50 ? 'fair' : h >= 25 ? 'poor' : 'very poor'); // prettier-ignore
