import { after, bestColour, choose, deck, playable, worth, type Card } from '../play/uno';

const c = (colour: Card['colour'], face: Card['face']): Card => ({ colour, face });

test('the deck has 108 cards: 19 numbers, 2 skips, 2 reverses and 2 +2s a colour, 4 wilds and 4 +4s', () => {
  const all = deck();
  expect(all).toHaveLength(108);
  expect(all.filter((x) => x.colour === 'red')).toHaveLength(25);
  expect(all.filter((x) => x.face === '+4')).toHaveLength(4);
  expect(all.filter((x) => x.colour === 'blue' && x.face === '0')).toHaveLength(1);
});

test('a card goes on the colour asked or the same face; a wild on anything', () => {
  const top = c('red', '7');
  expect(playable(c('red', '2'), top, 'red')).toBe(true);
  expect(playable(c('blue', '7'), top, 'red')).toBe(true);
  expect(playable(c('blue', '2'), top, 'red')).toBe(false);
  expect(playable(c(null, 'wild'), top, 'red')).toBe(true);
  // after a wild named green, green goes
  expect(playable(c('green', '5'), c(null, 'wild'), 'green')).toBe(true);
});

test('turns go round either way and skip; the computer keeps its wild and attacks one close to winning', () => {
  expect(after(3, 1, 4)).toBe(0);
  expect(after(0, -1, 4)).toBe(3);
  expect(after(1, 1, 4, 2)).toBe(3);
  const hand = [c(null, 'wild'), c('red', '3'), c('red', 'skip'), c('blue', '9')];
  expect(choose(hand, c('red', '9'), 'red', 5)).toBe(1); // (its colour's number first, the wild kept)
  expect(choose(hand, c('red', '9'), 'red', 1)).toBe(2); // (the next one has one card left: skip them)
  expect(choose([c('green', '1')], c('red', '9'), 'red', 5)).toBe(-1);
  expect(bestColour(hand)).toBe('red');
  expect(worth(c(null, '+4')) + worth(c('red', 'skip')) + worth(c('blue', '7'))).toBe(77);
});
