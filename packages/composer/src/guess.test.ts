import { ANIMALS, at, FOOD, isTree, known, learn, PEOPLE, tidy, type Node } from '../play/guess';

/** The answers that lead down to `thing`, or null. */
function pathTo(tree: Node, thing: string, path: boolean[] = []): boolean[] | null {
  if (!('ask' in tree)) return tree.thing === thing ? path : null;
  return pathTo(tree.yes, thing, [...path, true]) ?? pathTo(tree.no, thing, [...path, false]);
}

test('it knows twenty-five animals, each reached by its own answers', () => {
  expect(known(ANIMALS)).toBe(25);
  expect(at(ANIMALS, [false, true, true, true])).toEqual({ thing: 'parrot', emoji: '🦜' });
  expect(at(ANIMALS, pathTo(ANIMALS, 'elephant')!)).toMatchObject({ thing: 'elephant' });
  expect(isTree(ANIMALS)).toBe(true);
  expect([known(FOOD), known(PEOPLE)]).toEqual([18, 16]);
});

test('guessed wrong, it learns the thing and the question; next time those answers lead to it', () => {
  const cat = pathTo(ANIMALS, 'cat')!;
  const smarter = learn(ANIMALS, cat, 'hamster', 'does it live in a cage', true);
  expect(known(smarter)).toBe(26);
  expect(at(smarter, cat)).toMatchObject({ ask: 'does it live in a cage' });
  expect(at(smarter, [...cat, true])).toEqual({ thing: 'hamster' });
  expect(at(smarter, [...cat, false])).toEqual({ thing: 'cat', emoji: '🐱' });
  expect(at(ANIMALS, cat)).toEqual({ thing: 'cat', emoji: '🐱' }); // (the tree it learnt from unchanged)
  const first = learn({ thing: 'cat' }, [], 'dog', 'Does it bark?', true);
  expect(first).toEqual({ ask: 'Does it bark?', yes: { thing: 'dog' }, no: { thing: 'cat' } });
});

test('a tree kept from before is checked before it is used; a question typed is made tidy', () => {
  expect(isTree({ ask: 'Is it red?', yes: { thing: 'apple' }, no: { thing: 'pear' } })).toBe(true);
  expect(isTree({ ask: 'Is it red?', yes: { thing: 'apple' } })).toBe(false);
  expect(isTree('cat')).toBe(false);
  expect(tidy('  does it   purr.  ')).toBe('Does it purr?');
  expect(tidy('')).toBe('');
});
