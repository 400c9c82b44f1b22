// A crossword's words and their clues, by topic (English) and a general list per language the product
// speaks. Each line: the word (letters only, 3-9), a bar, the clue in plain words.

import { CROSSWORD_THEMES as TOPICS, type CrosswordTheme as Topic } from '../src/design';

const EN: Record<Topic, string> = {
  animals: `cat|Pet that purrs
dog|Pet that barks and fetches
cow|Farm animal that gives milk
pig|Farm animal that oinks
horse|Animal ridden with a saddle
sheep|Woolly farm animal
goat|Bearded farm animal
lion|King of the jungle
tiger|Big striped cat
zebra|Striped horse of Africa
camel|Desert animal with a hump
mouse|Small squeaky rodent
rabbit|Long-eared hopper
bear|Big furry animal that hibernates
wolf|Wild dog that howls
fox|Sly red animal with a bushy tail
owl|Bird that hoots at night
duck|Bird that quacks
eagle|Large bird of prey
frog|Green jumper that croaks
snake|Legless reptile that hisses
monkey|Banana-loving tree climber
panda|Black and white bear from China
koala|Australian eucalyptus eater
deer|Animal with antlers
otter|River swimmer that floats on its back
hen|Bird that lays eggs on a farm
ant|Tiny insect that lives in a colony
bee|Insect that makes honey
turtle|Slow reptile with a shell
parrot|Bird that can copy words
giraffe|Animal with the longest neck
hippo|Huge river animal of Africa
donkey|Animal that brays
beaver|Animal that builds dams`,
  food: `apple|Fruit that keeps the doctor away
banana|Long yellow fruit
bread|Baked loaf for sandwiches
cheese|Made from milk, loved by mice
egg|A hen lays it
rice|Small grain eaten with curry
pasta|Spaghetti or penne
pizza|Round Italian dish with toppings
soup|Hot food eaten with a spoon
salad|Bowl of leaves and vegetables
carrot|Orange root that rabbits like
lemon|Sour yellow fruit
grape|Fruit that grows in bunches
cherry|Small red fruit with a stone
cake|Sweet treat with candles on a birthday
honey|Sweet food made by bees
butter|Spread on toast
milk|White drink from a cow
tea|Hot drink made with leaves
coffee|Morning drink from roasted beans
sugar|Sweetener in a bowl
salt|Shaken on chips
pepper|Salt's partner on the table
onion|Vegetable that makes you cry
potato|Vegetable for chips and mash
tomato|Red fruit for ketchup
cookie|Sweet biscuit, maybe with chocolate chips
pie|Baked dish with a crust
jam|Fruit spread for toast
peach|Fuzzy summer fruit
melon|Big juicy fruit with many seeds
corn|Yellow vegetable on the cob
pear|Fruit shaped like a bell
bean|Seed in a pod`,
  nature: `tree|Tall plant with a trunk
leaf|Green part of a plant that falls in autumn
rain|Water falling from clouds
snow|White flakes in winter
wind|Moving air
cloud|White puff in the sky
river|Water flowing to the sea
lake|Water with land all around
hill|Small mountain
forest|Land covered with trees
flower|Blossom on a stem
rose|Red flower with thorns
grass|Green blades on a lawn
stone|Small rock
sand|What a beach is made of
storm|Wind, rain and thunder
rainbow|Arc of colours after rain
sun|Star that gives us daylight
moon|It shines in the night sky
ice|Frozen water
fog|Thick mist near the ground
seed|A plant grows from it
root|Part of a plant under the ground
valley|Low land between hills
desert|Dry, sandy place
island|Land with water all around
meadow|Field of grass and flowers
thunder|Boom after lightning
autumn|Season of falling leaves
spring|Season when flowers bloom
winter|Coldest season
summer|Warmest season`,
  space: `sun|Our nearest star
moon|It goes round the Earth
star|Twinkler in the night sky
earth|Our home planet
mars|The red planet
venus|Planet named after a goddess of love
saturn|Planet with famous rings
comet|Icy visitor with a tail
rocket|It launches into space
orbit|Path around a planet
galaxy|Huge group of stars
planet|World that circles a star
alien|Creature from another world
crater|Hole made by a meteor
launch|Blast-off
gravity|Force that pulls things down
nebula|Cloud of gas and dust in space
meteor|Shooting star
pluto|Dwarf planet far away
eclipse|When the moon hides the sun
probe|Spacecraft sent to explore
lunar|To do with the moon
solar|To do with the sun
space|The final frontier
helmet|Astronaut's headgear
shuttle|Spacecraft that flew many times
telescope|Tool for looking at stars
asteroid|Rock that orbits the sun`,
  sea: `fish|It swims with fins
shark|Ocean hunter with many teeth
whale|Biggest animal in the sea
crab|Sideways walker with claws
wave|It crashes on the shore
shell|Found on the beach, you can hear the sea in it
boat|It floats on water
ship|Big boat
anchor|It keeps a ship in place
island|Land in the middle of the sea
beach|Sandy place by the sea
coral|Reef builder
octopus|Sea animal with eight arms
seal|Sea animal that barks
pearl|Gem found in an oyster
tide|It comes in and goes out
sail|Cloth that catches the wind
pirate|Sea robber
dolphin|Smart, playful sea mammal
squid|Sea animal that squirts ink
salt|What makes sea water taste
harbor|Where ships are kept safe
ocean|The Pacific or the Atlantic
starfish|Sea creature shaped like a star
jellyfish|See-through sea creature that stings
diver|Swimmer under the water
lobster|Red sea creature with big claws`,
  sports: `ball|Round thing you kick or throw
goal|Score in football
team|Players who play together
race|Contest of speed
golf|Game with clubs and holes
tennis|Game with rackets and a net
swim|Move through water
run|Move fast on foot
skate|Glide on ice
ski|Slide down a snowy slope
bat|Used to hit in baseball
net|Hoop part in basketball
coach|Person who trains a team
medal|Prize for first, second or third
trophy|Cup for the winner
referee|Person who blows the whistle
score|Points in a game
rugby|Game with an oval ball
hockey|Game with sticks and a puck
cycle|Ride a bike
jump|Spring into the air
win|Come first
lose|Not win
match|A game between two sides
boxing|Sport with gloves in a ring
karate|Martial art with a black belt
sprint|Short, fast race
stadium|Big place for games`,
  music: `song|Tune with words
drum|Instrument you hit
piano|Instrument with black and white keys
guitar|Instrument with six strings
violin|Instrument played with a bow
flute|Instrument you blow across
note|A single sound in music
band|Group of musicians
choir|Group of singers
sing|Use your voice to make music
tune|A melody
beat|The pulse of the music
harp|Instrument of an angel
opera|Drama sung on stage
radio|You listen to music on it
dance|Move to music
rhythm|Pattern of beats
concert|Live music show
trumpet|Brass instrument
bass|Lowest part in a band
choir|Group singing together
piano|Upright or grand instrument
lyrics|Words of a song
melody|The tune you hum
tempo|Speed of the music
stage|Where the band plays
album|Collection of songs`,
  home: `door|You open it to come in
window|Glass in a wall
roof|Top of a house
bed|Where you sleep
chair|Seat with four legs
table|Where you eat dinner
lamp|It gives light
sofa|Comfy seat for two or more
oven|Where you bake
sink|Where you wash the dishes
bath|Tub to wash in
stairs|Steps inside a house
garden|Where flowers grow outside
clock|It tells the time
key|It opens a lock
cup|You drink tea from it
plate|Dinner is served on it
spoon|Used to eat soup
fork|It has prongs
knife|Used to cut
towel|Dry yourself with it
pillow|Soft thing for your head
carpet|Soft floor cover
kitchen|Room where you cook
mirror|It shows your reflection
candle|Wax light
blanket|Keeps you warm in bed
shelf|Place to put books`,
  body: `head|Top of the body
hand|It has five fingers
foot|It has five toes
arm|Between shoulder and hand
leg|You stand on it
eye|You see with it
ear|You hear with it
nose|You smell with it
mouth|You eat with it
tooth|Brush it twice a day
hair|It grows on your head
knee|Middle of the leg
heart|It beats in your chest
lungs|You breathe with them
brain|You think with it
skin|It covers the whole body
bone|Part of a skeleton
chin|Bottom of the face
neck|It holds up your head
elbow|Joint in the middle of the arm
thumb|Short finger
finger|One of five on a hand
ankle|Joint above the foot
muscle|It makes you strong
tongue|You taste with it
cheek|Side of the face
shoulder|Where the arm meets the body`,
  school: `book|You read it
pen|You write with ink
pencil|Write with it, rub it out
desk|Table at school
ruler|It measures lines
teacher|Person who runs the class
class|Group of pupils
lesson|Time to learn something
paper|Sheet to write on
chalk|Used on a blackboard
math|Subject of sums
art|Subject of painting and drawing
test|Exam
bell|It rings at the end of class
map|Picture of a place
globe|Round map of the world
read|Look at words
write|Put words on paper
spell|Say the letters of a word
bag|Carry your books in it
lunch|Midday meal
recess|Break between lessons
library|Room full of books
homework|Work to do at home
eraser|Rubber for pencil marks
student|Person who studies
science|Subject of experiments
history|Subject of the past`,
};

/** The general list of each language the product speaks other than English. */
const OTHER: Record<string, string> = {
  es: `gato|Animal que maúlla
perro|Animal que ladra
casa|Lugar donde vives
sol|Estrella que nos da luz
luna|Brilla de noche
agua|Líquido que bebemos
pan|Se hace con harina en el horno
leche|Bebida blanca de la vaca
libro|Se lee página a página
mesa|Mueble para comer
silla|Mueble para sentarse
flor|Parte bonita de una planta
arbol|Planta con tronco
mar|Mucha agua salada
playa|Arena junto al mar
nieve|Agua helada que cae en invierno
lluvia|Agua que cae de las nubes
queso|Se hace con leche
manzana|Fruta roja o verde
naranja|Fruta y color
pelota|Se patea en el fútbol
reloj|Marca la hora
tren|Viaja sobre rieles
barco|Navega por el mar
pájaro|Animal con alas y plumas
ratón|Animal pequeño que come queso
caballo|Animal que se monta
ventana|Hueco en la pared con cristal
puerta|Se abre para entrar
cama|Mueble para dormir
azul|Color del cielo
verde|Color de la hierba`,
  fr: `chat|Animal qui miaule
chien|Animal qui aboie
maison|Là où on habite
soleil|Étoile qui nous éclaire
lune|Elle brille la nuit
eau|On la boit
pain|Baguette, par exemple
lait|Boisson blanche de la vache
livre|On le lit
table|Meuble pour manger
chaise|Meuble pour s'asseoir
fleur|Rose ou tulipe
arbre|Il a un tronc
mer|Grande étendue d'eau salée
plage|Sable au bord de la mer
neige|Flocons blancs de l'hiver
pluie|Eau qui tombe des nuages
fromage|Camembert ou brie
pomme|Fruit rouge ou vert
orange|Fruit et couleur
ballon|On le tape au football
horloge|Elle donne l'heure
train|Il roule sur des rails
bateau|Il flotte sur l'eau
oiseau|Animal à plumes
souris|Petit animal gris
cheval|Animal qu'on monte
fenetre|On regarde dehors par elle
porte|On l'ouvre pour entrer
lit|Meuble pour dormir
bleu|Couleur du ciel
vert|Couleur de l'herbe`,
  de: `katze|Tier, das miaut
hund|Tier, das bellt
haus|Dort wohnt man
sonne|Stern, der uns Licht gibt
mond|Er scheint in der Nacht
wasser|Man trinkt es
brot|Vom Bäcker
milch|Weißes Getränk von der Kuh
buch|Man liest es
tisch|Möbel zum Essen
stuhl|Möbel zum Sitzen
blume|Rose oder Tulpe
baum|Er hat einen Stamm
meer|Viel salziges Wasser
strand|Sand am Meer
schnee|Weiße Flocken im Winter
regen|Wasser aus den Wolken
kaese|Aus Milch gemacht
apfel|Rotes oder grünes Obst
ball|Rund, man kickt ihn
uhr|Sie zeigt die Zeit
zug|Fährt auf Schienen
schiff|Großes Boot
vogel|Tier mit Federn
maus|Kleines graues Tier
pferd|Tier, auf dem man reitet
fenster|Glas in der Wand
tuer|Man öffnet sie zum Hineingehen
bett|Möbel zum Schlafen
blau|Farbe des Himmels
gruen|Farbe des Grases
berg|Sehr hoher Hügel`,
  pt: `gato|Animal que mia
cao|Animal que ladra
casa|Lugar onde se mora
sol|Estrela que nos dá luz
lua|Brilha à noite
agua|Bebemos todos os dias
pao|Feito no forno com farinha
leite|Bebida branca da vaca
livro|Lê-se página a página
mesa|Móvel para comer
cadeira|Móvel para sentar
flor|Rosa ou margarida
arvore|Planta com tronco
mar|Muita água salgada
praia|Areia junto ao mar
chuva|Água que cai das nuvens
queijo|Feito com leite
maca|Fruta vermelha ou verde
laranja|Fruta e cor
bola|Chuta-se no futebol
relogio|Mostra as horas
trem|Anda sobre trilhos
barco|Navega no mar
passaro|Animal com penas
rato|Animal pequeno que come queijo
cavalo|Animal que se monta
janela|Abertura na parede com vidro
porta|Abre-se para entrar
cama|Móvel para dormir
azul|Cor do céu
verde|Cor da grama`,
  it: `gatto|Animale che miagola
cane|Animale che abbaia
casa|Dove si abita
sole|Stella che ci dà luce
luna|Brilla di notte
acqua|Si beve
pane|Si fa al forno con la farina
latte|Bevanda bianca della mucca
libro|Si legge
tavolo|Mobile per mangiare
sedia|Mobile per sedersi
fiore|Rosa o margherita
albero|Pianta con il tronco
mare|Tanta acqua salata
spiaggia|Sabbia vicino al mare
neve|Fiocchi bianchi d'inverno
pioggia|Acqua che cade dalle nuvole
formaggio|Si fa con il latte
mela|Frutto rosso o verde
arancia|Frutto arancione
palla|Si calcia nel calcio
orologio|Segna l'ora
treno|Corre sui binari
barca|Galleggia sull'acqua
uccello|Animale con le piume
topo|Piccolo animale che ama il formaggio
cavallo|Animale che si cavalca
finestra|Vetro nel muro
porta|Si apre per entrare
letto|Mobile per dormire
blu|Colore del cielo
verde|Colore dell'erba`,
};

export interface Clue {
  word: string; // upper case, A-Z only
  clue: string;
}

const parse = (lines: string): Clue[] =>
  lines.split('\n').map((line) => {
    const [word, clue] = line.split('|');
    return {
      word: word
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toUpperCase(),
      clue,
    };
  });

/** The words a crossword of this language and topic draws from (every English topic when none). */
export function cluesFor(lang: string | undefined, topic: Topic | undefined): Clue[] {
  const list =
    lang && OTHER[lang] ? parse(OTHER[lang]) : topic ? parse(EN[topic]) : TOPICS.flatMap((t) => parse(EN[t]));
  // (a word once, with its first clue)
  return list.filter((c, i) => list.findIndex((d) => d.word === c.word) === i);
}
