// Choose your own adventure: the one you play (role player) is on a journey to the goal (role goal: home,
// a castle, treasure), through five places, each a scene with three ways on. One way leads on, one is
// a setback (a life lost, and the choice again), one is a detour that finds something (role target,
// points) and then the choice again. Which is which is new every game, so it is read, not learnt.
// Reaching the goal at the end wins, with one of three endings (rich with finds, unhurt, or home at
// last); running out of hearts on the way is the fourth. Tap a choice or press 1-3. Parts: levels (a longer journey),
// timer, highscores.
import { boot, plural } from '../runtime';

interface Way {
  text: string;
  icon: string;
  on: string; // what happens
}
interface Scene {
  place: string;
  icon: string;
  ways: [Way, Way, Way]; // the way on, the setback, the detour
}

/** Places a journey passes, each with its ways: on, a setback, a detour. */
const PLACES: Scene[] = [
  {
    place: 'a dark forest',
    icon: '🌲',
    ways: [
      { text: 'Follow the fireflies', icon: '✨', on: 'The fireflies light a path out of the trees.' },
      { text: 'Climb the tallest tree', icon: '🌳', on: 'A branch snaps!' },
      { text: 'Look under the mossy log', icon: '🪵', on: 'Something is hidden under the log.' },
    ],
  },
  {
    place: 'a wide river',
    icon: '🌊',
    ways: [
      { text: 'Cross on the stepping stones', icon: '🪨', on: 'Stone by stone, across to the far bank.' },
      { text: 'Swim straight across', icon: '🏊', on: 'The current sweeps you back!' },
      { text: 'Walk along the bank', icon: '🚶', on: 'Something glints in the reeds.' },
    ],
  },
  {
    place: 'a busy city',
    icon: '🏙️',
    ways: [
      { text: 'Ask the kind baker', icon: '🧑‍🍳', on: 'The baker points the way and waves goodbye.' },
      { text: 'Take a shortcut down the alley', icon: '🌃', on: 'A dead end, and a grumpy cat!' },
      { text: 'Look in the market', icon: '🛒', on: 'A stall keeper gives you something.' },
    ],
  },
  {
    place: 'a snowy mountain',
    icon: '🏔️',
    ways: [
      { text: 'Take the winding path', icon: '🥾', on: 'Slow and steady, over the pass.' },
      { text: 'Slide down the icy slope', icon: '🛷', on: 'Too fast! You tumble into a snowdrift.' },
      { text: 'Shelter in the cave', icon: '🕳️', on: 'Deep in the cave, something sparkles.' },
    ],
  },
  {
    place: 'a spooky swamp',
    icon: '🐸',
    ways: [
      { text: 'Hop across the lily pads', icon: '🪷', on: 'Lily pad to lily pad, out of the swamp.' },
      { text: 'Wade through the mud', icon: '🟤', on: 'Stuck in the mud!' },
      { text: 'Talk to the old frog', icon: '🐸', on: 'The frog croaks and hands you something.' },
    ],
  },
  {
    place: 'a windy desert',
    icon: '🏜️',
    ways: [
      { text: 'Follow the camel tracks', icon: '🐪', on: 'The tracks lead to an oasis, and beyond.' },
      { text: 'Run toward the mirage', icon: '🌫️', on: 'It was never there. You are lost for a while.' },
      { text: 'Dig by the cactus', icon: '🌵', on: 'Something is buried in the sand.' },
    ],
  },
  {
    place: 'a rickety bridge',
    icon: '🌉',
    ways: [
      { text: 'Cross slowly, plank by plank', icon: '🪜', on: 'Creak… creak… and across!' },
      { text: 'Run across as fast as you can', icon: '💨', on: 'A plank breaks under you!' },
      { text: 'Look under the bridge', icon: '👀', on: 'A troll shares something with you.' },
    ],
  },
];

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

boot((g) => {
  const hero = g.role('player');
  const goal = g.design.roles.goal ?? { name: 'home', emoji: '🏠', color: '#f59e0b' };
  const find = g.design.roles.target ?? { name: 'star', emoji: '⭐', color: '#facc15' };
  const length = 4 + g.level; // places on the way
  let route: Scene[];
  let at: number;
  let order: number[]; // the ways as shown: indexes into the scene's ways
  let tried: Set<number>;
  let said: { text: string; good: boolean } | null; // what the choice led to, while it shows
  let found: number; // detours that found something
  let setbacks: number;

  function scene() {
    order = [0, 1, 2].sort(() => g.rand(-1, 1));
    tried = new Set();
  }

  // (the way on leads to the next place; a detour or a setback leaves the choice open)
  function tell(what: { text: string; good: boolean }, on: boolean) {
    said = what;
    g.pause(1.6, () => {
      said = null;
      if (!on) return;
      at += 1;
      if (at >= route.length) return g.win(ending());
      scene();
    });
  }

  // The ending goes by the journey: rich with finds, unhurt, or home at last (and out of hearts, lost).
  function ending(): string {
    const home = `${g.say('The')} ${hero.name} ${g.say('reaches the')} ${goal.name}`;
    if (found >= 2) return `${home} ${g.say('with')} ${found} ${plural(find.name)}!`;
    if (!setbacks) return `${home} ${g.say('without a scratch')}!`;
    return `${home} ${g.say('at last, tired but safe')}.`;
  }

  function choose(shown: number) {
    const way = order[shown];
    if (way === undefined || tried.has(way)) return;
    const s = route[at];
    if (way === 0) {
      tell({ text: s.ways[0].on, good: true }, true);
      g.sound('point');
      g.addScore(10);
      return;
    }
    tried.add(way);
    if (way === 1) {
      tell({ text: s.ways[1].on, good: false }, false);
      setbacks += 1;
      g.loseLife();
      return;
    }
    tell({ text: `${s.ways[2].on} ${cap(find.name)}!`, good: true }, false);
    found += 1;
    g.got(1, 'target');
  }

  return {
    controls: 'Tap a choice, or press 1, 2 or 3',
    reset() {
      route = [...PLACES].sort(() => g.rand(-1, 1)).slice(0, length);
      at = 0;
      said = null;
      [found, setbacks] = [0, 0];
      scene();
    },
    update() {
      const inp = g.input;
      [1, 2, 3].forEach((k, i) => inp.pressed(String(k)) && choose(i));
      if (inp.tapped) {
        const i = [0, 1, 2].findIndex((k) => Math.abs(inp.tapAt.y - (400 + k * 72)) < 32);
        if (i >= 0) choose(i);
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      const s = route[Math.min(at, route.length - 1)]; // (home: the last place stays behind the end)
      // the journey so far: the places passed, then the goal
      route.forEach((p, i) =>
        g.text(i < at ? '✔️' : p.icon, 60 + i * (360 / length), 84, i === at ? 30 : 20),
      );
      g.sprite(goal, 420, 84, 30);
      g.text(s.icon, g.W / 2, 180, 72);
      g.sprite(hero, g.W / 2 - 70, 210, 48);
      g.wrap(`${g.say('The')} ${hero.name} ${g.say('reaches')} ${g.say(s.place)}.`, 262, 19, fg);
      g.text(g.say('Which way?'), g.W / 2, 300, 17, accent);
      order.forEach((way, i) => {
        const w = s.ways[way];
        const y = 400 + i * 72;
        ctx.globalAlpha = tried.has(way) ? 0.35 : 1;
        ctx.fillStyle = '#1e293b';
        ctx.fillRect(40, y - 28, g.W - 80, 56);
        g.text(`${i + 1}  ${w.icon}  ${g.say(w.text)}`, g.W / 2, y, 17, '#f8fafc');
        ctx.globalAlpha = 1;
      });
      if (said) {
        ctx.fillStyle = 'rgba(2,6,23,0.8)';
        ctx.fillRect(20, 330, g.W - 40, 260);
        g.wrap(g.say(said.text), 430, 19, said.good ? '#86efac' : '#fca5a5');
      }
    },
  };
});
