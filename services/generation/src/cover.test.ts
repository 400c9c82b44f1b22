import sharp from 'sharp';
import { coverSvg, drawCover } from './cover';
import { compose } from '@degs/composer';

test('a cover is a 512×512 WebP in the game palette', async () => {
  const design = compose('a snake game in space');
  const webp = await drawCover(design.title, design);
  const meta = await sharp(webp).metadata();
  expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
  const { dominant } = await sharp(webp).stats();
  // Mostly the space palette's dark blue background.
  expect(dominant.b).toBeGreaterThan(dominant.r);
});

test('titles are escaped and wrapped; a page without a design still gets a cover', async () => {
  const svg = coverSvg('<b>Tom & Jerry</b> Super Long Adventure Title', null);
  expect(svg).not.toContain('<b>');
  expect(svg).toContain('&#38;');
  expect((svg.match(/font-size="56"/g) ?? []).length).toBeLessThanOrEqual(3);
  expect((await sharp(await drawCover('Untitled', null)).metadata()).format).toBe('webp');
});
