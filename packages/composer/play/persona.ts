// A personality quiz (pure): "Which smoothie are you?". Each question has four answers, one for each of
// four temperaments (sunny, cosy, bold, dreamy); each answer counts for one result, and the result most
// chosen is who you are. With four results each is one temperament; with more or fewer the answers turn
// round the results question by question, so every result can be reached as often.

export interface Answer {
  emoji: string;
  text: string;
}

export interface Question {
  text: string;
  /** Sunny, cosy, bold, dreamy: in that order. */
  answers: [Answer, Answer, Answer, Answer];
}

const q = (text: string, ...a: [string, string][]): Question => ({
  text,
  answers: a.map(([emoji, t]) => ({ emoji, text: t })) as Question['answers'],
});

export const QUESTIONS: Question[] = [
  q('Pick a weekend plan', ['🏖️', 'Beach day with friends'], ['🛋️', 'Movie night at home'], ['🧗', 'Climbing or a bike ride'], ['🎨', 'Painting or a museum']), // prettier-ignore
  q('Pick a snack', ['🍉', 'Fresh fruit to share'], ['🍪', 'Warm cookies'], ['🌶️', 'Something spicy'], ['🍣', 'Something new']), // prettier-ignore
  q('Choose a holiday', ['🌴', 'A tropical island'], ['🏔️', 'A cabin in the snow'], ['🏄', 'A surf camp'], ['🗼', 'A city full of art']), // prettier-ignore
  q('Pick a colour', ['🌞', 'Sunshine yellow'], ['🌊', 'Calm blue'], ['🔥', 'Fiery red'], ['🔮', 'Magic purple']), // prettier-ignore
  q('Your friends call you…', ['😄', 'The fun one'], ['🤗', 'The kind one'], ['⚡', 'The brave one'], ['💡', 'The creative one']), // prettier-ignore
  q('Pick a pet', ['🐶', 'A playful puppy'], ['🐱', 'A sleepy cat'], ['🐎', 'A fast horse'], ['🦜', 'A talking parrot']), // prettier-ignore
  q('Pick some music', ['🎉', 'Pop to sing along'], ['🎻', 'Soft and slow'], ['🥁', 'Loud drums'], ['🎹', 'Something unusual']), // prettier-ignore
  q('How do you start the day?', ['☀️', 'With a big smile'], ['☕', 'Slowly, with a warm drink'], ['🏃', 'With a morning run'], ['📓', 'Writing down ideas']), // prettier-ignore
  q('Pick a superpower', ['🌈', 'Making everyone happy'], ['⏸️', 'Stopping time'], ['🚀', 'Super speed'], ['🪄', 'Real magic']), // prettier-ignore
  q('Pick a place to be', ['🎡', 'A summer fair'], ['🌳', 'Under a big tree'], ['⛰️', 'A mountain top'], ['🌌', 'Under the stars']), // prettier-ignore
];

/** What each temperament's result says of you. */
export const ABOUT = [
  'Warm, bright and always up for a plan: you light up every room, and your friends count on you for the good vibes.',
  'Calm, kind and cosy: you make everyone feel at home, and a quiet evening with the people you love is your happy place.',
  'Bold and full of energy: you say yes to every adventure, go all in and bring everyone along.',
  'Creative, curious and a little bit magic: you see the world your own way and make it more colourful.',
];

export interface Result {
  name: string;
  emoji: string;
}

/** Results people know for a kind asked ("which animal are you"), sunny, cosy, bold, dreamy. */
const KNOWN: Record<string, [string, string][]> = {
  animal: [
    ['Dolphin', '🐬'],
    ['Panda', '🐼'],
    ['Lion', '🦁'],
    ['Owl', '🦉'],
  ],
  dog: [
    ['Golden Retriever', '🦮'],
    ['Pug', '🐶'],
    ['Husky', '🐺'],
    ['Poodle', '🐩'],
  ],
  fruit: [
    ['Pineapple', '🍍'],
    ['Peach', '🍑'],
    ['Strawberry', '🍓'],
    ['Blueberry', '🫐'],
  ],
  season: [
    ['Summer', '☀️'],
    ['Autumn', '🍂'],
    ['Winter', '❄️'],
    ['Spring', '🌸'],
  ],
  element: [
    ['Air', '🌬️'],
    ['Earth', '🌍'],
    ['Fire', '🔥'],
    ['Water', '💧'],
  ],
  pizza: [
    ['Hawaiian', '🍍'],
    ['Margherita', '🍕'],
    ['Pepperoni', '🌶️'],
    ['Funghi', '🍄'],
  ],
  coffee: [
    ['Iced Latte', '🧋'],
    ['Cappuccino', '☕'],
    ['Espresso', '⚡'],
    ['Matcha', '🍵'],
  ],
  dessert: [
    ['Ice Cream', '🍦'],
    ['Apple Pie', '🥧'],
    ['Chili Chocolate', '🍫'],
    ['Cupcake', '🧁'],
  ],
  flower: [
    ['Sunflower', '🌻'],
    ['Lavender', '🪻'],
    ['Rose', '🌹'],
    ['Lotus', '🪷'],
  ],
  dinosaur: [
    ['Triceratops', '🦕'],
    ['Stegosaurus', '🦕'],
    ['T. rex', '🦖'],
    ['Pterodactyl', '🪽'],
  ],
  colour: [
    ['Yellow', '🌞'],
    ['Blue', '🌊'],
    ['Red', '🔥'],
    ['Purple', '🔮'],
  ],
  smoothie: [
    ['Tropical Mango', '🥭'],
    ['Banana Oat', '🍌'],
    ['Berry Blast', '🍓'],
    ['Blueberry Dream', '🫐'],
  ],
  planet: [
    ['Venus', '✨'],
    ['Earth', '🌍'],
    ['Mars', '🔴'],
    ['Neptune', '🪐'],
  ],
};
const SAME: Record<string, string> = { color: 'colour', spirit: 'animal', pet: 'animal', drink: 'smoothie', juice: 'smoothie', cake: 'dessert', sweet: 'dessert', breed: 'dog', puppy: 'dog' }; // prettier-ignore
const ADJECTIVES = ['Sunny', 'Cosy', 'Bold', 'Dreamy'];

/** The results of a quiz: those listed (with the emoji found for each, else the kind's), else the known
 * ones of its kind, else four of its kind by temperament ("Sunny Smoothie"). */
export function resultsFor(
  listed: string[] | undefined,
  emojis: (string | null)[],
  kind?: { name: string; emoji: string | null },
): Result[] {
  // prettier-ignore
  const fallback = kind?.emoji ?? '⭐';
  if (listed?.length) return listed.map((name, i) => ({ name, emoji: emojis[i] ?? fallback }));
  const word = kind?.name.split(' ').pop()?.replace(/s$/, '') ?? '';
  const known = KNOWN[SAME[word] ?? word];
  if (known) return known.map(([name, emoji]) => ({ name, emoji }));
  const title = word ? word[0].toUpperCase() + word.slice(1) : '';
  return ADJECTIVES.map((a, i) => ({ name: title ? `${a} ${title}` : a, emoji: title ? fallback : ['☀️', '🌙', '⚡', '🔮'][i] })); // prettier-ignore
}

/** Words of a result's name that say its temperament ("Mango Sunrise" is sunny, "Choco Peanut" cosy). */
const TEMPER_WORDS = [
  /\b(?:sun\w*|summer|mango|tropical|pineapple|citrus|lemon|orange|peach|happy|beach|gold\w*|sparkl\w*|rainbow)\b/i,
  /\b(?:cho[ck]o\w*|cocoa|cosy|cozy|peanut|vanilla|honey|oat\w*|caramel|cookie|cinnamon|calm|chill|banana|milk|cream\w*)\b/i,
  /\b(?:blast|power|fire|energy|machine|spicy|boost|rocket|turbo|wild|bold|storm|punch|kick|ginger|red|hot)\b/i,
  /\b(?:dream\w*|magic\w*|cloud\w*|star\w*|unicorn|purple|blue\w*|lavender|moon\w*|galaxy|mystic\w*|fairy|acai)\b/i,
];

/** Each result's temperament (0 sunny, 1 cosy, 2 bold, 3 dreamy): told by its name's words where they say
 * one, the others in turn; of four results no two alike. */
export function tempersOf(names: string[]): number[] {
  const told = names.map((name) => TEMPER_WORDS.findIndex((re) => re.test(name)));
  if (names.length > 4) return told.map((t, i) => (t >= 0 ? t : i % 4));
  const out: number[] = [];
  const taken = new Set<number>();
  told.forEach((t, i) => {
    if (t >= 0 && !taken.has(t)) {
      out[i] = t;
      taken.add(t);
    }
  });
  const free = [0, 1, 2, 3].filter((t) => !taken.has(t));
  return names.map((_, i) => out[i] ?? (free.shift() as number));
}

/** Which result answer `a` of the `k`-th question asked counts for: with four results the one of its
 * temperament; else the answers turn round the results question by question. */
export function countsFor(k: number, a: number, tempers: number[]): number {
  return tempers.length === 4 ? tempers.indexOf(a) : (a + 4 * k) % tempers.length;
}

/** The result most chosen by `answers` (the answer picked for each question, in order); of results
 * chosen as often, the one chosen last. */
export function winner(answers: number[], tempers: number[]): number {
  const n = tempers.length;
  const votes = new Array<number>(n).fill(0);
  const last = new Array<number>(n).fill(-1);
  answers.forEach((a, k) => {
    const r = countsFor(k, a, tempers);
    votes[r] += 1;
    last[r] = k;
  });
  let best = 0;
  for (let r = 1; r < n; r++)
    if (votes[r] > votes[best] || (votes[r] === votes[best] && last[r] > last[best])) best = r;
  return best;
}

/** The questions of one go: `count` of them in a mixed order (the first ones asked by `order`). */
export function questionsOf(count: number, order: number[]): Question[] {
  return order.slice(0, Math.max(1, Math.min(count, QUESTIONS.length))).map((i) => QUESTIONS[i]);
}
