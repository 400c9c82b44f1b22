// The setting drawn behind every game, from what its name says: snow falling in winter, leaves in
// autumn, bubbles rising under the sea, a tree line in a forest, stars at night. Faint, and never where
// play happens in a way that could read as a thing to catch or dodge: small, pale and slow.
import { mix } from './colours';

interface Scene {
  /** Small things drifting across the whole screen: down (1) or up (-1), in px per second. */
  drift?: { emoji: string[]; speed: number; dir: 1 | -1 };
  /** A row along the bottom edge (trees, dunes, buildings). */
  row?: string[];
  /** A band of ground under the row, in this colour mixed into the background. */
  ground?: string;
  /** One thing high in a corner (the sun, the moon). */
  sky?: string;
  /** Twinkling dots: a night sky or space. */
  stars?: boolean;
}

/** Words of a setting's name → its scene; of several that fit, each part comes from the first that has
 * it ("rainy city": the rain falls over the skyline). */
const SCENES: [string[], Scene][] = [
  [['rain', 'rainy', 'storm', 'stormy', 'thunderstorm'], { drift: { emoji: ['💧'], speed: 170, dir: 1 } }],
  [
    ['winter', 'snow', 'snowy', 'arctic', 'polar', 'christmas', 'ice', 'icy', 'antarctica', 'blizzard'],
    { drift: { emoji: ['❄️'], speed: 28, dir: 1 }, ground: '#eef4fa' },
  ],
  [['autumn', 'fall'], { drift: { emoji: ['🍂', '🍁'], speed: 36, dir: 1 }, row: ['🌳'] }],
  [['beach', 'coast', 'shore', 'seaside', 'island'], { row: ['🌴', '🐚'], ground: '#e9d49c', sky: '☀️' }],
  [
    ['sea', 'ocean', 'underwater', 'reef', 'aquarium', 'water', 'mar', 'coral', 'seabed'],
    { drift: { emoji: ['🫧'], speed: 22, dir: -1 }, row: ['🌿', '🪸'] },
  ],
  // (a pond is seen from its bank: reeds and lotus, no bubbles)
  [['lake', 'pond', 'river', 'lily', 'swamp', 'marsh', 'stream', 'creek'], { row: ['🌾', '🪷'] }],
  // (pirates sail on the sea, not under it)
  [
    ['pirate', 'pirates', 'sailing', 'harbor', 'harbour', 'port'],
    { row: ['🌊'], sky: '☀️', ground: '#2563eb' },
  ],
  [['jungle', 'rainforest', 'tropical'], { row: ['🌴', '🌿'] }],
  [['forest', 'woods', 'woodland', 'wood'], { row: ['🌲', '🌳'] }],
  [
    ['desert', 'sahara', 'dune', 'dunes', 'outback', 'savanna', 'savannah', 'prairie'],
    { row: ['🌵'], ground: '#d9b26f', sky: '☀️' },
  ],
  [
    ['space', 'galaxy', 'moon', 'planet', 'planets', 'star', 'stars', 'universe', 'orbit', 'cosmos'],
    { stars: true },
  ],
  [
    ['night', 'midnight', 'haunted', 'halloween', 'graveyard', 'cemetery', 'spooky', 'dark'],
    { stars: true, sky: '🌙' },
  ],
  [['volcano', 'lava'], { row: ['🌋'] }],
  // (Mars is red rock under a dark sky)
  [['mars', 'martian'], { row: ['🪨'], ground: '#b4532a', stars: true }],
  [['fair', 'funfair', 'carnival', 'fairground', 'circus'], { row: ['🎡', '🎪', '🎠'] }],
  [['kitchen', 'bakery', 'restaurant', 'diner', 'cafe'], { row: ['🍳', '🥄', '🧂'], ground: '#d6c7a1' }],
  [['cave', 'caves', 'cavern', 'mine', 'tunnel', 'dungeon'], { row: ['🪨'], ground: '#2a2320' }],
  [['mountain', 'mountains', 'hills', 'alps'], { row: ['⛰️', '🏔️'] }],
  [['castle', 'kingdom', 'medieval'], { row: ['🏰'] }],
  [
    ['house', 'mansion', 'home', 'room', 'bedroom', 'attic', 'basement', 'building', 'apartment', 'hotel', 'office', 'school', 'library', 'museum'], // prettier-ignore
    { row: ['🪟', '🖼️', '🛋️', '🪴'], ground: '#7c5a3c' },
  ],
  [['parking', 'supermarket', 'mall', 'garage'], { row: ['🅿️', '🚙'], ground: '#52525b' }],
  [['city', 'town', 'street', 'downtown', 'road', 'highway'], { row: ['🏢', '🏬', '🏠'] }],
  [
    ['farm', 'garden', 'greenhouse', 'meadow', 'field', 'park', 'countryside', 'spring', 'summer', 'orchard'],
    { row: ['🌻', '🌳'], ground: '#5a8f3c' },
  ],
  [['sky', 'clouds', 'cloud', 'heaven'], { drift: { emoji: ['☁️'], speed: 12, dir: 1 } }],
];

export function sceneOf(name: string | null): Scene | null {
  if (!name) return null;
  const words = name.toLowerCase().split(/[^a-zà-ÿ]+/);
  const fits = SCENES.filter(([said]) => said.some((w) => words.includes(w))).map(([, scene]) => scene);
  return fits.length ? Object.assign({}, ...fits.reverse()) : null;
}

const EMOJI = '"Noto Color Emoji", "Apple Color Emoji", "Segoe UI Emoji", serif';

/** A drawer for the setting's scene behind the game, or null when its name says nothing we draw. */
export function scenery(
  ctx: CanvasRenderingContext2D,
  setting: { name: string | null; bg: string },
  w: number,
  h: number,
): ((time: number) => void) | null {
  const scene = sceneOf(setting.name);
  if (!scene) return null;
  // Fixed places, so the scene holds still between frames; only the drift moves.
  const seeded = (i: number) => {
    const x = Math.sin(i * 12.9898) * 43758.5453;
    return x - Math.floor(x);
  };
  const flakes = Array.from({ length: 18 }, (_, i) => ({ x: seeded(i) * w, y: seeded(i + 50) * h, k: i }));
  const dots = Array.from({ length: 40 }, (_, i) => ({ x: seeded(i + 100) * w, y: seeded(i + 200) * h }));
  const emoji = (s: string, x: number, y: number, px: number, alpha: number) => {
    ctx.globalAlpha = alpha;
    ctx.fillStyle = '#000';
    ctx.font = `${px}px ${EMOJI}`;
    ctx.fillText(s, x, y);
  };
  return (time: number) => {
    ctx.save();
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    if (scene.stars)
      dots.forEach((d, i) => {
        ctx.globalAlpha = 0.25 + 0.25 * Math.sin(time * 1.5 + i);
        ctx.fillStyle = '#ffffff';
        ctx.fillRect(d.x, d.y, 2, 2);
      });
    if (scene.sky) emoji(scene.sky, w - 46, 92, 44, 0.35);
    if (scene.ground) {
      ctx.globalAlpha = 1;
      ctx.fillStyle = mix(setting.bg, scene.ground, 0.35);
      ctx.fillRect(0, h - 26, w, 26);
    }
    if (scene.row)
      for (let x = 30, i = 0; x < w; x += 84, i++)
        emoji(scene.row[i % scene.row.length], x, h - 34 - (i % 2) * 10, 46, 0.22);
    if (scene.drift) {
      const { emoji: kinds, speed, dir } = scene.drift;
      for (const f of flakes) {
        const y = (((f.y + dir * speed * time * (0.7 + 0.3 * seeded(f.k + 9))) % h) + h) % h;
        const x = f.x + Math.sin(time * 0.8 + f.k) * 12;
        emoji(kinds[f.k % kinds.length], x, y, 15, 0.3);
      }
    }
    ctx.restore();
  };
}
