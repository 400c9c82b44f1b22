import { storyPlaces } from '../play/stories';
import { compose } from './compose';

test('a story passes the places of what it is about: the lighthouse in a storm, space, a haunted house', () => {
  const places = (prompt: string) => {
    const d = compose(prompt);
    const words = [
      d.title,
      d.tagline,
      d.setting.name ?? '',
      ...Object.values(d.roles).map((e) => e?.name ?? ''),
    ];
    return storyPlaces(words.join(' ')).map((s) => s.place);
  };
  const sea = places('a short choose-your-own-adventure about a lighthouse keeper during a storm, with at least 3 different endings'); // prettier-ignore
  expect(sea).toContain('the lamp room');
  expect(sea).toContain('a ship near the rocks');
  expect(places('a choose your own adventure about an astronaut lost in space')).toContain('the airlock');
  expect(places('a choose your own adventure in a haunted house full of ghosts')).toContain('the attic');
  expect(places('a choose your own adventure about a knight going home')).toContain('a dark forest');
  // every place has its three ways: on, a setback, a detour
  for (const words of ['lighthouse', 'space', 'ghost', 'knight'])
    for (const s of storyPlaces(words)) expect(s.ways.map((w) => w.text.length > 0 && w.on.length > 0)).toEqual([true, true, true]); // prettier-ignore
});

test('a lighthouse keeper during a storm: the keeper plays, the storm is when, the morning is reached', () => {
  const d = compose('a short choose-your-own-adventure about a lighthouse keeper during a storm, with at least 3 different endings'); // prettier-ignore
  expect(d).toMatchObject({ mechanic: 'story', roles: { player: { name: 'lighthouse keeper' }, goal: { name: 'morning' } } }); // prettier-ignore
  expect(d.setting.name).toBe('storm');
});
