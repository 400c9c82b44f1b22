// An improvement's notes in the language it was asked in ("ajoute un boss…" is answered in French).
// The notes said most often have their own lines here; any other stays English, as it was written.
import type { Lang } from './design';
import { singular } from './entities';
import { localName, localNames } from './languages';

type Line = Record<Lang, (thing: string, ...more: string[]) => string>;

/** "faster", "slower" in each language, as "everything is …". */
const PACE: Record<Lang, Record<string, string>> = {
  es: { faster: 'más rápido', slower: 'más lento' },
  fr: { faster: 'plus vite', slower: 'plus lentement' },
  de: { faster: 'schneller', slower: 'langsamer' },
  pt: { faster: 'mais rápido', slower: 'mais lento' },
  it: { faster: 'più veloce', slower: 'più lento' },
};

const LINES: [RegExp, Line][] = [
  [
    /^Everything is (faster|slower) now: .+ cannot change the (.+) alone\.$/,
    {
      es: (w, x) =>
        `Ahora todo va ${PACE.es[w]}: este juego no puede cambiar la velocidad de una sola cosa (${x}).`,
      fr: (w, x) =>
        `Maintenant tout va ${PACE.fr[w]} : ce jeu ne peut pas changer la vitesse d’une seule chose (${x}).`,
      de: (w, x) =>
        `Jetzt ist alles ${PACE.de[w]}: Dieses Spiel kann das Tempo nicht für nur eine Sache ändern (${x}).`,
      pt: (w, x) =>
        `Agora tudo está ${PACE.pt[w]}: este jogo não pode mudar a velocidade de uma coisa só (${x}).`,
      it: (w, x) =>
        `Ora tutto è ${PACE.it[w]}: questo gioco non può cambiare la velocità di una cosa sola (${x}).`,
    },
  ],
  [
    /^Every race already shows the time of each lap and your best one\.$/,
    {
      es: () => 'Cada carrera ya muestra el tiempo de cada vuelta y tu mejor vuelta.',
      fr: () => 'Chaque course affiche déjà le temps de chaque tour et ton meilleur tour.',
      de: () => 'Jedes Rennen zeigt schon die Zeit jeder Runde und deine beste.',
      pt: () => 'Cada corrida já mostra o tempo de cada volta e a sua melhor volta.',
      it: () => 'Ogni gara mostra già il tempo di ogni giro e il tuo giro migliore.',
    },
  ],
  [
    /^Playing someone on another computer is not built yet: two can play on this one, side by side\.$/,
    {
      es: () =>
        'Jugar contra alguien en otro ordenador aún no es posible: dos pueden jugar en este, uno al lado del otro.',
      fr: () =>
        'Jouer contre quelqu’un sur un autre ordinateur n’est pas encore possible : à deux sur celui-ci, côte à côte.',
      de: () =>
        'Gegen jemanden an einem anderen Computer zu spielen geht noch nicht: zu zweit an diesem, nebeneinander.',
      pt: () =>
        'Jogar contra alguém em outro computador ainda não é possível: dois podem jogar neste, lado a lado.',
      it: () =>
        'Giocare contro qualcuno su un altro computer non è ancora possibile: in due su questo, fianco a fianco.',
    },
  ],
  [
    /^A song from Spotify or anywhere else cannot be played in the game: it plays a beat of its own\.$/,
    {
      es: () =>
        'Una canción de Spotify o de otro sitio no se puede poner en el juego: tiene su propio ritmo.',
      fr: () =>
        'Une chanson de Spotify ou d’ailleurs ne peut pas être jouée dans le jeu : il a son propre rythme.',
      de: () =>
        'Ein Lied von Spotify oder anderswo kann im Spiel nicht laufen: es spielt seinen eigenen Beat.',
      pt: () =>
        'Uma música do Spotify ou de outro lugar não pode tocar no jogo: ele tem o seu próprio ritmo.',
      it: () => 'Una canzone da Spotify o da altrove non può suonare nel gioco: ha un ritmo tutto suo.',
    },
  ],
  [
    /^I could not add “(.+)” to this game yet, so it was left out\.$/,
    {
      es: (x) => `Todavía no pude añadir «${x}» a este juego, así que quedó fuera.`,
      fr: (x) => `Je n’ai pas encore pu ajouter « ${x} » à ce jeu, alors il a été laissé de côté.`,
      de: (x) => `„${x}“ konnte ich diesem Spiel noch nicht hinzufügen, deshalb fehlt es.`,
      pt: (x) => `Ainda não consegui adicionar “${x}” a este jogo, por isso ficou de fora.`,
      it: (x) => `Non sono ancora riuscito ad aggiungere “${x}” a questo gioco, quindi è rimasto fuori.`,
    },
  ],
  [
    /^A big (.+) boss comes late in the round\.$/,
    {
      es: (x) => `Un gran jefe (${x}) llega al final de la partida.`,
      fr: (x) => `Un grand boss (${x}) arrive vers la fin de la partie.`,
      de: (x) => `Ein großer Boss (${x}) kommt gegen Ende der Runde.`,
      pt: (x) => `Um grande chefe (${x}) chega no fim da rodada.`,
      it: (x) => `Un grande boss (${x}) arriva verso la fine della partita.`,
    },
  ],
  [
    /^A big (.+) boss ends each level\.$/,
    {
      es: (x) => `Un gran jefe (${x}) cierra cada nivel.`,
      fr: (x) => `Un grand boss (${x}) termine chaque niveau.`,
      de: (x) => `Ein großer Boss (${x}) beendet jedes Level.`,
      pt: (x) => `Um grande chefe (${x}) encerra cada nível.`,
      it: (x) => `Un grande boss (${x}) chiude ogni livello.`,
    },
  ],
  [
    /^A big (.+) guards the flag: jump on it three times to beat it\.$/,
    {
      es: (x) => `Un gran ${x} vigila la bandera: salta sobre él tres veces para vencerlo.`,
      fr: (x) => `Un grand ${x} garde le drapeau : saute-lui dessus trois fois pour le battre.`,
      de: (x) => `Ein großer ${x} bewacht die Flagge: Spring dreimal auf ihn, um ihn zu besiegen.`,
      pt: (x) => `Um grande ${x} guarda a bandeira: pule nele três vezes para vencê-lo.`,
      it: (x) => `Un grande ${x} sorveglia la bandiera: saltagli sopra tre volte per batterlo.`,
    },
  ],
  [
    /^I could not tell what to change from “(.+)”, so this version plays the same\.$/,
    {
      es: (x) => `No supe qué cambiar a partir de «${x}», así que esta versión se juega igual.`,
      fr: (x) => `Je n’ai pas compris quoi changer d’après « ${x} », alors cette version se joue pareil.`,
      de: (x) =>
        `Aus „${x}“ konnte ich nicht erkennen, was sich ändern soll; diese Version spielt sich gleich.`,
      pt: (x) => `Não percebi o que mudar a partir de “${x}”, por isso esta versão joga-se igual.`,
      it: (x) => `Non ho capito cosa cambiare da “${x}”, quindi questa versione si gioca uguale.`,
    },
  ],
];

/** `note` in `lang` when it is one of the lines above (the thing in it named in that language). */
export function noteIn(lang: Lang | null, note: string, instruction: string): string {
  if (!lang) return note;
  for (const [english, line] of LINES) {
    const m = english.exec(note);
    if (!m) continue;
    // (the request quoted stays as typed; a thing is named in the language)
    const named = (x: string | undefined) =>
      x === undefined || instruction.includes(x) || x in PACE.es
        ? (x ?? '')
        : localName(lang, x, instruction);
    // (a second thing is of many: "the cars" are "los coches")
    return line[lang](named(m[1]), ...m.slice(2).map((x) => localNames(lang, singular(x), instruction).many));
  }
  return note;
}
