// Twenty questions, the computer guessing (pure): what it knows is a tree of yes-or-no questions with a
// thing at each end. It asks its way down to a thing and guesses it; guessed wrong, it is told the thing
// and a question that tells the two apart, and that question goes where the wrong guess was, so it
// guesses right next time.

export type Node = { ask: string; yes: Node; no: Node } | { thing: string; emoji?: string };

const q = (ask: string, yes: Node, no: Node): Node => ({ ask, yes, no });
const t = (thing: string, emoji: string): Node => ({ thing, emoji });

/** What it knows of animals to start with: twenty-five of them. */
export const ANIMALS: Node = q(
  'Does it live in water?',
  q(
    'Does it breathe air?',
    q(
      'Is it bigger than a car?',
      t('whale', '🐋'),
      q('Does it have a shell?', t('turtle', '🐢'), t('dolphin', '🐬')),
    ),
    q(
      'Does it have eight arms?',
      t('octopus', '🐙'),
      q('Does it have sharp teeth?', t('shark', '🦈'), t('fish', '🐟')),
    ),
  ),
  q(
    'Can it fly?',
    q(
      'Does it have feathers?',
      q('Can it talk?', t('parrot', '🦜'), q('Does it hunt at night?', t('owl', '🦉'), t('eagle', '🦅'))),
      q('Is it an insect?', q('Does it make honey?', t('bee', '🐝'), t('butterfly', '🦋')), t('bat', '🦇')),
    ),
    q(
      'Does it have four legs?',
      q(
        'Is it bigger than a person?',
        q('Does it have a trunk?', t('elephant', '🐘'), q('Does it have stripes?', t('zebra', '🦓'), q('Does it have a very long neck?', t('giraffe', '🦒'), t('horse', '🐎')))), // prettier-ignore
        q(
          'Do people keep it as a pet?',
          q('Does it bark?', t('dog', '🐶'), q('Does it hop?', t('rabbit', '🐰'), t('cat', '🐱'))),
          q('Does it have a bushy tail?', t('fox', '🦊'), t('mouse', '🐭')),
        ),
      ),
      q(
        'Does it have legs?',
        q(
          'Does it have eight legs?',
          t('spider', '🕷️'),
          q('Does it climb trees?', t('monkey', '🐒'), t('penguin', '🐧')),
        ),
        t('snake', '🐍'),
      ),
    ),
  ),
);

/** Foods: eighteen of them. */
export const FOOD: Node = q(
  'Is it sweet?',
  q(
    'Is it a fruit?',
    q('Is it yellow?', t('banana', '🍌'), q('Is it red?', q('Is it small?', t('strawberry', '🍓'), t('apple', '🍎')), q('Does it grow in bunches?', t('grapes', '🍇'), t('orange', '🍊')))), // prettier-ignore
    q('Is it cold?', t('ice cream', '🍦'), q('Is it baked?', q('Does it have candles on a birthday?', t('cake', '🎂'), t('cookie', '🍪')), t('chocolate', '🍫'))), // prettier-ignore
  ),
  q(
    'Is it a vegetable?',
    q('Is it orange?', t('carrot', '🥕'), q('Is it green?', t('broccoli', '🥦'), t('corn', '🌽'))),
    q(
      'Is it round and flat?',
      t('pizza', '🍕'),
      q('Is it eaten in a bun?', q('Is it long?', t('hot dog', '🌭'), t('burger', '🍔')), q('Is it made of noodles?', t('spaghetti', '🍝'), q('Does it come from a hen?', t('egg', '🥚'), t('cheese', '🧀')))), // prettier-ignore
    ),
  ),
);

/** Famous people: sixteen of them. */
export const PEOPLE: Node = q(
  'Is the person a scientist?',
  q('Is it a woman?', t('Marie Curie', '👩‍🔬'), q('Did he come up with E = mc²?', t('Albert Einstein', '🧑‍🔬'), t('Isaac Newton', '🍎'))), // prettier-ignore
  q(
    'Is the person a painter?',
    q('Did the person paint the Mona Lisa?', t('Leonardo da Vinci', '🖼️'), t('Vincent van Gogh', '🌻')),
    q(
      'Is the person a musician?',
      q('Did the person write classical music?', t('Mozart', '🎼'), q('Was he one of the Beatles?', t('John Lennon', '🎸'), t('Michael Jackson', '🕺'))), // prettier-ignore
      q(
        'Is the person a sports star?',
        q('Does the person play football?', t('Pelé', '⚽'), t('Usain Bolt', '🏃')),
        q(
          'Did the person walk on the Moon?',
          t('Neil Armstrong', '🚀'),
          q(
            'Did the person rule a country?',
            q('Was she a queen?', t('Cleopatra', '👑'), q('Was he the first president of the United States?', t('George Washington', '🎩'), t('Nelson Mandela', '✊'))), // prettier-ignore
            q('Did the person write plays?', t('William Shakespeare', '📜'), t('Mahatma Gandhi', '🕊️')),
          ),
        ),
      ),
    ),
  ),
);

/** The node reached by these answers (true yes) from the top. */
export function at(tree: Node, path: boolean[]): Node {
  let n = tree;
  for (const yes of path) {
    if (!('ask' in n)) break;
    n = yes ? n.yes : n.no;
  }
  return n;
}

/** The tree with the guess at `path` replaced by a question that tells `thing` from it: `yes` is the
 * answer for `thing`. A copy; the tree given is unchanged. */
export function learn(tree: Node, path: boolean[], thing: string, ask: string, yes: boolean): Node {
  const old = at(tree, path);
  const fresh: Node = { thing };
  const split: Node = { ask, yes: yes ? fresh : old, no: yes ? old : fresh };
  if (!path.length) return split;
  const [first, ...rest] = path;
  if (!('ask' in tree)) return split;
  return first
    ? { ...tree, yes: learn(tree.yes, rest, thing, ask, yes) }
    : { ...tree, no: learn(tree.no, rest, thing, ask, yes) };
}

/** How many things it knows. */
export const known = (tree: Node): number => ('ask' in tree ? known(tree.yes) + known(tree.no) : 1);

/** Whether `x` is a tree of questions and things (one kept from before, or from outside). */
export function isTree(x: unknown, depth = 0): x is Node {
  if (typeof x !== 'object' || x === null || depth > 60) return false;
  const n = x as Record<string, unknown>;
  if (typeof n.thing === 'string') return n.thing.length > 0 && n.thing.length <= 40;
  return (
    typeof n.ask === 'string' && n.ask.length <= 120 && isTree(n.yes, depth + 1) && isTree(n.no, depth + 1)
  );
}

/** A question as typed, made tidy: a capital first and a question mark last. */
export function tidy(ask: string): string {
  const s = ask
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[?.!\s]+$/, '');
  return s ? `${s[0].toUpperCase()}${s.slice(1)}?` : '';
}
