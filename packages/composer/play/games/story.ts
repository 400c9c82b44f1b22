// Choose your own adventure: the one you play (role player) is on a journey to the goal (role goal: home,
// a castle, treasure), through five places (play/stories.ts: of the sea and a lighthouse, of space, of a
// haunted house, or of the land), each a scene with three ways on. One way leads on, one is
// a setback (a life lost, and the choice again), one is a detour that finds something (role target,
// points) and then the choice again. Which is which is new every game, so it is read, not learnt.
// Reaching the goal at the end wins, with one of three endings (rich with finds, unhurt, or home at
// last); running out of hearts on the way is the fourth. Tap a choice or press 1-3. Parts: levels (a longer journey),
// timer, highscores.
import { boot, plural } from '../runtime';
import { storyPlaces, type Scene } from '../stories';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

boot((g) => {
  const hero = g.role('player');
  const goal = g.design.roles.goal ?? { name: 'home', emoji: '🏠', color: '#f59e0b' };
  const find = g.design.roles.target ?? { name: 'star', emoji: '⭐', color: '#facc15' };
  // (the places of what the story is about: "a lighthouse keeper in a storm" passes the lamp room)
  const d = g.design;
  const places = storyPlaces([d.title, d.tagline, d.setting.name ?? '', ...Object.values(d.roles).map((e) => e?.name ?? '')].join(' ')); // prettier-ignore
  const length = Math.min(places.length, 4 + g.level); // places on the way
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

  // The ending goes by the journey: rich with finds, unhurt, or home at last.
  function ending(): string {
    const home = `${g.say('The')} ${hero.name} ${g.say('reaches the')} ${goal.name}`;
    const [n, line] =
      found >= 2
        ? [1, `${home} ${g.say('with')} ${found} ${plural(find.name)}!`]
        : !setbacks
          ? [2, `${home} ${g.say('without a scratch')}!`]
          : [3, `${home} ${g.say('at last, tired but safe')}.`];
    return `${g.say('Ending')} ${n}/3\n${line}`;
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
      g.sound('bad');
      return;
    }
    tell({ text: `${s.ways[2].on} ${cap(find.name)}!`, good: true }, false);
    found += 1;
    g.got(1, 'target');
  }

  return {
    controls: 'Tap a choice, or press 1, 2 or 3',
    reset() {
      g.showLives(false);
      route = [...places].sort(() => g.rand(-1, 1)).slice(0, length);
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
      g.text(g.say('Which way?'), g.W / 2, 326, 17, accent);
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
