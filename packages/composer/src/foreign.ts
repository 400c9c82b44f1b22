// Prompts in languages the composer reads but does not yet write (Dutch, Polish, Turkish): put into
// English words by the stems of the words game ideas are made of, so the same reading works; the
// game's own words stay English, and the person is told so. Polish and Turkish bend their words at the
// end ("jabłka", "fareleri"), so a word is read by the longest stem it starts with; Turkish puts its
// verb last ("kedi fareleri yakalıyor": a cat mice catches), so a clause's last verb is moved before
// what it acts on.

/** The languages read, by name. */
export const READ_NAMES = { nl: 'Dutch', pl: 'Polish', tr: 'Turkish' } as const;
export type ReadLang = keyof typeof READ_NAMES;

const LEXICON: Record<ReadLang, string> = {
  nl:
    'spel=game spelletje=game een=a de=the het=the met=with en=and die=that dat=that waar=where in=in op=on over=over door=through van=of voor=for zonder=without niet=not moet=must jij=you je=you je=you ' +
    'vangt=catches vangen=catch vang=catch verzamelt=collects verzamelen=collect verzamel=collect springt=jumps springen=jump spring=jump ontwijkt=dodges ontwijken=dodge ontwijk=dodge vermijd=avoid vermijdt=avoids schiet=shoots schieten=shoot eet=eats eten=eat vliegt=flies vliegen=fly rent=runs rennen=run groeit=grows groeien=grow vecht=fights vechten=fight zoek=find zoekt=finds vind=find vindt=finds ' +
    'kat=cat katten=cats hond=dog honden=dogs muis=mouse muizen=mice vogel=bird vogels=birds vis=fish vissen=fish slang=snake appel=apple appels=apples tuin=garden ruimte=space ruimteschip=spaceship raket=rocket ster=star sterren=stars munt=coin munten=coins monster=monster monsters=monsters draak=dragon draken=dragons ridder=knight ridders=knights zombie=zombie zombies=zombies spook=ghost spoken=ghosts piraat=pirate piraten=pirates schat=treasure bos=forest stad=city zee=sea nacht=night dak=roof daken=roofs auto=car autos=cars race=race doolhof=maze vragen=questions geheugen=memory kaarten=cards bloem=flower bloemen=flowers bij=bee bijen=bees kikker=frog eend=duck kip=chicken ei=egg eieren=eggs pinguïn=penguin beer=bear vos=fox wolf=wolf konijn=rabbit paard=horse koe=cow varken=pig schaap=sheep olifant=elephant aap=monkey haai=shark robot=robot tovenaar=wizard prinses=princess kasteel=castle ijs=ice sneeuw=snow steen=rock stenen=rocks boom=tree bomen=trees taart=cake snoep=candy pizza=pizza ' +
    'waarin=where bent=are ben=is is=is ijsschots=ice_floe ijsschotsen=ice_floes naar=to om=to te= drijven=float drijft=floats als=if water=water valt=falls vallen=fall af=out ook=also ' +
    'voeg=add toe=to maak=make sneller=faster langzamer=slower groter=bigger kleiner=smaller moeilijker=harder makkelijker=easier',
  pl:
    'gra=game gry=game grze=game w=in we=in na=on z=with ze=with i=and oraz=and który=that która=that które=that której=that którym=that gdzie=where przez=through nad=over pod=under do=to bez=without nie=not ' +
    'łap=catch łapi=catches złap=catch zbier=collects zbiera=collects skacz=jumps skak=jumps skoc=jump unik=dodges omij=avoids strzel=shoots zjad=eats jedz=eats lat=flies biega=runs bieg=runs ucieka=escapes rośn=grows rosn=grows rośnie=grows walcz=fights szuk=finds znajd=find ' +
    'wąż=snake węż=snake weż=snake jabłk=apples jablk=apples ogród=garden ogrod=garden kot=cat kota=cat koty=cats pies=dog psa=dog psy=dogs mysz=mice ptak=bird ptaki=birds ryb=fish kosmos=space kosmosie=space statek=spaceship rakiet=rocket gwiazd=stars monet=coins potwor=monsters potwór=monster smok=dragon rycerz=knight zombi=zombies duch=ghost pirat=pirate skarb=treasure las=forest lesie=forest miast=city morz=sea noc=night dach=roofs samoch=car wyścig=race labirynt=maze pytani=questions pamięć=memory kart=cards kwiat=flowers pszczo=bee żab=frog kacz=duck kur=chicken jaj=eggs pingwin=penguin niedźwied=bear lis=fox wilk=wolf królik=rabbit koń=horse koni=horse krow=cow świni=pig owc=sheep słoń=elephant małp=monkey rekin=shark robot=robot czarodziej=wizard księżniczk=princess zamek=castle zamku=castle lód=ice lod=ice śnieg=snow kamie=rocks drzew=trees ciast=cake cukierk=candy pizz=pizza owoc=fruit ' +
    'dodaj=add zrób=make zrob=make szybsz=faster wolniejsz=slower większ=bigger mniejsz=smaller trudniejsz=harder łatwiejsz=easier',
  tr:
    'oyun=game oyunu=game bir=a ve=and ile=with için=for gibi=like değil=not ' +
    'yakala=catches yakal=catches topla=collects toplu=collects zıpla=jumps zıpl=jumps atla=jumps atlı=jumps uçu=flies uça=flies kaç=escapes kaçın=avoids ateş=shoots vur=shoots ye=eats uç=flies koş=runs büyü=grows savaş=fights bul=finds ' +
    'kedi=cat köpek=dog fare=mice kuş=bird balık=fish yılan=snake elma=apples bahçe=garden uzay=space gemi=ship roket=rocket uzaylı=aliens yıldız=stars altın=gold para=coins canavar=monsters ejderha=dragon şövalye=knight zombi=zombies hayalet=ghost korsan=pirate hazine=treasure orman=forest şehir=city deniz=sea gece=night çatı=roofs araba=car yarış=race labirent=maze soru=questions hafıza=memory kart=cards çiçek=flowers arı=bee kurbağa=frog ördek=duck tavuk=chicken yumurta=eggs penguen=penguin ayı=bear tilki=fox kurt=wolf tavşan=rabbit inek=cow domuz=pig koyun=sheep fil=elephant maymun=monkey köpekbalığı=shark robot=robot büyücü=wizard prenses=princess kale=castle buz=ice kar=snow taş=rocks ağaç=trees pasta=cake şeker=candy pizza=pizza meyve=fruit gökyüzü=sky ay=moon güneş=sun ' +
    'ekle=add yap=make çevir=turn hızlı=faster yavaş=slower büyük=bigger küçük=smaller zor=harder kolay=easier olsun=add',
};

const MARKERS: Record<ReadLang, string[]> = {
  nl: ['een', 'het', 'de', 'met', 'die', 'spel', 'waar', 'en', 'je', 'jij', 'van', 'voeg', 'maak'],
  pl: ['gra', 'w', 'na', 'który', 'która', 'której', 'i', 'z', 'się', 'jest', 'dodaj', 'zrób', 'oraz'],
  tr: ['bir', 've', 'ile', 'oyun', 'oyunu', 'için', 'olsun', 'ekle', 'yap', 'çevir'],
};

/** Lower-case, without the marks Polish and Turkish put on letters ("ż" reads as "z"). */
const plain = (w: string) =>
  w.toLowerCase().replace(/ł/g, 'l').replace(/ı/g, 'i').normalize('NFD').replace(/\p{M}/gu, '');

const lexicons = new Map<ReadLang, Map<string, string>>();
function lexicon(lang: ReadLang): Map<string, string> {
  let map = lexicons.get(lang);
  if (!map) {
    map = new Map();
    for (const pair of LEXICON[lang].split(' ').filter(Boolean)) {
      // ("ice_floe": two words; "te=": a word of no English of its own, Dutch "om vissen te vangen")
      const [word, english] = pair.split('=');
      if (!map.has(plain(word))) map.set(plain(word), english.replace(/_/g, ' '));
    }
    lexicons.set(lang, map);
  }
  return map;
}

/** The language of a prompt among those read, when its words clearly say so; else null. */
export function readLanguageOf(text: string): ReadLang | null {
  return reading(text)?.lang ?? null;
}

/** The language read and each (lower-case) word's English in it, each word looked up once. */
function reading(text: string): { lang: ReadLang; english: Map<string, string | null> } | null {
  const ws = text.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? [];
  let best: { lang: ReadLang; english: Map<string, string | null>; known: number } | null = null;
  for (const lang of Object.keys(MARKERS) as ReadLang[]) {
    const english = new Map(ws.map((w) => [w, englishOf(lang, w)]));
    // (a word spelt as in English, "robot", "pizza", says nothing about the language)
    const known = ws.filter((w) => MARKERS[lang].includes(w) || ![null, w].includes(english.get(w)!)).length;
    if (!best || known > best.known) best = { lang, english, known };
  }
  return best && best.known >= 3 && best.known >= ws.length * 0.4 ? best : null;
}

/** A word's English: the lexicon's, or the longest stem it starts with (an ending is no more than 6). */
function englishOf(lang: ReadLang, word: string): string | null {
  const lex = lexicon(lang);
  const w = plain(word);
  if (lex.has(w)) return lex.get(w)!;
  for (let n = w.length - 1; n >= 3 && w.length - n <= 6; n--) {
    const hit = lex.get(w.slice(0, n));
    if (!hit) continue;
    // (Turkish: "çatılarda" is on the roofs, "gökyüzünde" in the sky; "zıplayarak" is jumping, and
    // the verb after it too: "zıplayarak fareleri yakalıyor", jumping, catching mice)
    if (lang === 'tr' && VERBS.has(hit) && (/[ae]rak$/.test(w) || /[iu]yor$/.test(w))) return gerund(hit);
    const where = lang === 'tr' && /(?:d|t)[ae]$/.test(w) ? (['sky', 'space', 'sea', 'forest', 'city', 'garden'].includes(hit) ? 'in ' : 'on ') : ''; // prettier-ignore
    return where + hit;
  }
  return null;
}

/** The English the lexicons give for doing (a clause's verb, to put in its place). */
const VERBS = new Set(['catches', 'catch', 'collects', 'collect', 'jumps', 'jump', 'dodges', 'dodge', 'avoids', 'avoid', 'shoots', 'shoot', 'eats', 'eat', 'flies', 'fly', 'runs', 'run', 'grows', 'grow', 'fights', 'fight', 'finds', 'find', 'escapes', 'add', 'make', 'turn']); // prettier-ignore

/** "jumps" → "jumping", "catches" → "catching", "runs" → "running". */
function gerund(verb: string): string {
  const base = verb
    .replace(/(ch|sh|x|ss)es$/, '$1')
    .replace(/ies$/, 'y')
    .replace(/s$/, '');
  if (base === 'run') return 'running';
  return `${base.replace(/e$/, '')}ing`;
}

/** The prompt in English words, when it is in one of the languages read; else null. */
export function readInEnglish(text: string): { lang: ReadLang; english: string; left: string[] } | null {
  const read = reading(text);
  if (!read) return null;
  const lang = read.lang;
  const clauses = text.split(/([,.;!?]+)/);
  const english = clauses
    .map((clause) => {
      const ws = (clause.match(/[\p{L}\p{N}'-]+/gu) ?? [])
        .map((w) => read.english.get(w.toLowerCase()) ?? w)
        .filter(Boolean);
      // Turkish ends a clause with its verb, Dutch a clause of "that" or "and": put it before what it
      // acts on ("fish catches" is "catches fish").
      if (lang === 'pl') return /[\p{L}\p{N}]/u.test(clause) ? ws.join(' ') : clause;
      const out: string[] = [];
      for (const part of ws.join(' ').split(/ (?=(?:and|that) )/)) {
        const p = part.split(' ');
        const last = p.length - 1;
        const lead = ['and', 'that'].includes(p[0]) ? 1 : 0;
        const acts = (w: string) => VERBS.has(w) || /ing$/.test(w);
        if (last - lead >= 1 && acts(p[last]) && !acts(p[last - 1])) p.splice(last - 1, 0, p.pop()!);
        // ("on roofs jumping": jumping on roofs)
        const moved = p.findIndex((w, i) => i >= 2 && /ing$/.test(w) && ['on', 'in'].includes(p[i - 2]));
        if (moved > 0) p.splice(moved - 2, 0, ...p.splice(moved, 1));
        out.push(p.join(' '));
      }
      return /[\p{L}\p{N}]/u.test(clause) ? out.join(' ') : clause;
    })
    .join(' ');
  // (the words of it the lexicon does not know, kept as they are: seldom a thing of the game)
  const left = (text.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? []).filter((w) => w.length >= 3 && read.english.get(w) == null); // prettier-ignore
  return { lang, english: english.replace(/\s+/g, ' ').trim(), left };
}
