// A game's cover when no screenshot was taken: 512×512 WebP drawn from its design (colours, title,
// mechanic) — or, for a page without one, from its name — so every card has a picture of its own.
import sharp from 'sharp';
import type { Design } from '@degs/composer';

type Look = Pick<Design, 'setting' | 'mechanic' | 'params'>;

export const COVER_SIZE = 512;

const xml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Splits a title into at most three lines of about 14 characters. */
function lines(title: string): string[] {
  const out: string[] = [];
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = out[out.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= 14) out[out.length - 1] = `${last} ${word}`;
    else out.push(word.slice(0, 16));
  }
  return out.slice(0, 3);
}

export function coverSvg(name: string, design?: Look | null): string {
  const palette = design?.setting ?? { bg: '#0b0f14', fg: '#e8edf2', accent: '#22c55e' };
  const title = lines(name || 'Game');
  const top = 300 - (title.length - 1) * 34;
  // A few shapes placed from the name, so two games rarely look alike.
  let seed = [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  const rnd = () => ((seed = (seed * 1103515245 + 12345) >>> 0) % 1000) / 1000;
  const shapes = Array.from({ length: 9 }, () => {
    const r = 14 + rnd() * 46;
    return `<circle cx="${(rnd() * 512).toFixed(0)}" cy="${(rnd() * 512).toFixed(0)}" r="${r.toFixed(0)}" fill="${palette.accent}" fill-opacity="${(0.12 + rnd() * 0.25).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="${palette.bg}"/>
  ${shapes}
  <text x="256" y="150" font-family="DejaVu Sans, Arial, sans-serif" font-size="120" font-weight="700" text-anchor="middle" fill="${palette.accent}">${xml(name.charAt(0).toUpperCase() || '?')}</text>
  ${title
    .map(
      (l, i) =>
        `<text x="256" y="${top + i * 68}" font-family="DejaVu Sans, Arial, sans-serif" font-size="56" font-weight="700" text-anchor="middle" fill="${palette.fg}">${xml(l)}</text>`,
    )
    .join('')}
  ${design ? `<text x="256" y="470" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" text-anchor="middle" fill="${palette.fg}" fill-opacity="0.7">${xml(design.mechanic)} · ${xml(design.params.difficulty)}</text>` : ''}
</svg>`;
}

export async function drawCover(name: string, design?: Look | null): Promise<Buffer> {
  return sharp(Buffer.from(coverSvg(name, design)))
    .resize(COVER_SIZE, COVER_SIZE)
    .webp({ quality: 82 })
    .toBuffer();
}
