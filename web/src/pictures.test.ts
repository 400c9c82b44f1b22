import { pictureFrom } from './pictures';

test('a PNG a game sends is saved under its title; anything else is not', () => {
  const png = 'data:image/png;base64,iVBORw0KGgo=';
  expect(pictureFrom({ degs: 'picture', png, name: 'Spirograph: Loops!' })).toEqual({
    png,
    file: 'Spirograph Loops.png',
  });
  expect(pictureFrom({ degs: 'picture', png })).toEqual({ png, file: 'picture.png' });
  expect(pictureFrom({ degs: 'picture', png: 'data:text/html;base64,PHNjcmlwdD4=' })).toBeNull();
  expect(pictureFrom({ degs: 'picture', png: 'javascript:alert(1)' })).toBeNull();
  expect(pictureFrom({ degs: 'picture', png: `${png}"><script>` })).toBeNull();
  expect(pictureFrom({ degs: 'keep', kept: {} })).toBeNull();
  expect(pictureFrom(null)).toBeNull();
  expect(pictureFrom({ degs: 'picture', png: `data:image/png;base64,${'A'.repeat(8_000_001)}` })).toBeNull();
});
