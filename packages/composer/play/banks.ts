// Question banks for the quiz mechanic, one per design topic, with real answers. Each item gives its
// right answer; the wrong ones come from the item itself or from the other items' answers.
import type { Entity, TopicId } from '../src/design';
import { shuffled } from './runtime';

export interface Question {
  /** The question in English, with {x} where `about` goes (so the page can put it in its language). */
  prompt: string;
  about?: string;
  /** A big picture above the answers (a flag, an animal), or null. */
  icon: string | null;
  answer: string;
  /** Four choices in random order, the answer among them. */
  options: string[];
}

// [flag, country, capital]: capitals that are not in dispute, of countries from every continent.
const COUNTRIES: [string, string, string][] = [
  ['🇫🇷', 'France', 'Paris'], ['🇩🇪', 'Germany', 'Berlin'], ['🇮🇹', 'Italy', 'Rome'],
  ['🇪🇸', 'Spain', 'Madrid'], ['🇵🇹', 'Portugal', 'Lisbon'], ['🇬🇧', 'United Kingdom', 'London'],
  ['🇮🇪', 'Ireland', 'Dublin'], ['🇳🇱', 'Netherlands', 'Amsterdam'], ['🇧🇪', 'Belgium', 'Brussels'],
  ['🇨🇭', 'Switzerland', 'Bern'], ['🇦🇹', 'Austria', 'Vienna'], ['🇵🇱', 'Poland', 'Warsaw'],
  ['🇨🇿', 'Czechia', 'Prague'], ['🇭🇺', 'Hungary', 'Budapest'], ['🇬🇷', 'Greece', 'Athens'],
  ['🇸🇪', 'Sweden', 'Stockholm'], ['🇳🇴', 'Norway', 'Oslo'], ['🇫🇮', 'Finland', 'Helsinki'],
  ['🇩🇰', 'Denmark', 'Copenhagen'], ['🇮🇸', 'Iceland', 'Reykjavík'], ['🇷🇺', 'Russia', 'Moscow'],
  ['🇺🇦', 'Ukraine', 'Kyiv'], ['🇹🇷', 'Turkey', 'Ankara'], ['🇪🇬', 'Egypt', 'Cairo'],
  ['🇰🇪', 'Kenya', 'Nairobi'], ['🇳🇬', 'Nigeria', 'Abuja'], ['🇲🇦', 'Morocco', 'Rabat'],
  ['🇪🇹', 'Ethiopia', 'Addis Ababa'], ['🇬🇭', 'Ghana', 'Accra'], ['🇸🇳', 'Senegal', 'Dakar'],
  ['🇺🇸', 'United States', 'Washington, D.C.'], ['🇨🇦', 'Canada', 'Ottawa'],
  ['🇲🇽', 'Mexico', 'Mexico City'], ['🇨🇺', 'Cuba', 'Havana'], ['🇯🇲', 'Jamaica', 'Kingston'],
  ['🇧🇷', 'Brazil', 'Brasília'], ['🇦🇷', 'Argentina', 'Buenos Aires'], ['🇨🇱', 'Chile', 'Santiago'],
  ['🇵🇪', 'Peru', 'Lima'], ['🇨🇴', 'Colombia', 'Bogotá'], ['🇯🇵', 'Japan', 'Tokyo'],
  ['🇨🇳', 'China', 'Beijing'], ['🇰🇷', 'South Korea', 'Seoul'], ['🇮🇳', 'India', 'New Delhi'],
  ['🇹🇭', 'Thailand', 'Bangkok'], ['🇻🇳', 'Vietnam', 'Hanoi'], ['🇮🇩', 'Indonesia', 'Jakarta'],
  ['🇵🇭', 'Philippines', 'Manila'], ['🇲🇾', 'Malaysia', 'Kuala Lumpur'], ['🇳🇵', 'Nepal', 'Kathmandu'],
  ['🇵🇰', 'Pakistan', 'Islamabad'], ['🇧🇩', 'Bangladesh', 'Dhaka'], ['🇸🇦', 'Saudi Arabia', 'Riyadh'],
  ['🇮🇷', 'Iran', 'Tehran'], ['🇦🇺', 'Australia', 'Canberra'], ['🇳🇿', 'New Zealand', 'Wellington'],
]; // prettier-ignore

/** Where each country of COUNTRIES is, in its order: a quiz on one part of the world asks only those. */
const REGION_OF = [
  ...Array<string>(23).fill('europe'),
  ...Array<string>(7).fill('africa'),
  ...Array<string>(10).fill('americas'),
  ...Array<string>(14).fill('asia'),
  'oceania',
  'oceania',
];
/** The countries of the regions asked (all of them when none is, or too few to ask about). */
function countriesIn(regions: string[]): [string, string, string][] {
  const some = COUNTRIES.filter((_, i) => regions.includes(REGION_OF[i]));
  return some.length >= 6 ? some : COUNTRIES;
}

/** [state, capital]: the fifty states of the United States ("match each US state to its capital"). */
const US_STATES: [string, string][] = [
  ['Alabama', 'Montgomery'],
  ['Alaska', 'Juneau'],
  ['Arizona', 'Phoenix'],
  ['Arkansas', 'Little Rock'],
  ['California', 'Sacramento'],
  ['Colorado', 'Denver'],
  ['Connecticut', 'Hartford'],
  ['Delaware', 'Dover'],
  ['Florida', 'Tallahassee'],
  ['Georgia', 'Atlanta'],
  ['Hawaii', 'Honolulu'],
  ['Idaho', 'Boise'],
  ['Illinois', 'Springfield'],
  ['Indiana', 'Indianapolis'],
  ['Iowa', 'Des Moines'],
  ['Kansas', 'Topeka'],
  ['Kentucky', 'Frankfort'],
  ['Louisiana', 'Baton Rouge'],
  ['Maine', 'Augusta'],
  ['Maryland', 'Annapolis'],
  ['Massachusetts', 'Boston'],
  ['Michigan', 'Lansing'],
  ['Minnesota', 'Saint Paul'],
  ['Mississippi', 'Jackson'],
  ['Missouri', 'Jefferson City'],
  ['Montana', 'Helena'],
  ['Nebraska', 'Lincoln'],
  ['Nevada', 'Carson City'],
  ['New Hampshire', 'Concord'],
  ['New Jersey', 'Trenton'],
  ['New Mexico', 'Santa Fe'],
  ['New York', 'Albany'],
  ['North Carolina', 'Raleigh'],
  ['North Dakota', 'Bismarck'],
  ['Ohio', 'Columbus'],
  ['Oklahoma', 'Oklahoma City'],
  ['Oregon', 'Salem'],
  ['Pennsylvania', 'Harrisburg'],
  ['Rhode Island', 'Providence'],
  ['South Carolina', 'Columbia'],
  ['South Dakota', 'Pierre'],
  ['Tennessee', 'Nashville'],
  ['Texas', 'Austin'],
  ['Utah', 'Salt Lake City'],
  ['Vermont', 'Montpelier'],
  ['Virginia', 'Richmond'],
  ['Washington', 'Olympia'],
  ['West Virginia', 'Charleston'],
  ['Wisconsin', 'Madison'],
  ['Wyoming', 'Cheyenne'],
];

const THE = new Set(['Netherlands', 'United Kingdom', 'United States', 'Philippines']);

const ANIMALS: [string, string][] = [
  ['🐶', 'Dog'], ['🐱', 'Cat'], ['🐭', 'Mouse'], ['🐰', 'Rabbit'], ['🦊', 'Fox'], ['🐻', 'Bear'],
  ['🐼', 'Panda'], ['🐨', 'Koala'], ['🐯', 'Tiger'], ['🦁', 'Lion'], ['🐮', 'Cow'], ['🐷', 'Pig'],
  ['🐸', 'Frog'], ['🐵', 'Monkey'], ['🐔', 'Chicken'], ['🐧', 'Penguin'], ['🦉', 'Owl'], ['🦆', 'Duck'],
  ['🦅', 'Eagle'], ['🐺', 'Wolf'], ['🐴', 'Horse'], ['🐝', 'Bee'], ['🦋', 'Butterfly'], ['🐌', 'Snail'],
  ['🐢', 'Turtle'], ['🐍', 'Snake'], ['🦎', 'Lizard'], ['🐙', 'Octopus'], ['🦀', 'Crab'], ['🐬', 'Dolphin'],
  ['🐳', 'Whale'], ['🦈', 'Shark'], ['🐘', 'Elephant'], ['🦒', 'Giraffe'], ['🦓', 'Zebra'], ['🦛', 'Hippo'],
  ['🐪', 'Camel'], ['🦘', 'Kangaroo'], ['🦔', 'Hedgehog'], ['🦜', 'Parrot'], ['🦩', 'Flamingo'],
]; // prettier-ignore

// [question, answer, three wrong answers]
const SCIENCE: [string, string, string[]][] = [
  ['Which planet do we live on?', 'Earth', ['Mars', 'Venus', 'Jupiter']],
  ['What gas do plants take in from the air?', 'Carbon dioxide', ['Oxygen', 'Helium', 'Neon']],
  ['What is the closest star to Earth?', 'The Sun', ['Sirius', 'Polaris', 'Vega']],
  ['What is H₂O?', 'Water', ['Salt', 'Sugar', 'Air']],
  ['How many legs does an insect have?', '6', ['4', '8', '10']],
  ['How many legs does a spider have?', '8', ['6', '10', '4']],
  ['Which is the largest planet in our solar system?', 'Jupiter', ['Saturn', 'Earth', 'Mars']],
  ['Which planet is called the Red Planet?', 'Mars', ['Venus', 'Mercury', 'Neptune']],
  ['What force pulls things down to the ground?', 'Gravity', ['Magnetism', 'Friction', 'Wind']],
  ['What do bees make?', 'Honey', ['Milk', 'Silk', 'Butter']],
  ['At how many °C does water freeze?', '0', ['10', '100', '32']],
  ['At how many °C does water boil (at sea level)?', '100', ['50', '80', '212']],
  ['Which organ pumps blood around the body?', 'Heart', ['Lungs', 'Liver', 'Brain']],
  ['Which gas do we need to breathe in to live?', 'Oxygen', ['Helium', 'Hydrogen', 'Carbon dioxide']],
  ['What is the hardest natural material?', 'Diamond', ['Gold', 'Iron', 'Glass']],
  ['Which is the biggest ocean?', 'Pacific', ['Atlantic', 'Indian', 'Arctic']],
  ['Which of these is a mammal?', 'Whale', ['Shark', 'Trout', 'Octopus']],
  ['How many planets are in our solar system?', '8', ['7', '9', '10']],
  ['What does a caterpillar turn into?', 'Butterfly', ['Beetle', 'Bee', 'Spider']],
  ['Which part of a plant makes food from sunlight?', 'Leaves', ['Roots', 'Seeds', 'Bark']],
  ['Which metal is liquid at room temperature?', 'Mercury', ['Iron', 'Gold', 'Copper']],
  ['What does a thermometer measure?', 'Temperature', ['Weight', 'Speed', 'Time']],
  ['Which of these travels fastest?', 'Light', ['Sound', 'A jet plane', 'A cheetah']],
  ['How many bones does an adult human have?', '206', ['106', '306', '150']],
  ['What is the largest organ of the human body?', 'Skin', ['Heart', 'Liver', 'Brain']],
  ['What are animals that eat only plants called?', 'Herbivores', ['Carnivores', 'Predators', 'Insects']],
  ['What makes day and night?', 'Earth spinning', ['The Moon', 'Clouds', 'The seasons']],
  ['Which planet has big bright rings?', 'Saturn', ['Mars', 'Mercury', 'Venus']],
  ['What do you call frozen water?', 'Ice', ['Steam', 'Fog', 'Dew']],
  ['Which sense do you use your nose for?', 'Smell', ['Taste', 'Hearing', 'Sight']],
];

const DINOSAURS: [string, string, string[]][] = [
  ['Which dinosaur had three horns on its face?', 'Triceratops', ['Stegosaurus', 'Velociraptor', 'Brachiosaurus']],
  ['Which dinosaur had plates along its back and spikes on its tail?', 'Stegosaurus', ['Triceratops', 'T. rex', 'Diplodocus']],
  ['Which long-necked dinosaur was one of the tallest?', 'Brachiosaurus', ['Velociraptor', 'Triceratops', 'Ankylosaurus']],
  ['What does the word “dinosaur” mean?', 'Terrible lizard', ['Giant bird', 'Old dragon', 'Big tooth']],
  ['Which dinosaur had a bony club at the end of its tail?', 'Ankylosaurus', ['Stegosaurus', 'Iguanodon', 'Velociraptor']],
  ['What did Triceratops eat?', 'Plants', ['Meat', 'Fish', 'Insects']],
  ['What do we call scientists who study fossils?', 'Palaeontologists', ['Astronomers', 'Botanists', 'Chemists']],
  ['Which animals living today come from dinosaurs?', 'Birds', ['Frogs', 'Sharks', 'Cats']],
  ['When did the last big dinosaurs die out?', '66 million years ago', ['6,000 years ago', '1 million years ago', '1 billion years ago']],
  ['What most likely wiped out the dinosaurs?', 'An asteroid', ['A flood', 'A disease', 'The Sun going out']],
  ['In which period did T. rex live?', 'Cretaceous', ['Jurassic', 'Triassic', 'Ice Age']],
  ['Which of these reptiles could fly?', 'Pteranodon', ['Triceratops', 'Stegosaurus', 'Diplodocus']],
  ['Which dinosaur had a tall sail on its back?', 'Spinosaurus', ['Iguanodon', 'Triceratops', 'Ankylosaurus']],
  ['How many fingers did T. rex have on each hand?', '2', ['3', '4', '5']],
]; // prettier-ignore

// Football (soccer), as fans quiz each other: rules, records, the World Cup.
// Famous landmarks and where they stand.
const LANDMARKS: [string, string, string[]][] = [
  ['In which country is the Eiffel Tower?', 'France', ['Italy', 'Spain', 'Belgium']],
  ['In which country is the Colosseum?', 'Italy', ['Greece', 'France', 'Turkey']],
  ['In which country are the pyramids of Giza?', 'Egypt', ['Mexico', 'Peru', 'Morocco']],
  ['In which country is the Great Wall?', 'China', ['Japan', 'Mongolia', 'India']],
  ['In which country is the Taj Mahal?', 'India', ['Pakistan', 'Iran', 'Nepal']],
  ['In which country is the Statue of Liberty?', 'United States', ['France', 'Canada', 'United Kingdom']],
  ['In which city is Big Ben?', 'London', ['Paris', 'Dublin', 'Edinburgh']],
  ['In which country is Machu Picchu?', 'Peru', ['Mexico', 'Chile', 'Bolivia']],
  ['In which city is the Sydney Opera House?', 'Sydney', ['Melbourne', 'Auckland', 'Perth']],
  ['In which country is Christ the Redeemer?', 'Brazil', ['Argentina', 'Portugal', 'Mexico']],
  ['In which country is Stonehenge?', 'United Kingdom', ['Ireland', 'France', 'Norway']],
  ['In which country is the Acropolis?', 'Greece', ['Italy', 'Turkey', 'Cyprus']],
  ['In which country is the Leaning Tower of Pisa?', 'Italy', ['Spain', 'France', 'Greece']],
  ['In which country is Petra?', 'Jordan', ['Egypt', 'Israel', 'Syria']],
  ['In which city is the Sagrada Família?', 'Barcelona', ['Madrid', 'Lisbon', 'Rome']],
  ['In which country is Angkor Wat?', 'Cambodia', ['Thailand', 'Vietnam', 'Laos']],
  ['In which country is Mount Fuji?', 'Japan', ['China', 'South Korea', 'Nepal']],
  ['In which city is the Brandenburg Gate?', 'Berlin', ['Vienna', 'Munich', 'Prague']],
  ['In which country is Chichén Itzá?', 'Mexico', ['Guatemala', 'Peru', 'Colombia']],
  ['In which city is the Kremlin?', 'Moscow', ['Kyiv', 'Saint Petersburg', 'Warsaw']],
];

// What animals say, as the sounds are written (the quiz also makes each call: play/voices.ts).
const SOUNDS: [string, string, string][] = [ // [picture, animal, sound]
  ['🐄', 'Cow', 'Moo'], ['🐕', 'Dog', 'Woof'], ['🐈', 'Cat', 'Meow'], ['🐖', 'Pig', 'Oink'],
  ['🐑', 'Sheep', 'Baa'], ['🦆', 'Duck', 'Quack'], ['🐓', 'Rooster', 'Cock-a-doodle-doo'],
  ['🐴', 'Horse', 'Neigh'], ['🦁', 'Lion', 'Roar'], ['🦉', 'Owl', 'Hoot'], ['🐍', 'Snake', 'Hiss'],
  ['🐝', 'Bee', 'Buzz'], ['🐸', 'Frog', 'Ribbit'], ['🐭', 'Mouse', 'Squeak'], ['🐺', 'Wolf', 'Howl'],
  ['🐐', 'Goat', 'Maa'], ['🐦', 'Bird', 'Tweet'], ['🫏', 'Donkey', 'Hee-haw'],
]; // prettier-ignore

// The planets and the solar system, as the IAU counts them (eight planets; Pluto a dwarf planet).
const SPACE: [string, string, string[]][] = [
  ['Which planet is closest to the Sun?', 'Mercury', ['Venus', 'Mars', 'Earth']],
  ['Which is the largest planet?', 'Jupiter', ['Saturn', 'Neptune', 'Earth']],
  ['Which planet is known as the Red Planet?', 'Mars', ['Venus', 'Jupiter', 'Mercury']],
  ['Which planet has the most famous rings?', 'Saturn', ['Mars', 'Venus', 'Mercury']],
  ['Which is the hottest planet?', 'Venus', ['Mercury', 'Mars', 'Jupiter']],
  ['Which planet is farthest from the Sun?', 'Neptune', ['Uranus', 'Saturn', 'Pluto']],
  ['How many planets are in the solar system?', '8', ['7', '9', '10']],
  ['Which planet spins on its side?', 'Uranus', ['Neptune', 'Earth', 'Venus']],
  ['Which planet do we live on?', 'Earth', ['Mars', 'Venus', 'Saturn']],
  ['What is the Sun?', 'A star', ['A planet', 'A moon', 'A comet']],
  ['What is Pluto called today?', 'A dwarf planet', ['A planet', 'A moon', 'A star']],
  ['Which planet has the Great Red Spot, a giant storm?', 'Jupiter', ['Mars', 'Saturn', 'Neptune']],
  ['How many moons does Earth have?', '1', ['0', '2', '3']],
  ['Which planet is second from the Sun?', 'Venus', ['Mercury', 'Earth', 'Mars']],
  ['Which two planets have no moons?', 'Mercury and Venus', ['Mars and Venus', 'Earth and Mars', 'Mercury and Mars']], // prettier-ignore
  ['What lies between Mars and Jupiter?', 'The asteroid belt', ['The Moon', 'Saturn', 'A black hole']],
  ['How long does Earth take to go around the Sun?', 'About 365 days', ['About 30 days', 'About 24 hours', 'About 100 days']], // prettier-ignore
  ['Who was the first person to walk on the Moon?', 'Neil Armstrong', ['Yuri Gagarin', 'Buzz Aldrin', 'Sally Ride']], // prettier-ignore
  ['What is our galaxy called?', 'The Milky Way', ['Andromeda', 'The Big Dipper', 'Orion']],
  ['Which planet is about the same size as Earth?', 'Venus', ['Jupiter', 'Mercury', 'Neptune']],
];

// The water cycle and the weather it makes, as a primary class learns them.
const WATER: [string, string, string[]][] = [
  ['What is it called when water turns into water vapour?', 'Evaporation', ['Condensation', 'Precipitation', 'Collection']], // prettier-ignore
  ['What is it called when water vapour cools and turns into droplets?', 'Condensation', ['Evaporation', 'Melting', 'Collection']], // prettier-ignore
  ['What is it called when water falls from clouds as rain, snow or hail?', 'Precipitation', ['Evaporation', 'Condensation', 'Transpiration']], // prettier-ignore
  [
    'Where does most of the water that evaporates come from?',
    'The oceans',
    ['Puddles', 'Clouds', 'Ice cubes'],
  ],
  ['What gives the water cycle its energy?', 'The Sun', ['The Moon', 'The wind', 'Volcanoes']],
  ['What are clouds made of?', 'Tiny water droplets', ['Smoke', 'Cotton', 'Dust only']],
  ['What is it called when plants give off water vapour from their leaves?', 'Transpiration', ['Precipitation', 'Condensation', 'Erosion']], // prettier-ignore
  ['What is it called when water gathers in rivers, lakes and oceans?', 'Collection', ['Evaporation', 'Condensation', 'Freezing']], // prettier-ignore
  ['Which of these is NOT precipitation?', 'Fog', ['Rain', 'Snow', 'Hail']],
  ['What forms on a cold glass on a warm day?', 'Condensation', ['Evaporation', 'Ice', 'Steam']],
  ['What is water vapour?', 'Water as a gas', ['Water as a solid', 'Salty water', 'Frozen rain']],
  [
    'What happens to a puddle on a sunny day?',
    'It evaporates',
    ['It freezes', 'It grows', 'It turns to salt'],
  ],
  ['Which state of water is ice?', 'Solid', ['Liquid', 'Gas', 'Plasma']],
  ['Water that soaks into the ground is called…', 'Groundwater', ['Seawater', 'Rainwater vapour', 'Meltwater ice']], // prettier-ignore
  ['Does the water cycle ever stop?', 'No, it goes on and on', ['Yes, every winter', 'Yes, at night', 'Yes, when it rains']], // prettier-ignore
  ['Which tool measures how much rain has fallen?', 'A rain gauge', ['A thermometer', 'A compass', 'A barometer']], // prettier-ignore
  ['What falls as frozen balls of ice in a storm?', 'Hail', ['Fog', 'Dew', 'Sleet clouds']],
  ['Where does snow melt run to in spring?', 'Rivers and streams', ['Clouds', 'The Sun', 'Volcanoes']],
];

// Colours for the youngest: a colour is named and its shape is tapped among three others.
const COLOURS: [string, string][] = [
  ['red', '🔴'], ['orange', '🟠'], ['yellow', '🟡'], ['green', '🟢'], ['blue', '🔵'], ['purple', '🟣'],
  ['brown', '🟤'], ['black', '⚫\uFE0F'], ['white', '⚪\uFE0F'],
]; // prettier-ignore

// How plants live and grow.
const PLANTS: [string, string, string[]][] = [
  ['What do plants make food from, using sunlight?', 'Water and carbon dioxide', ['Soil and sugar', 'Salt and air', 'Rocks and rain']], // prettier-ignore
  ['What is it called when plants make food from sunlight?', 'Photosynthesis', ['Evaporation', 'Digestion', 'Pollination']], // prettier-ignore
  ['Which part of a plant takes in water from the soil?', 'Roots', ['Leaves', 'Petals', 'Flowers']],
  ['Which gas do plants give off that we breathe?', 'Oxygen', ['Carbon dioxide', 'Helium', 'Nitrogen']],
  ['Which part of a plant holds it up and carries water?', 'Stem', ['Petal', 'Seed', 'Root hair']],
  ['What green stuff in leaves catches sunlight?', 'Chlorophyll', ['Pollen', 'Nectar', 'Sap']],
  ['What do bees carry from flower to flower?', 'Pollen', ['Seeds', 'Leaves', 'Water']],
  ['What grows into a new plant?', 'A seed', ['A petal', 'A thorn', 'A leaf vein']],
  ['What does a seed need to start growing?', 'Water and warmth', ['Salt and ice', 'Darkness only', 'Sugar and milk']], // prettier-ignore
  ['Which part of the plant often attracts insects with colour?', 'Flower', ['Root', 'Stem', 'Bark']],
  ['What is it called when a seed starts to grow?', 'Germination', ['Pollination', 'Evaporation', 'Hibernation']], // prettier-ignore
  ['Which of these is a way seeds are spread?', 'By the wind', ['By the Moon', 'By rocks', 'By shadows']],
  ['Which trees lose their leaves in autumn?', 'Deciduous trees', ['Evergreen trees', 'Palm trees', 'Pine trees']], // prettier-ignore
  ['Where does a cactus usually grow?', 'In the desert', ['In the sea', 'On glaciers', 'In caves']],
];

const FOOTBALL: [string, string, string[]][] = [
  ['How many players does each team have on the pitch?', '11', ['9', '10', '12']],
  ['How long is a normal football match?', '90 minutes', ['60 minutes', '80 minutes', '120 minutes']],
  ['Which country has won the most World Cups?', 'Brazil', ['Germany', 'Italy', 'Argentina']],
  ['Who is the only player allowed to handle the ball in play?', 'The goalkeeper', ['The captain', 'A defender', 'The striker']], // prettier-ignore
  ['What card sends a player off the pitch?', 'Red card', ['Yellow card', 'Green card', 'Blue card']],
  ['How many yellow cards in one match make a red?', '2', ['3', '4', '1']],
  ['What is it called when a player scores three goals in a match?', 'A hat-trick', ['A triple', 'A treble', 'A double']], // prettier-ignore
  ['From how far is a penalty kick taken?', '11 metres', ['9 metres', '16 metres', '20 metres']],
  ['How often is the men’s World Cup played?', 'Every 4 years', ['Every 2 years', 'Every year', 'Every 5 years']], // prettier-ignore
  ['Which country won the 2022 World Cup?', 'Argentina', ['France', 'Brazil', 'Croatia']],
  ['Which country hosted the first World Cup, in 1930?', 'Uruguay', ['Brazil', 'England', 'Italy']],
  ['What is the name for a ball kicked into your own goal?', 'An own goal', ['A back goal', 'A home goal', 'A self goal']], // prettier-ignore
  ['Which player has won the most Ballon d’Or awards?', 'Lionel Messi', ['Cristiano Ronaldo', 'Pelé', 'Zinedine Zidane']], // prettier-ignore
  ['What is the restart when the ball crosses the side line?', 'A throw-in', ['A corner kick', 'A free kick', 'A goal kick']], // prettier-ignore
  ['Who blows the whistle and runs the match?', 'The referee', ['The coach', 'The captain', 'The linesman']], // prettier-ignore
  ['What shape is the goal area marked on the pitch?', 'A rectangle', ['A circle', 'A triangle', 'A semicircle']], // prettier-ignore
];

// The human body, as a school quiz asks it.
const BODY: [string, string, string[]][] = [
  ['Which organ pumps blood around the body?', 'Heart', ['Lungs', 'Liver', 'Stomach']],
  ['How many bones does an adult human have?', '206', ['106', '306', '52']],
  ['What is the largest organ of the body?', 'Skin', ['Liver', 'Brain', 'Heart']],
  ['Which organ do we breathe with?', 'Lungs', ['Kidneys', 'Heart', 'Stomach']],
  ['What is the longest bone in the body?', 'Femur (thigh bone)', ['Spine', 'Humerus', 'Rib']],
  ['Which organ controls the whole body?', 'Brain', ['Heart', 'Liver', 'Lungs']],
  ['How many teeth does an adult usually have?', '32', ['20', '24', '40']],
  ['What do red blood cells carry around the body?', 'Oxygen', ['Sugar', 'Water', 'Salt']],
  ['Which organ cleans the blood and makes urine?', 'Kidneys', ['Lungs', 'Heart', 'Stomach']],
  ['Where in the body is the smallest bone?', 'The ear', ['The toe', 'The finger', 'The nose']],
  ['What protects the brain?', 'The skull', ['The ribs', 'The spine', 'The jaw']],
  ['What do the ribs protect?', 'Heart and lungs', ['Brain', 'Stomach', 'Knees']],
  ['Which sense do we use our tongue for?', 'Taste', ['Smell', 'Touch', 'Hearing']],
  ['About how many times does a resting heart beat a minute?', '70', ['10', '200', '500']],
  ['What joins muscles to bones?', 'Tendons', ['Veins', 'Nerves', 'Nails']],
  ['Where does food go after it is swallowed?', 'The stomach', ['The lungs', 'The heart', 'The brain']],
];

const ART: [string, string, string[]][] = [
  ['Who painted the Mona Lisa?', 'Leonardo da Vinci', ['Michelangelo', 'Raphael', 'Rembrandt']],
  ['Who painted The Starry Night?', 'Vincent van Gogh', ['Claude Monet', 'Pablo Picasso', 'Salvador Dalí']],
  ['Who painted the ceiling of the Sistine Chapel?', 'Michelangelo', ['Leonardo da Vinci', 'Donatello', 'Botticelli']],
  ['Who painted Guernica?', 'Pablo Picasso', ['Salvador Dalí', 'Joan Miró', 'Francisco Goya']],
  ['Who painted the melting clocks of The Persistence of Memory?', 'Salvador Dalí', ['René Magritte', 'Pablo Picasso', 'Max Ernst']],
  ['Who painted the Water Lilies?', 'Claude Monet', ['Édouard Manet', 'Auguste Renoir', 'Edgar Degas']],
  ['Who painted The Scream?', 'Edvard Munch', ['Gustav Klimt', 'Egon Schiele', 'Wassily Kandinsky']],
  ['Who painted Girl with a Pearl Earring?', 'Johannes Vermeer', ['Rembrandt', 'Frans Hals', 'Jan van Eyck']],
  ['Who painted The Night Watch?', 'Rembrandt', ['Johannes Vermeer', 'Peter Paul Rubens', 'Anthony van Dyck']],
  ['Who painted The Birth of Venus?', 'Sandro Botticelli', ['Titian', 'Raphael', 'Caravaggio']],
  ['Who painted The Kiss, all in gold?', 'Gustav Klimt', ['Egon Schiele', 'Edvard Munch', 'Henri Matisse']],
  ["Who painted the Campbell's Soup Cans?", 'Andy Warhol', ['Roy Lichtenstein', 'Jackson Pollock', 'Keith Haring']],
  ['Which painter is famous for dripping paint onto canvas?', 'Jackson Pollock', ['Mark Rothko', 'Andy Warhol', 'Joan Miró']],
  ['Which Mexican painter is known for her self-portraits?', 'Frida Kahlo', ["Georgia O'Keeffe", 'Tamara de Lempicka', 'Mary Cassatt']],
  ['Which colour do you get by mixing blue and yellow?', 'Green', ['Purple', 'Orange', 'Brown']],
  ['Which colour do you get by mixing red and blue?', 'Purple', ['Green', 'Orange', 'Pink']],
]; // prettier-ignore

const HISTORY: [string, string, string[]][] = [
  ['Who was the first person to walk on the Moon?', 'Neil Armstrong', ['Buzz Aldrin', 'Yuri Gagarin', 'John Glenn']],
  ['In which year did people first land on the Moon?', '1969', ['1959', '1979', '1989']],
  ['Who was the first person in space?', 'Yuri Gagarin', ['Neil Armstrong', 'Alan Shepard', 'Valentina Tereshkova']],
  ['Which ancient people built the pyramids of Giza?', 'The Egyptians', ['The Romans', 'The Greeks', 'The Vikings']],
  ['Who sailed across the Atlantic to the Americas in 1492?', 'Christopher Columbus', ['Vasco da Gama', 'Ferdinand Magellan', 'James Cook']],
  ['Which wall came down in 1989?', 'The Berlin Wall', ["Hadrian's Wall", 'The Great Wall', 'The Western Wall']],
  ['Who was the first President of the United States?', 'George Washington', ['Abraham Lincoln', 'Thomas Jefferson', 'John Adams']],
  ['In which city is the Colosseum?', 'Rome', ['Athens', 'Paris', 'Cairo']],
  ['Which ship sank on its first voyage in 1912?', 'Titanic', ['Lusitania', 'Mayflower', 'Bismarck']],
  ['Where were the ancient Olympic Games held?', 'Olympia', ['Sparta', 'Troy', 'Rome']],
  ['Which Roman town was buried by Mount Vesuvius in 79 AD?', 'Pompeii', ['Venice', 'Florence', 'Carthage']],
  ['Who sailed longships from Scandinavia a thousand years ago?', 'The Vikings', ['The Romans', 'The Aztecs', 'The Mongols']],
  ['Which war ended in 1945?', 'World War II', ['World War I', 'The Cold War', 'The Hundred Years War']],
  ['Who was the queen of the United Kingdom for 70 years?', 'Elizabeth II', ['Victoria', 'Elizabeth I', 'Mary I']],
]; // prettier-ignore

// [word, its opposite]; no answer here is a synonym of another, so other answers are safe wrong ones.
const OPPOSITES: [string, string][] = [
  ['hot', 'cold'], ['big', 'small'], ['up', 'down'], ['fast', 'slow'], ['happy', 'sad'], ['day', 'night'],
  ['open', 'closed'], ['full', 'empty'], ['old', 'young'], ['hard', 'soft'], ['wet', 'dry'],
  ['early', 'late'], ['loud', 'quiet'], ['strong', 'weak'], ['rich', 'poor'], ['tall', 'short'],
  ['thick', 'thin'], ['begin', 'end'], ['win', 'lose'], ['push', 'pull'], ['clean', 'dirty'],
  ['high', 'low'], ['inside', 'outside'], ['first', 'last'], ['buy', 'sell'], ['come', 'go'],
  ['float', 'sink'], ['give', 'take'], ['laugh', 'cry'], ['remember', 'forget'], ['sweet', 'sour'],
  ['asleep', 'awake'], ['always', 'never'], ['friend', 'enemy'], ['question', 'answer'], ['north', 'south'],
]; // prettier-ignore

const int = (a: number, b: number) => Math.floor(a + Math.random() * (b - a + 1));

/** "What time is it?" under a clock face (the emoji clocks: each hour, and each half past), with
 * the time and two a child would mistake it for: an hour off, or the other half of the hour. */
export function clockQuestion(hour: number, half: boolean): Question {
  const face = String.fromCodePoint((half ? 0x1f55c : 0x1f550) + ((hour + 11) % 12));
  const time = (h: number, m: boolean) => `${((h + 11) % 12) + 1}:${m ? '30' : '00'}`;
  const answer = time(hour, half);
  const near = [time(hour + 1, half), time(hour + 11, half), time(hour, !half), time(hour + 1, !half)];
  const wrong = shuffled([...new Set(near)].filter((t) => t !== answer)).slice(0, 2);
  return ask('What time is it?', face, answer, [], wrong);
}

/** A question whose wrong answers are three others from `pool`. */
/** "Which letter is missing? CH_T": one letter of the word gone (never a space), and two others. */
function missingLetter(icon: string, word: string): Question {
  const at = Math.floor(Math.random() * word.length);
  const answer = word[at];
  const gapped = (word.slice(0, at) + '_' + word.slice(at + 1)).toUpperCase().split('').join(' ');
  const letters = 'abcdefghijklmnopqrstuvwxyz'.split('').filter((l) => l !== answer);
  return ask('Which letter is missing? {x}', icon, answer.toUpperCase(), [], shuffled(letters).slice(0, 2).map((l) => l.toUpperCase()), gapped); // prettier-ignore
}

function ask(
  prompt: string,
  icon: string | null,
  answer: string,
  pool: string[],
  wrong?: string[],
  about?: string,
): Question {
  const others = wrong ?? shuffled(pool.filter((p) => p !== answer)).slice(0, 3);
  return { prompt, icon, answer, options: shuffled([answer, ...others]), ...(about ? { about } : {}) };
}

/** Arithmetic that grows with `hard` (≈0.75 easy … 2+ at high levels). The operations a maths quiz
 * asks: the ones the person named (words: add, subtract, multiply, divide), else more of them as it
 * gets harder; a times table named ("table 7") is only its sums. */
const OPS: Record<string, string> = { add: '+', subtract: '−', multiply: '×', divide: '÷' };
export function arithmetic(
  hard: number,
  asked: string[],
): { a: number; op: string; b: number; answer: number } {
  // ("the 7 times table", "the 2, 5 and 10": sums of one of them, either way round)
  const tables = asked.filter((w) => /^table \d+$/.test(w)).map((w) => Number(w.slice(6)));
  if (tables.length) {
    const table = tables[int(0, tables.length - 1)];
    const b = int(1, 12);
    return int(0, 1)
      ? { a: table, op: '×', b, answer: table * b }
      : { a: b, op: '×', b: table, answer: table * b };
  }
  const named = asked.map((w) => OPS[w]).filter(Boolean);
  const ops = named.length
    ? named
    : hard < 0.9
      ? ['+', '−']
      : hard < 1.2
        ? ['+', '−', '×']
        : ['+', '−', '×', '÷'];
  const op = ops[int(0, ops.length - 1)];
  const top = Math.round(20 * hard * hard);
  let a = int(2, top);
  let b = int(1, top);
  let answer: number;
  // (a sum's answer within the top: "keep numbers under 20")
  if (op === '+') {
    a = int(2, top - 1);
    b = int(1, top - a);
    answer = a + b;
  } else if (op === '−') {
    if (b > a) [a, b] = [b, a];
    answer = a - b;
  } else if (op === '×') {
    a = int(2, hard < 1.2 ? 10 : 12);
    b = int(2, 10);
    answer = a * b;
  } else {
    b = int(2, 10);
    answer = int(2, 12);
    a = answer * b;
  }
  return { a, op, b, answer };
}
function sum(hard: number, asked: string[]): Question {
  const { a, op, b, answer } = arithmetic(hard, asked);
  // Wrong answers near the right one, as a hurried mind would get them.
  const near = new Set<number>();
  while (near.size < 3) {
    const slip = op === '×' ? [a, -a, b, -b, 1, -1, 10, -10][int(0, 7)] : int(-10, 10);
    const n = answer + slip;
    if (n !== answer && n >= 0) near.add(n);
  }
  return ask('What is {x}?', null, String(answer), [], [...near].map(String), `${a} ${op} ${b}`);
}

/** `count` different questions on `topic` (topic null: capitals). */
export function questions(
  topic: TopicId | null,
  count: number,
  hard: number,
  words: string[] = [],
  things: Entity[] = [],
): Question[] {
  // Every item once before any comes back (a goal can ask for more questions than a bank has).
  const pick = <T>(list: T[]) => {
    const order = shuffled(list);
    return Array.from({ length: count }, (_, i) => order[i % order.length]);
  };
  switch (topic ?? 'capitals') {
    case 'flags': {
      const countries = countriesIn(words);
      const names = countries.map((c) => c[1]);
      return pick(countries).map(([flag, name]) => ask('Which country has this flag?', flag, name, names));
    }
    case 'letters': {
      // A word with one letter gone ("CH_T" under a 🐱): which of three is it? The things named, in the
      // page's language, else animals.
      const pictured = things.filter((e) => e.emoji && /^\p{L}{3,10}$/u.test(e.name));
      const list: [string, string][] = pictured.length >= 3 ? pictured.map((e) => [e.emoji!, e.name]) : ANIMALS; // prettier-ignore
      return pick(list).map(([icon, name]) => missingLetter(icon, name.toLowerCase()));
    }
    case 'time': {
      // (o'clock and half past, every hour once before any comes back)
      const times = Array.from({ length: 24 }, (_, i) => [1 + (i % 12), i >= 12] as [number, boolean]);
      return pick(times).map(([hour, half]) => clockQuestion(hour, half));
    }
    case 'animals': {
      const names = ANIMALS.map((a) => a[1]);
      return pick(ANIMALS).map(([icon, name]) => ask('What animal is this?', icon, name, names));
    }
    case 'math':
      return Array.from({ length: count }, () => sum(hard, words));
    case 'science':
      return pick(SCIENCE).map(([q, a, wrong]) => ask(q, null, a, [], wrong));
    case 'dinosaurs':
      return pick(DINOSAURS).map(([q, a, wrong]) => ask(q, null, a, [], wrong));
    case 'art':
      return pick(ART).map(([q, a, wrong]) => ask(q, null, a, [], wrong));
    case 'history':
      return pick(HISTORY).map(([q, a, wrong]) => ask(q, null, a, [], wrong));
    case 'landmarks':
      return pick(LANDMARKS).map(([q, a, wrong]) => ask(q, null, a, [], wrong));
    case 'sounds': {
      const names = SOUNDS.map((s) => s[1]);
      // (a speaker, not the animal: its picture would give the answer away)
      return pick(SOUNDS).map(([, name, says]) => ask('Which animal says “{x}”?', '🔊', name, names, undefined, says)); // prettier-ignore
    }
    case 'space':
      return pick(SPACE).map(([q, a, wrong]) => ask(q, null, a, [], wrong));
    case 'football':
      return pick(FOOTBALL).map(([q, a, wrong]) => ask(q, null, a, [], wrong));
    case 'body':
      return pick(BODY).map(([q, a, wrong]) => ask(q, null, a, [], wrong));
    case 'water':
      return pick(WATER).map(([q, a, wrong]) => ask(q, null, a, [], wrong));
    case 'colours': {
      const shapes = COLOURS.map((c) => c[1]);
      return pick(COLOURS).map(([name, shape]) => ask('Which one is {x}?', null, shape, shapes, undefined, name)); // prettier-ignore
    }
    case 'plants':
      return pick(PLANTS).map(([q, a, wrong]) => ask(q, null, a, [], wrong));
    case 'pictures': {
      const shown = things.filter((t) => t.emoji);
      if (shown.length < 4) return questions('capitals', count, hard);
      const name = (t: Entity) => t.name.charAt(0).toUpperCase() + t.name.slice(1);
      const names = shown.map(name);
      return pick(shown).map((t) => ask('What is this?', t.emoji, name(t), names));
    }
    case 'words': {
      const answers = OPPOSITES.map((o) => o[1]);
      return pick(OPPOSITES).map(([w, o]) =>
        ask(
          `What is the opposite of “${w}”?`,
          null,
          o,
          answers.filter((x) => x !== w),
        ),
      );
    }
    default: {
      if (words.includes('us states')) {
        const capitals = US_STATES.map((s) => s[1]);
        return pick(US_STATES).map(([state, capital]) => ask('What is the capital of {x}?', '🇺🇸', capital, capitals, undefined, state)); // prettier-ignore
      }
      const countries = countriesIn(words);
      const capitals = countries.map((c) => c[2]);
      return pick(countries).map(([flag, name, capital]) =>
        ask(
          THE.has(name) ? 'What is the capital of the {x}?' : 'What is the capital of {x}?',
          flag,
          capital,
          capitals,
          undefined,
          name,
        ),
      );
    }
  }
}
