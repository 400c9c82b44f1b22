// The game runtime's own words in the languages the composer reads (the design's lang). The page
// builder embeds only the table of the page's language; the runtime shows a game's message translated
// when it is one of these, and anything else as the game wrote it.
import type { Lang } from './design';

type Words = Record<string, string>;

export const WORDS: Record<Lang, Words> = {
  es: {
    Score: 'Puntos',
    Best: 'Récord',
    Level: 'Nivel',
    'Tap or press Space to start': 'Toca o pulsa Espacio para empezar',
    'Tap or press Space to play again': 'Toca o pulsa Espacio para volver a jugar',
    'Game Over': 'Fin del juego',
    'You Win!': '¡Ganaste!',
    "Time's up": 'Se acabó el tiempo',
    'Out of moves': 'Sin movimientos',
    'Topped out': 'Sin espacio',
    'A draw': 'Empate',
    'Player 2 wins': 'Gana el jugador 2',
    'Player 1 wins': 'Gana el jugador 1',
  },
  fr: {
    Score: 'Score',
    Best: 'Record',
    Level: 'Niveau',
    'Tap or press Space to start': 'Touche ou appuie sur Espace pour commencer',
    'Tap or press Space to play again': 'Touche ou appuie sur Espace pour rejouer',
    'Game Over': 'Partie terminée',
    'You Win!': 'Gagné !',
    "Time's up": 'Temps écoulé',
    'Out of moves': 'Plus de coups',
    'Topped out': 'Plus de place',
    'A draw': 'Match nul',
    'Player 2 wins': 'Le joueur 2 gagne',
    'Player 1 wins': 'Le joueur 1 gagne',
  },
  de: {
    Score: 'Punkte',
    Best: 'Rekord',
    Level: 'Level',
    'Tap or press Space to start': 'Tippen oder Leertaste zum Starten',
    'Tap or press Space to play again': 'Tippen oder Leertaste für eine neue Runde',
    'Game Over': 'Spiel vorbei',
    'You Win!': 'Gewonnen!',
    "Time's up": 'Die Zeit ist um',
    'Out of moves': 'Keine Züge mehr',
    'Topped out': 'Kein Platz mehr',
    'A draw': 'Unentschieden',
    'Player 2 wins': 'Spieler 2 gewinnt',
    'Player 1 wins': 'Spieler 1 gewinnt',
  },
  pt: {
    Score: 'Pontos',
    Best: 'Recorde',
    Level: 'Nível',
    'Tap or press Space to start': 'Toque ou aperte Espaço para começar',
    'Tap or press Space to play again': 'Toque ou aperte Espaço para jogar de novo',
    'Game Over': 'Fim de jogo',
    'You Win!': 'Você venceu!',
    "Time's up": 'Acabou o tempo',
    'Out of moves': 'Sem jogadas',
    'Topped out': 'Sem espaço',
    'A draw': 'Empate',
    'Player 2 wins': 'O jogador 2 vence',
    'Player 1 wins': 'O jogador 1 vence',
  },
  it: {
    Score: 'Punti',
    Best: 'Record',
    Level: 'Livello',
    'Tap or press Space to start': 'Tocca o premi Spazio per iniziare',
    'Tap or press Space to play again': 'Tocca o premi Spazio per rigiocare',
    'Game Over': 'Partita finita',
    'You Win!': 'Hai vinto!',
    "Time's up": 'Tempo scaduto',
    'Out of moves': 'Niente più mosse',
    'Topped out': 'Niente più spazio',
    'A draw': 'Pareggio',
    'Player 2 wins': 'Vince il giocatore 2',
    'Player 1 wins': 'Vince il giocatore 1',
  },
};

/**
 * Pieces of the games' control lines ("Arrows or WASD to move, or drag"), longest first, each put in
 * the page's language where it stands as whole words: every line a game writes reads in that language
 * without a table of every line. Keys start with "~" so they never meet a message of the table above.
 */
const CONTROL_PIECES: Record<Lang, [string, string][]> = {
  es: [
    ['press and hold', 'mantén pulsado'],
    ['drag anywhere', 'arrastra en cualquier sitio'],
    ['left and right', 'a izquierda y derecha'],
    ['Arrows', 'Flechas'],
    ['arrows', 'flechas'],
    ['to move', 'para moverte'],
    ['to jump', 'para saltar'],
    ['to fire', 'para disparar'],
    ['to shoot', 'para disparar'],
    ['to steer', 'para girar'],
    ['to flap', 'para aletear'],
    ['to pop', 'para explotar'],
    ['to throw', 'para lanzar'],
    ['to launch', 'para lanzar'],
    ['to hop', 'para saltar'],
    ['to rise', 'para subir'],
    ['to turn', 'para girar'],
    ['to drop', 'para soltar'],
    ['Tap', 'Toca'],
    ['tap', 'toca'],
    ['drag', 'arrastra'],
    ['swipe', 'desliza'],
    ['hold', 'mantén'],
    ['press', 'pulsa'],
    ['Space', 'Espacio'],
    ['or', 'o'],
    ['and', 'y'],
  ],
  fr: [
    ['press and hold', 'reste appuyé'],
    ['drag anywhere', 'glisse n’importe où'],
    ['left and right', 'à gauche et à droite'],
    ['Arrows', 'Flèches'],
    ['arrows', 'flèches'],
    ['to move', 'pour bouger'],
    ['to jump', 'pour sauter'],
    ['to fire', 'pour tirer'],
    ['to shoot', 'pour tirer'],
    ['to steer', 'pour diriger'],
    ['to flap', 'pour battre des ailes'],
    ['to pop', 'pour éclater'],
    ['to throw', 'pour lancer'],
    ['to launch', 'pour lancer'],
    ['to hop', 'pour sauter'],
    ['to rise', 'pour monter'],
    ['to turn', 'pour tourner'],
    ['to drop', 'pour lâcher'],
    ['Tap', 'Touche'],
    ['tap', 'touche'],
    ['drag', 'glisse'],
    ['swipe', 'balaie'],
    ['hold', 'maintiens'],
    ['press', 'appuie sur'],
    ['Space', 'Espace'],
    ['or', 'ou'],
    ['and', 'et'],
  ],
  de: [
    ['press and hold', 'gedrückt halten'],
    ['drag anywhere', 'irgendwo ziehen'],
    ['left and right', 'nach links und rechts'],
    ['Arrows', 'Pfeiltasten'],
    ['arrows', 'Pfeiltasten'],
    ['to move', 'zum Bewegen'],
    ['to jump', 'zum Springen'],
    ['to fire', 'zum Schießen'],
    ['to shoot', 'zum Schießen'],
    ['to steer', 'zum Lenken'],
    ['to flap', 'zum Flattern'],
    ['to pop', 'zum Platzenlassen'],
    ['to throw', 'zum Werfen'],
    ['to launch', 'zum Abschießen'],
    ['to hop', 'zum Hüpfen'],
    ['to rise', 'zum Steigen'],
    ['to turn', 'zum Drehen'],
    ['to drop', 'zum Fallenlassen'],
    ['Tap', 'Tippen'],
    ['tap', 'tippen'],
    ['drag', 'ziehen'],
    ['swipe', 'wischen'],
    ['hold', 'halten'],
    ['press', 'drücken'],
    ['Space', 'Leertaste'],
    ['or', 'oder'],
    ['and', 'und'],
  ],
  pt: [
    ['press and hold', 'mantém pressionado'],
    ['drag anywhere', 'arrasta em qualquer lugar'],
    ['left and right', 'para a esquerda e a direita'],
    ['Arrows', 'Setas'],
    ['arrows', 'setas'],
    ['to move', 'para mover'],
    ['to jump', 'para pular'],
    ['to fire', 'para atirar'],
    ['to shoot', 'para atirar'],
    ['to steer', 'para virar'],
    ['to flap', 'para bater as asas'],
    ['to pop', 'para estourar'],
    ['to throw', 'para lançar'],
    ['to launch', 'para lançar'],
    ['to hop', 'para pular'],
    ['to rise', 'para subir'],
    ['to turn', 'para virar'],
    ['to drop', 'para soltar'],
    ['Tap', 'Toca'],
    ['tap', 'toca'],
    ['drag', 'arrasta'],
    ['swipe', 'desliza'],
    ['hold', 'segura'],
    ['press', 'carrega'],
    ['Space', 'Espaço'],
    ['or', 'ou'],
    ['and', 'e'],
  ],
  it: [
    ['press and hold', 'tieni premuto'],
    ['drag anywhere', 'trascina ovunque'],
    ['left and right', 'a destra e a sinistra'],
    ['Arrows', 'Frecce'],
    ['arrows', 'frecce'],
    ['to move', 'per muoverti'],
    ['to jump', 'per saltare'],
    ['to fire', 'per sparare'],
    ['to shoot', 'per sparare'],
    ['to steer', 'per sterzare'],
    ['to flap', 'per sbattere le ali'],
    ['to pop', 'per scoppiare'],
    ['to throw', 'per lanciare'],
    ['to launch', 'per lanciare'],
    ['to hop', 'per saltare'],
    ['to rise', 'per salire'],
    ['to turn', 'per girare'],
    ['to drop', 'per lasciare'],
    ['Tap', 'Tocca'],
    ['tap', 'tocca'],
    ['drag', 'trascina'],
    ['swipe', 'scorri'],
    ['hold', 'tieni premuto'],
    ['press', 'premi'],
    ['Space', 'Spazio'],
    ['or', 'o'],
    ['and', 'e'],
  ],
};

/** The words a page in `lang` embeds: the runtime's messages, and the control line's pieces ("~"). */
export function pageWords(lang: Lang): Record<string, string> {
  return { ...WORDS[lang], ...Object.fromEntries(CONTROL_PIECES[lang].map(([en, to]) => [`~${en}`, to])) };
}

/**
 * A game's control line in the page's words: the table's pieces ("~" keys, longest first) put in where
 * they stand as whole words. Without pieces (English) the line is as written.
 */
export function inWords(line: string, table: Record<string, string>): string {
  const pieces = Object.keys(table)
    .filter((k) => k.startsWith('~'))
    .map((k) => k.slice(1))
    .sort((a, b) => b.length - a.length);
  // Even places hold the line's own text still to read; odd places what was put in.
  const parts: string[] = [line];
  for (const piece of pieces) {
    const at = new RegExp(`(?<!\\p{L})${piece.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?!\\p{L})`, 'u');
    for (let i = 0; i < parts.length; i += 2) {
      const m = at.exec(parts[i]);
      if (m)
        parts.splice(
          i,
          1,
          parts[i].slice(0, m.index),
          table[`~${piece}`],
          parts[i].slice(m.index + piece.length),
        );
    }
  }
  return parts.join('');
}
