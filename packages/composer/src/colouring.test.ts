import { partAt, PICTURES } from '../play/colouring';

test('six pictures, each a handful of parts to fill', () => {
  expect(PICTURES.map((p) => p.name)).toEqual(['cat', 'house', 'fish', 'dinosaur', 'castle', 'car']);
  for (const p of PICTURES) expect(p.parts.length).toBeGreaterThanOrEqual(7);
});

test('a tap fills the part it is on, the topmost where parts overlap; off every part, the page', () => {
  const cat = PICTURES[0];
  expect(partAt(cat, 150, 112)).toBe(4); // the head, over the body
  expect(partAt(cat, 128, 104)).toBe(5); // an eye, over the head
  expect(partAt(cat, 150, 250)).toBe(1); // the body
  expect(partAt(cat, 10, 10)).toBe(-1);
  const house = PICTURES[1];
  expect(partAt(house, 150, 230)).toBe(5); // the door in the wall
  expect(partAt(house, 100, 230)).toBe(3); // the wall beside it
  expect(partAt(house, 150, 100)).toBe(4); // the roof
});

test('every part of every picture can be tapped somewhere (none is hidden under the others)', () => {
  for (const picture of PICTURES) {
    const reached = new Set<number>();
    for (let x = 0; x < 300; x += 2) for (let y = 0; y < 300; y += 2) reached.add(partAt(picture, x, y));
    picture.parts.forEach((_, i) => expect({ picture: picture.name, part: i, reached: reached.has(i) }).toEqual({ picture: picture.name, part: i, reached: true })); // prettier-ignore
  }
});
