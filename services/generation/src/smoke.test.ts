import { compose, page } from '@degs/composer';
import { Smoke } from './smoke';
import sharp from 'sharp';

jest.setTimeout(60_000);

describe('smoke run in Chromium', () => {
  const smoke = new Smoke(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
  afterAll(() => smoke.close());

  test('the browser is there (make test installs it)', () => {
    expect(smoke.available).toBe(true);
  });

  test('a working game passes and gives a screenshot', async () => {
    const r = await smoke.check(page(compose('a breakout game')));
    expect(r.problem).toBeNull();
    expect((await sharp(r.screenshot!).metadata()).width).toBe(512);
  });

  test('a page that throws when it runs is refused with the error', async () => {
    const html =
      '<!doctype html><html><body><canvas></canvas><script>undefinedThing.go()</script></body></html>';
    expect((await smoke.check(html)).problem).toMatch(/^The game fails when it runs: .*undefinedThing/);
  });

  test('a page that draws nothing is refused', async () => {
    const html = '<!doctype html><html><body><canvas width="100" height="100"></canvas></body></html>';
    expect((await smoke.check(html)).problem).toBe('The game shows nothing after input');
  });
});
