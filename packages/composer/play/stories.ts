// The places a choose-your-own-adventure passes, by what the story is about: a lighthouse in a storm
// passes the lamp room and a ship near the rocks, a space voyage an airlock and an asteroid field; any
// other story goes through forests, rivers and mountains. Data and the choice of it, pure (no canvas).

export interface Way {
  text: string;
  icon: string;
  on: string; // what happens
}
export interface Scene {
  place: string;
  icon: string;
  ways: [Way, Way, Way]; // the way on, the setback, the detour
}

const way = (text: string, icon: string, on: string): Way => ({ text, icon, on });

/** A journey over the land: the story about nothing more particular. */
const LAND: Scene[] = [
  {
    place: 'a dark forest',
    icon: '🌲',
    ways: [
      way('Follow the fireflies', '✨', 'The fireflies light a path out of the trees.'),
      way('Climb the tallest tree', '🌳', 'A branch snaps!'),
      way('Look under the mossy log', '🪵', 'Something is hidden under the log.'),
    ],
  },
  {
    place: 'a wide river',
    icon: '🌊',
    ways: [
      way('Cross on the stepping stones', '🪨', 'Stone by stone, across to the far bank.'),
      way('Swim straight across', '🏊', 'The current sweeps you back!'),
      way('Walk along the bank', '🚶', 'Something glints in the reeds.'),
    ],
  },
  {
    place: 'a busy city',
    icon: '🏙️',
    ways: [
      way('Take the tram', '🚋', 'The tram rattles right through town.'),
      way('Cut down a dark alley', '🌃', 'A dead end, and a big dog!'),
      way('Ask at the market', '🧺', 'A stall keeper hands you something.'),
    ],
  },
  {
    place: 'a snowy mountain',
    icon: '🏔️',
    ways: [
      way('Take the winding path', '🥾', 'Slow and steady, over the pass.'),
      way('Slide down the icy slope', '🛷', 'Whoosh… into a snowdrift!'),
      way('Peek into the ice cave', '🧊', 'Something sparkles in the ice.'),
    ],
  },
  {
    place: 'a spooky swamp',
    icon: '🐸',
    ways: [
      way('Hop along the lily pads', '🪷', 'Hop, hop, hop: out of the swamp.'),
      way('Wade through the mud', '🥾', 'Stuck! It takes ages to get out.'),
      way('Follow the glowing lights', '💡', 'The lights lead to a hidden hollow.'),
    ],
  },
  {
    place: 'a windy desert',
    icon: '🏜️',
    ways: [
      way('Follow the camel tracks', '🐪', 'The tracks lead to an oasis.'),
      way('Walk toward the shimmer', '🌫️', 'Only a mirage, and a long way back!'),
      way('Dig by the lone cactus', '🌵', 'Something is buried in the sand.'),
    ],
  },
  {
    place: 'a rickety bridge',
    icon: '🌉',
    ways: [
      way('Cross slowly, plank by plank', '🪜', 'Creak… creak… and across!'),
      way('Run across as fast as you can', '💨', 'A plank breaks under you!'),
      way('Look under the bridge', '👀', 'A troll shares something with you.'),
    ],
  },
];

/** A night at the lighthouse, on the sea, in a storm. */
const SEA: Scene[] = [
  {
    place: 'the lighthouse stairs',
    icon: '🪜',
    ways: [
      way('Climb steadily, holding the rail', '🧗', 'Step by step, up to the lamp room.'),
      way('Run up two steps at a time', '🏃', 'You slip on a wet step!'),
      way('Look in the storeroom', '🚪', 'Something is tucked behind the oil cans.'),
    ],
  },
  {
    place: 'the lamp room',
    icon: '💡',
    ways: [
      way('Trim the wick and light the lamp', '🔥', 'The great light sweeps across the waves.'),
      way('Open a window to see better', '🪟', 'The wind blows the flame out!'),
      way("Search the old keeper's desk", '🗄️', 'A stuck drawer opens at last.'),
    ],
  },
  {
    place: 'the gallery in the gale',
    icon: '🌬️',
    ways: [
      way('Tie a rope to the railing', '🪢', 'Safe, you wipe the salt from the glass.'),
      way('Lean out over the rail', '🙆', 'A gust nearly throws you off!'),
      way('Look down at the rocks', '👀', 'Something is caught on the rocks below.'),
    ],
  },
  {
    place: 'a ship near the rocks',
    icon: '🚢',
    ways: [
      way('Flash the warning signal', '🔦', 'The ship turns away just in time.'),
      way('Ring the fog bell', '🔔', 'The wind swallows the sound!'),
      way('Watch it through the telescope', '🔭', 'Something floats beside the hull.'),
    ],
  },
  {
    place: 'the flooded cellar',
    icon: '🌊',
    ways: [
      way('Pump the water out', '🪣', 'The generator hums back to life.'),
      way('Wade in to the fuse box', '⚡', 'A spark! You jump back.'),
      way('Open the old sea chest', '🧰', 'The chest holds a surprise.'),
    ],
  },
  {
    place: 'the radio room',
    icon: '📻',
    ways: [
      way('Call the coast guard', '📞', 'A crackling voice answers: help is coming.'),
      way('Climb the mast to fix the aerial', '📡', 'The mast sways and you slide down!'),
      way('Tune through the channels', '🎛️', 'A faint signal hides in the static.'),
    ],
  },
  {
    place: 'the cliff path',
    icon: '🪨',
    ways: [
      way('Follow the path with your lantern', '🏮', 'The lantern shows the way along the cliff.'),
      way('Take the shortcut over the rocks', '🧗', 'A wave crashes over you!'),
      way('Peek into the sea cave', '🕳️', 'Something glitters in the cave.'),
    ],
  },
];

/** A voyage through space. */
const SPACE: Scene[] = [
  {
    place: 'the launch pad',
    icon: '🚀',
    ways: [
      way('Run the checklist, then launch', '📋', 'Three, two, one… lift-off!'),
      way('Launch right now', '🔥', 'An engine sputters: back to the pad!'),
      way('Check the cargo hold', '📦', 'Someone packed something extra.'),
    ],
  },
  {
    place: 'an asteroid field',
    icon: '🪨',
    ways: [
      way('Weave through slowly', '🛞', 'Rock by rock, out the other side.'),
      way('Go full speed straight through', '💨', 'Bump! A dent in the hull.'),
      way('Scan the biggest asteroid', '📡', 'The scanner finds something inside.'),
    ],
  },
  {
    place: 'the airlock',
    icon: '🚪',
    ways: [
      way('Put on your helmet first', '🧑‍🚀', 'Sealed and safe, out into space.'),
      way('Open both doors at once', '🌀', 'Whoosh! You tumble back inside.'),
      way('Check the spare suit locker', '🗄️', 'Something floats out of the locker.'),
    ],
  },
  {
    place: 'a strange planet',
    icon: '🪐',
    ways: [
      way('Land on the flat plain', '🛬', 'A soft landing in the purple dust.'),
      way('Land on the tall crystals', '💎', 'Crunch! They are sharper than they look.'),
      way('Follow the glowing tracks', '👣', 'The tracks lead to something shiny.'),
    ],
  },
  {
    place: 'the alien market',
    icon: '👽',
    ways: [
      way('Trade politely', '🤝', 'The aliens wave you on your way.'),
      way('Grab the map and run', '🗺️', 'Alarms! You are chased back to the ship.'),
      way('Ask the oldest alien', '🧓', 'It hands you something, smiling.'),
    ],
  },
  {
    place: 'a black hole',
    icon: '🕳️',
    ways: [
      way('Steer around the edge', '🧭', 'You slingshot around it, faster than ever.'),
      way('Fly closer for a look', '🔭', 'It pulls you in! You barely escape.'),
      way('Catch what orbits it', '🧲', 'Something drifts into your net.'),
    ],
  },
];

/** A night in a haunted house. */
const HAUNTED: Scene[] = [
  {
    place: 'the creaky front door',
    icon: '🚪',
    ways: [
      way('Knock three times', '✊', 'The door swings open by itself.'),
      way('Climb in through a window', '🪟', 'The window slams on your fingers!'),
      way('Look under the doormat', '🧹', 'Something is hidden under the mat.'),
    ],
  },
  {
    place: 'the long dark hall',
    icon: '🕯️',
    ways: [
      way('Light a candle and walk on', '🕯️', 'The candle shows a door at the end.'),
      way('Feel your way in the dark', '🙈', 'You walk into a suit of armour!'),
      way('Look behind the portrait', '🖼️', 'The painting hides a little shelf.'),
    ],
  },
  {
    place: 'the library',
    icon: '📚',
    ways: [
      way('Pull the red book', '📕', 'A bookcase swings open!'),
      way('Read the spell out loud', '📜', 'Every book flies off the shelves!'),
      way('Search the reading desk', '🗄️', 'A drawer holds something old.'),
    ],
  },
  {
    place: 'the attic',
    icon: '🕸️',
    ways: [
      way('Tiptoe past the cobwebs', '🦶', 'Quiet as a mouse, across the attic.'),
      way('Open the rattling trunk', '🧳', 'A ghost pops out: BOO!'),
      way('Peek into the dusty mirror', '🪞', 'Something glints in the mirror.'),
    ],
  },
  {
    place: 'the cellar stairs',
    icon: '🪜',
    ways: [
      way('Hold the rail and go down', '🤚', 'Down, down, to a door with light under it.'),
      way('Slide down the banister', '🛝', 'Crash! Into a pile of old pots.'),
      way('Check the loose step', '🪵', 'Something is tucked under the step.'),
    ],
  },
  {
    place: 'the ghostly ballroom',
    icon: '👻',
    ways: [
      way('Dance with the ghosts', '💃', 'They spin you across to the far door.'),
      way('Shout at them to leave', '📣', 'The ghosts chase you round the room!'),
      way('Look in the piano', '🎹', 'Something rattles inside the piano.'),
    ],
  },
];

/** The stories there are, each by the words that say what it is about. */
const THEMES: [RegExp, Scene[]][] = [
  [
    /\b(?:lighthouse\w*|sea|ocean|storm\w*|ship|sailor|captain|harbou?r|coast|shipwreck|island|waves?)\b/i,
    SEA,
  ],
  [/\b(?:space|spaceship|rocket|astronaut|planet|alien|galaxy|star ?ship|moon|mars)\b/i, SPACE],
  [/\b(?:haunted|ghost|ghosts|spooky house|mansion|vampire|castle dracula|halloween|manor)\b/i, HAUNTED],
];

/** The places of the story a design's words tell (its title, scene and things), the land's without. */
export function storyPlaces(words: string): Scene[] {
  return THEMES.find(([said]) => said.test(words))?.[1] ?? LAND;
}
