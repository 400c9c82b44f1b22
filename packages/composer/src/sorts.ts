// The sets a sorting game sorts into bins: each bin a label, an icon, a colour and its things (as
// "emoji name" pairs). Shared by the composer (which lists a set's things in the design's extras) and the
// game (play/games/sort.ts), so what is drawn is always something the design names.
import type { Entity } from './design';

// [label, icon, colour, "emoji name,emoji name"]: items use no icon's emoji.
export const SETS: Record<string, [string, string, string, string][]> = {
  recycling: [
    ['Paper', '📄', '#2563eb', '📰 newspaper,📦 cardboard box,✉️ envelope,📓 notebook'],
    ['Plastic', '🧴', '#ca8a04', '🥤 plastic cup,🛍️ plastic bag,🍼 baby bottle,🪣 bucket'],
    ['Glass', '🫙', '#16a34a', '🍾 glass bottle,🍷 wine glass,🥛 milk glass,🍶 glass jug'],
    ['Food', '🍂', '#92400e', '🍌 banana peel,🍎 apple core,🥚 eggshell,🍞 bread crust'],
  ],
  'fruit-veg': [
    ['Fruit', '🍇', '#db2777', '🍎 apple,🍌 banana,🍓 strawberry,🍊 orange,🍉 watermelon'],
    ['Vegetables', '🥦', '#16a34a', '🥕 carrot,🌽 corn,🥔 potato,🥒 cucumber,🥬 lettuce'],
  ],
  'animals-habitat': [
    ['Land', '🌳', '#65a30d', '🐘 elephant,🦒 giraffe,🦁 lion,🐄 cow'],
    ['Sea', '🌊', '#0284c7', '🐙 octopus,🐠 fish,🐳 whale,🦀 crab'],
    ['Sky', '☁️', '#7c3aed', '🦅 eagle,🐦 bird,🦉 owl,🦋 butterfly'],
  ],
  colors: [
    ['Red', '🟥', '#dc2626', '🍎 apple,🍓 strawberry,🌹 rose,🚒 fire engine'],
    ['Yellow', '🟨', '#ca8a04', '🍌 banana,🌻 sunflower,🍋 lemon,🐤 chick'],
    ['Green', '🟩', '#16a34a', '🥦 broccoli,🐸 frog,🍀 clover,🐢 turtle'],
    ['Blue', '🟦', '#2563eb', '🐳 whale,🫐 blueberries,👖 jeans,💧 water drop'],
  ],
  'animal-food': [
    ['Rabbit', '🐰', '#65a30d', '🥕 carrot,🥬 lettuce'],
    ['Dog', '🐶', '#b45309', '🦴 bone,🥩 meat'],
    ['Cat', '🐱', '#0284c7', '🐟 fish,🥛 milk'],
    ['Monkey', '🐵', '#ca8a04', '🍌 banana,🥥 coconut'],
  ],
};
// Words that point to a set when design.words[0] names none.
export const HINTS: [RegExp, string][] = [
  [/feed|hungry|pet|\bfood\b.*\banimal|\banimal.*\bfood\b/, 'animal-food'],
  [/fruit|veg/, 'fruit-veg'],
  [/colou?r/, 'colors'],
  [/habitat|land|sea|ocean|animal/, 'animals-habitat'],
];

/** What a game of each set is called. */
export const SORT_TITLES: Record<string, string> = {
  recycling: 'Recycling Sort',
  'fruit-veg': 'Fruit or Veg?',
  'animals-habitat': 'Animal Homes',
  colors: 'Colour Sort',
  'animal-food': 'Feed the Animals',
};

/** The set a prompt is about: one its words point to, else recycling. */
export function sortSetFor(text: string): string {
  return HINTS.find(([re]) => re.test(text.toLowerCase()))?.[1] ?? 'recycling';
}

/** A set's things as entities, drawn with their own emoji, in its colours. */
export function sortThings(id: string): Entity[] {
  return (SETS[id] ?? SETS.recycling).flatMap(([, , color, list]) =>
    list.split(',').map((item) => {
      const [emoji, ...name] = item.split(' ');
      return { name: name.join(' '), emoji, color };
    }),
  );
}
