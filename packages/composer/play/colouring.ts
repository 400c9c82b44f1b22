// A colouring book's pictures (pure): each a list of parts, drawn in order (a later part over an earlier
// one), each a closed shape a tap can fill: an ellipse or a polygon, on a 300 × 300 page. Lines that only
// draw (whiskers) are no part to fill.

export type Shape =
  | { e: [number, number, number, number] } // an ellipse: centre x, y and radii
  | { p: [number, number][] }; // a polygon
export interface Picture {
  name: string;
  icon: string;
  parts: Shape[];
  lines?: [number, number][][];
}

const box = (x0: number, y0: number, x1: number, y1: number): Shape => ({ p: [[x0, y0], [x1, y0], [x1, y1], [x0, y1]] }); // prettier-ignore
const ring = (x: number, y: number, r: number): Shape => ({ e: [x, y, r, r] });

export const PICTURES: Picture[] = [
  {
    name: 'cat',
    icon: '🐱',
    parts: [
      {
        p: [
          [215, 230],
          [262, 178],
          [278, 190],
          [228, 246],
        ],
      }, // tail
      { e: [150, 215, 72, 62] }, // body
      {
        p: [
          [104, 92],
          [98, 34],
          [140, 66],
        ],
      }, // ears
      {
        p: [
          [196, 92],
          [202, 34],
          [160, 66],
        ],
      },
      { e: [150, 112, 58, 52] }, // head
      { e: [128, 104, 10, 12] }, // eyes
      { e: [172, 104, 10, 12] },
      {
        p: [
          [142, 124],
          [158, 124],
          [150, 134],
        ],
      }, // nose
    ],
    lines: [
      [
        [110, 128],
        [70, 120],
      ],
      [
        [110, 134],
        [70, 140],
      ],
      [
        [190, 128],
        [230, 120],
      ],
      [
        [190, 134],
        [230, 140],
      ],
    ],
  },
  {
    name: 'house',
    icon: '🏠',
    parts: [
      ring(45, 45, 26), // the sun
      box(0, 262, 300, 300), // grass
      box(192, 70, 220, 130), // chimney
      box(62, 140, 238, 262), // walls
      {
        p: [
          [40, 148],
          [150, 62],
          [260, 148],
        ],
      }, // roof
      box(130, 192, 170, 262), // door
      box(80, 166, 116, 202), // windows
      box(184, 166, 220, 202),
    ],
  },
  {
    name: 'fish',
    icon: '🐟',
    parts: [
      ring(40, 62, 11), // bubbles
      ring(62, 32, 7),
      {
        p: [
          [214, 150],
          [282, 96],
          [268, 150],
          [282, 204],
        ],
      }, // tail
      {
        p: [
          [108, 98],
          [150, 58],
          [178, 100],
        ],
      }, // fin
      { e: [140, 150, 92, 60] }, // body
      {
        p: [
          [150, 94],
          [172, 96],
          [172, 204],
          [150, 206],
        ],
      }, // stripe
      ring(84, 136, 12), // eye
    ],
  },
  {
    name: 'dinosaur',
    icon: '🦕',
    parts: [
      {
        p: [
          [108, 136],
          [124, 106],
          [142, 134],
        ],
      }, // spikes
      {
        p: [
          [146, 132],
          [162, 102],
          [178, 132],
        ],
      },
      {
        p: [
          [78, 168],
          [8, 204],
          [84, 204],
        ],
      }, // tail
      box(100, 210, 126, 268), // legs
      box(170, 210, 196, 268),
      { e: [150, 182, 80, 50] }, // body
      {
        p: [
          [196, 162],
          [214, 82],
          [244, 70],
          [268, 84],
          [252, 102],
          [232, 102],
          [228, 172],
        ],
      }, // neck and head
      ring(246, 84, 5), // eye
    ],
  },
  {
    name: 'castle',
    icon: '🏰',
    parts: [
      {
        p: [
          [64, 36],
          [64, 8],
          [88, 18],
        ],
      }, // flags
      {
        p: [
          [234, 36],
          [234, 8],
          [258, 18],
        ],
      },
      box(70, 128, 230, 262), // wall
      box(38, 90, 92, 262), // towers
      box(208, 90, 262, 262),
      {
        p: [
          [32, 92],
          [64, 34],
          [98, 92],
        ],
      }, // tower roofs
      {
        p: [
          [202, 92],
          [234, 34],
          [268, 92],
        ],
      },
      {
        p: [
          [126, 262],
          [126, 206],
          [150, 182],
          [174, 206],
          [174, 262],
        ],
      }, // gate
      box(54, 124, 76, 152), // windows
      box(224, 124, 246, 152),
      box(0, 262, 300, 300), // ground
    ],
  },
  {
    name: 'car',
    icon: '🚗',
    parts: [
      {
        p: [
          [82, 192],
          [112, 140],
          [200, 140],
          [232, 192],
        ],
      }, // cabin
      {
        p: [
          [102, 186],
          [120, 150],
          [150, 150],
          [150, 186],
        ],
      }, // windows
      {
        p: [
          [160, 186],
          [160, 150],
          [190, 150],
          [212, 186],
        ],
      },
      box(28, 190, 272, 236), // body
      ring(262, 206, 7), // headlight
      ring(90, 242, 28), // wheels
      ring(214, 242, 28),
      ring(90, 242, 10), // hubs
      ring(214, 242, 10),
    ],
  },
];

function inside(s: Shape, x: number, y: number): boolean {
  if ('e' in s) {
    const [cx, cy, rx, ry] = s.e;
    return ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;
  }
  // (even-odd: crossings of a ray to the right)
  let inPoly = false;
  const pts = s.p;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i];
    const [xj, yj] = pts[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inPoly = !inPoly;
  }
  return inPoly;
}

/** The part a tap at (x, y) of the page is on (the topmost), or -1 for the page around them. */
export function partAt(picture: Picture, x: number, y: number): number {
  for (let i = picture.parts.length - 1; i >= 0; i--) if (inside(picture.parts[i], x, y)) return i;
  return -1;
}
