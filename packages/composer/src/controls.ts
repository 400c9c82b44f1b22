// Whole control lines of the games (play/games/*.ts, their `controls`) in the languages the composer
// reads: a page in another language tells its controls in that language, not piece by piece. "{x}"
// is a hole the game fills (a thing's name, keys, or a fragment of its own, translated in turn).
// Translated by hand (a helper), checked by controls.test.ts against the games' own lines.
import type { Lang } from './design';

export const CONTROL_LINES: Record<Lang, Record<string, string>> = {
  es: {
    'Drag the sliders, then Restart: watch the outbreak spread and the curve rise or flatten':
      'Mueve los deslizadores y luego Reiniciar: mira cómo se extiende el brote y sube o se aplana la curva',
    'Tap four words that belong together, then Submit (arrows and Space pick, Enter submits)':
      'Toca cuatro palabras que vayan juntas y luego Enviar (flechas y Espacio eligen, Intro envía)',
    'Tap a piece, then a dotted square (or arrows and Space). U undoes':
      'Toca una pieza y luego una casilla con punto (o flechas y Espacio). U deshace',
    'Take turns: tap a piece, then a dotted square (or arrows and Space). U undoes':
      'Por turnos: toca una pieza y luego una casilla con punto (o flechas y Espacio). U deshace',
    'Take turns: drag a block out of the tower, then tap a place on top for it (arrows and Space)':
      'Por turnos: saca un bloque de la torre y toca un sitio arriba para ponerlo (flechas y Espacio)',
    'Drag a block out of the tower, then tap a place on top for it (arrows and Space)':
      'Saca un bloque de la torre y toca un sitio arriba para ponerlo (flechas y Espacio)',
    'Drag from a dot to the dot of its colour; fill every square, pipes never cross (H hint, R restart)':
      'Arrastra de un punto al punto de su color; llena todas las casillas, las tuberías nunca se cruzan (H pista, R reiniciar)',
    'Tap a joint, then a dot near it, to lay road or a beam (or drag); tap a member to remove it; Play sends it across (Space). 1/2/3 material, Backspace undo':
      'Toca una unión y luego un punto cercano para poner calzada o una viga (o arrastra); toca una pieza para quitarla; Jugar lo hace cruzar (Espacio). 1/2/3 material, Retroceso deshace',
    'Drag the shapes onto the grid; fill a row or a column to clear it (1-3, arrows, Space)':
      'Arrastra las figuras a la cuadrícula; llena una fila o columna para borrarla (1-3, flechas, Espacio)',
    'Take turns: tap the dice to roll, then a checker and where it goes':
      'Por turnos: toca los dados para tirar, luego una ficha y adónde va',
    'Tap the dice to roll, then a checker and where it goes (Space rolls, arrows pick a move)':
      'Toca los dados para tirar, luego una ficha y adónde va (Espacio tira, las flechas eligen jugada)',
    'Drag cards onto the columns and foundations, or tap one to send it; tap the deck to turn (Space)':
      'Arrastra las cartas a las columnas y a las pilas de arriba, o toca una para mandarla; toca el mazo para girar (Espacio)',
    'Tap a plane, then a free runway to land it; tap a landed plane to send it to a gate. Keys: 1-3 land the lowest on fuel, G sends one to a gate':
      'Toca un avión y luego una pista libre para aterrizarlo; toca un avión en tierra para mandarlo a una puerta. Teclas: 1-3 aterrizan el de menos combustible, G manda uno a una puerta',
    'Arrows turn and thrust, Space fires; or hold a finger: the {x} turns to it, fires, and flies there':
      'Flechas para girar y acelerar, Espacio dispara; o mantén el dedo: tu {x} gira hacia él, dispara y vuela allí',
    'Arrows move, Up turns, Space drops; or tap to turn, drag to move, flick down to drop':
      'Flechas mueven, Arriba gira, Espacio suelta; o toca para girar, arrastra para mover, desliza abajo para soltar',
    'Drag the ball sideways, then swipe up to roll (curve the swipe to spin); or arrows to aim, Q/E spin, hold Space for power':
      'Arrastra la bola a un lado y desliza arriba para lanzar (curva el gesto para dar efecto); o flechas para apuntar, Q/E efecto, mantén Espacio para potencia',
    'Arrows/A-D or drag to move, Space or tap to launch':
      'Flechas/A-D o arrastra para moverte, Espacio o toca para lanzar',
    'Aim with the mouse or Left/Right, tap or Space to shoot, Down swaps the next bubble':
      'Apunta con el ratón o Izquierda/Derecha, toca o Espacio para disparar, Abajo cambia la siguiente burbuja',
    'Arrows or A/D to move, or drag': 'Flechas o A/D para moverte, o arrastra',
    'Take turns: tap a piece, then where it goes (or arrows and Space). Jumps are a must':
      'Por turnos: toca una ficha y luego adónde va (o flechas y Espacio). Comer es obligatorio',
    'Tap a piece, then where it goes (or arrows and Space). Jumps are a must':
      'Toca una ficha y luego adónde va (o flechas y Espacio). Comer es obligatorio',
    'Tap left or right of the tree to chop from that side (or Left/Right)':
      'Toca a la izquierda o a la derecha del árbol para talar por ese lado (o Izquierda/Derecha)',
    'Tap the {x} (or Space) to earn; tap an upgrade (or 1-4) to buy it':
      'Toca {x} (o Espacio) para ganar; toca una mejora (o 1-4) para comprarla',
    'Arrows or WASD to move, or drag': 'Flechas o WASD para moverte, o arrastra',
    'Tap to put down food for the ants (or Space)': 'Toca para dejar comida a las hormigas (o Espacio)',
    'Take turns: tap a column, or arrows and Space (or 1-7), to drop a disc':
      'Por turnos: toca una columna, o flechas y Espacio (o 1-7), para soltar una ficha',
    'Tap a column, or arrows and Space (or 1-7), to drop your disc':
      'Toca una columna, o flechas y Espacio (o 1-7), para soltar tu ficha',
    'Tap your land with 2+ troops, then theirs next to it; End turn for new troops. Arrows, Space, Enter':
      'Toca tu territorio con 2+ tropas y luego uno rival al lado; Fin de turno da tropas nuevas. Flechas, Espacio, Intro',
    'Add what the order shows, in order: tap it, press its number, or the arrows and Space':
      'Añade lo que muestra el pedido, en orden: tócalo, pulsa su número, o flechas y Espacio',
    'Watch and count (tap or Space to keep a tally); then tap the answer or press 1-4':
      'Mira y cuenta (toca o Espacio para llevar la cuenta); luego toca la respuesta o pulsa 1-4',
    'Player 1: arrows or tap/swipe. Player 2: WASD. Hop to the top!':
      'Jugador 1: flechas o toca/desliza. Jugador 2: WASD. ¡Salta hasta arriba!',
    'Arrows or WASD to hop, or tap / swipe the way to go':
      'Flechas o WASD para saltar, o toca / desliza hacia donde ir',
    'Aim with the pointer or arrows, tap to throw; tap or press Space fast to sweep':
      'Apunta con el puntero o las flechas, toca para lanzar; toca o pulsa Espacio rápido para barrer',
    'Tap one in the tray, then tap where it goes (or drag it); arrows and Space work too':
      'Toca una pieza de la bandeja y luego dónde va (o arrástrala); flechas y Espacio también valen',
    'Tap a mound to dig it (or arrows and Space); red is hot, blue is cold':
      'Toca un montículo para cavar (o flechas y Espacio); rojo es caliente, azul es frío',
    'Arrows or WASD to move, or drag anywhere': 'Flechas o WASD para moverte, o arrastra donde sea',
    'Tap the dots in order, or type their numbers': 'Toca los puntos en orden, o escribe sus números',
    'Arrows or drag to fly; tap or Space to drop':
      'Flechas o arrastra para volar; toca o Espacio para soltar',
    'Drag or arrows to fly along; tap or Space to dive, and again to come back up':
      'Arrastra o flechas para volar; toca o Espacio para zambullirte, y otra vez para subir',
    'Drag or arrows to move the boat; tap or Space to cast and to reel in; hold (or Down) to lower the hook':
      'Arrastra o flechas para mover el barco; toca o Espacio para lanzar y recoger; mantén (o Abajo) para bajar el anzuelo',
    'Tap, Space or Up to flap': 'Toca, Espacio o Arriba para aletear',
    'Tap the slices to top them, then tap Check; arrows, Space and Enter':
      'Toca las porciones para ponerles ingredientes, luego Comprobar; flechas, Espacio e Intro',
    'Drag back from the ball and let go to putt; or arrows to aim, hold Space for power and let go':
      'Arrastra hacia atrás desde la bola y suelta para golpear; o flechas para apuntar, mantén Espacio para potencia y suelta',
    'Tap a thing on the grill (or press 1-6) when its ring is green: once to flip, once to serve':
      'Toca algo en la parrilla (o pulsa 1-6) cuando su anillo esté verde: una vez para voltear, otra para servir',
    'Arrows or WASD to swim, or drag': 'Flechas o WASD para nadar, o arrastra',
    'Type letters, or tap them on the keyboard below': 'Escribe letras, o tócalas en el teclado de abajo',
    'Tap a {x} to kick it up; Arrows or drag move the {x} to head them':
      'Toca cada {x} para patear arriba; flechas o arrastrar mueven {x} para cabecear',
    'Left/Right or drag to walk along the table, Space or tap to swipe':
      'Izquierda/Derecha o arrastra para andar por la mesa, Espacio o toca para dar un zarpazo',
    'Up, W or Space (or hold) to fire the engine, arrows to steer':
      'Arriba, W o Espacio (o mantén) para encender el motor, flechas para dirigir',
    'Drag back and let go to throw; or Up/Down to aim, Left/Right for power, Space to throw':
      'Arrastra atrás y suelta para lanzar; o Arriba/Abajo apunta, Izquierda/Derecha da potencia, Espacio lanza',
    'Drag to draw lines for the balls; C or Clear wipes them, Z takes one back':
      'Arrastra para dibujar líneas para las bolas; C o Borrar las quita, Z deshace una',
    'Tap two neighbours or swipe to swap; arrows move, Space picks, then an arrow swaps':
      'Toca dos piezas contiguas o desliza para intercambiar; flechas mueven, Espacio elige y una flecha intercambia',
    'Arrows or WASD to move, or swipe / tap towards where to go':
      'Flechas o WASD para moverte, o desliza / toca hacia donde ir',
    'Tap two cards to turn them over; or arrows to choose and Space to turn':
      'Toca dos cartas para darles la vuelta; o flechas para elegir y Espacio para girar',
    'Swipe, or press the arrows or WASD, to slide every tile; two alike merge':
      'Desliza, o pulsa las flechas o WASD, para mover todas las fichas; dos iguales se fusionan',
    'Tap to reveal, hold (or flag mode) to flag; arrows + Space reveal, F flags':
      'Toca para descubrir, mantén (o modo bandera) para marcar; flechas + Espacio descubren, F marca',
    'Tap the numbers in order as fast as you can, or type them':
      'Toca los números en orden lo más rápido que puedas, o escríbelos',
    'Tap or drag the cards into order, first at the top; arrows and Space':
      'Toca o arrastra las tarjetas para ordenarlas, la primera arriba; flechas y Espacio',
    'Arrows, WASD or swipe to steer: a turn asked early is taken at the next opening':
      'Flechas, WASD o desliza para dirigir: un giro pedido antes se hace en el siguiente hueco',
    'Arrows, WASD or swipe to walk; tap to walk toward a tile. Colour every tile!':
      'Flechas, WASD o desliza para andar; toca para ir hacia una casilla. ¡Colorea todas las casillas!',
    'Up to drive, Down to reverse, Left and Right to steer (or hold where to go)':
      'Arriba para avanzar, Abajo para marcha atrás, Izquierda y Derecha para girar (o mantén hacia donde ir)',
    'Hold Space or ↓ to pull the plunger · Left: ← A Z or tap left · Right: → D M or tap right':
      'Mantén Espacio o ↓ para tirar del lanzador · Izquierda: ← A Z o toca la izquierda · Derecha: → D M o toca la derecha',
    'Tap a pipe to turn it, or arrows and Space; lead the water to the goal':
      'Toca una tubería para girarla, o flechas y Espacio; lleva el agua a la meta',
    'Arrows or A/D to move, or hold/drag left and right':
      'Flechas o A/D para moverte, o mantén/arrastra a izquierda y derecha',
    'Player 1: ←/→ or the bottom half; player 2: A/D or the top half':
      'Jugador 1: ←/→ o la mitad inferior; jugador 2: A/D o la mitad superior',
    'Arrows/A-D or drag to move your paddle': 'Flechas/A-D o arrastra para mover tu pala',
    'Tap or click to pop (arrows move, Space pops)':
      'Toca o haz clic para reventar (flechas mueven, Espacio revienta)',
    'Tap an answer, or press 1 2 3 4; tap 🔊 to hear it again':
      'Toca una respuesta, o pulsa 1 2 3 4; toca 🔊 para oírlo otra vez',
    'Tap an answer, or press 1 2 3 4': 'Toca una respuesta, o pulsa 1 2 3 4',
    'Player 1: Left/Right arrows or tap sides. Player 2: A/D':
      'Jugador 1: flechas Izquierda/Derecha o toca los lados. Jugador 2: A/D',
    'Left/Right arrows, A/D, swipe or tap a side to change lanes':
      'Flechas Izquierda/Derecha, A/D, desliza o toca un lado para cambiar de carril',
    'Wait for green, then tap or press Space as fast as you can':
      'Espera al verde y luego toca o pulsa Espacio lo más rápido que puedas',
    'Hit D F J K or the arrows as notes cross the line, or tap their lane':
      'Pulsa D F J K o las flechas cuando las notas crucen la línea, o toca su carril',
    'Pick in secret: player one A, S, D; player two J, K, L (or each tap their own half)':
      'Elige en secreto: jugador uno A, S, D; jugador dos J, K, L (o cada uno toca su mitad)',
    'Tap a card, or press 1, 2, 3 (or the arrows and Space)':
      'Toca una carta, o pulsa 1, 2, 3 (o las flechas y Espacio)',
    'Space, Up or tap to flip gravity': 'Espacio, Arriba o toca para invertir la gravedad',
    'Space, Up or tap to jump, and again in the air to double jump':
      'Espacio, Arriba o toca para saltar, y otra vez en el aire para doble salto',
    'Space, Up or tap to jump (hold for higher)':
      'Espacio, Arriba o toca para saltar (mantén para más altura)',
    'Tap the letters in order, or type them, to spell the word':
      'Toca las letras en orden, o escríbelas, para formar la palabra',
    'Player 1: Left/Right and Space to fire. Player 2: A/D and W to fire. Together: clear the waves':
      'Jugador 1: Izquierda/Derecha y Espacio para disparar. Jugador 2: A/D y W para disparar. Juntos contra las oleadas',
    'Arrows move and aim, Space fires; hold above the ship to fire there, drag low to move':
      'Flechas mueven y apuntan, Espacio dispara; mantén encima de la nave para disparar allí, arrastra abajo para moverte',
    'Arrows or A/D to move, Space to fire; or drag and hold to fire':
      'Flechas o A/D para moverte, Espacio para disparar; o arrastra y mantén para disparar',
    'The mouse steers, hold the button (or Space) to fire':
      'El ratón dirige, mantén el botón (o Espacio) para disparar',
    'Arrows/A-D run, Space/Up/W jump (hold = higher). Touch: hold lower left/right to run, tap top or middle to jump':
      'Flechas/A-D corren, Espacio/Arriba/W saltan (mantener = más alto). Táctil: mantén abajo izq./der. para correr, toca arriba o en medio para saltar',
    'Tap a tile beside the gap, or arrows / swipe to slide a tile into it; S shuffles':
      'Toca una pieza junto al hueco, o flechas / desliza para mover una pieza a él; S baraja',
    'Left/Right to steer (or hold the pointer to a side)':
      'Izquierda/Derecha para girar (o mantén el puntero a un lado)',
    'Arrows or swipe: the first snake; WASD: the second':
      'Flechas o deslizar: la primera serpiente; WASD: la segunda',
    'Arrows, WASD or swipe to turn': 'Flechas, WASD o desliza para girar',
    'Arrows or WASD to move, or drag: freeze when it wakes':
      'Flechas o WASD para moverte, o arrastra: no te muevas cuando despierte',
    'Arrows or WASD to sneak, or drag': 'Flechas o WASD para escabullirte, o arrastra',
    'Arrows, swipe or tap beside you to walk and push; U or Undo to step back, R or Restart':
      'Flechas, desliza o toca a tu lado para andar y empujar; U o Deshacer para retroceder, R o Reiniciar',
    'Tap what is different (or arrows to move, Space to tap)':
      'Toca lo que sea diferente (o flechas para moverte, Espacio para tocar)',
    'Tap the colours (or keys 1-{x}) to fill the row, then Check (or Enter); tap a peg or Backspace to take it back':
      'Toca los colores (o teclas 1-{x}) para llenar la fila y luego Comprobar (o Enter); toca una clavija o Retroceso para quitarla',
    'Tap a square to fill it (drag for more); right click, hold or ✕ marks it empty; arrows and Space fill, X marks':
      'Toca una casilla para rellenarla (arrastra para más); clic derecho, mantener o ✕ la marca vacía; flechas y Espacio rellenan, X marca',
    'Press, pull back and let go to shoot (or ↑/↓ to aim, hold Space to draw); mind the wind':
      'Pulsa, tira hacia atrás y suelta para disparar (o ↑/↓ para apuntar y mantén Espacio para tensar); ojo con el viento',
    'Pick a runner (tap or 1-6), set the stake (− + or ←/→), then Race! (or Enter)':
      'Elige un corredor (toca o 1-6), fija la apuesta (− + o ←/→) y luego ¡Carrera! (o Enter)',
    'Tap the box where the element belongs (or arrows to move, Space to choose)':
      'Toca la casilla donde va el elemento (o flechas para moverte, Espacio para elegir)',
    'Blue turns with WASD, orange with the arrows: make the other crash':
      'Azul gira con WASD, naranja con las flechas: haz que el otro choque',
    'Turn with the arrows or WASD (or swipe): make the other bike crash':
      'Gira con las flechas o WASD (o desliza): haz que la otra moto choque',
    'Tap the squares to turn them on; Space plays or stops, − + set the tempo, R a random beat':
      'Toca los cuadros para activarlos; Espacio toca o para, − + cambian el tempo, R un ritmo al azar',
    'Tap a tube, then another to pour its top colour in (or ←/→ and Space); Undo or Z takes back':
      'Toca un tubo y luego otro para verter su color de arriba (o ←/→ y Espacio); Deshacer o Z para volver',
    'Shut the left or right door (A/← and D/→) and check the cameras (Space); mind the power':
      'Cierra la puerta izquierda o derecha (A/← y D/→) y mira las cámaras (Espacio); cuida la energía',
    'Press on a plane and drag to draw its path to the runway of its colour':
      'Pulsa un avión y arrastra para dibujar su camino hasta la pista de su color',
    'Drag the card right for yes, left for no (or press → / ←)':
      'Arrastra la carta a la derecha para sí y a la izquierda para no (o pulsa → / ←)',
    'Hold the mouse (or Space) to charge the throw and let go to shoot':
      'Mantén pulsado el ratón (o Espacio) para cargar el tiro y suelta para lanzar',
    'Tap a light: it and the four beside it flip. Put every light out':
      'Toca una luz: cambian ella y las cuatro de al lado. Apágalas todas',
    'Press SPIN (or Space) to spin the wheel': 'Pulsa GIRAR (o Espacio) para girar la ruleta',
    'Tap the coins to pay the exact price, tap one on the counter to take it back, then Check':
      'Toca las monedas para pagar el precio exacto, toca una del mostrador para quitarla, y luego Comprobar',
    'ROLL (or Space) up to three times, tap dice to hold them, then tap a box to score':
      'TIRAR (o Espacio) hasta tres veces, toca los dados para guardarlos y luego toca una casilla para anotar',
    'Tap the numbers on your card as they are called': 'Toca los números de tu cartón cuando salgan',
    'Tap the sky to send up a firework; pick its shape below (or 1-4)':
      'Toca el cielo para lanzar un cohete; elige su forma abajo (o 1-4)',
    'Go round with ← / → (or hold the left or right of the screen); slip through the gaps':
      'Gira con ← / → (o mantén la izquierda o la derecha de la pantalla); pasa por los huecos',
    'Tap a colour, then a part of the picture; ↶ takes it back':
      'Toca un color y luego una parte del dibujo; ↶ lo deshace',
    'Angle ←/→, power ↑/↓ (or the sliders), weapon 1-3, fire with Space':
      'Ángulo ←/→, fuerza ↑/↓ (o los deslizadores), arma 1-3, dispara con Espacio',
    'Aim with the pointer, pull back and let go to shoot (or ←/→, ↑/↓ and Space)':
      'Apunta con el puntero, tira hacia atrás y suelta para tirar (o ←/→, ↑/↓ y Espacio)',
    'Watch the race; ✎ Names to type in the marbles’ names':
      'Mira la carrera; ✎ Nombres para escribir los nombres de las canicas',
    'Drag the pieces to their places; near enough, they snap in':
      'Arrastra las piezas a su sitio; cerca, encajan solas',
    'Gas → (or the right pedal), brake ← (or the left); in the air they tip the jeep':
      'Acelerador → (o el pedal derecho), freno ← (o el izquierdo); en el aire inclinan el jeep',
    'Your cell follows the mouse (or a finger, or the arrows): eat the dots and the smaller cells':
      'Tu célula sigue al ratón (o al dedo, o las flechas): come los puntos y las células más pequeñas',
    'Tap a peg to lift its top disc, then another to put it down (or drag, or 1-3)':
      'Toca una varilla para levantar su disco de arriba y otra para dejarlo (o arrastra, o 1-3)',
    'Drag the cars along their lanes (or tap one and use the arrows) to let the red car out':
      'Arrastra los coches por su carril (o toca uno y usa las flechas) para sacar el coche rojo',
    'Tap one of your pits (bottom row) or press 1-6 to sow its stones':
      'Toca uno de tus hoyos (fila de abajo) o pulsa 1-6 para sembrar sus piedras',
    'Choose a partner, then tap an attack (or press 1-4)':
      'Elige un compañero y luego toca un ataque (o pulsa 1-4)',
    'Tap an attack (or press 1-4)': 'Toca un ataque (o pulsa 1-4)',
    'Player 1: A D walk, W jump, S block, F punch, G kick, R special. Player 2: arrows, K punch, L kick, M special':
      'Jugador 1: A D andar, W saltar, S bloquear, F puñetazo, G patada, R especial. Jugador 2: flechas, K puñetazo, L patada, M especial',
    'Arrows or A D to walk, W to jump, S to block, F punch, G kick, R special (or the buttons)':
      'Flechas o A D para andar, W saltar, S bloquear, F puñetazo, G patada, R especial (o los botones)',
    'Tap a card that matches to play it, or the pile to draw (arrows, Space, D; U for UNO!)':
      'Toca una carta que encaje para jugarla, o el mazo para robar (flechas, Espacio, D; U para UNO!)',
    'Tap two free tiles that match; H hint, S shuffle, U undo':
      'Toca dos fichas libres iguales; H pista, S mezclar, U deshacer',
    'Space or tap to swing: on time it goes out of the park':
      'Espacio o toca para batear: a tiempo, sale del estadio',
    'Tap a tile that fits to lay it; Draw when none fits (arrows, Space, D, P)':
      'Toca una ficha que encaje para ponerla; roba si ninguna encaja (flechas, Espacio, D, P)',
    'Tap a square: 0, then 1, then empty (arrows, 0, 1, Space; H for a hint, N for a new grid)':
      'Toca una casilla: 0, luego 1, luego vacía (flechas, 0, 1, Espacio; H pista, N nueva cuadrícula)',
    'Tap a point to place a man, then a man and a point beside it; a mill takes one (arrows, Space)':
      'Toca un punto para colocar una ficha, luego una ficha y un punto al lado; un molino quita una (flechas, Espacio)',
    'Tap cells to bring them to life; Play, Step, Clear, Random (Space, S, C, R; + and − the pace)':
      'Toca células para darles vida; Jugar, Paso, Borrar, Al azar (Espacio, S, C, R; + y − el ritmo)',
    'Tap Yes or No (or press Y and N); when it asks, type and press Enter':
      'Toca Sí o No (o pulsa Y y N); cuando pregunte, escribe y pulsa Intro',
    'Pick your case, open the others, then DEAL or NO DEAL (D, N; K keep, S swap)':
      'Elige tu maletín, abre los otros y luego TRATO o NO HAY TRATO (D, N; K quedar, S cambiar)',
    'Watch the cup with the ball, then tap it (or press 1, 2, 3)':
      'Sigue el vaso con la bola y tócalo (o pulsa 1, 2, 3)',
    'Start lights the fuse: say a word of the category and pass the phone on (Space)':
      'Empezar enciende la mecha: di una palabra de la categoría y pasa el celular (Espacio)',
    'Set the ring, the wheel and the hole, pick a colour and press Draw (Space; C clears, S saves)':
      'Ajusta el anillo, la rueda y el agujero, elige un color y pulsa Dibujar (Espacio; C borra, S guarda)',
    'Arrow keys (or hold a finger toward a side) tilt the board: roll the ball to the goal, past the holes':
      'Las flechas (o un dedo hacia un lado) inclinan el tablero: lleva la bola a la meta sin caer en los agujeros',
    'Move the claw with the arrows (or ◀ ▶), Drop with Space (or ↓): get a toy down the chute':
      'Mueve la garra con las flechas (o ◀ ▶) y bájala con Espacio (o ↓): lleva un peluche a la salida',
    'Tap a square and type (again to turn down); Check, Reveal and New under the clues':
      'Toca una casilla y escribe (otra vez para ir en vertical); Comprobar, Revelar y Nuevo bajo las pistas',
    'Tap three cards and Pass; then tap a card to play it (arrows and Space too)':
      'Toca tres cartas y Pasar; luego toca una carta para jugarla (también flechas y Espacio)',
    'Space (or tap) at the edge to jump, ← → to keep balance, Space just before landing':
      'Espacio (o toca) en el borde para saltar, ← → para el equilibrio, Espacio justo antes de aterrizar',
    'Drag the blocks into the program (or tap them), then Run: light every blue tile':
      'Arrastra los bloques al programa (o tócalos) y luego Ejecutar: enciende todas las baldosas azules',
    'Tap the things on the list in the room; Hint makes one glow':
      'Toca en la habitación las cosas de la lista; Pista hace brillar una',
    'Buy with − and +, then Travel; set the pace and rations, rest, hunt, choose how to cross':
      'Compra con − y +, luego Viajar; elige ritmo y raciones, descansa, caza, decide cómo cruzar',
    'Draw the shapes to cut out on the folded paper, then Unfold':
      'Dibuja en el papel doblado las formas que quieres recortar y luego Desplegar',
    'Take turns: tap a point to place a man, then a man and a point beside it; a mill takes one':
      'Por turnos: toca un punto para colocar una ficha, luego una ficha y un punto al lado; un molino quita una',
    'Move with the arrows or WASD (or swipe); Space (or a tap) drops a bomb':
      'Muévete con las flechas o WASD (o desliza); Espacio (o un toque) pone una bomba',
    'Pick what to pour (1-9, 0 erases), then press and drag; the slider sets the brush, C clears':
      'Elige qué echar (1-9, 0 borra), luego pulsa y arrastra; el deslizador fija el pincel, C vacía',
    'Move the dropper (←/→ or tap where) and drop the ball (Space or the tap)':
      'Mueve el soltador (←/→ o toca dónde) y suelta la bola (Espacio o el toque)',
    'Pick how many play, then tap the die (or Space) to roll':
      'Elige cuántos juegan y toca el dado (o Espacio) para tirar',
    'Take turns: tap a dotted square (or arrows and Space) to place a disc':
      'Por turnos: toca una casilla con punto (o flechas y Espacio) para poner una ficha',
    'Tap a dotted square (or arrows and Space) to place your disc':
      'Toca una casilla con punto (o flechas y Espacio) para poner tu ficha',
    'Set the bet (− + or ←/→) and Deal (Enter); then Hit (H), Stand (S), Double (D) or Split (P)':
      'Fija la apuesta (− + o ←/→) y Repartir (Enter); luego Pedir (H), Plantarse (S), Doblar (D) o Dividir (P)',
    'Tap two free cards that make 13 (a king alone); tap the stock to draw; Undo or Z takes back':
      'Toca dos cartas libres que sumen 13 (un rey solo); toca el mazo para robar; Deshacer o Z para volver',
    'Swipe across a rope to cut it (or Space cuts the next one); feed the sweet to the monster':
      'Desliza sobre una cuerda para cortarla (o Espacio corta la siguiente); dale el dulce al monstruo',
    'Tap a seed, then bare soil to plant; tap a plant to water it, a ripe one to harvest; Sell, then Next day':
      'Toca una semilla y luego tierra libre para plantar; toca una planta para regarla, una madura para cosecharla; Vender, y luego Día siguiente',
    'Tap between two dots to draw a line (or arrows and Space); close a box to go again':
      'Toca entre dos puntos para trazar una línea (o flechas y Espacio); cierra una caja para repetir',
    'Take turns: tap between two dots to draw a line (or arrows and Space)':
      'Por turnos: toca entre dos puntos para trazar una línea (o flechas y Espacio)',
    'Tap a cell (or arrows and Space) to place your ships, then to fire; R turns a ship':
      'Toca una casilla (o flechas y Espacio) para colocar tus barcos y luego disparar; R gira un barco',
    'Tap or click where to blast (or arrows and Space; A, S, D fire from each base)':
      'Toca o haz clic donde estallar (o flechas y Espacio; A, S, D disparan desde cada base)',
    'Tap the buttons (or 1-4) to feed, play, wash and put it to bed':
      'Toca los botones (o 1-4) para darle de comer, jugar, bañarlo y acostarlo',
    'Player 1: Q (or tap the left), player 2: P (or tap the right); first on green wins':
      'Jugador 1: Q (o toca a la izquierda), jugador 2: P (o toca a la derecha); el primero en verde gana',
    'Tap or press Space to let the box go from the crane':
      'Toca o pulsa Espacio para soltar la caja de la grúa',
    'Tap or press Space to drop; line it up exactly for a perfect drop':
      'Toca o pulsa Espacio para soltar; alinea bien para una caída perfecta',
    'Tap − and + (or arrows) to plan the day, then Open (Enter); tap to fast-forward':
      'Toca − y + (o flechas) para planear el día, luego Abrir (Intro); toca para avanzar rápido',
    'Tap a choice, or press 1, 2 or 3': 'Toca una opción, o pulsa 1, 2 o 3',
    'Space or tap to let go and to grab the next vine, Left/Right to swing higher':
      'Espacio o toca para soltarte y agarrar la siguiente liana, Izquierda/Derecha para balancearte más',
    'Take turns: tap a square, or arrows and Space (or keys 1-9)':
      'Por turnos: toca una casilla, o flechas y Espacio (o teclas 1-9)',
    'Tap a square, or arrows and Space (or keys 1-9), to place your mark':
      'Toca una casilla, o flechas y Espacio (o teclas 1-9), para poner tu marca',
    'Tap the black tiles in order, lowest first, or press D F J K; never tap the white':
      'Toca las fichas negras en orden, la más baja primero, o pulsa D F J K; nunca toques las blancas',
    'Tap or click to flick the tongue (Left/Right aim, Space flicks)':
      'Toca o haz clic para lanzar la lengua (Izquierda/Derecha apuntan, Espacio lanza)',
    'Pick a tower (1 or 2), tap the ground to build it (tap a tower to upgrade), or arrows and Space':
      'Elige una torre (1 o 2), toca el suelo para construirla (toca una torre para mejorarla), o flechas y Espacio',
    'Type the answer to each falling sum (on a phone, tap to open the keyboard); Backspace starts again':
      'Escribe el resultado de cada suma que cae (en el móvil, toca para abrir el teclado); Retroceso empieza de nuevo',
    'Type the falling words (on a phone, tap to open the keyboard); Backspace lets go of a word':
      'Escribe las palabras que caen (en el móvil, toca para abrir el teclado); Retroceso suelta una palabra',
    'Type a word and press Enter, or tap the letters below':
      'Escribe una palabra y pulsa Intro, o toca las letras de abajo',
    'Drag across a word to mark it (or arrows to move, Space at each end)':
      'Arrastra sobre una palabra para marcarla (o flechas para moverte, Espacio en cada extremo)',
    'Tap the bubbles to pop them, or drag across; arrows and Space work too':
      'Toca las burbujas para reventarlas, o arrastra por encima; flechas y Espacio también valen',
    'Player 1: arrows; player 2: WASD. Each swings at whoever comes near; the last one standing wins':
      'Jugador 1: flechas; jugador 2: WASD. Cada uno golpea a quien se acerque; gana el último en pie',
    'Player 1: arrows; player 2: WASD. Each shoots the nearest one; the last one standing wins':
      'Jugador 1: flechas; jugador 2: WASD. Cada uno dispara al más cercano; gana el último en pie',
    'WASD or arrows to move, or drag; you swing your {x} at whoever comes near':
      'WASD o flechas para moverte, o arrastra; tu {x} golpea a quien se acerque',
    'WASD or arrows to move (or drag); shots go toward the pointer':
      'WASD o flechas para moverte (o arrastra); los disparos van hacia el puntero',
    'WASD or arrows to move, or drag; you shoot the nearest one':
      'WASD o flechas para moverte, o arrastra; disparas al más cercano',
    'Player 1: Left/Right to steer, Down to brake{x}. Player 2: A/D, S{x}':
      'Jugador 1: Izquierda/Derecha para girar, Abajo para frenar{x}. Jugador 2: A/D, S{x}',
    ', Up to boost': ', Arriba para turbo',
    'Left/Right arrows to steer, Down to brake, Up to boost (or hold the pointer where to go)':
      'Flechas Izquierda/Derecha para girar, Abajo para frenar, Arriba para turbo (o mantén el puntero hacia donde ir)',
    'Left/Right arrows to steer, Down to brake (or hold the pointer where to go)':
      'Flechas Izquierda/Derecha para girar, Abajo para frenar (o mantén el puntero hacia donde ir)',
    'Aim with the pointer (or Arrows) and click, tap or press Space to shoot: three shots per target':
      'Apunta con el puntero (o flechas) y haz clic, toca o pulsa Espacio para disparar: tres tiros por blanco',
    '; never shoot the {x}': '; nunca dispares a {x}',
    ', tap pests away': ', toca para quitar plagas',
    'Their kick: dive with the arrows, a tap or a drag':
      'Tiro rival: lánzate con las flechas, tocando o arrastrando',
    'Dive with the arrows, a tap or a drag': 'Lánzate con las flechas, tocando o arrastrando',
    'Player 1: alternate Left/Right{x}. Player 2: alternate A/D{x}':
      'Jugador 1: alterna Izquierda/Derecha{x}. Jugador 2: alterna A/D{x}',
    ', Up to jump': ', Arriba para saltar',
    ', W to jump': ', W para saltar',
    'Alternate Left/Right arrows (or tap the two pads) to run in a steady rhythm{x}':
      'Alterna las flechas Izquierda/Derecha (o toca los dos botones) para correr a ritmo constante{x}',
    '; Up, Space, swipe up or the middle pad to jump':
      '; Arriba, Espacio, desliza arriba o el botón central para saltar',
    'Swipe (drag) through each {x} to slice it, or Arrows move the blade and Space slashes':
      'Desliza (arrastra) por cada {x} para cortar, o flechas mueven la hoja y Espacio corta',
    '; never slice the {x}': '; nunca cortes {x}',
    'Tap the {x} to squash them, or Arrows to aim and Space to swat{x}':
      'Toca {x} para aplastar, o flechas para apuntar y Espacio para golpear{x}',
    '; spare the {x}': '; no aplastes {x}',
    'Tap each {x} that pops up, or keys 1-9 (or Q W E / A S D / Z X C){x}':
      'Toca cada {x} que asome, o teclas 1-9 (o Q W E / A S D / Z X C){x}',
    '; leave the {x} be': '; no toques {x}',
    'Watch, then repeat: tap the pads, or press {x} (or the arrows)':
      'Mira y repite: toca los botones, o pulsa {x} (o las flechas)',
    'Tap a square, then a picture below; or arrows and 1-{x}':
      'Toca una casilla y luego una imagen de abajo; o flechas y 1-{x}',
    'Tap a square, then a number below; or arrows and 1-{x}':
      'Toca una casilla y luego un número de abajo; o flechas y 1-{x}',
    'Drag each thing into its bin, or tap a bin (or press 1-{x} / arrows) for the lowest one':
      'Arrastra cada objeto a su cubo, o toca un cubo (o pulsa 1-{x} / flechas) para el de más abajo',
    'Tap a {x} to water it{x}; or arrows and Space': 'Toca cada {x} para regar{x}; o flechas y Espacio',
    'Tap a {x} to stoke it{x}; or arrows and Space': 'Toca cada {x} para avivar{x}; o flechas y Espacio',
    'Tap a {x} to feed it{x}; or arrows and Space': 'Toca cada {x} para alimentar{x}; o flechas y Espacio',
    'Tap a {x} to fix it{x}; or arrows and Space': 'Toca cada {x} para arreglar{x}; o flechas y Espacio',
    'Tap a {x} to save it{x}; or arrows and Space': 'Toca cada {x} para salvar{x}; o flechas y Espacio',
    'Your kick: aim with the mouse, hold to charge and let go to shoot; or swipe from the ball to the goal (faster = harder), or arrows and Space':
      'Tu tiro: apunta con el ratón, mantén para cargar y suelta para tirar; o desliza desde el balón a la portería (más rápido = más fuerte), o flechas y Espacio',
    'Aim with the mouse, hold to charge and let go to shoot; or swipe from the ball to the goal (faster = harder), or arrows and Space':
      'Apunta con el ratón, mantén para cargar y suelta para tirar; o desliza desde el balón a la portería (más rápido = más fuerte), o flechas y Espacio',
    'Tap or Space to cast (hold for a longer cast), again when the float goes under, then hold to keep the fish in the green bar; Sell (S) your catch, buy better rods (B)':
      'Toca o Espacio para lanzar (mantén para lanzar más lejos), otra vez cuando el flotador se hunda, y mantén para tener el pez en la barra verde; vende (S) la pesca y compra mejores cañas (B)',
  },
  fr: {
    'Drag the sliders, then Restart: watch the outbreak spread and the curve rise or flatten':
      'Règle les curseurs, puis Recommencer : regarde l’épidémie s’étendre et la courbe monter ou s’aplatir',
    'Tap four words that belong together, then Submit (arrows and Space pick, Enter submits)':
      'Touche quatre mots qui vont ensemble, puis Valider (flèches et Espace choisissent, Entrée valide)',
    'Tap a piece, then a dotted square (or arrows and Space). U undoes':
      'Touche une pièce, puis une case marquée (ou flèches et Espace). U annule',
    'Take turns: tap a piece, then a dotted square (or arrows and Space). U undoes':
      'Chacun son tour : touche une pièce, puis une case marquée (ou flèches et Espace). U annule',
    'Take turns: drag a block out of the tower, then tap a place on top for it (arrows and Space)':
      'Chacun son tour : retire un bloc de la tour, puis touche une place en haut (flèches et Espace)',
    'Drag a block out of the tower, then tap a place on top for it (arrows and Space)':
      'Retire un bloc de la tour, puis touche une place en haut (flèches et Espace)',
    'Drag from a dot to the dot of its colour; fill every square, pipes never cross (H hint, R restart)':
      'Glisse d’un point au point de sa couleur ; remplis toutes les cases, les tuyaux ne se croisent jamais (H indice, R recommencer)',
    'Tap a joint, then a dot near it, to lay road or a beam (or drag); tap a member to remove it; Play sends it across (Space). 1/2/3 material, Backspace undo':
      'Touche un nœud puis un point proche pour poser route ou poutre (ou glisse) ; touche une pièce pour l’enlever ; Jouer le fait traverser (Espace). 1/2/3 matériau, Retour arrière annule',
    'Drag the shapes onto the grid; fill a row or a column to clear it (1-3, arrows, Space)':
      'Glisse les formes sur la grille ; remplis une ligne ou une colonne pour l’effacer (1-3, flèches, Espace)',
    'Take turns: tap the dice to roll, then a checker and where it goes':
      'Chacun son tour : touche les dés pour lancer, puis un pion et où il va',
    'Tap the dice to roll, then a checker and where it goes (Space rolls, arrows pick a move)':
      'Touche les dés pour lancer, puis un pion et où il va (Espace lance, les flèches choisissent un coup)',
    'Drag cards onto the columns and foundations, or tap one to send it; tap the deck to turn (Space)':
      'Glisse les cartes sur les colonnes et les piles du haut, ou touche-en une pour l’envoyer ; touche le talon pour retourner (Espace)',
    'Tap a plane, then a free runway to land it; tap a landed plane to send it to a gate. Keys: 1-3 land the lowest on fuel, G sends one to a gate':
      "Touche un avion, puis une piste libre pour le poser ; touche un avion posé pour l'envoyer à une porte. Touches : 1-3 posent le plus à court de carburant, G en envoie un à une porte",
    'Arrows turn and thrust, Space fires; or hold a finger: the {x} turns to it, fires, and flies there':
      'Flèches pour tourner et accélérer, Espace tire ; ou garde le doigt appuyé : {x} pivote vers lui, tire et y va',
    'Arrows move, Up turns, Space drops; or tap to turn, drag to move, flick down to drop':
      'Flèches pour bouger, Haut tourne, Espace lâche ; ou touche pour tourner, glisse pour bouger, balaie en bas pour lâcher',
    'Drag the ball sideways, then swipe up to roll (curve the swipe to spin); or arrows to aim, Q/E spin, hold Space for power':
      "Glisse la boule sur le côté, puis balaie vers le haut pour lancer (courbe le geste pour l'effet) ; ou flèches pour viser, Q/E effet, maintiens Espace pour la puissance",
    'Arrows/A-D or drag to move, Space or tap to launch':
      'Flèches/A-D ou glisse pour bouger, Espace ou touche pour lancer',
    'Aim with the mouse or Left/Right, tap or Space to shoot, Down swaps the next bubble':
      'Vise avec la souris ou Gauche/Droite, touche ou Espace pour tirer, Bas change la bulle suivante',
    'Arrows or A/D to move, or drag': 'Flèches ou A/D pour bouger, ou glisse',
    'Take turns: tap a piece, then where it goes (or arrows and Space). Jumps are a must':
      'Chacun son tour : touche un pion, puis sa destination (ou flèches et Espace). La prise est obligatoire',
    'Tap a piece, then where it goes (or arrows and Space). Jumps are a must':
      'Touche un pion, puis sa destination (ou flèches et Espace). La prise est obligatoire',
    'Tap left or right of the tree to chop from that side (or Left/Right)':
      "Touche à gauche ou à droite de l'arbre pour couper de ce côté (ou Gauche/Droite)",
    'Tap the {x} (or Space) to earn; tap an upgrade (or 1-4) to buy it':
      "Touche {x} (ou Espace) pour gagner ; touche une amélioration (ou 1-4) pour l'acheter",
    'Arrows or WASD to move, or drag': 'Flèches ou WASD pour bouger, ou glisse',
    'Tap to put down food for the ants (or Space)': 'Touche pour nourrir les fourmis (ou Espace)',
    'Take turns: tap a column, or arrows and Space (or 1-7), to drop a disc':
      'Chacun son tour : touche une colonne, ou flèches et Espace (ou 1-7), pour lâcher un jeton',
    'Tap a column, or arrows and Space (or 1-7), to drop your disc':
      'Touche une colonne, ou flèches et Espace (ou 1-7), pour lâcher ton jeton',
    'Tap your land with 2+ troops, then theirs next to it; End turn for new troops. Arrows, Space, Enter':
      'Touche ton territoire avec 2+ troupes, puis un territoire ennemi voisin ; Fin du tour pour de nouvelles troupes. Flèches, Espace, Entrée',
    'Add what the order shows, in order: tap it, press its number, or the arrows and Space':
      "Ajoute ce que montre la commande, dans l'ordre : touche-le, appuie sur son numéro, ou flèches et Espace",
    'Watch and count (tap or Space to keep a tally); then tap the answer or press 1-4':
      'Regarde et compte (touche ou Espace pour compter) ; puis touche la réponse ou appuie sur 1-4',
    'Player 1: arrows or tap/swipe. Player 2: WASD. Hop to the top!':
      "Joueur 1 : flèches ou touche/glisse. Joueur 2 : WASD. Saute jusqu'en haut !",
    'Arrows or WASD to hop, or tap / swipe the way to go':
      'Flèches ou WASD pour sauter, ou touche / glisse vers où aller',
    'Aim with the pointer or arrows, tap to throw; tap or press Space fast to sweep':
      'Vise avec le pointeur ou les flèches, touche pour lancer ; touche ou appuie vite sur Espace pour balayer',
    'Tap one in the tray, then tap where it goes (or drag it); arrows and Space work too':
      'Touche une pièce du plateau, puis sa place (ou fais-la glisser) ; flèches et Espace marchent aussi',
    'Tap a mound to dig it (or arrows and Space); red is hot, blue is cold':
      "Touche une butte pour creuser (ou flèches et Espace) ; rouge c'est chaud, bleu c'est froid",
    'Arrows or WASD to move, or drag anywhere': "Flèches ou WASD pour bouger, ou glisse n'importe où",
    'Tap the dots in order, or type their numbers': "Touche les points dans l'ordre, ou tape leurs numéros",
    'Arrows or drag to fly; tap or Space to drop':
      'Flèches ou glisse pour voler ; touche ou Espace pour lâcher',
    'Drag or arrows to fly along; tap or Space to dive, and again to come back up':
      'Glisse ou flèches pour avancer ; touche ou Espace pour plonger, et encore pour remonter',
    'Drag or arrows to move the boat; tap or Space to cast and to reel in; hold (or Down) to lower the hook':
      "Glisse ou flèches pour déplacer le bateau ; touche ou Espace pour lancer et remonter ; maintiens (ou Bas) pour descendre l'hameçon",
    'Tap, Space or Up to flap': 'Touche, Espace ou Haut pour battre des ailes',
    'Tap the slices to top them, then tap Check; arrows, Space and Enter':
      'Touche les parts pour les garnir, puis touche Vérifier ; flèches, Espace et Entrée',
    'Drag back from the ball and let go to putt; or arrows to aim, hold Space for power and let go':
      'Tire en arrière depuis la balle et relâche pour putter ; ou flèches pour viser, maintiens Espace pour la puissance et relâche',
    'Tap a thing on the grill (or press 1-6) when its ring is green: once to flip, once to serve':
      'Touche un aliment sur le grill (ou appuie sur 1-6) quand son anneau est vert : une fois pour retourner, une fois pour servir',
    'Arrows or WASD to swim, or drag': 'Flèches ou WASD pour nager, ou glisse',
    'Type letters, or tap them on the keyboard below':
      'Tape des lettres, ou touche-les sur le clavier en dessous',
    'Tap a {x} to kick it up; Arrows or drag move the {x} to head them':
      'Touche chaque {x} pour jongler ; flèches ou glisse pour déplacer {x} et faire une tête',
    'Left/Right or drag to walk along the table, Space or tap to swipe':
      'Gauche/Droite ou glisse pour longer la table, Espace ou touche pour un coup de patte',
    'Up, W or Space (or hold) to fire the engine, arrows to steer':
      'Haut, W ou Espace (ou maintiens) pour allumer le moteur, flèches pour diriger',
    'Drag back and let go to throw; or Up/Down to aim, Left/Right for power, Space to throw':
      'Tire en arrière et relâche pour lancer ; ou Haut/Bas pour viser, Gauche/Droite pour la puissance, Espace pour lancer',
    'Drag to draw lines for the balls; C or Clear wipes them, Z takes one back':
      'Glisse pour tracer des lignes pour les balles ; C ou Effacer les supprime, Z en annule une',
    'Tap two neighbours or swipe to swap; arrows move, Space picks, then an arrow swaps':
      'Touche deux voisins ou glisse pour échanger ; flèches pour bouger, Espace pour choisir, puis une flèche échange',
    'Arrows or WASD to move, or swipe / tap towards where to go':
      'Flèches ou WASD pour bouger, ou glisse / touche vers où aller',
    'Tap two cards to turn them over; or arrows to choose and Space to turn':
      'Touche deux cartes pour les retourner ; ou flèches pour choisir et Espace pour retourner',
    'Swipe, or press the arrows or WASD, to slide every tile; two alike merge':
      'Glisse, ou flèches ou WASD, pour déplacer toutes les tuiles ; deux pareilles fusionnent',
    'Tap to reveal, hold (or flag mode) to flag; arrows + Space reveal, F flags':
      'Touche pour révéler, maintiens (ou mode drapeau) pour marquer ; flèches + Espace révèlent, F marque',
    'Tap the numbers in order as fast as you can, or type them':
      "Touche les nombres dans l'ordre le plus vite possible, ou tape-les",
    'Tap or drag the cards into order, first at the top; arrows and Space':
      'Touche ou glisse les cartes pour les ordonner, la première en haut ; flèches et Espace',
    'Arrows, WASD or swipe to steer: a turn asked early is taken at the next opening':
      'Flèches, WASD ou glisse pour diriger : un virage demandé tôt est pris à la prochaine ouverture',
    'Arrows, WASD or swipe to walk; tap to walk toward a tile. Colour every tile!':
      'Flèches, WASD ou glisse pour marcher ; touche pour aller vers une case. Colorie toutes les cases !',
    'Up to drive, Down to reverse, Left and Right to steer (or hold where to go)':
      'Haut pour avancer, Bas pour reculer, Gauche et Droite pour tourner (ou maintiens là où aller)',
    'Hold Space or ↓ to pull the plunger · Left: ← A Z or tap left · Right: → D M or tap right':
      'Maintiens Espace ou ↓ pour tirer le lanceur · Gauche : ← A Z ou touche à gauche · Droite : → D M ou touche à droite',
    'Tap a pipe to turn it, or arrows and Space; lead the water to the goal':
      "Touche un tuyau pour le tourner, ou flèches et Espace ; amène l'eau jusqu'au but",
    'Arrows or A/D to move, or hold/drag left and right':
      'Flèches ou A/D pour bouger, ou maintiens/glisse à gauche et à droite',
    'Player 1: ←/→ or the bottom half; player 2: A/D or the top half':
      'Joueur 1 : ←/→ ou la moitié du bas ; joueur 2 : A/D ou la moitié du haut',
    'Arrows/A-D or drag to move your paddle': 'Flèches/A-D ou glisse pour déplacer ta raquette',
    'Tap or click to pop (arrows move, Space pops)':
      'Touche ou clique pour éclater (flèches pour bouger, Espace éclate)',
    'Tap an answer, or press 1 2 3 4; tap 🔊 to hear it again':
      'Touche une réponse, ou appuie sur 1 2 3 4 ; touche 🔊 pour réécouter',
    'Tap an answer, or press 1 2 3 4': 'Touche une réponse, ou appuie sur 1 2 3 4',
    'Player 1: Left/Right arrows or tap sides. Player 2: A/D':
      'Joueur 1 : flèches Gauche/Droite ou touche les côtés. Joueur 2 : A/D',
    'Left/Right arrows, A/D, swipe or tap a side to change lanes':
      'Flèches Gauche/Droite, A/D, glisse ou touche un côté pour changer de voie',
    'Wait for green, then tap or press Space as fast as you can':
      'Attends le vert, puis touche ou appuie sur Espace le plus vite possible',
    'Hit D F J K or the arrows as notes cross the line, or tap their lane':
      'Appuie sur D F J K ou les flèches quand les notes passent la ligne, ou touche leur couloir',
    'Pick in secret: player one A, S, D; player two J, K, L (or each tap their own half)':
      'Choix secret : joueur un A, S, D ; joueur deux J, K, L (ou chacun touche sa moitié)',
    'Tap a card, or press 1, 2, 3 (or the arrows and Space)':
      'Touche une carte, ou appuie sur 1, 2, 3 (ou les flèches et Espace)',
    'Space, Up or tap to flip gravity': 'Espace, Haut ou touche pour inverser la gravité',
    'Space, Up or tap to jump, and again in the air to double jump':
      "Espace, Haut ou touche pour sauter, et encore en l'air pour un double saut",
    'Space, Up or tap to jump (hold for higher)':
      'Espace, Haut ou touche pour sauter (maintiens = plus haut)',
    'Tap the letters in order, or type them, to spell the word':
      "Touche les lettres dans l'ordre, ou tape-les, pour écrire le mot",
    'Player 1: Left/Right and Space to fire. Player 2: A/D and W to fire. Together: clear the waves':
      'Joueur 1 : Gauche/Droite et Espace pour tirer. Joueur 2 : A/D et W pour tirer. Ensemble contre les vagues',
    'Arrows move and aim, Space fires; hold above the ship to fire there, drag low to move':
      'Flèches pour bouger et viser, Espace tire ; maintiens au-dessus du vaisseau pour y tirer, glisse en bas pour bouger',
    'Arrows or A/D to move, Space to fire; or drag and hold to fire':
      'Flèches ou A/D pour bouger, Espace pour tirer ; ou glisse et maintiens pour tirer',
    'The mouse steers, hold the button (or Space) to fire':
      'La souris dirige, maintiens le bouton (ou Espace) pour tirer',
    'Arrows/A-D run, Space/Up/W jump (hold = higher). Touch: hold lower left/right to run, tap top or middle to jump':
      'Flèches/A-D : courir ; Espace/Haut/W : sauter (maintenir = plus haut). Tactile : maintiens en bas à gauche/droite pour courir, touche plus haut pour sauter',
    'Tap a tile beside the gap, or arrows / swipe to slide a tile into it; S shuffles':
      'Touche une tuile à côté du trou, ou flèches / glisse pour y faire glisser une tuile ; S mélange',
    'Left/Right to steer (or hold the pointer to a side)':
      "Gauche/Droite pour diriger (ou maintiens le pointeur d'un côté)",
    'Arrows or swipe: the first snake; WASD: the second':
      'Flèches ou glisser : le premier serpent ; WASD : le second',
    'Arrows, WASD or swipe to turn': 'Flèches, WASD ou glisse pour tourner',
    'Arrows or WASD to move, or drag: freeze when it wakes':
      'Flèches ou WASD pour bouger, ou glisse : fige-toi à son réveil',
    'Arrows or WASD to sneak, or drag': 'Flèches ou WASD pour te faufiler, ou glisse',
    'Arrows, swipe or tap beside you to walk and push; U or Undo to step back, R or Restart':
      'Flèches, glisse ou touche à côté de toi pour marcher et pousser ; U ou Annuler pour revenir, R ou Recommencer',
    'Tap what is different (or arrows to move, Space to tap)':
      'Touche ce qui est différent (ou flèches pour bouger, Espace pour toucher)',
    'Tap the colours (or keys 1-{x}) to fill the row, then Check (or Enter); tap a peg or Backspace to take it back':
      'Touche les couleurs (ou touches 1-{x}) pour remplir la rangée, puis Vérifier (ou Entrée) ; touche un pion ou Retour pour l’enlever',
    'Tap a square to fill it (drag for more); right click, hold or ✕ marks it empty; arrows and Space fill, X marks':
      'Touche une case pour la remplir (glisse pour plus) ; clic droit, appui long ou ✕ la marque vide ; flèches et Espace remplissent, X marque',
    'Press, pull back and let go to shoot (or ↑/↓ to aim, hold Space to draw); mind the wind':
      'Appuie, tire en arrière et lâche pour tirer (ou ↑/↓ pour viser, maintiens Espace pour bander l’arc) ; attention au vent',
    'Pick a runner (tap or 1-6), set the stake (− + or ←/→), then Race! (or Enter)':
      'Choisis un coureur (touche ou 1-6), fixe la mise (− + ou ←/→), puis Course ! (ou Entrée)',
    'Tap the box where the element belongs (or arrows to move, Space to choose)':
      'Touche la case où va l’élément (ou flèches pour bouger, Espace pour choisir)',
    'Blue turns with WASD, orange with the arrows: make the other crash':
      'Bleu tourne avec ZQSD/WASD, orange avec les flèches : fais s’écraser l’autre',
    'Turn with the arrows or WASD (or swipe): make the other bike crash':
      'Tourne avec les flèches ou WASD (ou glisse) : fais s’écraser l’autre moto',
    'Tap the squares to turn them on; Space plays or stops, − + set the tempo, R a random beat':
      'Touche les cases pour les allumer ; Espace joue ou arrête, − + règlent le tempo, R un rythme au hasard',
    'Tap a tube, then another to pour its top colour in (or ←/→ and Space); Undo or Z takes back':
      'Touche un tube, puis un autre pour y verser sa couleur du haut (ou ←/→ et Espace) ; Annuler ou Z pour revenir',
    'Shut the left or right door (A/← and D/→) and check the cameras (Space); mind the power':
      'Ferme la porte gauche ou droite (A/← et D/→) et regarde les caméras (Espace) ; attention au courant',
    'Press on a plane and drag to draw its path to the runway of its colour':
      'Appuie sur un avion et glisse pour tracer son chemin jusqu’à la piste de sa couleur',
    'Drag the card right for yes, left for no (or press → / ←)':
      'Glisse la carte à droite pour oui, à gauche pour non (ou appuie sur → / ←)',
    'Hold the mouse (or Space) to charge the throw and let go to shoot':
      'Maintiens la souris (ou Espace) pour charger le tir et relâche pour lancer',
    'Tap a light: it and the four beside it flip. Put every light out':
      'Touche une lumière : elle et ses quatre voisines s’inversent. Éteins-les toutes',
    'Press SPIN (or Space) to spin the wheel': 'Appuie sur TOURNER (ou Espace) pour faire tourner la roue',
    'Tap the coins to pay the exact price, tap one on the counter to take it back, then Check':
      'Touche les pièces pour payer le prix exact, touche-en une sur le comptoir pour la reprendre, puis Vérifier',
    'ROLL (or Space) up to three times, tap dice to hold them, then tap a box to score':
      'LANCER (ou Espace) jusqu’à trois fois, touche les dés pour les garder, puis touche une case pour marquer',
    'Tap the numbers on your card as they are called': 'Touche les numéros de ta carte quand ils sortent',
    'Tap the sky to send up a firework; pick its shape below (or 1-4)':
      'Touche le ciel pour lancer une fusée ; choisis sa forme en bas (ou 1-4)',
    'Go round with ← / → (or hold the left or right of the screen); slip through the gaps':
      'Tourne avec ← / → (ou appuie à gauche ou à droite de l’écran) ; passe par les trous',
    'Tap a colour, then a part of the picture; ↶ takes it back':
      'Touche une couleur, puis une partie du dessin ; ↶ annule',
    'Angle ←/→, power ↑/↓ (or the sliders), weapon 1-3, fire with Space':
      'Angle ←/→, puissance ↑/↓ (ou les curseurs), arme 1-3, tire avec Espace',
    'Aim with the pointer, pull back and let go to shoot (or ←/→, ↑/↓ and Space)':
      'Vise avec le pointeur, tire en arrière et lâche pour jouer (ou ←/→, ↑/↓ et Espace)',
    'Watch the race; ✎ Names to type in the marbles’ names':
      'Regarde la course ; ✎ Noms pour taper les noms des billes',
    'Drag the pieces to their places; near enough, they snap in':
      'Glisse les pièces à leur place ; assez près, elles s’emboîtent',
    'Gas → (or the right pedal), brake ← (or the left); in the air they tip the jeep':
      'Gaz → (ou la pédale de droite), frein ← (ou celle de gauche) ; en l’air ils penchent la jeep',
    'Your cell follows the mouse (or a finger, or the arrows): eat the dots and the smaller cells':
      'Ta cellule suit la souris (ou le doigt, ou les flèches) : mange les points et les cellules plus petites',
    'Tap a peg to lift its top disc, then another to put it down (or drag, or 1-3)':
      'Touche un piquet pour soulever son disque du haut, puis un autre pour le poser (ou glisse, ou 1-3)',
    'Drag the cars along their lanes (or tap one and use the arrows) to let the red car out':
      'Fais glisser les voitures dans leur sens (ou touches-en une et utilise les flèches) pour sortir la voiture rouge',
    'Tap one of your pits (bottom row) or press 1-6 to sow its stones':
      'Touche un de tes trous (rangée du bas) ou appuie sur 1-6 pour semer ses graines',
    'Choose a partner, then tap an attack (or press 1-4)':
      'Choisis un partenaire, puis touche une attaque (ou appuie sur 1-4)',
    'Tap an attack (or press 1-4)': 'Touche une attaque (ou appuie sur 1-4)',
    'Player 1: A D walk, W jump, S block, F punch, G kick, R special. Player 2: arrows, K punch, L kick, M special':
      'Joueur 1 : A D marcher, W sauter, S bloquer, F coup de poing, G coup de pied, R spécial. Joueur 2 : flèches, K poing, L pied, M spécial',
    'Arrows or A D to walk, W to jump, S to block, F punch, G kick, R special (or the buttons)':
      'Flèches ou A D pour marcher, W sauter, S bloquer, F poing, G pied, R spécial (ou les boutons)',
    'Tap a card that matches to play it, or the pile to draw (arrows, Space, D; U for UNO!)':
      'Touche une carte qui va pour la jouer, ou la pioche pour piocher (flèches, Espace, D ; U pour UNO !)',
    'Tap two free tiles that match; H hint, S shuffle, U undo':
      'Touche deux tuiles libres identiques ; H indice, S mélanger, U annuler',
    'Space or tap to swing: on time it goes out of the park':
      'Espace ou touche pour frapper : au bon moment, elle sort du stade',
    'Tap a tile that fits to lay it; Draw when none fits (arrows, Space, D, P)':
      'Touche un domino qui va pour le poser ; pioche si aucun ne va (flèches, Espace, D, P)',
    'Tap a square: 0, then 1, then empty (arrows, 0, 1, Space; H for a hint, N for a new grid)':
      'Touche une case : 0, puis 1, puis vide (flèches, 0, 1, Espace ; H indice, N nouvelle grille)',
    'Tap a point to place a man, then a man and a point beside it; a mill takes one (arrows, Space)':
      'Touche un point pour poser un pion, puis un pion et un point voisin ; un moulin en prend un (flèches, Espace)',
    'Tap cells to bring them to life; Play, Step, Clear, Random (Space, S, C, R; + and − the pace)':
      'Touche des cellules pour les faire vivre ; Jouer, Pas, Effacer, Au hasard (Espace, S, C, R ; + et − le rythme)',
    'Tap Yes or No (or press Y and N); when it asks, type and press Enter':
      'Touche Oui ou Non (ou Y et N) ; quand il demande, écris et appuie sur Entrée',
    'Pick your case, open the others, then DEAL or NO DEAL (D, N; K keep, S swap)':
      'Choisis ta mallette, ouvre les autres, puis ACCEPTER ou REFUSER (D, N ; K garder, S échanger)',
    'Watch the cup with the ball, then tap it (or press 1, 2, 3)':
      'Suis le gobelet avec la balle, puis touche-le (ou 1, 2, 3)',
    'Start lights the fuse: say a word of the category and pass the phone on (Space)':
      'Commencer allume la mèche : dis un mot de la catégorie et passe le téléphone (Espace)',
    'Set the ring, the wheel and the hole, pick a colour and press Draw (Space; C clears, S saves)':
      'Règle l’anneau, la roue et le trou, choisis une couleur et appuie sur Dessiner (Espace ; C efface, S enregistre)',
    'Arrow keys (or hold a finger toward a side) tilt the board: roll the ball to the goal, past the holes':
      'Les flèches (ou un doigt vers un côté) inclinent le plateau : mène la bille au but sans tomber dans les trous',
    'Move the claw with the arrows (or ◀ ▶), Drop with Space (or ↓): get a toy down the chute':
      'Déplace la pince avec les flèches (ou ◀ ▶), descends avec Espace (ou ↓) : fais tomber une peluche dans la trappe',
    'Tap a square and type (again to turn down); Check, Reveal and New under the clues':
      'Touche une case et écris (encore pour passer à la verticale) ; Vérifier, Révéler et Nouveau sous les définitions',
    'Tap three cards and Pass; then tap a card to play it (arrows and Space too)':
      'Touche trois cartes puis Passer ; ensuite touche une carte pour la jouer (flèches et Espace aussi)',
    'Space (or tap) at the edge to jump, ← → to keep balance, Space just before landing':
      'Espace (ou touche) au bord pour sauter, ← → pour l’équilibre, Espace juste avant la réception',
    'Drag the blocks into the program (or tap them), then Run: light every blue tile':
      'Glisse les blocs dans le programme (ou touche-les), puis Lancer : allume toutes les cases bleues',
    'Tap the things on the list in the room; Hint makes one glow':
      'Touche dans la pièce les objets de la liste ; Indice en fait briller un',
    'Buy with − and +, then Travel; set the pace and rations, rest, hunt, choose how to cross':
      'Achète avec − et +, puis Avancer ; règle l’allure et les rations, repose-toi, chasse, choisis comment traverser',
    'Draw the shapes to cut out on the folded paper, then Unfold':
      'Dessine sur le papier plié les formes à découper, puis Déplier',
    'Take turns: tap a point to place a man, then a man and a point beside it; a mill takes one':
      'Chacun son tour : touche un point pour poser un pion, puis un pion et un point voisin ; un moulin en prend un',
    'Move with the arrows or WASD (or swipe); Space (or a tap) drops a bomb':
      'Bouge avec les flèches ou WASD (ou glisse) ; Espace (ou une touche) pose une bombe',
    'Pick what to pour (1-9, 0 erases), then press and drag; the slider sets the brush, C clears':
      'Choisis quoi verser (1-9, 0 efface), puis appuie et glisse ; le curseur règle le pinceau, C vide',
    'Move the dropper (←/→ or tap where) and drop the ball (Space or the tap)':
      'Déplace le lanceur (←/→ ou touche l’endroit) et lâche la balle (Espace ou la touche)',
    'Pick how many play, then tap the die (or Space) to roll':
      'Choisis combien jouent, puis touche le dé (ou Espace) pour lancer',
    'Take turns: tap a dotted square (or arrows and Space) to place a disc':
      'Chacun son tour : touche une case à point (ou flèches et Espace) pour poser un pion',
    'Tap a dotted square (or arrows and Space) to place your disc':
      'Touche une case à point (ou flèches et Espace) pour poser ton pion',
    'Set the bet (− + or ←/→) and Deal (Enter); then Hit (H), Stand (S), Double (D) or Split (P)':
      'Fixe la mise (− + ou ←/→) et Distribuer (Entrée) ; puis Carte (H), Rester (S), Doubler (D) ou Séparer (P)',
    'Tap two free cards that make 13 (a king alone); tap the stock to draw; Undo or Z takes back':
      'Touche deux cartes libres qui font 13 (un roi seul) ; touche le talon pour piocher ; Annuler ou Z pour revenir',
    'Swipe across a rope to cut it (or Space cuts the next one); feed the sweet to the monster':
      'Glisse sur une corde pour la couper (ou Espace coupe la suivante) ; donne le bonbon au monstre',
    'Tap a seed, then bare soil to plant; tap a plant to water it, a ripe one to harvest; Sell, then Next day':
      'Touche une graine puis la terre nue pour planter ; touche une plante pour l’arroser, une mûre pour la récolter ; Vendre, puis Jour suivant',
    'Tap between two dots to draw a line (or arrows and Space); close a box to go again':
      'Touche entre deux points pour tracer un trait (ou flèches et Espace) ; ferme un carré pour rejouer',
    'Take turns: tap between two dots to draw a line (or arrows and Space)':
      'Chacun son tour : touche entre deux points pour tracer un trait (ou flèches et Espace)',
    'Tap a cell (or arrows and Space) to place your ships, then to fire; R turns a ship':
      'Touche une case (ou flèches et Espace) pour placer tes navires, puis pour tirer ; R tourne un navire',
    'Tap or click where to blast (or arrows and Space; A, S, D fire from each base)':
      'Touche ou clique là où faire exploser (ou flèches et Espace ; A, S, D tirent depuis chaque base)',
    'Tap the buttons (or 1-4) to feed, play, wash and put it to bed':
      'Touche les boutons (ou 1-4) pour nourrir, jouer, laver et coucher',
    'Player 1: Q (or tap the left), player 2: P (or tap the right); first on green wins':
      'Joueur 1 : Q (ou touche à gauche), joueur 2 : P (ou touche à droite) ; le premier au vert gagne',
    'Tap or press Space to let the box go from the crane':
      'Touche ou appuie sur Espace pour lâcher la caisse de la grue',
    'Tap or press Space to drop; line it up exactly for a perfect drop':
      'Touche ou appuie sur Espace pour lâcher ; aligne pile pour un lâcher parfait',
    'Tap − and + (or arrows) to plan the day, then Open (Enter); tap to fast-forward':
      'Touche − et + (ou flèches) pour planifier la journée, puis Ouvrir (Entrée) ; touche pour accélérer',
    'Tap a choice, or press 1, 2 or 3': 'Touche un choix, ou appuie sur 1, 2 ou 3',
    'Space or tap to let go and to grab the next vine, Left/Right to swing higher':
      'Espace ou touche pour lâcher et attraper la liane suivante, Gauche/Droite pour te balancer plus haut',
    'Take turns: tap a square, or arrows and Space (or keys 1-9)':
      'Chacun son tour : touche une case, ou flèches et Espace (ou touches 1-9)',
    'Tap a square, or arrows and Space (or keys 1-9), to place your mark':
      'Touche une case, ou flèches et Espace (ou touches 1-9), pour placer ta marque',
    'Tap the black tiles in order, lowest first, or press D F J K; never tap the white':
      "Touche les tuiles noires dans l'ordre, la plus basse d'abord, ou appuie sur D F J K ; jamais les blanches",
    'Tap or click to flick the tongue (Left/Right aim, Space flicks)':
      'Touche ou clique pour lancer la langue (Gauche/Droite pour viser, Espace pour lancer)',
    'Pick a tower (1 or 2), tap the ground to build it (tap a tower to upgrade), or arrows and Space':
      "Choisis une tour (1 ou 2), touche le sol pour la construire (touche une tour pour l'améliorer), ou flèches et Espace",
    'Type the answer to each falling sum (on a phone, tap to open the keyboard); Backspace starts again':
      'Tape la réponse de chaque calcul qui tombe (sur téléphone, touche pour ouvrir le clavier) ; Retour arrière pour recommencer',
    'Type the falling words (on a phone, tap to open the keyboard); Backspace lets go of a word':
      'Tape les mots qui tombent (sur téléphone, touche pour ouvrir le clavier) ; Retour arrière lâche un mot',
    'Type a word and press Enter, or tap the letters below':
      'Tape un mot et appuie sur Entrée, ou touche les lettres en dessous',
    'Drag across a word to mark it (or arrows to move, Space at each end)':
      'Glisse sur un mot pour le marquer (ou flèches pour bouger, Espace à chaque bout)',
    'Tap the bubbles to pop them, or drag across; arrows and Space work too':
      'Touche les bulles pour les éclater, ou glisse dessus ; flèches et Espace marchent aussi',
    'Player 1: arrows; player 2: WASD. Each swings at whoever comes near; the last one standing wins':
      "Joueur 1 : flèches ; joueur 2 : WASD. Chacun frappe qui s'approche ; le dernier debout gagne",
    'Player 1: arrows; player 2: WASD. Each shoots the nearest one; the last one standing wins':
      'Joueur 1 : flèches ; joueur 2 : WASD. Chacun tire sur le plus proche ; le dernier debout gagne',
    'WASD or arrows to move, or drag; you swing your {x} at whoever comes near':
      "WASD ou flèches pour bouger, ou glisse ; {x} en main, tu frappes qui s'approche",
    'WASD or arrows to move (or drag); shots go toward the pointer':
      'WASD ou flèches pour bouger (ou glisse) ; les tirs vont vers le pointeur',
    'WASD or arrows to move, or drag; you shoot the nearest one':
      'WASD ou flèches pour bouger, ou glisse ; tu tires sur le plus proche',
    'Player 1: Left/Right to steer, Down to brake{x}. Player 2: A/D, S{x}':
      'Joueur 1 : Gauche/Droite pour diriger, Bas pour freiner{x}. Joueur 2 : A/D, S{x}',
    ', Up to boost': ', Haut pour le turbo',
    'Left/Right arrows to steer, Down to brake, Up to boost (or hold the pointer where to go)':
      'Flèches Gauche/Droite pour diriger, Bas pour freiner, Haut pour le turbo (ou maintiens le pointeur là où aller)',
    'Left/Right arrows to steer, Down to brake (or hold the pointer where to go)':
      'Flèches Gauche/Droite pour diriger, Bas pour freiner (ou maintiens le pointeur là où aller)',
    'Aim with the pointer (or Arrows) and click, tap or press Space to shoot: three shots per target':
      'Vise avec le pointeur (ou les flèches) et clique, touche ou appuie sur Espace pour tirer : trois tirs par cible',
    '; never shoot the {x}': '; ne tire jamais sur {x}',
    ', tap pests away': ', tape les nuisibles',
    'Their kick: dive with the arrows, a tap or a drag':
      'Tir adverse : plonge avec les flèches, en touchant ou en glissant',
    'Dive with the arrows, a tap or a drag': 'Plonge avec les flèches, en touchant ou en glissant',
    'Player 1: alternate Left/Right{x}. Player 2: alternate A/D{x}':
      'Joueur 1 : alterne Gauche/Droite{x}. Joueur 2 : alterne A/D{x}',
    ', Up to jump': ', Haut pour sauter',
    ', W to jump': ', W pour sauter',
    'Alternate Left/Right arrows (or tap the two pads) to run in a steady rhythm{x}':
      'Alterne les flèches Gauche/Droite (ou touche les deux zones) pour courir à un rythme régulier{x}',
    '; Up, Space, swipe up or the middle pad to jump':
      '; Haut, Espace, glisse vers le haut ou la zone du milieu pour sauter',
    'Swipe (drag) through each {x} to slice it, or Arrows move the blade and Space slashes':
      'Glisse sur chaque {x} pour trancher, ou flèches pour bouger la lame et Espace pour frapper',
    '; never slice the {x}': '; ne tranche jamais {x}',
    'Tap the {x} to squash them, or Arrows to aim and Space to swat{x}':
      'Touche {x} pour écraser, ou flèches pour viser et Espace pour frapper{x}',
    '; spare the {x}': '; épargne {x}',
    'Tap each {x} that pops up, or keys 1-9 (or Q W E / A S D / Z X C){x}':
      'Touche chaque {x} qui surgit, ou touches 1-9 (ou Q W E / A S D / Z X C){x}',
    '; leave the {x} be': '; laisse {x} tranquille',
    'Watch, then repeat: tap the pads, or press {x} (or the arrows)':
      'Regarde, puis répète : touche les boutons, ou appuie sur {x} (ou les flèches)',
    'Tap a square, then a picture below; or arrows and 1-{x}':
      'Touche une case, puis une image en dessous ; ou flèches et 1-{x}',
    'Tap a square, then a number below; or arrows and 1-{x}':
      'Touche une case, puis un chiffre en dessous ; ou flèches et 1-{x}',
    'Drag each thing into its bin, or tap a bin (or press 1-{x} / arrows) for the lowest one':
      'Glisse chaque objet dans son bac, ou touche un bac (ou appuie sur 1-{x} / flèches) pour le plus bas',
    'Tap a {x} to water it{x}; or arrows and Space':
      "Touche chaque {x} pour l'arroser{x} ; ou flèches et Espace",
    'Tap a {x} to stoke it{x}; or arrows and Space':
      "Touche chaque {x} pour l'attiser{x} ; ou flèches et Espace",
    'Tap a {x} to feed it{x}; or arrows and Space':
      'Touche chaque {x} pour nourrir{x} ; ou flèches et Espace',
    'Tap a {x} to fix it{x}; or arrows and Space': 'Touche chaque {x} pour réparer{x} ; ou flèches et Espace',
    'Tap a {x} to save it{x}; or arrows and Space': 'Touche chaque {x} pour sauver{x} ; ou flèches et Espace',
    'Your kick: aim with the mouse, hold to charge and let go to shoot; or swipe from the ball to the goal (faster = harder), or arrows and Space':
      'Ton tir : vise avec la souris, maintiens pour charger et relâche pour tirer ; ou glisse du ballon vers le but (plus vite = plus fort), ou flèches et Espace',
    'Aim with the mouse, hold to charge and let go to shoot; or swipe from the ball to the goal (faster = harder), or arrows and Space':
      'Vise avec la souris, maintiens pour charger et relâche pour tirer ; ou glisse du ballon vers le but (plus vite = plus fort), ou flèches et Espace',
    'Tap or Space to cast (hold for a longer cast), again when the float goes under, then hold to keep the fish in the green bar; Sell (S) your catch, buy better rods (B)':
      'Touche ou Espace pour lancer (maintiens pour lancer plus loin), encore quand le flotteur plonge, puis maintiens pour garder le poisson dans la barre verte ; vends (S) ta pêche, achète de meilleures cannes (B)',
  },
  de: {
    'Drag the sliders, then Restart: watch the outbreak spread and the curve rise or flatten':
      'Schieb die Regler, dann Neustart: sieh, wie sich der Ausbruch ausbreitet und die Kurve steigt oder abflacht',
    'Tap four words that belong together, then Submit (arrows and Space pick, Enter submits)':
      'Tippe vier Wörter an, die zusammengehören, dann Abschicken (Pfeile und Leertaste wählen, Enter schickt ab)',
    'Tap a piece, then a dotted square (or arrows and Space). U undoes':
      'Tippe auf eine Figur, dann auf ein markiertes Feld (oder Pfeile und Leertaste). U macht rückgängig',
    'Take turns: tap a piece, then a dotted square (or arrows and Space). U undoes':
      'Abwechselnd: tippe auf eine Figur, dann auf ein markiertes Feld (oder Pfeile und Leertaste). U macht rückgängig',
    'Take turns: drag a block out of the tower, then tap a place on top for it (arrows and Space)':
      'Abwechselnd: zieh einen Block aus dem Turm, dann tippe oben auf einen Platz (Pfeile und Leertaste)',
    'Drag a block out of the tower, then tap a place on top for it (arrows and Space)':
      'Zieh einen Block aus dem Turm, dann tippe oben auf einen Platz (Pfeile und Leertaste)',
    'Drag from a dot to the dot of its colour; fill every square, pipes never cross (H hint, R restart)':
      'Zieh von einem Punkt zum Punkt seiner Farbe; füll jedes Feld, Rohre kreuzen sich nie (H Tipp, R neu)',
    'Tap a joint, then a dot near it, to lay road or a beam (or drag); tap a member to remove it; Play sends it across (Space). 1/2/3 material, Backspace undo':
      'Tippe auf einen Knoten, dann auf einen Punkt daneben, um Fahrbahn oder Balken zu legen (oder zieh); tippe auf ein Teil, um es zu entfernen; Los schickt es hinüber (Leertaste). 1/2/3 Material, Rücktaste macht rückgängig',
    'Drag the shapes onto the grid; fill a row or a column to clear it (1-3, arrows, Space)':
      'Zieh die Formen aufs Raster; füll eine Reihe oder Spalte, um sie zu leeren (1-3, Pfeile, Leertaste)',
    'Take turns: tap the dice to roll, then a checker and where it goes':
      'Abwechselnd: tippe auf die Würfel, dann auf einen Stein und wohin er zieht',
    'Tap the dice to roll, then a checker and where it goes (Space rolls, arrows pick a move)':
      'Tippe auf die Würfel, dann auf einen Stein und wohin er zieht (Leertaste würfelt, Pfeile wählen einen Zug)',
    'Drag cards onto the columns and foundations, or tap one to send it; tap the deck to turn (Space)':
      'Zieh Karten auf die Spalten und Ablagen oder tippe eine an, um sie zu schicken; tippe auf den Stapel zum Umdrehen (Leertaste)',
    'Tap a plane, then a free runway to land it; tap a landed plane to send it to a gate. Keys: 1-3 land the lowest on fuel, G sends one to a gate':
      'Tippe ein Flugzeug an, dann eine freie Bahn zum Landen; tippe ein gelandetes Flugzeug an, um es zum Gate zu schicken. Tasten: 1-3 landen das mit dem wenigsten Treibstoff, G schickt eins zum Gate',
    'Arrows turn and thrust, Space fires; or hold a finger: the {x} turns to it, fires, and flies there':
      'Pfeile drehen und geben Schub, Leertaste feuert; oder halte den Finger: {x} dreht sich dorthin, feuert und fliegt hin',
    'Arrows move, Up turns, Space drops; or tap to turn, drag to move, flick down to drop':
      'Pfeile bewegen, Hoch dreht, Leertaste lässt fallen; oder Tippen dreht, Ziehen bewegt, nach unten Wischen lässt fallen',
    'Drag the ball sideways, then swipe up to roll (curve the swipe to spin); or arrows to aim, Q/E spin, hold Space for power':
      'Ziehe die Kugel zur Seite, dann wische nach oben zum Rollen (gebogen wischen für Drall); oder Pfeile zum Zielen, Q/E Drall, Leertaste halten für Kraft',
    'Arrows/A-D or drag to move, Space or tap to launch':
      'Pfeile/A-D oder Ziehen zum Bewegen, Leertaste oder Tippen zum Abschießen',
    'Aim with the mouse or Left/Right, tap or Space to shoot, Down swaps the next bubble':
      'Ziele mit der Maus oder Links/Rechts, tippe oder Leertaste zum Schießen, Runter tauscht die nächste Blase',
    'Arrows or A/D to move, or drag': 'Pfeile oder A/D zum Bewegen, oder ziehe',
    'Take turns: tap a piece, then where it goes (or arrows and Space). Jumps are a must':
      'Abwechselnd: tippe einen Stein an, dann sein Ziel (oder Pfeile und Leertaste). Schlagen ist Pflicht',
    'Tap a piece, then where it goes (or arrows and Space). Jumps are a must':
      'Tippe einen Stein an, dann sein Ziel (oder Pfeile und Leertaste). Schlagen ist Pflicht',
    'Tap left or right of the tree to chop from that side (or Left/Right)':
      'Tippe links oder rechts vom Baum, um von dieser Seite zu hacken (oder Links/Rechts)',
    'Tap the {x} (or Space) to earn; tap an upgrade (or 1-4) to buy it':
      'Tippe {x} an (oder Leertaste) für Einnahmen; Upgrade antippen (oder 1-4) zum Kaufen',
    'Arrows or WASD to move, or drag': 'Pfeile oder WASD zum Bewegen, oder ziehe',
    'Tap to put down food for the ants (or Space)':
      'Tippe, um Futter für die Ameisen hinzulegen (oder Leertaste)',
    'Take turns: tap a column, or arrows and Space (or 1-7), to drop a disc':
      'Abwechselnd: Spalte antippen, oder Pfeile und Leertaste (oder 1-7), um einen Stein einzuwerfen',
    'Tap a column, or arrows and Space (or 1-7), to drop your disc':
      'Spalte antippen, oder Pfeile und Leertaste (oder 1-7), um deinen Stein einzuwerfen',
    'Tap your land with 2+ troops, then theirs next to it; End turn for new troops. Arrows, Space, Enter':
      'Tippe dein Gebiet mit 2+ Truppen an, dann ein feindliches daneben; Zug beenden für neue Truppen. Pfeile, Leertaste, Enter',
    'Add what the order shows, in order: tap it, press its number, or the arrows and Space':
      'Füge der Reihe nach hinzu, was die Bestellung zeigt: antippen, Nummer drücken oder Pfeile und Leertaste',
    'Watch and count (tap or Space to keep a tally); then tap the answer or press 1-4':
      'Schau zu und zähle (Tippen oder Leertaste zum Mitzählen); dann tippe die Antwort an oder drücke 1-4',
    'Player 1: arrows or tap/swipe. Player 2: WASD. Hop to the top!':
      'Spieler 1: Pfeile oder Tippen/Wischen. Spieler 2: WASD. Hüpf nach oben!',
    'Arrows or WASD to hop, or tap / swipe the way to go':
      'Pfeile oder WASD zum Hüpfen, oder tippe / wische in die Richtung',
    'Aim with the pointer or arrows, tap to throw; tap or press Space fast to sweep':
      'Ziele mit dem Zeiger oder den Pfeilen, tippe zum Werfen; tippe oder drücke schnell Leertaste zum Wischen',
    'Tap one in the tray, then tap where it goes (or drag it); arrows and Space work too':
      'Tippe ein Teil in der Ablage an, dann sein Ziel (oder ziehe es); Pfeile und Leertaste gehen auch',
    'Tap a mound to dig it (or arrows and Space); red is hot, blue is cold':
      'Tippe einen Hügel an zum Graben (oder Pfeile und Leertaste); Rot ist heiß, Blau ist kalt',
    'Arrows or WASD to move, or drag anywhere': 'Pfeile oder WASD zum Bewegen, oder ziehe irgendwo',
    'Tap the dots in order, or type their numbers':
      'Tippe die Punkte der Reihe nach an, oder gib ihre Nummern ein',
    'Arrows or drag to fly; tap or Space to drop':
      'Pfeile oder Ziehen zum Fliegen; Tippen oder Leertaste zum Abwerfen',
    'Drag or arrows to fly along; tap or Space to dive, and again to come back up':
      'Ziehen oder Pfeile zum Fliegen; Tippen oder Leertaste zum Tauchen, nochmal zum Auftauchen',
    'Drag or arrows to move the boat; tap or Space to cast and to reel in; hold (or Down) to lower the hook':
      'Ziehen oder Pfeile bewegen das Boot; Tippen oder Leertaste zum Auswerfen und Einholen; Halten (oder Runter) senkt den Haken',
    'Tap, Space or Up to flap': 'Tippen, Leertaste oder Hoch zum Flattern',
    'Tap the slices to top them, then tap Check; arrows, Space and Enter':
      'Tippe die Stücke an, um sie zu belegen, dann tippe auf Prüfen; Pfeile, Leertaste und Enter',
    'Drag back from the ball and let go to putt; or arrows to aim, hold Space for power and let go':
      'Ziehe vom Ball nach hinten und lass los zum Putten; oder Pfeile zum Zielen, Leertaste halten für Kraft und loslassen',
    'Tap a thing on the grill (or press 1-6) when its ring is green: once to flip, once to serve':
      'Tippe etwas auf dem Grill an (oder drücke 1-6), wenn sein Ring grün ist: einmal zum Wenden, einmal zum Servieren',
    'Arrows or WASD to swim, or drag': 'Pfeile oder WASD zum Schwimmen, oder ziehe',
    'Type letters, or tap them on the keyboard below':
      'Tippe Buchstaben ein, oder tippe sie auf der Tastatur unten an',
    'Tap a {x} to kick it up; Arrows or drag move the {x} to head them':
      'Tippe auf {x}, um hochzukicken; Pfeile oder Ziehen bewegen {x} zum Köpfen',
    'Left/Right or drag to walk along the table, Space or tap to swipe':
      'Links/Rechts oder Ziehen zum Laufen am Tisch, Leertaste oder Tippen für einen Pfotenhieb',
    'Up, W or Space (or hold) to fire the engine, arrows to steer':
      'Hoch, W oder Leertaste (oder halten) zündet das Triebwerk, Pfeile zum Steuern',
    'Drag back and let go to throw; or Up/Down to aim, Left/Right for power, Space to throw':
      'Ziehe zurück und lass los zum Werfen; oder Hoch/Runter zum Zielen, Links/Rechts für Kraft, Leertaste zum Werfen',
    'Drag to draw lines for the balls; C or Clear wipes them, Z takes one back':
      'Ziehe, um Linien für die Bälle zu zeichnen; C oder Löschen entfernt sie, Z nimmt eine zurück',
    'Tap two neighbours or swipe to swap; arrows move, Space picks, then an arrow swaps':
      'Tippe zwei Nachbarn an oder wische zum Tauschen; Pfeile bewegen, Leertaste wählt, dann tauscht ein Pfeil',
    'Arrows or WASD to move, or swipe / tap towards where to go':
      'Pfeile oder WASD zum Bewegen, oder wische / tippe in die Richtung',
    'Tap two cards to turn them over; or arrows to choose and Space to turn':
      'Tippe zwei Karten an, um sie umzudrehen; oder Pfeile zum Wählen und Leertaste zum Umdrehen',
    'Swipe, or press the arrows or WASD, to slide every tile; two alike merge':
      'Wische oder drücke Pfeile oder WASD, um alle Kacheln zu schieben; zwei gleiche verschmelzen',
    'Tap to reveal, hold (or flag mode) to flag; arrows + Space reveal, F flags':
      'Tippe zum Aufdecken, halte (oder Flaggenmodus) zum Markieren; Pfeile + Leertaste decken auf, F markiert',
    'Tap the numbers in order as fast as you can, or type them':
      'Tippe die Zahlen so schnell wie möglich der Reihe nach an, oder gib sie ein',
    'Tap or drag the cards into order, first at the top; arrows and Space':
      'Tippe oder ziehe die Karten in die richtige Reihenfolge, die erste oben; Pfeile und Leertaste',
    'Arrows, WASD or swipe to steer: a turn asked early is taken at the next opening':
      'Pfeile, WASD oder Wischen zum Steuern: frühes Abbiegen passiert an der nächsten Öffnung',
    'Arrows, WASD or swipe to walk; tap to walk toward a tile. Colour every tile!':
      'Pfeile, WASD oder Wischen zum Laufen; tippe, um zu einem Feld zu gehen. Färbe jedes Feld!',
    'Up to drive, Down to reverse, Left and Right to steer (or hold where to go)':
      'Hoch zum Fahren, Runter zum Rückwärtsfahren, Links und Rechts zum Lenken (oder aufs Ziel halten)',
    'Hold Space or ↓ to pull the plunger · Left: ← A Z or tap left · Right: → D M or tap right':
      'Leertaste oder ↓ halten, um den Abschuss zu spannen · Links: ← A Z oder links tippen · Rechts: → D M oder rechts tippen',
    'Tap a pipe to turn it, or arrows and Space; lead the water to the goal':
      'Tippe ein Rohr an, um es zu drehen, oder Pfeile und Leertaste; leite das Wasser zum Ziel',
    'Arrows or A/D to move, or hold/drag left and right':
      'Pfeile oder A/D zum Bewegen, oder links und rechts halten/ziehen',
    'Player 1: ←/→ or the bottom half; player 2: A/D or the top half':
      'Spieler 1: ←/→ oder die untere Hälfte; Spieler 2: A/D oder die obere Hälfte',
    'Arrows/A-D or drag to move your paddle': 'Pfeile/A-D oder Ziehen, um deinen Schläger zu bewegen',
    'Tap or click to pop (arrows move, Space pops)':
      'Tippe oder klicke zum Platzen (Pfeile bewegen, Leertaste lässt platzen)',
    'Tap an answer, or press 1 2 3 4; tap 🔊 to hear it again':
      'Tippe eine Antwort an, oder drücke 1 2 3 4; tippe 🔊 zum Wiederholen',
    'Tap an answer, or press 1 2 3 4': 'Tippe eine Antwort an, oder drücke 1 2 3 4',
    'Player 1: Left/Right arrows or tap sides. Player 2: A/D':
      'Spieler 1: Pfeile Links/Rechts oder Seiten antippen. Spieler 2: A/D',
    'Left/Right arrows, A/D, swipe or tap a side to change lanes':
      'Pfeile Links/Rechts, A/D, Wischen oder eine Seite antippen zum Spurwechsel',
    'Wait for green, then tap or press Space as fast as you can':
      'Warte auf Grün, dann tippe oder drücke so schnell wie möglich die Leertaste',
    'Hit D F J K or the arrows as notes cross the line, or tap their lane':
      'Drücke D F J K oder die Pfeile, wenn Noten die Linie kreuzen, oder tippe ihre Spur an',
    'Pick in secret: player one A, S, D; player two J, K, L (or each tap their own half)':
      'Geheime Wahl: Spieler eins A, S, D; Spieler zwei J, K, L (oder jeder tippt seine Hälfte)',
    'Tap a card, or press 1, 2, 3 (or the arrows and Space)':
      'Tippe eine Karte an, oder drücke 1, 2, 3 (oder Pfeile und Leertaste)',
    'Space, Up or tap to flip gravity': 'Leertaste, Hoch oder Tippen kehrt die Schwerkraft um',
    'Space, Up or tap to jump, and again in the air to double jump':
      'Leertaste, Hoch oder Tippen zum Springen, nochmal in der Luft für den Doppelsprung',
    'Space, Up or tap to jump (hold for higher)':
      'Leertaste, Hoch oder Tippen zum Springen (halten für höher)',
    'Tap the letters in order, or type them, to spell the word':
      'Tippe die Buchstaben der Reihe nach an, oder gib sie ein, um das Wort zu bilden',
    'Player 1: Left/Right and Space to fire. Player 2: A/D and W to fire. Together: clear the waves':
      'Spieler 1: Links/Rechts und Leertaste zum Feuern. Spieler 2: A/D und W zum Feuern. Gemeinsam gegen die Wellen',
    'Arrows move and aim, Space fires; hold above the ship to fire there, drag low to move':
      'Pfeile bewegen und zielen, Leertaste feuert; halte über dem Schiff, um dorthin zu feuern, ziehe unten zum Bewegen',
    'Arrows or A/D to move, Space to fire; or drag and hold to fire':
      'Pfeile oder A/D zum Bewegen, Leertaste zum Feuern; oder ziehe und halte zum Feuern',
    'The mouse steers, hold the button (or Space) to fire':
      'Die Maus steuert, Taste halten (oder Leertaste) zum Feuern',
    'Arrows/A-D run, Space/Up/W jump (hold = higher). Touch: hold lower left/right to run, tap top or middle to jump':
      'Pfeile/A-D laufen, Leertaste/Hoch/W springen (halten = höher). Touch: unten links/rechts halten zum Laufen, oben oder Mitte tippen zum Springen',
    'Tap a tile beside the gap, or arrows / swipe to slide a tile into it; S shuffles':
      'Tippe ein Feld neben der Lücke an, oder Pfeile / Wischen, um ein Feld hineinzuschieben; S mischt',
    'Left/Right to steer (or hold the pointer to a side)':
      'Links/Rechts zum Lenken (oder halte den Zeiger auf eine Seite)',
    'Arrows or swipe: the first snake; WASD: the second':
      'Pfeile oder Wischen: die erste Schlange; WASD: die zweite',
    'Arrows, WASD or swipe to turn': 'Pfeile, WASD oder Wischen zum Abbiegen',
    'Arrows or WASD to move, or drag: freeze when it wakes':
      'Pfeile oder WASD zum Bewegen, oder ziehe: erstarre, sobald es aufwacht',
    'Arrows or WASD to sneak, or drag': 'Pfeile oder WASD zum Schleichen, oder ziehe',
    'Arrows, swipe or tap beside you to walk and push; U or Undo to step back, R or Restart':
      'Pfeile, Wischen oder Tippen neben dich zum Gehen und Schieben; U oder Rückgängig: Schritt zurück, R oder Neustart',
    'Tap what is different (or arrows to move, Space to tap)':
      'Tippe an, was anders ist (oder Pfeile zum Bewegen, Leertaste zum Tippen)',
    'Tap the colours (or keys 1-{x}) to fill the row, then Check (or Enter); tap a peg or Backspace to take it back':
      'Tippe die Farben an (oder Tasten 1-{x}), um die Reihe zu füllen, dann Prüfen (oder Enter); tippe einen Stift an oder Rücktaste zum Entfernen',
    'Tap a square to fill it (drag for more); right click, hold or ✕ marks it empty; arrows and Space fill, X marks':
      'Tippe ein Kästchen zum Füllen an (ziehen für mehr); Rechtsklick, Halten oder ✕ markiert es leer; Pfeile und Leertaste füllen, X markiert',
    'Press, pull back and let go to shoot (or ↑/↓ to aim, hold Space to draw); mind the wind':
      'Drücken, zurückziehen und loslassen zum Schießen (oder ↑/↓ zum Zielen, Leertaste halten zum Spannen); achte auf den Wind',
    'Pick a runner (tap or 1-6), set the stake (− + or ←/→), then Race! (or Enter)':
      'Wähl einen Läufer (tippen oder 1-6), stell den Einsatz ein (− + oder ←/→), dann Rennen! (oder Enter)',
    'Tap the box where the element belongs (or arrows to move, Space to choose)':
      'Tippe auf das Feld, wo das Element hingehört (oder Pfeile zum Bewegen, Leertaste zum Wählen)',
    'Blue turns with WASD, orange with the arrows: make the other crash':
      'Blau lenkt mit WASD, Orange mit den Pfeilen: lass den anderen crashen',
    'Turn with the arrows or WASD (or swipe): make the other bike crash':
      'Lenk mit den Pfeilen oder WASD (oder wisch): lass das andere Motorrad crashen',
    'Tap the squares to turn them on; Space plays or stops, − + set the tempo, R a random beat':
      'Tippe auf die Felder, um sie einzuschalten; Leertaste spielt oder stoppt, − + ändern das Tempo, R ein Zufallsbeat',
    'Tap a tube, then another to pour its top colour in (or ←/→ and Space); Undo or Z takes back':
      'Tippe auf ein Röhrchen, dann auf ein anderes, um die obere Farbe umzugießen (oder ←/→ und Leertaste); Zurück oder Z nimmt zurück',
    'Shut the left or right door (A/← and D/→) and check the cameras (Space); mind the power':
      'Schließ die linke oder rechte Tür (A/← und D/→) und schau in die Kameras (Leertaste); spar Strom',
    'Press on a plane and drag to draw its path to the runway of its colour':
      'Drück auf ein Flugzeug und zieh seinen Weg zur Landebahn seiner Farbe',
    'Drag the card right for yes, left for no (or press → / ←)':
      'Zieh die Karte nach rechts für Ja, nach links für Nein (oder drück → / ←)',
    'Hold the mouse (or Space) to charge the throw and let go to shoot':
      'Halte die Maus (oder die Leertaste) gedrückt, um den Wurf aufzuladen, und lass los zum Werfen',
    'Tap a light: it and the four beside it flip. Put every light out':
      'Tippe auf ein Licht: es und die vier daneben schalten um. Mach alle aus',
    'Press SPIN (or Space) to spin the wheel': 'Drück DREHEN (oder die Leertaste), um das Rad zu drehen',
    'Tap the coins to pay the exact price, tap one on the counter to take it back, then Check':
      'Tippe die Münzen an, um genau zu bezahlen, tippe eine auf der Theke an, um sie zurückzunehmen, dann Prüfen',
    'ROLL (or Space) up to three times, tap dice to hold them, then tap a box to score':
      'WÜRFELN (oder Leertaste) bis zu dreimal, tippe Würfel an, um sie zu halten, dann tippe ein Feld zum Eintragen',
    'Tap the numbers on your card as they are called':
      'Tippe die Zahlen auf deiner Karte an, wenn sie gezogen werden',
    'Tap the sky to send up a firework; pick its shape below (or 1-4)':
      'Tippe in den Himmel, um eine Rakete zu zünden; wähl unten ihre Form (oder 1-4)',
    'Go round with ← / → (or hold the left or right of the screen); slip through the gaps':
      'Dreh dich mit ← / → (oder halte links oder rechts auf dem Bildschirm); schlüpf durch die Lücken',
    'Tap a colour, then a part of the picture; ↶ takes it back':
      'Tippe eine Farbe, dann einen Teil des Bildes; ↶ nimmt es zurück',
    'Angle ←/→, power ↑/↓ (or the sliders), weapon 1-3, fire with Space':
      'Winkel ←/→, Stärke ↑/↓ (oder die Regler), Waffe 1-3, Feuer mit der Leertaste',
    'Aim with the pointer, pull back and let go to shoot (or ←/→, ↑/↓ and Space)':
      'Ziel mit dem Zeiger, zieh zurück und lass los zum Stoßen (oder ←/→, ↑/↓ und Leertaste)',
    'Watch the race; ✎ Names to type in the marbles’ names':
      'Schau dem Rennen zu; ✎ Namen, um die Namen der Murmeln einzutippen',
    'Drag the pieces to their places; near enough, they snap in':
      'Zieh die Teile an ihren Platz; nah genug, rasten sie ein',
    'Gas → (or the right pedal), brake ← (or the left); in the air they tip the jeep':
      'Gas → (oder das rechte Pedal), Bremse ← (oder das linke); in der Luft kippen sie den Jeep',
    'Your cell follows the mouse (or a finger, or the arrows): eat the dots and the smaller cells':
      'Deine Zelle folgt der Maus (oder dem Finger, oder den Pfeilen): friss die Punkte und die kleineren Zellen',
    'Tap a peg to lift its top disc, then another to put it down (or drag, or 1-3)':
      'Tippe einen Stab an, um seine oberste Scheibe zu heben, dann einen anderen zum Ablegen (oder zieh, oder 1-3)',
    'Drag the cars along their lanes (or tap one and use the arrows) to let the red car out':
      'Zieh die Autos entlang ihrer Spur (oder tippe eines an und nimm die Pfeile), damit das rote Auto hinauskommt',
    'Tap one of your pits (bottom row) or press 1-6 to sow its stones':
      'Tippe eine deiner Mulden (untere Reihe) an oder drück 1-6, um ihre Steine zu verteilen',
    'Choose a partner, then tap an attack (or press 1-4)':
      'Wähle einen Partner, dann tippe eine Attacke an (oder drück 1-4)',
    'Tap an attack (or press 1-4)': 'Tippe eine Attacke an (oder drück 1-4)',
    'Player 1: A D walk, W jump, S block, F punch, G kick, R special. Player 2: arrows, K punch, L kick, M special':
      'Spieler 1: A D laufen, W springen, S blocken, F Schlag, G Tritt, R Spezial. Spieler 2: Pfeile, K Schlag, L Tritt, M Spezial',
    'Arrows or A D to walk, W to jump, S to block, F punch, G kick, R special (or the buttons)':
      'Pfeile oder A D zum Laufen, W springen, S blocken, F Schlag, G Tritt, R Spezial (oder die Knöpfe)',
    'Tap a card that matches to play it, or the pile to draw (arrows, Space, D; U for UNO!)':
      'Tippe eine passende Karte an, um sie zu legen, oder den Stapel zum Ziehen (Pfeile, Leertaste, D; U für UNO!)',
    'Tap two free tiles that match; H hint, S shuffle, U undo':
      'Tippe zwei gleiche freie Steine an; H Tipp, S mischen, U rückgängig',
    'Space or tap to swing: on time it goes out of the park':
      'Leertaste oder tippen zum Schlagen: im richtigen Moment fliegt er aus dem Stadion',
    'Tap a tile that fits to lay it; Draw when none fits (arrows, Space, D, P)':
      'Tippe einen passenden Stein an, um ihn anzulegen; zieh, wenn keiner passt (Pfeile, Leertaste, D, P)',
    'Tap a square: 0, then 1, then empty (arrows, 0, 1, Space; H for a hint, N for a new grid)':
      'Tippe ein Feld: 0, dann 1, dann leer (Pfeile, 0, 1, Leertaste; H Tipp, N neues Gitter)',
    'Tap a point to place a man, then a man and a point beside it; a mill takes one (arrows, Space)':
      'Tippe einen Punkt, um einen Stein zu setzen, dann einen Stein und einen Punkt daneben; eine Mühle nimmt einen (Pfeile, Leertaste)',
    'Tap cells to bring them to life; Play, Step, Clear, Random (Space, S, C, R; + and − the pace)':
      'Tippe Zellen an, um sie zu beleben; Start, Schritt, Leeren, Zufall (Leertaste, S, C, R; + und − das Tempo)',
    'Tap Yes or No (or press Y and N); when it asks, type and press Enter':
      'Tippe Ja oder Nein (oder Y und N); wenn er fragt, tippe und drück Enter',
    'Pick your case, open the others, then DEAL or NO DEAL (D, N; K keep, S swap)':
      'Wähl deinen Koffer, öffne die anderen, dann DEAL oder KEIN DEAL (D, N; K behalten, S tauschen)',
    'Watch the cup with the ball, then tap it (or press 1, 2, 3)':
      'Verfolge den Becher mit der Kugel und tippe ihn an (oder 1, 2, 3)',
    'Start lights the fuse: say a word of the category and pass the phone on (Space)':
      'Start zündet die Lunte: sag ein Wort der Kategorie und gib das Handy weiter (Leertaste)',
    'Set the ring, the wheel and the hole, pick a colour and press Draw (Space; C clears, S saves)':
      'Stell Ring, Rad und Loch ein, wähl eine Farbe und drück Zeichnen (Leertaste; C löscht, S speichert)',
    'Arrow keys (or hold a finger toward a side) tilt the board: roll the ball to the goal, past the holes':
      'Pfeiltasten (oder ein Finger zur Seite) neigen das Brett: roll die Kugel ins Ziel, an den Löchern vorbei',
    'Move the claw with the arrows (or ◀ ▶), Drop with Space (or ↓): get a toy down the chute':
      'Beweg den Greifer mit den Pfeilen (oder ◀ ▶), lass ihn mit Leertaste (oder ↓) runter: bring ein Kuscheltier in den Schacht',
    'Tap a square and type (again to turn down); Check, Reveal and New under the clues':
      'Tipp ein Feld an und schreib (nochmal für senkrecht); Prüfen, Aufdecken und Neu unter den Hinweisen',
    'Tap three cards and Pass; then tap a card to play it (arrows and Space too)':
      'Tipp drei Karten an und Weitergeben; dann tipp eine Karte, um sie zu spielen (auch Pfeile und Leertaste)',
    'Space (or tap) at the edge to jump, ← → to keep balance, Space just before landing':
      'Leertaste (oder tippen) an der Kante zum Abspringen, ← → für die Balance, Leertaste kurz vor der Landung',
    'Drag the blocks into the program (or tap them), then Run: light every blue tile':
      'Zieh die Blöcke ins Programm (oder tipp sie an), dann Start: lass jedes blaue Feld leuchten',
    'Tap the things on the list in the room; Hint makes one glow':
      'Tipp die Dinge von der Liste im Raum an; Tipp lässt eines leuchten',
    'Buy with − and +, then Travel; set the pace and rations, rest, hunt, choose how to cross':
      'Kauf mit − und +, dann Weiterziehen; wähl Tempo und Rationen, raste, jage, entscheide, wie du übersetzt',
    'Draw the shapes to cut out on the folded paper, then Unfold':
      'Zeichne auf das gefaltete Papier die Formen zum Ausschneiden, dann Auffalten',
    'Take turns: tap a point to place a man, then a man and a point beside it; a mill takes one':
      'Abwechselnd: tippe einen Punkt, um einen Stein zu setzen, dann einen Stein und einen Punkt daneben; eine Mühle nimmt einen',
    'Move with the arrows or WASD (or swipe); Space (or a tap) drops a bomb':
      'Beweg dich mit den Pfeilen oder WASD (oder wisch); Leertaste (oder Tippen) legt eine Bombe',
    'Pick what to pour (1-9, 0 erases), then press and drag; the slider sets the brush, C clears':
      'Wähl, was du schüttest (1-9, 0 radiert), dann drücken und ziehen; der Regler stellt den Pinsel ein, C leert',
    'Move the dropper (←/→ or tap where) and drop the ball (Space or the tap)':
      'Beweg den Auslöser (←/→ oder tippe, wo) und lass den Ball fallen (Leertaste oder das Tippen)',
    'Pick how many play, then tap the die (or Space) to roll':
      'Wähl, wie viele spielen, dann tippe auf den Würfel (oder Leertaste) zum Würfeln',
    'Take turns: tap a dotted square (or arrows and Space) to place a disc':
      'Abwechselnd: tippe auf ein Feld mit Punkt (oder Pfeile und Leertaste), um einen Stein zu setzen',
    'Tap a dotted square (or arrows and Space) to place your disc':
      'Tippe auf ein Feld mit Punkt (oder Pfeile und Leertaste), um deinen Stein zu setzen',
    'Set the bet (− + or ←/→) and Deal (Enter); then Hit (H), Stand (S), Double (D) or Split (P)':
      'Stell den Einsatz ein (− + oder ←/→) und Geben (Enter); dann Karte (H), Halten (S), Verdoppeln (D) oder Teilen (P)',
    'Tap two free cards that make 13 (a king alone); tap the stock to draw; Undo or Z takes back':
      'Tippe zwei freie Karten an, die 13 ergeben (ein König allein); tippe den Stapel zum Ziehen; Zurück oder Z nimmt zurück',
    'Swipe across a rope to cut it (or Space cuts the next one); feed the sweet to the monster':
      'Wisch über ein Seil, um es zu schneiden (oder Leertaste schneidet das nächste); füttere das Monster mit der Süßigkeit',
    'Tap a seed, then bare soil to plant; tap a plant to water it, a ripe one to harvest; Sell, then Next day':
      'Tippe einen Samen an, dann freie Erde zum Pflanzen; tippe eine Pflanze zum Gießen an, eine reife zum Ernten; Verkaufen, dann Nächster Tag',
    'Tap between two dots to draw a line (or arrows and Space); close a box to go again':
      'Tippe zwischen zwei Punkte, um eine Linie zu ziehen (oder Pfeile und Leertaste); schließ ein Kästchen, um nochmal zu ziehen',
    'Take turns: tap between two dots to draw a line (or arrows and Space)':
      'Abwechselnd: tippe zwischen zwei Punkte, um eine Linie zu ziehen (oder Pfeile und Leertaste)',
    'Tap a cell (or arrows and Space) to place your ships, then to fire; R turns a ship':
      'Tippe ein Feld an (oder Pfeile und Leertaste), um deine Schiffe zu setzen und dann zu schießen; R dreht ein Schiff',
    'Tap or click where to blast (or arrows and Space; A, S, D fire from each base)':
      'Tippe oder klicke, wo es explodieren soll (oder Pfeile und Leertaste; A, S, D feuern von jeder Basis)',
    'Tap the buttons (or 1-4) to feed, play, wash and put it to bed':
      'Tippe auf die Knöpfe (oder 1-4) zum Füttern, Spielen, Baden und Schlafenlegen',
    'Player 1: Q (or tap the left), player 2: P (or tap the right); first on green wins':
      'Spieler 1: Q (oder links tippen), Spieler 2: P (oder rechts tippen); wer bei Grün zuerst drückt, gewinnt',
    'Tap or press Space to let the box go from the crane':
      'Tippe oder drück die Leertaste, um die Kiste vom Kran fallen zu lassen',
    'Tap or press Space to drop; line it up exactly for a perfect drop':
      'Tippe oder drücke Leertaste zum Fallenlassen; genau ausrichten für einen perfekten Drop',
    'Tap − and + (or arrows) to plan the day, then Open (Enter); tap to fast-forward':
      'Tippe − und + (oder Pfeile), um den Tag zu planen, dann Öffnen (Enter); tippe zum Vorspulen',
    'Tap a choice, or press 1, 2 or 3': 'Tippe eine Option an, oder drücke 1, 2 oder 3',
    'Space or tap to let go and to grab the next vine, Left/Right to swing higher':
      'Leertaste oder Tippen zum Loslassen und Greifen der nächsten Liane, Links/Rechts für mehr Schwung',
    'Take turns: tap a square, or arrows and Space (or keys 1-9)':
      'Abwechselnd: tippe ein Feld an, oder Pfeile und Leertaste (oder Tasten 1-9)',
    'Tap a square, or arrows and Space (or keys 1-9), to place your mark':
      'Tippe ein Feld an, oder Pfeile und Leertaste (oder Tasten 1-9), um dein Zeichen zu setzen',
    'Tap the black tiles in order, lowest first, or press D F J K; never tap the white':
      'Tippe die schwarzen Kacheln der Reihe nach an, unterste zuerst, oder drücke D F J K; nie die weißen antippen',
    'Tap or click to flick the tongue (Left/Right aim, Space flicks)':
      'Tippe oder klicke, um die Zunge zu schleudern (Links/Rechts zielen, Leertaste schleudert)',
    'Pick a tower (1 or 2), tap the ground to build it (tap a tower to upgrade), or arrows and Space':
      'Wähle einen Turm (1 oder 2), tippe auf den Boden zum Bauen (Turm antippen zum Verbessern), oder Pfeile und Leertaste',
    'Type the answer to each falling sum (on a phone, tap to open the keyboard); Backspace starts again':
      'Gib die Lösung jeder fallenden Aufgabe ein (am Handy tippen, um die Tastatur zu öffnen); Rücktaste fängt neu an',
    'Type the falling words (on a phone, tap to open the keyboard); Backspace lets go of a word':
      'Tippe die fallenden Wörter (am Handy tippen, um die Tastatur zu öffnen); Rücktaste lässt ein Wort los',
    'Type a word and press Enter, or tap the letters below':
      'Gib ein Wort ein und drücke Enter, oder tippe die Buchstaben unten an',
    'Drag across a word to mark it (or arrows to move, Space at each end)':
      'Ziehe über ein Wort, um es zu markieren (oder Pfeile zum Bewegen, Leertaste an jedem Ende)',
    'Tap the bubbles to pop them, or drag across; arrows and Space work too':
      'Tippe Blasen an zum Platzen, oder ziehe darüber; Pfeile und Leertaste gehen auch',
    'Player 1: arrows; player 2: WASD. Each swings at whoever comes near; the last one standing wins':
      'Spieler 1: Pfeile; Spieler 2: WASD. Jeder schlägt nach allen in der Nähe; wer zuletzt steht, gewinnt',
    'Player 1: arrows; player 2: WASD. Each shoots the nearest one; the last one standing wins':
      'Spieler 1: Pfeile; Spieler 2: WASD. Jeder schießt auf den Nächsten; wer zuletzt steht, gewinnt',
    'WASD or arrows to move, or drag; you swing your {x} at whoever comes near':
      'WASD oder Pfeile zum Bewegen, oder ziehe; du schlägst mit {x} nach allen in der Nähe',
    'WASD or arrows to move (or drag); shots go toward the pointer':
      'WASD oder Pfeile zum Bewegen (oder ziehe); Schüsse fliegen Richtung Zeiger',
    'WASD or arrows to move, or drag; you shoot the nearest one':
      'WASD oder Pfeile zum Bewegen, oder ziehe; du schießt auf den Nächsten',
    'Player 1: Left/Right to steer, Down to brake{x}. Player 2: A/D, S{x}':
      'Spieler 1: Links/Rechts zum Lenken, Runter zum Bremsen{x}. Spieler 2: A/D, S{x}',
    ', Up to boost': ', Hoch für Turbo',
    'Left/Right arrows to steer, Down to brake, Up to boost (or hold the pointer where to go)':
      'Pfeile Links/Rechts zum Lenken, Runter zum Bremsen, Hoch für Turbo (oder den Zeiger aufs Ziel halten)',
    'Left/Right arrows to steer, Down to brake (or hold the pointer where to go)':
      'Pfeile Links/Rechts zum Lenken, Runter zum Bremsen (oder den Zeiger aufs Ziel halten)',
    'Aim with the pointer (or Arrows) and click, tap or press Space to shoot: three shots per target':
      'Ziele mit dem Zeiger (oder Pfeilen) und klicke, tippe oder drücke Leertaste zum Schießen: drei Schüsse pro Ziel',
    '; never shoot the {x}': '; schieß nie auf {x}',
    ', tap pests away': ', tippe Schädlinge weg',
    'Their kick: dive with the arrows, a tap or a drag':
      'Gegnerischer Schuss: hechte per Pfeiltasten, Tippen oder Ziehen',
    'Dive with the arrows, a tap or a drag': 'Hechte per Pfeiltasten, Tippen oder Ziehen',
    'Player 1: alternate Left/Right{x}. Player 2: alternate A/D{x}':
      'Spieler 1: abwechselnd Links/Rechts{x}. Spieler 2: abwechselnd A/D{x}',
    ', Up to jump': ', Hoch zum Springen',
    ', W to jump': ', W zum Springen',
    'Alternate Left/Right arrows (or tap the two pads) to run in a steady rhythm{x}':
      'Drücke abwechselnd Links/Rechts (oder tippe die zwei Felder), um im gleichmäßigen Rhythmus zu laufen{x}',
    '; Up, Space, swipe up or the middle pad to jump':
      '; Hoch, Leertaste, nach oben wischen oder mittleres Feld zum Springen',
    'Swipe (drag) through each {x} to slice it, or Arrows move the blade and Space slashes':
      'Wische (ziehe) durch {x}, um zu schneiden, oder Pfeile bewegen die Klinge und Leertaste schlägt zu',
    '; never slice the {x}': '; schneide niemals {x}',
    'Tap the {x} to squash them, or Arrows to aim and Space to swat{x}':
      'Tippe {x} an zum Zerquetschen, oder Pfeile zum Zielen und Leertaste zum Schlagen{x}',
    '; spare the {x}': '; verschone {x}',
    'Tap each {x} that pops up, or keys 1-9 (or Q W E / A S D / Z X C){x}':
      'Tippe {x} beim Auftauchen an, oder Tasten 1-9 (oder Q W E / A S D / Z X C){x}',
    '; leave the {x} be': '; lass {x} in Ruhe',
    'Watch, then repeat: tap the pads, or press {x} (or the arrows)':
      'Schau zu, dann wiederhole: tippe die Felder an, oder drücke {x} (oder die Pfeile)',
    'Tap a square, then a picture below; or arrows and 1-{x}':
      'Tippe ein Feld an, dann ein Bild unten; oder Pfeile und 1-{x}',
    'Tap a square, then a number below; or arrows and 1-{x}':
      'Tippe ein Feld an, dann eine Zahl unten; oder Pfeile und 1-{x}',
    'Drag each thing into its bin, or tap a bin (or press 1-{x} / arrows) for the lowest one':
      'Ziehe jedes Teil in seine Tonne, oder tippe eine Tonne an (oder drücke 1-{x} / Pfeile) für das unterste',
    'Tap a {x} to water it{x}; or arrows and Space': 'Tippe auf {x} zum Gießen{x}; oder Pfeile und Leertaste',
    'Tap a {x} to stoke it{x}; or arrows and Space':
      'Tippe auf {x} zum Anfachen{x}; oder Pfeile und Leertaste',
    'Tap a {x} to feed it{x}; or arrows and Space': 'Tippe auf {x} zum Füttern{x}; oder Pfeile und Leertaste',
    'Tap a {x} to fix it{x}; or arrows and Space':
      'Tippe auf {x} zum Reparieren{x}; oder Pfeile und Leertaste',
    'Tap a {x} to save it{x}; or arrows and Space': 'Tippe auf {x} zum Retten{x}; oder Pfeile und Leertaste',
    'Your kick: aim with the mouse, hold to charge and let go to shoot; or swipe from the ball to the goal (faster = harder), or arrows and Space':
      'Dein Schuss: Mit der Maus zielen, halten zum Aufladen, loslassen zum Schießen; oder vom Ball zum Tor wischen (schneller = härter), oder Pfeile und Leertaste',
    'Aim with the mouse, hold to charge and let go to shoot; or swipe from the ball to the goal (faster = harder), or arrows and Space':
      'Mit der Maus zielen, halten zum Aufladen, loslassen zum Schießen; oder vom Ball zum Tor wischen (schneller = härter), oder Pfeile und Leertaste',
    'Tap or Space to cast (hold for a longer cast), again when the float goes under, then hold to keep the fish in the green bar; Sell (S) your catch, buy better rods (B)':
      'Tippen oder Leertaste zum Auswerfen (halten für einen weiteren Wurf), nochmal, wenn die Pose abtaucht, dann halten, damit der Fisch im grünen Balken bleibt; Fang verkaufen (S), bessere Angeln kaufen (B)',
  },
  pt: {
    'Drag the sliders, then Restart: watch the outbreak spread and the curve rise or flatten':
      'Arrasta os controlos e depois Reiniciar: vê o surto espalhar-se e a curva subir ou achatar',
    'Tap four words that belong together, then Submit (arrows and Space pick, Enter submits)':
      'Toca em quatro palavras que combinem e depois Enviar (setas e Espaço escolhem, Enter envia)',
    'Tap a piece, then a dotted square (or arrows and Space). U undoes':
      'Toca numa peça e depois numa casa marcada (ou setas e Espaço). U desfaz',
    'Take turns: tap a piece, then a dotted square (or arrows and Space). U undoes':
      'À vez: toca numa peça e depois numa casa marcada (ou setas e Espaço). U desfaz',
    'Take turns: drag a block out of the tower, then tap a place on top for it (arrows and Space)':
      'À vez: tira um bloco da torre e toca num lugar no topo (setas e Espaço)',
    'Drag a block out of the tower, then tap a place on top for it (arrows and Space)':
      'Tira um bloco da torre e toca num lugar no topo (setas e Espaço)',
    'Drag from a dot to the dot of its colour; fill every square, pipes never cross (H hint, R restart)':
      'Arrasta de um ponto até ao ponto da sua cor; enche todas as casas, os tubos nunca se cruzam (H dica, R recomeçar)',
    'Tap a joint, then a dot near it, to lay road or a beam (or drag); tap a member to remove it; Play sends it across (Space). 1/2/3 material, Backspace undo':
      'Toca numa junta e depois num ponto perto para pôr estrada ou viga (ou arrasta); toca numa peça para a tirar; Jogar manda-o atravessar (Espaço). 1/2/3 material, Retrocesso desfaz',
    'Drag the shapes onto the grid; fill a row or a column to clear it (1-3, arrows, Space)':
      'Arrasta as formas para a grelha; enche uma linha ou coluna para a limpar (1-3, setas, Espaço)',
    'Take turns: tap the dice to roll, then a checker and where it goes':
      'À vez: toca nos dados para lançar, depois numa peça e para onde vai',
    'Tap the dice to roll, then a checker and where it goes (Space rolls, arrows pick a move)':
      'Toca nos dados para lançar, depois numa peça e para onde vai (Espaço lança, as setas escolhem a jogada)',
    'Drag cards onto the columns and foundations, or tap one to send it; tap the deck to turn (Space)':
      'Arrasta as cartas para as colunas e as pilhas de cima, ou toca numa para a enviar; toca no baralho para virar (Espaço)',
    'Tap a plane, then a free runway to land it; tap a landed plane to send it to a gate. Keys: 1-3 land the lowest on fuel, G sends one to a gate':
      'Toque num avião e depois numa pista livre para pousar; toque num avião pousado para mandá-lo a um portão. Teclas: 1-3 pousam o de menos combustível, G manda um a um portão',
    'Arrows turn and thrust, Space fires; or hold a finger: the {x} turns to it, fires, and flies there':
      'Setas giram e aceleram, Espaço atira; ou segure o dedo: {x} vira para ele, atira e voa até lá',
    'Arrows move, Up turns, Space drops; or tap to turn, drag to move, flick down to drop':
      'Setas movem, Cima gira, Espaço solta; ou toque para girar, arraste para mover, deslize para baixo para soltar',
    'Drag the ball sideways, then swipe up to roll (curve the swipe to spin); or arrows to aim, Q/E spin, hold Space for power':
      'Arraste a bola para o lado e deslize para cima para lançar (curve o gesto para dar efeito); ou setas para mirar, Q/E efeito, segure Espaço para força',
    'Arrows/A-D or drag to move, Space or tap to launch':
      'Setas/A-D ou arraste para mover, Espaço ou toque para lançar',
    'Aim with the mouse or Left/Right, tap or Space to shoot, Down swaps the next bubble':
      'Mire com o mouse ou Esquerda/Direita, toque ou Espaço para atirar, Baixo troca a próxima bolha',
    'Arrows or A/D to move, or drag': 'Setas ou A/D para mover, ou arraste',
    'Take turns: tap a piece, then where it goes (or arrows and Space). Jumps are a must':
      'Em turnos: toque numa peça e depois no destino (ou setas e Espaço). Capturar é obrigatório',
    'Tap a piece, then where it goes (or arrows and Space). Jumps are a must':
      'Toque numa peça e depois no destino (ou setas e Espaço). Capturar é obrigatório',
    'Tap left or right of the tree to chop from that side (or Left/Right)':
      'Toque à esquerda ou à direita da árvore para cortar daquele lado (ou Esquerda/Direita)',
    'Tap the {x} (or Space) to earn; tap an upgrade (or 1-4) to buy it':
      'Toque em {x} (ou Espaço) para ganhar; toque numa melhoria (ou 1-4) para comprá-la',
    'Arrows or WASD to move, or drag': 'Setas ou WASD para mover, ou arraste',
    'Tap to put down food for the ants (or Space)': 'Toque para deixar comida para as formigas (ou Espaço)',
    'Take turns: tap a column, or arrows and Space (or 1-7), to drop a disc':
      'Em turnos: toque numa coluna, ou setas e Espaço (ou 1-7), para soltar uma ficha',
    'Tap a column, or arrows and Space (or 1-7), to drop your disc':
      'Toque numa coluna, ou setas e Espaço (ou 1-7), para soltar sua ficha',
    'Tap your land with 2+ troops, then theirs next to it; End turn for new troops. Arrows, Space, Enter':
      'Toque no seu território com 2+ tropas e depois num vizinho inimigo; Encerrar turno dá novas tropas. Setas, Espaço, Enter',
    'Add what the order shows, in order: tap it, press its number, or the arrows and Space':
      'Adicione o que o pedido mostra, na ordem: toque, aperte o número, ou setas e Espaço',
    'Watch and count (tap or Space to keep a tally); then tap the answer or press 1-4':
      'Observe e conte (toque ou Espaço para marcar); depois toque na resposta ou aperte 1-4',
    'Player 1: arrows or tap/swipe. Player 2: WASD. Hop to the top!':
      'Jogador 1: setas ou toque/deslize. Jogador 2: WASD. Pule até o topo!',
    'Arrows or WASD to hop, or tap / swipe the way to go':
      'Setas ou WASD para pular, ou toque / deslize para onde ir',
    'Aim with the pointer or arrows, tap to throw; tap or press Space fast to sweep':
      'Mire com o ponteiro ou as setas, toque para lançar; toque ou aperte Espaço rápido para varrer',
    'Tap one in the tray, then tap where it goes (or drag it); arrows and Space work too':
      'Toque numa peça da bandeja e depois onde ela vai (ou arraste); setas e Espaço também servem',
    'Tap a mound to dig it (or arrows and Space); red is hot, blue is cold':
      'Toque num monte para cavar (ou setas e Espaço); vermelho é quente, azul é frio',
    'Arrows or WASD to move, or drag anywhere': 'Setas ou WASD para mover, ou arraste em qualquer lugar',
    'Tap the dots in order, or type their numbers': 'Toque nos pontos em ordem, ou digite os números',
    'Arrows or drag to fly; tap or Space to drop': 'Setas ou arraste para voar; toque ou Espaço para soltar',
    'Drag or arrows to fly along; tap or Space to dive, and again to come back up':
      'Arraste ou setas para voar; toque ou Espaço para mergulhar, e de novo para subir',
    'Drag or arrows to move the boat; tap or Space to cast and to reel in; hold (or Down) to lower the hook':
      'Arraste ou setas para mover o barco; toque ou Espaço para lançar e recolher; segure (ou Baixo) para baixar o anzol',
    'Tap, Space or Up to flap': 'Toque, Espaço ou Cima para bater as asas',
    'Tap the slices to top them, then tap Check; arrows, Space and Enter':
      'Toque nas fatias para cobri-las e depois em Verificar; setas, Espaço e Enter',
    'Drag back from the ball and let go to putt; or arrows to aim, hold Space for power and let go':
      'Arraste para trás a partir da bola e solte para tacar; ou setas para mirar, segure Espaço para força e solte',
    'Tap a thing on the grill (or press 1-6) when its ring is green: once to flip, once to serve':
      'Toque em algo na grelha (ou aperte 1-6) quando o anel estiver verde: uma vez para virar, outra para servir',
    'Arrows or WASD to swim, or drag': 'Setas ou WASD para nadar, ou arraste',
    'Type letters, or tap them on the keyboard below': 'Digite letras, ou toque nelas no teclado abaixo',
    'Tap a {x} to kick it up; Arrows or drag move the {x} to head them':
      'Toque em cada {x} para chutar para cima; setas ou arraste movem {x} para cabecear',
    'Left/Right or drag to walk along the table, Space or tap to swipe':
      'Esquerda/Direita ou arraste para andar pela mesa, Espaço ou toque para dar uma patada',
    'Up, W or Space (or hold) to fire the engine, arrows to steer':
      'Cima, W ou Espaço (ou segure) para ligar o motor, setas para dirigir',
    'Drag back and let go to throw; or Up/Down to aim, Left/Right for power, Space to throw':
      'Arraste para trás e solte para lançar; ou Cima/Baixo para mirar, Esquerda/Direita para força, Espaço para lançar',
    'Drag to draw lines for the balls; C or Clear wipes them, Z takes one back':
      'Arraste para desenhar linhas para as bolas; C ou Limpar apaga tudo, Z desfaz uma',
    'Tap two neighbours or swipe to swap; arrows move, Space picks, then an arrow swaps':
      'Toque em duas peças vizinhas ou deslize para trocar; setas movem, Espaço escolhe e uma seta troca',
    'Arrows or WASD to move, or swipe / tap towards where to go':
      'Setas ou WASD para mover, ou deslize / toque para onde ir',
    'Tap two cards to turn them over; or arrows to choose and Space to turn':
      'Toque em duas cartas para virá-las; ou setas para escolher e Espaço para virar',
    'Swipe, or press the arrows or WASD, to slide every tile; two alike merge':
      'Deslize, ou aperte as setas ou WASD, para mover todas as peças; duas iguais se juntam',
    'Tap to reveal, hold (or flag mode) to flag; arrows + Space reveal, F flags':
      'Toque para revelar, segure (ou modo bandeira) para marcar; setas + Espaço revelam, F marca',
    'Tap the numbers in order as fast as you can, or type them':
      'Toque nos números em ordem o mais rápido possível, ou digite-os',
    'Tap or drag the cards into order, first at the top; arrows and Space':
      'Toque ou arraste os cartões para ordená-los, o primeiro no topo; setas e Espaço',
    'Arrows, WASD or swipe to steer: a turn asked early is taken at the next opening':
      'Setas, WASD ou deslize para guiar: uma curva pedida antes é feita na próxima abertura',
    'Arrows, WASD or swipe to walk; tap to walk toward a tile. Colour every tile!':
      'Setas, WASD ou deslize para andar; toque para ir até uma casa. Pinte todas as casas!',
    'Up to drive, Down to reverse, Left and Right to steer (or hold where to go)':
      'Cima para acelerar, Baixo para dar ré, Esquerda e Direita para virar (ou segure onde quer ir)',
    'Hold Space or ↓ to pull the plunger · Left: ← A Z or tap left · Right: → D M or tap right':
      'Segure Espaço ou ↓ para puxar o lançador · Esquerda: ← A Z ou toque à esquerda · Direita: → D M ou toque à direita',
    'Tap a pipe to turn it, or arrows and Space; lead the water to the goal':
      'Toque num cano para girá-lo, ou setas e Espaço; leve a água até o destino',
    'Arrows or A/D to move, or hold/drag left and right':
      'Setas ou A/D para mover, ou segure/arraste para os lados',
    'Player 1: ←/→ or the bottom half; player 2: A/D or the top half':
      'Jogador 1: ←/→ ou a metade de baixo; jogador 2: A/D ou a metade de cima',
    'Arrows/A-D or drag to move your paddle': 'Setas/A-D ou arraste para mover sua raquete',
    'Tap or click to pop (arrows move, Space pops)':
      'Toque ou clique para estourar (setas movem, Espaço estoura)',
    'Tap an answer, or press 1 2 3 4; tap 🔊 to hear it again':
      'Toque numa resposta, ou aperte 1 2 3 4; toque em 🔊 para ouvir de novo',
    'Tap an answer, or press 1 2 3 4': 'Toque numa resposta, ou aperte 1 2 3 4',
    'Player 1: Left/Right arrows or tap sides. Player 2: A/D':
      'Jogador 1: setas Esquerda/Direita ou toque nos lados. Jogador 2: A/D',
    'Left/Right arrows, A/D, swipe or tap a side to change lanes':
      'Setas Esquerda/Direita, A/D, deslize ou toque num lado para mudar de faixa',
    'Wait for green, then tap or press Space as fast as you can':
      'Espere o verde e então toque ou aperte Espaço o mais rápido possível',
    'Hit D F J K or the arrows as notes cross the line, or tap their lane':
      'Aperte D F J K ou as setas quando as notas cruzarem a linha, ou toque na pista delas',
    'Pick in secret: player one A, S, D; player two J, K, L (or each tap their own half)':
      'Escolha em segredo: jogador um A, S, D; jogador dois J, K, L (ou cada um toca na sua metade)',
    'Tap a card, or press 1, 2, 3 (or the arrows and Space)':
      'Toque numa carta, ou aperte 1, 2, 3 (ou as setas e Espaço)',
    'Space, Up or tap to flip gravity': 'Espaço, Cima ou toque para inverter a gravidade',
    'Space, Up or tap to jump, and again in the air to double jump':
      'Espaço, Cima ou toque para pular, e de novo no ar para pulo duplo',
    'Space, Up or tap to jump (hold for higher)':
      'Espaço, Cima ou toque para pular (segure para ir mais alto)',
    'Tap the letters in order, or type them, to spell the word':
      'Toque nas letras em ordem, ou digite-as, para formar a palavra',
    'Player 1: Left/Right and Space to fire. Player 2: A/D and W to fire. Together: clear the waves':
      'Jogador 1: Esquerda/Direita e Espaço para atirar. Jogador 2: A/D e W para atirar. Juntos contra as ondas',
    'Arrows move and aim, Space fires; hold above the ship to fire there, drag low to move':
      'Setas movem e miram, Espaço atira; segure acima da nave para atirar lá, arraste embaixo para mover',
    'Arrows or A/D to move, Space to fire; or drag and hold to fire':
      'Setas ou A/D para mover, Espaço para atirar; ou arraste e segure para atirar',
    'The mouse steers, hold the button (or Space) to fire':
      'O mouse guia, segure o botão (ou Espaço) para atirar',
    'Arrows/A-D run, Space/Up/W jump (hold = higher). Touch: hold lower left/right to run, tap top or middle to jump':
      'Setas/A-D correm, Espaço/Cima/W pulam (segurar = mais alto). Toque: segure embaixo à esquerda/direita para correr, toque em cima ou no meio para pular',
    'Tap a tile beside the gap, or arrows / swipe to slide a tile into it; S shuffles':
      'Toque numa peça ao lado do espaço vazio, ou setas / deslize para movê-la até ele; S embaralha',
    'Left/Right to steer (or hold the pointer to a side)':
      'Esquerda/Direita para virar (ou segure o ponteiro num lado)',
    'Arrows or swipe: the first snake; WASD: the second':
      'Setas ou deslizar: a primeira cobra; WASD: a segunda',
    'Arrows, WASD or swipe to turn': 'Setas, WASD ou deslize para virar',
    'Arrows or WASD to move, or drag: freeze when it wakes':
      'Setas ou WASD para mover, ou arraste: não se mexa quando acordar',
    'Arrows or WASD to sneak, or drag': 'Setas ou WASD para se esgueirar, ou arraste',
    'Arrows, swipe or tap beside you to walk and push; U or Undo to step back, R or Restart':
      'Setas, deslize ou toque ao seu lado para andar e empurrar; U ou Desfazer para voltar, R ou Reiniciar',
    'Tap what is different (or arrows to move, Space to tap)':
      'Toque no que for diferente (ou setas para mover, Espaço para tocar)',
    'Tap the colours (or keys 1-{x}) to fill the row, then Check (or Enter); tap a peg or Backspace to take it back':
      'Toque as cores (ou teclas 1-{x}) para preencher a fileira e depois Verificar (ou Enter); toque num pino ou Backspace para tirar',
    'Tap a square to fill it (drag for more); right click, hold or ✕ marks it empty; arrows and Space fill, X marks':
      'Toque num quadrado para pintá-lo (arraste para mais); clique direito, segurar ou ✕ marca vazio; setas e Espaço pintam, X marca',
    'Press, pull back and let go to shoot (or ↑/↓ to aim, hold Space to draw); mind the wind':
      'Pressione, puxe para trás e solte para atirar (ou ↑/↓ para mirar, segure Espaço para puxar); cuidado com o vento',
    'Pick a runner (tap or 1-6), set the stake (− + or ←/→), then Race! (or Enter)':
      'Escolha um corredor (toque ou 1-6), defina a aposta (− + ou ←/→) e depois Corrida! (ou Enter)',
    'Tap the box where the element belongs (or arrows to move, Space to choose)':
      'Toque na casa onde fica o elemento (ou setas para mover, Espaço para escolher)',
    'Blue turns with WASD, orange with the arrows: make the other crash':
      'Azul vira com WASD, laranja com as setas: faça o outro bater',
    'Turn with the arrows or WASD (or swipe): make the other bike crash':
      'Vire com as setas ou WASD (ou deslize): faça a outra moto bater',
    'Tap the squares to turn them on; Space plays or stops, − + set the tempo, R a random beat':
      'Toque nos quadrados para ligá-los; Espaço toca ou para, − + mudam o andamento, R uma batida aleatória',
    'Tap a tube, then another to pour its top colour in (or ←/→ and Space); Undo or Z takes back':
      'Toque num tubo e depois em outro para despejar a cor de cima (ou ←/→ e Espaço); Desfazer ou Z volta',
    'Shut the left or right door (A/← and D/→) and check the cameras (Space); mind the power':
      'Feche a porta da esquerda ou da direita (A/← e D/→) e olhe as câmeras (Espaço); cuidado com a energia',
    'Press on a plane and drag to draw its path to the runway of its colour':
      'Toque num avião e arraste para desenhar o caminho até a pista da cor dele',
    'Drag the card right for yes, left for no (or press → / ←)':
      'Arraste a carta para a direita para sim e para a esquerda para não (ou aperte → / ←)',
    'Hold the mouse (or Space) to charge the throw and let go to shoot':
      'Segure o mouse (ou Espaço) para carregar o arremesso e solte para arremessar',
    'Tap a light: it and the four beside it flip. Put every light out':
      'Toque numa luz: ela e as quatro ao lado se invertem. Apague todas',
    'Press SPIN (or Space) to spin the wheel': 'Aperte GIRAR (ou Espaço) para girar a roda',
    'Tap the coins to pay the exact price, tap one on the counter to take it back, then Check':
      'Toque nas moedas para pagar o preço exato, toque numa do balcão para tirá-la e depois Conferir',
    'ROLL (or Space) up to three times, tap dice to hold them, then tap a box to score':
      'ROLAR (ou Espaço) até três vezes, toque nos dados para guardá-los e depois toque numa casa para marcar',
    'Tap the numbers on your card as they are called': 'Toque nos números da sua cartela quando saírem',
    'Tap the sky to send up a firework; pick its shape below (or 1-4)':
      'Toque no céu para soltar um foguete; escolha a forma embaixo (ou 1-4)',
    'Go round with ← / → (or hold the left or right of the screen); slip through the gaps':
      'Gire com ← / → (ou segure a esquerda ou a direita da tela); passe pelas brechas',
    'Tap a colour, then a part of the picture; ↶ takes it back':
      'Toque numa cor e depois numa parte do desenho; ↶ desfaz',
    'Angle ←/→, power ↑/↓ (or the sliders), weapon 1-3, fire with Space':
      'Ângulo ←/→, força ↑/↓ (ou os controles), arma 1-3, atire com Espaço',
    'Aim with the pointer, pull back and let go to shoot (or ←/→, ↑/↓ and Space)':
      'Mire com o ponteiro, puxe para trás e solte para tacar (ou ←/→, ↑/↓ e Espaço)',
    'Watch the race; ✎ Names to type in the marbles’ names':
      'Assista à corrida; ✎ Nomes para digitar os nomes das bolinhas',
    'Drag the pieces to their places; near enough, they snap in':
      'Arraste as peças para o lugar; perto o bastante, elas encaixam',
    'Gas → (or the right pedal), brake ← (or the left); in the air they tip the jeep':
      'Acelerador → (ou o pedal direito), freio ← (ou o esquerdo); no ar eles inclinam o jipe',
    'Your cell follows the mouse (or a finger, or the arrows): eat the dots and the smaller cells':
      'Sua célula segue o mouse (ou o dedo, ou as setas): coma os pontos e as células menores',
    'Tap a peg to lift its top disc, then another to put it down (or drag, or 1-3)':
      'Toque num pino para levantar o disco de cima e em outro para soltá-lo (ou arraste, ou 1-3)',
    'Drag the cars along their lanes (or tap one and use the arrows) to let the red car out':
      'Arraste os carros na sua direção (ou toque num e use as setas) para tirar o carro vermelho',
    'Tap one of your pits (bottom row) or press 1-6 to sow its stones':
      'Toque numa das suas casas (fileira de baixo) ou aperte 1-6 para semear as pedras',
    'Choose a partner, then tap an attack (or press 1-4)':
      'Escolha um parceiro e toque num ataque (ou aperte 1-4)',
    'Tap an attack (or press 1-4)': 'Toque num ataque (ou aperte 1-4)',
    'Player 1: A D walk, W jump, S block, F punch, G kick, R special. Player 2: arrows, K punch, L kick, M special':
      'Jogador 1: A D andar, W pular, S bloquear, F soco, G chute, R especial. Jogador 2: setas, K soco, L chute, M especial',
    'Arrows or A D to walk, W to jump, S to block, F punch, G kick, R special (or the buttons)':
      'Setas ou A D para andar, W pular, S bloquear, F soco, G chute, R especial (ou os botões)',
    'Tap a card that matches to play it, or the pile to draw (arrows, Space, D; U for UNO!)':
      'Toque numa carta que combine para jogá-la, ou no monte para comprar (setas, Espaço, D; U para UNO!)',
    'Tap two free tiles that match; H hint, S shuffle, U undo':
      'Toque em duas peças livres iguais; H dica, S embaralhar, U desfazer',
    'Space or tap to swing: on time it goes out of the park':
      'Espaço ou toque para rebater: na hora certa, ela sai do estádio',
    'Tap a tile that fits to lay it; Draw when none fits (arrows, Space, D, P)':
      'Toque numa peça que encaixe para jogá-la; compre se nenhuma encaixar (setas, Espaço, D, P)',
    'Tap a square: 0, then 1, then empty (arrows, 0, 1, Space; H for a hint, N for a new grid)':
      'Toque numa casa: 0, depois 1, depois vazia (setas, 0, 1, Espaço; H dica, N nova grade)',
    'Tap a point to place a man, then a man and a point beside it; a mill takes one (arrows, Space)':
      'Toque num ponto para colocar uma peça, depois uma peça e um ponto ao lado; um moinho tira uma (setas, Espaço)',
    'Tap cells to bring them to life; Play, Step, Clear, Random (Space, S, C, R; + and − the pace)':
      'Toque em células para dar vida a elas; Jogar, Passo, Limpar, Aleatório (Espaço, S, C, R; + e − o ritmo)',
    'Tap Yes or No (or press Y and N); when it asks, type and press Enter':
      'Toque Sim ou Não (ou Y e N); quando ele pedir, digite e aperte Enter',
    'Pick your case, open the others, then DEAL or NO DEAL (D, N; K keep, S swap)':
      'Escolha sua maleta, abra as outras e então TOPO ou NÃO TOPO (D, N; K ficar, S trocar)',
    'Watch the cup with the ball, then tap it (or press 1, 2, 3)':
      'Siga o copo com a bolinha e toque nele (ou 1, 2, 3)',
    'Start lights the fuse: say a word of the category and pass the phone on (Space)':
      'Começar acende o pavio: diga uma palavra da categoria e passe o celular (Espaço)',
    'Set the ring, the wheel and the hole, pick a colour and press Draw (Space; C clears, S saves)':
      'Ajuste o anel, a roda e o furo, escolha uma cor e aperte Desenhar (Espaço; C limpa, S salva)',
    'Arrow keys (or hold a finger toward a side) tilt the board: roll the ball to the goal, past the holes':
      'As setas (ou um dedo para um lado) inclinam o tabuleiro: leve a bolinha ao fim sem cair nos buracos',
    'Move the claw with the arrows (or ◀ ▶), Drop with Space (or ↓): get a toy down the chute':
      'Mova a garra com as setas (ou ◀ ▶), desça com Espaço (ou ↓): leve um bichinho até a saída',
    'Tap a square and type (again to turn down); Check, Reveal and New under the clues':
      'Toque numa casa e digite (de novo para ir na vertical); Conferir, Revelar e Novo sob as dicas',
    'Tap three cards and Pass; then tap a card to play it (arrows and Space too)':
      'Toque três cartas e Passar; depois toque uma carta para jogá-la (setas e Espaço também)',
    'Space (or tap) at the edge to jump, ← → to keep balance, Space just before landing':
      'Espaço (ou toque) na borda para saltar, ← → para o equilíbrio, Espaço logo antes de pousar',
    'Drag the blocks into the program (or tap them), then Run: light every blue tile':
      'Arraste os blocos para o programa (ou toque neles), depois Executar: acenda todos os ladrilhos azuis',
    'Tap the things on the list in the room; Hint makes one glow':
      'Toque no quarto as coisas da lista; Dica faz uma brilhar',
    'Buy with − and +, then Travel; set the pace and rations, rest, hunt, choose how to cross':
      'Compre com − e +, depois Viajar; escolha ritmo e rações, descanse, cace, decida como atravessar',
    'Draw the shapes to cut out on the folded paper, then Unfold':
      'Desenhe no papel dobrado as formas a recortar e depois Desdobrar',
    'Take turns: tap a point to place a man, then a man and a point beside it; a mill takes one':
      'Cada um na sua vez: toque num ponto para colocar uma peça, depois uma peça e um ponto ao lado; um moinho tira uma',
    'Move with the arrows or WASD (or swipe); Space (or a tap) drops a bomb':
      'Mova-se com as setas ou WASD (ou deslize); Espaço (ou um toque) põe uma bomba',
    'Pick what to pour (1-9, 0 erases), then press and drag; the slider sets the brush, C clears':
      'Escolha o que despejar (1-9, 0 apaga), depois pressione e arraste; o controle ajusta o pincel, C limpa',
    'Move the dropper (←/→ or tap where) and drop the ball (Space or the tap)':
      'Mova o soltador (←/→ ou toque onde) e solte a bola (Espaço ou o toque)',
    'Pick how many play, then tap the die (or Space) to roll':
      'Escolha quantos jogam e toque no dado (ou Espaço) para jogar',
    'Take turns: tap a dotted square (or arrows and Space) to place a disc':
      'Em turnos: toque numa casa com ponto (ou setas e Espaço) para pôr uma peça',
    'Tap a dotted square (or arrows and Space) to place your disc':
      'Toque numa casa com ponto (ou setas e Espaço) para pôr sua peça',
    'Set the bet (− + or ←/→) and Deal (Enter); then Hit (H), Stand (S), Double (D) or Split (P)':
      'Defina a aposta (− + ou ←/→) e Dar cartas (Enter); depois Pedir (H), Parar (S), Dobrar (D) ou Dividir (P)',
    'Tap two free cards that make 13 (a king alone); tap the stock to draw; Undo or Z takes back':
      'Toque duas cartas livres que somam 13 (um rei sozinho); toque o monte para comprar; Desfazer ou Z volta',
    'Swipe across a rope to cut it (or Space cuts the next one); feed the sweet to the monster':
      'Deslize sobre uma corda para cortá-la (ou Espaço corta a próxima); dê o doce ao monstro',
    'Tap a seed, then bare soil to plant; tap a plant to water it, a ripe one to harvest; Sell, then Next day':
      'Toque numa semente e depois na terra livre para plantar; toque numa planta para regá-la, numa madura para colhê-la; Vender, depois Próximo dia',
    'Tap between two dots to draw a line (or arrows and Space); close a box to go again':
      'Toque entre dois pontos para traçar uma linha (ou setas e Espaço); feche um quadradinho para jogar de novo',
    'Take turns: tap between two dots to draw a line (or arrows and Space)':
      'Em turnos: toque entre dois pontos para traçar uma linha (ou setas e Espaço)',
    'Tap a cell (or arrows and Space) to place your ships, then to fire; R turns a ship':
      'Toque numa casa (ou setas e Espaço) para posicionar seus navios e depois atirar; R gira um navio',
    'Tap or click where to blast (or arrows and Space; A, S, D fire from each base)':
      'Toque ou clique onde explodir (ou setas e Espaço; A, S, D disparam de cada base)',
    'Tap the buttons (or 1-4) to feed, play, wash and put it to bed':
      'Toque nos botões (ou 1-4) para alimentar, brincar, dar banho e pôr para dormir',
    'Player 1: Q (or tap the left), player 2: P (or tap the right); first on green wins':
      'Jogador 1: Q (ou toque à esquerda), jogador 2: P (ou toque à direita); o primeiro no verde vence',
    'Tap or press Space to let the box go from the crane':
      'Toque ou aperte Espaço para soltar a caixa do guindaste',
    'Tap or press Space to drop; line it up exactly for a perfect drop':
      'Toque ou aperte Espaço para soltar; alinhe bem para uma queda perfeita',
    'Tap − and + (or arrows) to plan the day, then Open (Enter); tap to fast-forward':
      'Toque em − e + (ou setas) para planejar o dia, depois Abrir (Enter); toque para acelerar',
    'Tap a choice, or press 1, 2 or 3': 'Toque numa opção, ou aperte 1, 2 ou 3',
    'Space or tap to let go and to grab the next vine, Left/Right to swing higher':
      'Espaço ou toque para soltar e agarrar o próximo cipó, Esquerda/Direita para balançar mais alto',
    'Take turns: tap a square, or arrows and Space (or keys 1-9)':
      'Em turnos: toque numa casa, ou setas e Espaço (ou teclas 1-9)',
    'Tap a square, or arrows and Space (or keys 1-9), to place your mark':
      'Toque numa casa, ou setas e Espaço (ou teclas 1-9), para colocar sua marca',
    'Tap the black tiles in order, lowest first, or press D F J K; never tap the white':
      'Toque nas peças pretas em ordem, a mais baixa primeiro, ou aperte D F J K; nunca toque nas brancas',
    'Tap or click to flick the tongue (Left/Right aim, Space flicks)':
      'Toque ou clique para lançar a língua (Esquerda/Direita miram, Espaço lança)',
    'Pick a tower (1 or 2), tap the ground to build it (tap a tower to upgrade), or arrows and Space':
      'Escolha uma torre (1 ou 2), toque no chão para construí-la (toque numa torre para melhorá-la), ou setas e Espaço',
    'Type the answer to each falling sum (on a phone, tap to open the keyboard); Backspace starts again':
      'Digite a resposta de cada conta que cai (no celular, toque para abrir o teclado); Backspace recomeça',
    'Type the falling words (on a phone, tap to open the keyboard); Backspace lets go of a word':
      'Digite as palavras que caem (no celular, toque para abrir o teclado); Backspace solta uma palavra',
    'Type a word and press Enter, or tap the letters below':
      'Digite uma palavra e aperte Enter, ou toque nas letras abaixo',
    'Drag across a word to mark it (or arrows to move, Space at each end)':
      'Arraste sobre uma palavra para marcá-la (ou setas para mover, Espaço em cada ponta)',
    'Tap the bubbles to pop them, or drag across; arrows and Space work too':
      'Toque nas bolhas para estourá-las, ou arraste por cima; setas e Espaço também servem',
    'Player 1: arrows; player 2: WASD. Each swings at whoever comes near; the last one standing wins':
      'Jogador 1: setas; jogador 2: WASD. Cada um golpeia quem chegar perto; vence o último de pé',
    'Player 1: arrows; player 2: WASD. Each shoots the nearest one; the last one standing wins':
      'Jogador 1: setas; jogador 2: WASD. Cada um atira no mais próximo; vence o último de pé',
    'WASD or arrows to move, or drag; you swing your {x} at whoever comes near':
      'WASD ou setas para mover, ou arraste; você golpeia com {x} quem chegar perto',
    'WASD or arrows to move (or drag); shots go toward the pointer':
      'WASD ou setas para mover (ou arraste); os tiros vão na direção do ponteiro',
    'WASD or arrows to move, or drag; you shoot the nearest one':
      'WASD ou setas para mover, ou arraste; você atira no mais próximo',
    'Player 1: Left/Right to steer, Down to brake{x}. Player 2: A/D, S{x}':
      'Jogador 1: Esquerda/Direita para virar, Baixo para frear{x}. Jogador 2: A/D, S{x}',
    ', Up to boost': ', Cima para turbo',
    'Left/Right arrows to steer, Down to brake, Up to boost (or hold the pointer where to go)':
      'Setas Esquerda/Direita para virar, Baixo para frear, Cima para turbo (ou segure o ponteiro onde quer ir)',
    'Left/Right arrows to steer, Down to brake (or hold the pointer where to go)':
      'Setas Esquerda/Direita para virar, Baixo para frear (ou segure o ponteiro onde quer ir)',
    'Aim with the pointer (or Arrows) and click, tap or press Space to shoot: three shots per target':
      'Mire com o ponteiro (ou setas) e clique, toque ou aperte Espaço para atirar: três tiros por alvo',
    '; never shoot the {x}': '; nunca atire em {x}',
    ', tap pests away': ', toque para espantar pragas',
    'Their kick: dive with the arrows, a tap or a drag':
      'Cobrança do rival: salte com as setas, tocando ou arrastando',
    'Dive with the arrows, a tap or a drag': 'Salte com as setas, tocando ou arrastando',
    'Player 1: alternate Left/Right{x}. Player 2: alternate A/D{x}':
      'Jogador 1: alterne Esquerda/Direita{x}. Jogador 2: alterne A/D{x}',
    ', Up to jump': ', Cima para pular',
    ', W to jump': ', W para pular',
    'Alternate Left/Right arrows (or tap the two pads) to run in a steady rhythm{x}':
      'Alterne as setas Esquerda/Direita (ou toque nos dois botões) para correr num ritmo constante{x}',
    '; Up, Space, swipe up or the middle pad to jump':
      '; Cima, Espaço, deslize para cima ou o botão do meio para pular',
    'Swipe (drag) through each {x} to slice it, or Arrows move the blade and Space slashes':
      'Deslize (arraste) por cada {x} para cortar, ou setas movem a lâmina e Espaço corta',
    '; never slice the {x}': '; nunca corte {x}',
    'Tap the {x} to squash them, or Arrows to aim and Space to swat{x}':
      'Toque em {x} para esmagar, ou setas para mirar e Espaço para golpear{x}',
    '; spare the {x}': '; poupe {x}',
    'Tap each {x} that pops up, or keys 1-9 (or Q W E / A S D / Z X C){x}':
      'Toque em cada {x} que aparecer, ou teclas 1-9 (ou Q W E / A S D / Z X C){x}',
    '; leave the {x} be': '; deixe {x} em paz',
    'Watch, then repeat: tap the pads, or press {x} (or the arrows)':
      'Observe e repita: toque nos botões, ou aperte {x} (ou as setas)',
    'Tap a square, then a picture below; or arrows and 1-{x}':
      'Toque numa casa e depois numa imagem abaixo; ou setas e 1-{x}',
    'Tap a square, then a number below; or arrows and 1-{x}':
      'Toque numa casa e depois num número abaixo; ou setas e 1-{x}',
    'Drag each thing into its bin, or tap a bin (or press 1-{x} / arrows) for the lowest one':
      'Arraste cada item para sua lixeira, ou toque numa lixeira (ou aperte 1-{x} / setas) para o mais baixo',
    'Tap a {x} to water it{x}; or arrows and Space': 'Toque em cada {x} para regar{x}; ou setas e Espaço',
    'Tap a {x} to stoke it{x}; or arrows and Space': 'Toque em cada {x} para atiçar{x}; ou setas e Espaço',
    'Tap a {x} to feed it{x}; or arrows and Space': 'Toque em cada {x} para alimentar{x}; ou setas e Espaço',
    'Tap a {x} to fix it{x}; or arrows and Space': 'Toque em cada {x} para consertar{x}; ou setas e Espaço',
    'Tap a {x} to save it{x}; or arrows and Space': 'Toque em cada {x} para salvar{x}; ou setas e Espaço',
    'Your kick: aim with the mouse, hold to charge and let go to shoot; or swipe from the ball to the goal (faster = harder), or arrows and Space':
      'Sua cobrança: mire com o mouse, segure para carregar e solte para chutar; ou deslize da bola até o gol (mais rápido = mais forte), ou setas e Espaço',
    'Aim with the mouse, hold to charge and let go to shoot; or swipe from the ball to the goal (faster = harder), or arrows and Space':
      'Mire com o mouse, segure para carregar e solte para chutar; ou deslize da bola até o gol (mais rápido = mais forte), ou setas e Espaço',
    'Tap or Space to cast (hold for a longer cast), again when the float goes under, then hold to keep the fish in the green bar; Sell (S) your catch, buy better rods (B)':
      'Toque ou Espaço para lançar (segure para lançar mais longe), de novo quando a boia afundar, e segure para manter o peixe na barra verde; venda (S) a pesca, compre varas melhores (B)',
  },
  it: {
    'Drag the sliders, then Restart: watch the outbreak spread and the curve rise or flatten':
      'Sposta i cursori, poi Ricomincia: guarda l’epidemia diffondersi e la curva salire o appiattirsi',
    'Tap four words that belong together, then Submit (arrows and Space pick, Enter submits)':
      'Tocca quattro parole che stanno insieme, poi Invia (frecce e Spazio scelgono, Invio invia)',
    'Tap a piece, then a dotted square (or arrows and Space). U undoes':
      'Tocca un pezzo, poi una casa segnata (o frecce e Spazio). U annulla',
    'Take turns: tap a piece, then a dotted square (or arrows and Space). U undoes':
      'A turno: tocca un pezzo, poi una casa segnata (o frecce e Spazio). U annulla',
    'Take turns: drag a block out of the tower, then tap a place on top for it (arrows and Space)':
      'A turno: sfila un blocco dalla torre, poi tocca un posto in cima (frecce e Spazio)',
    'Drag a block out of the tower, then tap a place on top for it (arrows and Space)':
      'Sfila un blocco dalla torre, poi tocca un posto in cima (frecce e Spazio)',
    'Drag from a dot to the dot of its colour; fill every square, pipes never cross (H hint, R restart)':
      'Trascina da un punto al punto del suo colore; riempi ogni casella, i tubi non si incrociano mai (H aiuto, R ricomincia)',
    'Tap a joint, then a dot near it, to lay road or a beam (or drag); tap a member to remove it; Play sends it across (Space). 1/2/3 material, Backspace undo':
      'Tocca un giunto, poi un punto vicino, per posare strada o trave (o trascina); tocca un pezzo per toglierlo; Gioca lo fa attraversare (Spazio). 1/2/3 materiale, Backspace annulla',
    'Drag the shapes onto the grid; fill a row or a column to clear it (1-3, arrows, Space)':
      'Trascina le forme sulla griglia; riempi una riga o una colonna per svuotarla (1-3, frecce, Spazio)',
    'Take turns: tap the dice to roll, then a checker and where it goes':
      'A turno: tocca i dadi per tirare, poi una pedina e dove va',
    'Tap the dice to roll, then a checker and where it goes (Space rolls, arrows pick a move)':
      'Tocca i dadi per tirare, poi una pedina e dove va (Spazio tira, le frecce scelgono la mossa)',
    'Drag cards onto the columns and foundations, or tap one to send it; tap the deck to turn (Space)':
      'Trascina le carte sulle colonne e sulle pile in alto, o toccane una per mandarla; tocca il mazzo per girare (Spazio)',
    'Tap a plane, then a free runway to land it; tap a landed plane to send it to a gate. Keys: 1-3 land the lowest on fuel, G sends one to a gate':
      'Tocca un aereo, poi una pista libera per farlo atterrare; tocca un aereo atterrato per mandarlo a un gate. Tasti: 1-3 fanno atterrare quello con meno carburante, G ne manda uno a un gate',
    'Arrows turn and thrust, Space fires; or hold a finger: the {x} turns to it, fires, and flies there':
      'Frecce per girare e spingere, Spazio spara; o tieni il dito: {x} si gira verso il dito, spara e vola lì',
    'Arrows move, Up turns, Space drops; or tap to turn, drag to move, flick down to drop':
      'Frecce muovono, Su ruota, Spazio fa cadere; o tocca per ruotare, trascina per muovere, scorri giù per far cadere',
    'Drag the ball sideways, then swipe up to roll (curve the swipe to spin); or arrows to aim, Q/E spin, hold Space for power':
      "Trascina la palla di lato, poi scorri in su per lanciare (curva il gesto per l'effetto); o frecce per mirare, Q/E effetto, tieni Spazio per la potenza",
    'Arrows/A-D or drag to move, Space or tap to launch':
      'Frecce/A-D o trascina per muoverti, Spazio o tocca per lanciare',
    'Aim with the mouse or Left/Right, tap or Space to shoot, Down swaps the next bubble':
      'Mira con il mouse o Sinistra/Destra, tocca o Spazio per sparare, Giù cambia la bolla successiva',
    'Arrows or A/D to move, or drag': 'Frecce o A/D per muoverti, o trascina',
    'Take turns: tap a piece, then where it goes (or arrows and Space). Jumps are a must':
      'A turno: tocca una pedina, poi dove va (o frecce e Spazio). Mangiare è obbligatorio',
    'Tap a piece, then where it goes (or arrows and Space). Jumps are a must':
      'Tocca una pedina, poi dove va (o frecce e Spazio). Mangiare è obbligatorio',
    'Tap left or right of the tree to chop from that side (or Left/Right)':
      "Tocca a sinistra o a destra dell'albero per tagliare da quel lato (o Sinistra/Destra)",
    'Tap the {x} (or Space) to earn; tap an upgrade (or 1-4) to buy it':
      'Tocca {x} (o Spazio) per guadagnare; tocca un potenziamento (o 1-4) per comprarlo',
    'Arrows or WASD to move, or drag': 'Frecce o WASD per muoverti, o trascina',
    'Tap to put down food for the ants (or Space)': 'Tocca per lasciare cibo alle formiche (o Spazio)',
    'Take turns: tap a column, or arrows and Space (or 1-7), to drop a disc':
      'A turno: tocca una colonna, o frecce e Spazio (o 1-7), per far cadere un gettone',
    'Tap a column, or arrows and Space (or 1-7), to drop your disc':
      'Tocca una colonna, o frecce e Spazio (o 1-7), per far cadere il tuo gettone',
    'Tap your land with 2+ troops, then theirs next to it; End turn for new troops. Arrows, Space, Enter':
      'Tocca un tuo territorio con 2+ truppe, poi uno nemico accanto; Fine turno per nuove truppe. Frecce, Spazio, Invio',
    'Add what the order shows, in order: tap it, press its number, or the arrows and Space':
      "Aggiungi ciò che mostra l'ordine, in sequenza: toccalo, premi il suo numero, o frecce e Spazio",
    'Watch and count (tap or Space to keep a tally); then tap the answer or press 1-4':
      'Guarda e conta (tocca o Spazio per tenere il conto); poi tocca la risposta o premi 1-4',
    'Player 1: arrows or tap/swipe. Player 2: WASD. Hop to the top!':
      'Giocatore 1: frecce o tocca/scorri. Giocatore 2: WASD. Salta fino in cima!',
    'Arrows or WASD to hop, or tap / swipe the way to go':
      'Frecce o WASD per saltare, o tocca / scorri nella direzione',
    'Aim with the pointer or arrows, tap to throw; tap or press Space fast to sweep':
      'Mira con il puntatore o le frecce, tocca per lanciare; tocca o premi Spazio veloce per spazzare',
    'Tap one in the tray, then tap where it goes (or drag it); arrows and Space work too':
      'Tocca un pezzo nel vassoio, poi dove va (o trascinalo); funzionano anche frecce e Spazio',
    'Tap a mound to dig it (or arrows and Space); red is hot, blue is cold':
      'Tocca un mucchio per scavare (o frecce e Spazio); rosso è caldo, blu è freddo',
    'Arrows or WASD to move, or drag anywhere': 'Frecce o WASD per muoverti, o trascina ovunque',
    'Tap the dots in order, or type their numbers': 'Tocca i punti in ordine, o digita i loro numeri',
    'Arrows or drag to fly; tap or Space to drop':
      'Frecce o trascina per volare; tocca o Spazio per sganciare',
    'Drag or arrows to fly along; tap or Space to dive, and again to come back up':
      'Trascina o frecce per volare; tocca o Spazio per tuffarti, e ancora per risalire',
    'Drag or arrows to move the boat; tap or Space to cast and to reel in; hold (or Down) to lower the hook':
      "Trascina o frecce per muovere la barca; tocca o Spazio per lanciare e recuperare; tieni premuto (o Giù) per calare l'amo",
    'Tap, Space or Up to flap': 'Tocca, Spazio o Su per sbattere le ali',
    'Tap the slices to top them, then tap Check; arrows, Space and Enter':
      'Tocca le fette per farcirle, poi tocca Controlla; frecce, Spazio e Invio',
    'Drag back from the ball and let go to putt; or arrows to aim, hold Space for power and let go':
      'Trascina indietro dalla pallina e rilascia per tirare; o frecce per mirare, tieni Spazio per la potenza e rilascia',
    'Tap a thing on the grill (or press 1-6) when its ring is green: once to flip, once to serve':
      'Tocca qualcosa sulla griglia (o premi 1-6) quando il suo anello è verde: una volta per girare, una per servire',
    'Arrows or WASD to swim, or drag': 'Frecce o WASD per nuotare, o trascina',
    'Type letters, or tap them on the keyboard below':
      'Scrivi le lettere, o toccale sulla tastiera qui sotto',
    'Tap a {x} to kick it up; Arrows or drag move the {x} to head them':
      'Tocca ogni {x} per calciare in alto; frecce o trascina muovono {x} per colpire di testa',
    'Left/Right or drag to walk along the table, Space or tap to swipe':
      'Sinistra/Destra o trascina per camminare sul tavolo, Spazio o tocca per una zampata',
    'Up, W or Space (or hold) to fire the engine, arrows to steer':
      'Su, W o Spazio (o tieni premuto) per accendere il motore, frecce per manovrare',
    'Drag back and let go to throw; or Up/Down to aim, Left/Right for power, Space to throw':
      'Trascina indietro e rilascia per lanciare; o Su/Giù per mirare, Sinistra/Destra per la potenza, Spazio per lanciare',
    'Drag to draw lines for the balls; C or Clear wipes them, Z takes one back':
      'Trascina per tracciare linee per le palline; C o Cancella le toglie, Z ne annulla una',
    'Tap two neighbours or swipe to swap; arrows move, Space picks, then an arrow swaps':
      'Tocca due vicini o scorri per scambiarli; frecce per muoverti, Spazio per scegliere, poi una freccia scambia',
    'Arrows or WASD to move, or swipe / tap towards where to go':
      'Frecce o WASD per muoverti, o scorri / tocca verso dove andare',
    'Tap two cards to turn them over; or arrows to choose and Space to turn':
      'Tocca due carte per girarle; o frecce per scegliere e Spazio per girare',
    'Swipe, or press the arrows or WASD, to slide every tile; two alike merge':
      'Scorri, o premi le frecce o WASD, per spostare tutte le tessere; due uguali si uniscono',
    'Tap to reveal, hold (or flag mode) to flag; arrows + Space reveal, F flags':
      'Tocca per scoprire, tieni premuto (o modalità bandiera) per segnare; frecce + Spazio scoprono, F segna',
    'Tap the numbers in order as fast as you can, or type them':
      'Tocca i numeri in ordine il più veloce possibile, o digitali',
    'Tap or drag the cards into order, first at the top; arrows and Space':
      'Tocca o trascina le carte in ordine, la prima in alto; frecce e Spazio',
    'Arrows, WASD or swipe to steer: a turn asked early is taken at the next opening':
      'Frecce, WASD o scorri per guidare: una svolta chiesta prima viene presa al prossimo varco',
    'Arrows, WASD or swipe to walk; tap to walk toward a tile. Colour every tile!':
      'Frecce, WASD o scorri per camminare; tocca per andare verso una casella. Colora ogni casella!',
    'Up to drive, Down to reverse, Left and Right to steer (or hold where to go)':
      'Su per guidare, Giù per la retro, Sinistra e Destra per sterzare (o tieni premuto dove andare)',
    'Hold Space or ↓ to pull the plunger · Left: ← A Z or tap left · Right: → D M or tap right':
      'Tieni premuto Spazio o ↓ per caricare il lanciatore · Sinistra: ← A Z o tocca a sinistra · Destra: → D M o tocca a destra',
    'Tap a pipe to turn it, or arrows and Space; lead the water to the goal':
      "Tocca un tubo per ruotarlo, o frecce e Spazio; porta l'acqua al traguardo",
    'Arrows or A/D to move, or hold/drag left and right':
      'Frecce o A/D per muoverti, o tieni/trascina a sinistra e destra',
    'Player 1: ←/→ or the bottom half; player 2: A/D or the top half':
      'Giocatore 1: ←/→ o la metà in basso; giocatore 2: A/D o la metà in alto',
    'Arrows/A-D or drag to move your paddle': 'Frecce/A-D o trascina per muovere la tua racchetta',
    'Tap or click to pop (arrows move, Space pops)':
      'Tocca o clicca per far scoppiare (frecce muovono, Spazio fa scoppiare)',
    'Tap an answer, or press 1 2 3 4; tap 🔊 to hear it again':
      'Tocca una risposta, o premi 1 2 3 4; tocca 🔊 per riascoltare',
    'Tap an answer, or press 1 2 3 4': 'Tocca una risposta, o premi 1 2 3 4',
    'Player 1: Left/Right arrows or tap sides. Player 2: A/D':
      'Giocatore 1: frecce Sinistra/Destra o tocca i lati. Giocatore 2: A/D',
    'Left/Right arrows, A/D, swipe or tap a side to change lanes':
      'Frecce Sinistra/Destra, A/D, scorri o tocca un lato per cambiare corsia',
    'Wait for green, then tap or press Space as fast as you can':
      'Aspetta il verde, poi tocca o premi Spazio il più veloce possibile',
    'Hit D F J K or the arrows as notes cross the line, or tap their lane':
      'Premi D F J K o le frecce quando le note passano la linea, o tocca la loro corsia',
    'Pick in secret: player one A, S, D; player two J, K, L (or each tap their own half)':
      'Scegli in segreto: giocatore uno A, S, D; giocatore due J, K, L (o ognuno tocca la sua metà)',
    'Tap a card, or press 1, 2, 3 (or the arrows and Space)':
      'Tocca una carta, o premi 1, 2, 3 (o le frecce e Spazio)',
    'Space, Up or tap to flip gravity': 'Spazio, Su o tocca per invertire la gravità',
    'Space, Up or tap to jump, and again in the air to double jump':
      'Spazio, Su o tocca per saltare, e ancora in aria per il doppio salto',
    'Space, Up or tap to jump (hold for higher)':
      'Spazio, Su o tocca per saltare (tieni premuto = più in alto)',
    'Tap the letters in order, or type them, to spell the word':
      'Tocca le lettere in ordine, o digitale, per comporre la parola',
    'Player 1: Left/Right and Space to fire. Player 2: A/D and W to fire. Together: clear the waves':
      'Giocatore 1: Sinistra/Destra e Spazio per sparare. Giocatore 2: A/D e W per sparare. Insieme contro le ondate',
    'Arrows move and aim, Space fires; hold above the ship to fire there, drag low to move':
      'Frecce muovono e mirano, Spazio spara; tieni premuto sopra la nave per sparare lì, trascina in basso per muoverti',
    'Arrows or A/D to move, Space to fire; or drag and hold to fire':
      'Frecce o A/D per muoverti, Spazio per sparare; o trascina e tieni premuto per sparare',
    'The mouse steers, hold the button (or Space) to fire':
      'Il mouse guida, tieni premuto il tasto (o Spazio) per sparare',
    'Arrows/A-D run, Space/Up/W jump (hold = higher). Touch: hold lower left/right to run, tap top or middle to jump':
      'Frecce/A-D corri, Spazio/Su/W salta (tieni = più in alto). Touch: tieni in basso a sinistra/destra per correre, tocca sopra o al centro per saltare',
    'Tap a tile beside the gap, or arrows / swipe to slide a tile into it; S shuffles':
      'Tocca una tessera accanto al buco, o frecce / scorri per farla scivolare dentro; S mescola',
    'Left/Right to steer (or hold the pointer to a side)':
      'Sinistra/Destra per sterzare (o tieni il puntatore su un lato)',
    'Arrows or swipe: the first snake; WASD: the second':
      'Frecce o scorrere: il primo serpente; WASD: il secondo',
    'Arrows, WASD or swipe to turn': 'Frecce, WASD o scorri per girare',
    'Arrows or WASD to move, or drag: freeze when it wakes':
      'Frecce o WASD per muoverti, o trascina: fermati quando si sveglia',
    'Arrows or WASD to sneak, or drag': 'Frecce o WASD per sgattaiolare, o trascina',
    'Arrows, swipe or tap beside you to walk and push; U or Undo to step back, R or Restart':
      'Frecce, scorri o tocca accanto a te per camminare e spingere; U o Annulla per tornare indietro, R o Ricomincia',
    'Tap what is different (or arrows to move, Space to tap)':
      'Tocca ciò che è diverso (o frecce per muoverti, Spazio per toccare)',
    'Tap the colours (or keys 1-{x}) to fill the row, then Check (or Enter); tap a peg or Backspace to take it back':
      'Tocca i colori (o tasti 1-{x}) per riempire la fila, poi Controlla (o Invio); tocca un piolo o Backspace per toglierlo',
    'Tap a square to fill it (drag for more); right click, hold or ✕ marks it empty; arrows and Space fill, X marks':
      'Tocca una casella per riempirla (trascina per altre); clic destro, tieni premuto o ✕ la segna vuota; frecce e Spazio riempiono, X segna',
    'Press, pull back and let go to shoot (or ↑/↓ to aim, hold Space to draw); mind the wind':
      'Premi, tira indietro e lascia per tirare (o ↑/↓ per mirare, tieni Spazio per tendere); attento al vento',
    'Pick a runner (tap or 1-6), set the stake (− + or ←/→), then Race! (or Enter)':
      'Scegli un corridore (tocca o 1-6), imposta la puntata (− + o ←/→), poi Corsa! (o Invio)',
    'Tap the box where the element belongs (or arrows to move, Space to choose)':
      'Tocca la casella dove va l’elemento (o frecce per muoverti, Spazio per scegliere)',
    'Blue turns with WASD, orange with the arrows: make the other crash':
      'Blu gira con WASD, arancione con le frecce: fai schiantare l’altro',
    'Turn with the arrows or WASD (or swipe): make the other bike crash':
      'Gira con le frecce o WASD (o scorri): fai schiantare l’altra moto',
    'Tap the squares to turn them on; Space plays or stops, − + set the tempo, R a random beat':
      'Tocca i quadrati per accenderli; Spazio suona o ferma, − + cambiano il tempo, R un ritmo a caso',
    'Tap a tube, then another to pour its top colour in (or ←/→ and Space); Undo or Z takes back':
      'Tocca una provetta, poi un’altra per versarci il colore in cima (o ←/→ e Spazio); Annulla o Z per tornare',
    'Shut the left or right door (A/← and D/→) and check the cameras (Space); mind the power':
      'Chiudi la porta a sinistra o a destra (A/← e D/→) e guarda le telecamere (Spazio); attento alla corrente',
    'Press on a plane and drag to draw its path to the runway of its colour':
      'Premi su un aereo e trascina per disegnare la rotta fino alla pista del suo colore',
    'Drag the card right for yes, left for no (or press → / ←)':
      'Trascina la carta a destra per sì, a sinistra per no (o premi → / ←)',
    'Hold the mouse (or Space) to charge the throw and let go to shoot':
      'Tieni premuto il mouse (o Spazio) per caricare il tiro e lascia per tirare',
    'Tap a light: it and the four beside it flip. Put every light out':
      'Tocca una luce: lei e le quattro accanto si invertono. Spegnile tutte',
    'Press SPIN (or Space) to spin the wheel': 'Premi GIRA (o Spazio) per far girare la ruota',
    'Tap the coins to pay the exact price, tap one on the counter to take it back, then Check':
      'Tocca le monete per pagare il prezzo esatto, toccane una sul bancone per riprenderla, poi Controlla',
    'ROLL (or Space) up to three times, tap dice to hold them, then tap a box to score':
      'TIRA (o Spazio) fino a tre volte, tocca i dadi per tenerli, poi tocca una casella per segnare',
    'Tap the numbers on your card as they are called': 'Tocca i numeri della tua cartella quando escono',
    'Tap the sky to send up a firework; pick its shape below (or 1-4)':
      'Tocca il cielo per lanciare un razzo; scegli la forma in basso (o 1-4)',
    'Go round with ← / → (or hold the left or right of the screen); slip through the gaps':
      'Gira con ← / → (o tieni premuto a sinistra o a destra dello schermo); passa nei varchi',
    'Tap a colour, then a part of the picture; ↶ takes it back':
      'Tocca un colore, poi una parte del disegno; ↶ annulla',
    'Angle ←/→, power ↑/↓ (or the sliders), weapon 1-3, fire with Space':
      'Angolo ←/→, potenza ↑/↓ (o i cursori), arma 1-3, spara con Spazio',
    'Aim with the pointer, pull back and let go to shoot (or ←/→, ↑/↓ and Space)':
      'Mira col puntatore, tira indietro e lascia per tirare (o ←/→, ↑/↓ e Spazio)',
    'Watch the race; ✎ Names to type in the marbles’ names':
      'Guarda la gara; ✎ Nomi per scrivere i nomi delle biglie',
    'Drag the pieces to their places; near enough, they snap in':
      'Trascina i pezzi al loro posto; abbastanza vicino, si incastrano',
    'Gas → (or the right pedal), brake ← (or the left); in the air they tip the jeep':
      'Gas → (o il pedale destro), freno ← (o il sinistro); in aria inclinano la jeep',
    'Your cell follows the mouse (or a finger, or the arrows): eat the dots and the smaller cells':
      'La tua cellula segue il mouse (o il dito, o le frecce): mangia i puntini e le cellule più piccole',
    'Tap a peg to lift its top disc, then another to put it down (or drag, or 1-3)':
      'Tocca un piolo per sollevare il disco in cima, poi un altro per posarlo (o trascina, o 1-3)',
    'Drag the cars along their lanes (or tap one and use the arrows) to let the red car out':
      'Trascina le auto lungo la loro corsia (o toccane una e usa le frecce) per far uscire l’auto rossa',
    'Tap one of your pits (bottom row) or press 1-6 to sow its stones':
      'Tocca una delle tue buche (fila in basso) o premi 1-6 per seminare i suoi semi',
    'Choose a partner, then tap an attack (or press 1-4)':
      'Scegli un compagno, poi tocca un attacco (o premi 1-4)',
    'Tap an attack (or press 1-4)': 'Tocca un attacco (o premi 1-4)',
    'Player 1: A D walk, W jump, S block, F punch, G kick, R special. Player 2: arrows, K punch, L kick, M special':
      'Giocatore 1: A D camminare, W saltare, S parare, F pugno, G calcio, R speciale. Giocatore 2: frecce, K pugno, L calcio, M speciale',
    'Arrows or A D to walk, W to jump, S to block, F punch, G kick, R special (or the buttons)':
      'Frecce o A D per camminare, W saltare, S parare, F pugno, G calcio, R speciale (o i pulsanti)',
    'Tap a card that matches to play it, or the pile to draw (arrows, Space, D; U for UNO!)':
      'Tocca una carta che va bene per giocarla, o il mazzo per pescare (frecce, Spazio, D; U per UNO!)',
    'Tap two free tiles that match; H hint, S shuffle, U undo':
      'Tocca due tessere libere uguali; H suggerimento, S mescola, U annulla',
    'Space or tap to swing: on time it goes out of the park':
      'Spazio o tocca per battere: al momento giusto esce dallo stadio',
    'Tap a tile that fits to lay it; Draw when none fits (arrows, Space, D, P)':
      'Tocca una tessera che va bene per calarla; pesca se nessuna va bene (frecce, Spazio, D, P)',
    'Tap a square: 0, then 1, then empty (arrows, 0, 1, Space; H for a hint, N for a new grid)':
      'Tocca una casella: 0, poi 1, poi vuota (frecce, 0, 1, Spazio; H aiuto, N nuova griglia)',
    'Tap a point to place a man, then a man and a point beside it; a mill takes one (arrows, Space)':
      'Tocca un punto per mettere una pedina, poi una pedina e un punto accanto; un mulino ne toglie una (frecce, Spazio)',
    'Tap cells to bring them to life; Play, Step, Clear, Random (Space, S, C, R; + and − the pace)':
      'Tocca le cellule per farle vivere; Gioca, Passo, Cancella, Casuale (Spazio, S, C, R; + e − il ritmo)',
    'Tap Yes or No (or press Y and N); when it asks, type and press Enter':
      'Tocca Sì o No (o premi Y e N); quando chiede, scrivi e premi Invio',
    'Pick your case, open the others, then DEAL or NO DEAL (D, N; K keep, S swap)':
      'Scegli il tuo pacco, apri gli altri, poi ACCETTO o RIFIUTO (D, N; K tengo, S cambio)',
    'Watch the cup with the ball, then tap it (or press 1, 2, 3)':
      'Segui il bicchiere con la pallina, poi toccalo (o premi 1, 2, 3)',
    'Start lights the fuse: say a word of the category and pass the phone on (Space)':
      'Inizia accende la miccia: di una parola della categoria e passa il telefono (Spazio)',
    'Set the ring, the wheel and the hole, pick a colour and press Draw (Space; C clears, S saves)':
      'Regola anello, ruota e foro, scegli un colore e premi Disegna (Spazio; C cancella, S salva)',
    'Arrow keys (or hold a finger toward a side) tilt the board: roll the ball to the goal, past the holes':
      'Le frecce (o un dito verso un lato) inclinano il piano: porta la pallina al traguardo evitando i buchi',
    'Move the claw with the arrows (or ◀ ▶), Drop with Space (or ↓): get a toy down the chute':
      'Muovi la pinza con le frecce (o ◀ ▶), calala con Spazio (o ↓): porta un peluche nello scivolo',
    'Tap a square and type (again to turn down); Check, Reveal and New under the clues':
      'Tocca una casella e scrivi (di nuovo per andare in verticale); Controlla, Rivela e Nuovo sotto le definizioni',
    'Tap three cards and Pass; then tap a card to play it (arrows and Space too)':
      'Tocca tre carte e Passa; poi tocca una carta per giocarla (anche frecce e Spazio)',
    'Space (or tap) at the edge to jump, ← → to keep balance, Space just before landing':
      'Spazio (o tocca) sul bordo per saltare, ← → per l’equilibrio, Spazio poco prima di atterrare',
    'Drag the blocks into the program (or tap them), then Run: light every blue tile':
      'Trascina i blocchi nel programma (o toccali), poi Esegui: accendi tutte le caselle blu',
    'Tap the things on the list in the room; Hint makes one glow':
      'Tocca nella stanza le cose della lista; Aiuto ne fa brillare una',
    'Buy with − and +, then Travel; set the pace and rations, rest, hunt, choose how to cross':
      'Compra con − e +, poi Viaggia; scegli andatura e razioni, riposa, caccia, decidi come attraversare',
    'Draw the shapes to cut out on the folded paper, then Unfold':
      'Disegna sulla carta piegata le forme da ritagliare, poi Apri',
    'Take turns: tap a point to place a man, then a man and a point beside it; a mill takes one':
      'A turno: tocca un punto per mettere una pedina, poi una pedina e un punto accanto; un mulino ne toglie una',
    'Move with the arrows or WASD (or swipe); Space (or a tap) drops a bomb':
      'Muoviti con le frecce o WASD (o scorri); Spazio (o un tocco) piazza una bomba',
    'Pick what to pour (1-9, 0 erases), then press and drag; the slider sets the brush, C clears':
      'Scegli cosa versare (1-9, 0 cancella), poi premi e trascina; il cursore regola il pennello, C svuota',
    'Move the dropper (←/→ or tap where) and drop the ball (Space or the tap)':
      'Sposta il lanciatore (←/→ o tocca dove) e lascia cadere la pallina (Spazio o il tocco)',
    'Pick how many play, then tap the die (or Space) to roll':
      'Scegli quanti giocano, poi tocca il dado (o Spazio) per tirare',
    'Take turns: tap a dotted square (or arrows and Space) to place a disc':
      'A turno: tocca una casella con il punto (o frecce e Spazio) per mettere una pedina',
    'Tap a dotted square (or arrows and Space) to place your disc':
      'Tocca una casella con il punto (o frecce e Spazio) per mettere la tua pedina',
    'Set the bet (− + or ←/→) and Deal (Enter); then Hit (H), Stand (S), Double (D) or Split (P)':
      'Imposta la puntata (− + o ←/→) e Distribuisci (Invio); poi Carta (H), Stai (S), Raddoppia (D) o Dividi (P)',
    'Tap two free cards that make 13 (a king alone); tap the stock to draw; Undo or Z takes back':
      'Tocca due carte libere che fanno 13 (un re da solo); tocca il mazzo per pescare; Annulla o Z per tornare',
    'Swipe across a rope to cut it (or Space cuts the next one); feed the sweet to the monster':
      'Scorri su una corda per tagliarla (o Spazio taglia la successiva); dai il dolce al mostro',
    'Tap a seed, then bare soil to plant; tap a plant to water it, a ripe one to harvest; Sell, then Next day':
      'Tocca un seme, poi la terra libera per piantare; tocca una pianta per innaffiarla, una matura per raccoglierla; Vendi, poi Giorno dopo',
    'Tap between two dots to draw a line (or arrows and Space); close a box to go again':
      'Tocca tra due punti per tracciare una linea (o frecce e Spazio); chiudi un quadrato per rigiocare',
    'Take turns: tap between two dots to draw a line (or arrows and Space)':
      'A turno: tocca tra due punti per tracciare una linea (o frecce e Spazio)',
    'Tap a cell (or arrows and Space) to place your ships, then to fire; R turns a ship':
      'Tocca una casella (o frecce e Spazio) per piazzare le navi, poi per sparare; R gira una nave',
    'Tap or click where to blast (or arrows and Space; A, S, D fire from each base)':
      'Tocca o clicca dove far esplodere (o frecce e Spazio; A, S, D sparano da ogni base)',
    'Tap the buttons (or 1-4) to feed, play, wash and put it to bed':
      'Tocca i pulsanti (o 1-4) per nutrire, giocare, lavare e mettere a letto',
    'Player 1: Q (or tap the left), player 2: P (or tap the right); first on green wins':
      'Giocatore 1: Q (o tocca a sinistra), giocatore 2: P (o tocca a destra); il primo sul verde vince',
    'Tap or press Space to let the box go from the crane':
      'Tocca o premi Spazio per lasciare la cassa dalla gru',
    'Tap or press Space to drop; line it up exactly for a perfect drop':
      'Tocca o premi Spazio per sganciare; allinea con precisione per un lancio perfetto',
    'Tap − and + (or arrows) to plan the day, then Open (Enter); tap to fast-forward':
      'Tocca − e + (o frecce) per pianificare la giornata, poi Apri (Invio); tocca per accelerare',
    'Tap a choice, or press 1, 2 or 3': 'Tocca una scelta, o premi 1, 2 o 3',
    'Space or tap to let go and to grab the next vine, Left/Right to swing higher':
      'Spazio o tocca per mollare e afferrare la liana successiva, Sinistra/Destra per oscillare più in alto',
    'Take turns: tap a square, or arrows and Space (or keys 1-9)':
      'A turno: tocca una casella, o frecce e Spazio (o tasti 1-9)',
    'Tap a square, or arrows and Space (or keys 1-9), to place your mark':
      'Tocca una casella, o frecce e Spazio (o tasti 1-9), per mettere il tuo segno',
    'Tap the black tiles in order, lowest first, or press D F J K; never tap the white':
      'Tocca le tessere nere in ordine, dalla più bassa, o premi D F J K; non toccare mai le bianche',
    'Tap or click to flick the tongue (Left/Right aim, Space flicks)':
      'Tocca o clicca per lanciare la lingua (Sinistra/Destra per mirare, Spazio lancia)',
    'Pick a tower (1 or 2), tap the ground to build it (tap a tower to upgrade), or arrows and Space':
      'Scegli una torre (1 o 2), tocca il terreno per costruirla (tocca una torre per potenziarla), o frecce e Spazio',
    'Type the answer to each falling sum (on a phone, tap to open the keyboard); Backspace starts again':
      'Scrivi la risposta a ogni somma che cade (sul telefono, tocca per aprire la tastiera); Backspace ricomincia',
    'Type the falling words (on a phone, tap to open the keyboard); Backspace lets go of a word':
      'Scrivi le parole che cadono (sul telefono, tocca per aprire la tastiera); Backspace lascia una parola',
    'Type a word and press Enter, or tap the letters below':
      'Scrivi una parola e premi Invio, o tocca le lettere qui sotto',
    'Drag across a word to mark it (or arrows to move, Space at each end)':
      'Trascina su una parola per segnarla (o frecce per muoverti, Spazio a ogni estremità)',
    'Tap the bubbles to pop them, or drag across; arrows and Space work too':
      'Tocca le bolle per farle scoppiare, o trascina sopra; funzionano anche frecce e Spazio',
    'Player 1: arrows; player 2: WASD. Each swings at whoever comes near; the last one standing wins':
      "Giocatore 1: frecce; giocatore 2: WASD. Ognuno colpisce chi si avvicina; vince l'ultimo in piedi",
    'Player 1: arrows; player 2: WASD. Each shoots the nearest one; the last one standing wins':
      "Giocatore 1: frecce; giocatore 2: WASD. Ognuno spara al più vicino; vince l'ultimo in piedi",
    'WASD or arrows to move, or drag; you swing your {x} at whoever comes near':
      'WASD o frecce per muoverti, o trascina; colpisci con {x} chi si avvicina',
    'WASD or arrows to move (or drag); shots go toward the pointer':
      'WASD o frecce per muoverti (o trascina); i colpi vanno verso il puntatore',
    'WASD or arrows to move, or drag; you shoot the nearest one':
      'WASD o frecce per muoverti, o trascina; spari al più vicino',
    'Player 1: Left/Right to steer, Down to brake{x}. Player 2: A/D, S{x}':
      'Giocatore 1: Sinistra/Destra per sterzare, Giù per frenare{x}. Giocatore 2: A/D, S{x}',
    ', Up to boost': ', Su per il turbo',
    'Left/Right arrows to steer, Down to brake, Up to boost (or hold the pointer where to go)':
      'Frecce Sinistra/Destra per sterzare, Giù per frenare, Su per il turbo (o tieni il puntatore dove vuoi andare)',
    'Left/Right arrows to steer, Down to brake (or hold the pointer where to go)':
      'Frecce Sinistra/Destra per sterzare, Giù per frenare (o tieni il puntatore dove vuoi andare)',
    'Aim with the pointer (or Arrows) and click, tap or press Space to shoot: three shots per target':
      'Mira con il puntatore (o le frecce) e clicca, tocca o premi Spazio per sparare: tre colpi per bersaglio',
    '; never shoot the {x}': '; non sparare mai a {x}',
    ', tap pests away': ', tocca i parassiti per scacciarli',
    'Their kick: dive with the arrows, a tap or a drag':
      'Tiro avversario: tuffati con le frecce, toccando o trascinando',
    'Dive with the arrows, a tap or a drag': 'Tuffati con le frecce, toccando o trascinando',
    'Player 1: alternate Left/Right{x}. Player 2: alternate A/D{x}':
      'Giocatore 1: alterna Sinistra/Destra{x}. Giocatore 2: alterna A/D{x}',
    ', Up to jump': ', Su per saltare',
    ', W to jump': ', W per saltare',
    'Alternate Left/Right arrows (or tap the two pads) to run in a steady rhythm{x}':
      'Alterna le frecce Sinistra/Destra (o tocca i due pulsanti) per correre a ritmo costante{x}',
    '; Up, Space, swipe up or the middle pad to jump':
      '; Su, Spazio, scorri in su o il pulsante centrale per saltare',
    'Swipe (drag) through each {x} to slice it, or Arrows move the blade and Space slashes':
      'Scorri (trascina) su ogni {x} per tagliare, o frecce muovono la lama e Spazio affetta',
    '; never slice the {x}': '; non tagliare mai {x}',
    'Tap the {x} to squash them, or Arrows to aim and Space to swat{x}':
      'Tocca {x} per schiacciare, o frecce per mirare e Spazio per colpire{x}',
    '; spare the {x}': '; risparmia {x}',
    'Tap each {x} that pops up, or keys 1-9 (or Q W E / A S D / Z X C){x}':
      'Tocca ogni {x} che spunta, o tasti 1-9 (o Q W E / A S D / Z X C){x}',
    '; leave the {x} be': '; lascia stare {x}',
    'Watch, then repeat: tap the pads, or press {x} (or the arrows)':
      'Guarda, poi ripeti: tocca i pulsanti, o premi {x} (o le frecce)',
    'Tap a square, then a picture below; or arrows and 1-{x}':
      "Tocca una casella, poi un'immagine sotto; o frecce e 1-{x}",
    'Tap a square, then a number below; or arrows and 1-{x}':
      'Tocca una casella, poi un numero sotto; o frecce e 1-{x}',
    'Drag each thing into its bin, or tap a bin (or press 1-{x} / arrows) for the lowest one':
      'Trascina ogni oggetto nel suo bidone, o tocca un bidone (o premi 1-{x} / frecce) per quello più in basso',
    'Tap a {x} to water it{x}; or arrows and Space': 'Tocca ogni {x} per annaffiare{x}; o frecce e Spazio',
    'Tap a {x} to stoke it{x}; or arrows and Space': 'Tocca ogni {x} per ravvivare{x}; o frecce e Spazio',
    'Tap a {x} to feed it{x}; or arrows and Space': 'Tocca ogni {x} per nutrire{x}; o frecce e Spazio',
    'Tap a {x} to fix it{x}; or arrows and Space': 'Tocca ogni {x} per riparare{x}; o frecce e Spazio',
    'Tap a {x} to save it{x}; or arrows and Space': 'Tocca ogni {x} per salvare{x}; o frecce e Spazio',
    'Your kick: aim with the mouse, hold to charge and let go to shoot; or swipe from the ball to the goal (faster = harder), or arrows and Space':
      'Il tuo tiro: mira col mouse, tieni premuto per caricare e rilascia per tirare; o scorri dal pallone alla porta (più veloce = più forte), o frecce e Spazio',
    'Aim with the mouse, hold to charge and let go to shoot; or swipe from the ball to the goal (faster = harder), or arrows and Space':
      'Mira col mouse, tieni premuto per caricare e rilascia per tirare; o scorri dal pallone alla porta (più veloce = più forte), o frecce e Spazio',
    'Tap or Space to cast (hold for a longer cast), again when the float goes under, then hold to keep the fish in the green bar; Sell (S) your catch, buy better rods (B)':
      'Tocca o Spazio per lanciare (tieni premuto per lanciare più lontano), di nuovo quando il galleggiante va sotto, poi tieni premuto per tenere il pesce nella barra verde; vendi (S) il pescato, compra canne migliori (B)',
  },
};
