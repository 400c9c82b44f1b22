// The mechanics' taglines (mechanics.ts: tagline, taglineAlt, partTaglines, escortTagline; and the
// composer's own in compose.ts) in the languages the composer reads: a game asked for in another
// language says what to do in it. Slots as in English: "{target}" the many of a thing's name there,
// "{target:1}" one. Translated by hand (a helper), checked by taglines.test.ts against MECHANICS.
import type { Lang } from './design';

export const TAGLINES: Record<Lang, Record<string, string>> = {
  es: {
    'Dots that touch pass it on: set the infection chance and who stays home, and watch the curve':
      'Los puntos que se tocan lo contagian: ajusta la probabilidad de contagio y quién se queda en casa, y mira la curva',
    'Sixteen words, four groups of four: find what links them before four mistakes':
      'Dieciséis palabras, cuatro grupos de cuatro: descubre qué las une antes de cuatro errores',
    'Join each pair of dots with a pipe of its colour: no crossings, every square filled':
      'Une cada par de puntos con una tubería de su color: sin cruces y con todas las casillas llenas',
    'Drag the three shapes onto the grid: a full row or column clears, and combos score more':
      'Arrastra las tres figuras a la cuadrícula: una fila o columna llena se borra, y los combos dan más puntos',
    'Roll, move your fifteen home and bear them off before the other side':
      'Tira, lleva tus quince a casa y sácalas antes que el otro',
    'Two players, one board: roll, hit and bear off first':
      'Dos jugadores, un tablero: tira, come y saca primero',
    'Join the banks with beams and road on budget, then send the {player} across':
      'Une las orillas con vigas y calzada sin pasarte del presupuesto, y luego haz cruzar el {player}',
    'Pull a block from the tower and put it on top, and don’t be the one who makes it fall':
      'Saca un bloque de la torre y ponlo arriba, y que no seas tú quien la tire',
    'Take turns pulling a block and putting it on top: whoever topples the tower loses':
      'Por turnos, saca un bloque y ponlo arriba: quien tire la torre pierde',
    'Checkmate the other king: every piece moves as in real chess':
      'Da jaque mate al otro rey: cada pieza mueve como en el ajedrez de verdad',
    'Two players, one board: checkmate the other king':
      'Dos jugadores, un tablero: da jaque mate al otro rey',
    'Build each suit from Ace to King; move runs down in alternate colours':
      'Sube cada palo del As al Rey; baja escaleras alternando colores',
    'Let each {target:1} go from the crane and build the tower high: too many fall and it is over':
      'Suelta cada {target:1} de la grúa y haz la torre bien alta: si caen demasiadas, se acabó',
    'Three in a row wins: you are X, the computer is O': 'Tres en raya gana: tú eres X, la computadora es O',
    'Three in a row wins: X against O, taking turns': 'Tres en raya gana: X contra O, por turnos',
    'Pick a runner, bet on it, and watch the race: a winner pays its odds':
      'Elige un corredor, apuesta por él y mira la carrera: el ganador paga su cuota',
    'Find where each element belongs in the periodic table':
      'Encuentra dónde va cada elemento en la tabla periódica',
    'Never stop, leave a wall of light, and make the other bike crash into it':
      'No pares nunca, deja un muro de luz y haz que la otra moto choque contra él',
    'Two bikes, one keyboard: make the other crash into your wall of light':
      'Dos motos, un teclado: haz que el otro choque contra tu muro de luz',
    'Pour the colours between the tubes until each holds one colour':
      'Vierte los colores entre los tubos hasta que cada uno tenga un solo color',
    'Swipe yes or no and keep the church, the people, the army and the treasury in balance':
      'Di sí o no y mantén en equilibrio la iglesia, el pueblo, el ejército y el tesoro',
    'Charge each throw, sink baskets before the clock runs out: a swish scores more':
      'Carga cada tiro y encesta antes de que acabe el tiempo: un tiro limpio vale más',
    'Put every light out: a tap flips it and the four beside it':
      'Apaga todas las luces: un toque cambia la luz y las cuatro de al lado',
    'Spin the wheel and see where it stops': 'Gira la ruleta y mira dónde se para',
    'Shut the doors, watch the cameras and last until 6 AM':
      'Cierra las puertas, vigila las cámaras y aguanta hasta las 6 AM',
    'Roll five dice three times a turn and fill the score sheet for the biggest total':
      'Tira cinco dados tres veces por turno y llena la hoja para el mayor total',
    'Mark the numbers on your card as they are called: a line, then BINGO!':
      'Marca los números de tu cartón cuando salgan: primero línea, ¡luego BINGO!',
    'Tap the sky and send up fireworks: round, hearts, stars and big ones':
      'Toca el cielo y lanza fuegos artificiales: redondos, corazones, estrellas y grandes',
    'Go round the middle and slip through the walls closing in, as long as you can':
      'Gira alrededor del centro y cuélate entre los muros que se cierran, todo lo que puedas',
    'Tap a colour, then a part of the picture to fill it':
      'Toca un color y luego una parte del dibujo para pintarla',
    'Set the angle and the power, mind the wind, and blast the other tank off the hills':
      'Ajusta el ángulo y la fuerza, cuidado con el viento, y vuela el otro tanque',
    'Aim, pull back and pot your group, then the 8': 'Apunta, tira hacia atrás y mete tu grupo, y luego la 8',
    'Pick a marble and watch them race down the course':
      'Elige una canica y mira cómo bajan a toda velocidad',
    'Drag the pieces into place until the picture is whole':
      'Arrastra las piezas a su sitio hasta completar el dibujo',
    'Gas up the hills, tip the jeep in the air, and mind the fuel':
      'Acelera colinas arriba, inclina el jeep en el aire y vigila la gasolina',
    'Eat the dots and the smaller cells, and run from the bigger ones':
      'Come los puntos y las células más pequeñas, y huye de las más grandes',
    'Move the tower to the last peg, one disc at a time, never a big one on a small one':
      'Lleva la torre a la última varilla, disco a disco, nunca uno grande sobre uno pequeño',
    'Slide the cars and trucks out of the way and let the red car out':
      'Desliza los coches y camiones para dejar salir al coche rojo',
    'Sow the stones round the board and get more into your store than the computer':
      'Siembra las piedras por el tablero y junta en tu casa más que el ordenador',
    'Answer the questions and find out which {target:1} you are':
      'Responde a las preguntas y descubre qué {target:1} eres',
    'Answer the questions and find out who you are': 'Responde a las preguntas y descubre quién eres',
    'Battle the {enemy} turn by turn: choose your attacks, win XP and level up':
      'Lucha contra los {enemy} por turnos: elige tus ataques, gana XP y sube de nivel',
    'Choose a partner, battle wild monsters turn by turn, win XP and level up':
      'Elige un compañero, lucha contra monstruos salvajes por turnos, gana XP y sube de nivel',
    'Knock out the {enemy:1}: the first to win two rounds wins':
      'Noquea al {enemy:1}: gana quien gane dos asaltos',
    'Two players, one keyboard: the first to win two rounds wins':
      'Dos jugadores, un teclado: gana quien gane dos asaltos',
    'Match the colour or the number and be the first to play all your cards':
      'Juega el mismo color o número y sé el primero en quedarte sin cartas',
    'Take away pairs of free tiles until the board is clear':
      'Quita parejas de fichas libres hasta vaciar el tablero',
    'Swing on time and send the {target} over the fence: ten outs and it is over':
      'Batea a tiempo y manda las {target} por encima de la valla: diez outs y se acaba',
    'Match the ends, lay all your tiles first and reach 50 points':
      'Empareja los extremos, coloca todas tus fichas primero y llega a 50 puntos',
    'As many 0s as 1s in every line, never three alike in a row, no two lines the same':
      'Tantos 0 como 1 en cada línea, nunca tres iguales seguidos, ninguna línea repetida',
    'Three in a line is a mill: take their men until two are left':
      'Tres en línea es un molino: quita sus fichas hasta que le queden dos',
    'Three neighbours bring a cell to life, two or three keep it: press Play and watch':
      'Tres vecinas dan vida a una célula, dos o tres la mantienen: pulsa Jugar y mira',
    'Think of something: it asks yes or no questions and guesses, and learns when it is wrong':
      'Piensa en algo: hace preguntas de sí o no, adivina y aprende cuando falla',
    'Pick a case, open the rest, and take the banker’s offer or play on for the million':
      'Elige un maletín, abre los demás y acepta la oferta de la banca o juega por el millón',
    'Keep your eye on the ball as the cups shuffle, then pick its cup: each win is faster':
      'No pierdas de vista la bola mientras se mueven los vasos y elige el suyo: cada acierto va más rápido',
    'Say a word of the category and pass the phone before it goes off':
      'Di una palabra de la categoría y pasa el celular antes de que explote',
    'Set the ring, the wheel and the pen, and watch the pattern draw itself':
      'Elige el anillo, la rueda y el lápiz, y mira cómo se dibuja el patrón',
    'Tilt the board and roll the ball along the line to the goal, past the holes':
      'Inclina el tablero y lleva la bola por la línea hasta la meta, sin caer en los agujeros',
    'Line the claw up over a toy, drop it and carry the prize to the chute':
      'Pon la garra sobre un peluche, bájala y lleva el premio a la salida',
    'Fill the grid: every word across and down answers its numbered clue':
      'Llena la cuadrícula: cada palabra horizontal y vertical responde a su pista numerada',
    'Take no hearts and not the queen of spades: the lowest score at 100 wins':
      'No te lleves corazones ni la reina de picas: gana la puntuación más baja al llegar a 100',
    'Jump at the edge, keep your balance in the air and land in a telemark: three jumps, their points added':
      'Salta en el borde, mantén el equilibrio en el aire y aterriza en telemark: tres saltos, sus puntos sumados',
    'Put the blocks in order and run them: the robot lights every blue tile':
      'Ordena los bloques y ejecútalos: el robot enciende todas las baldosas azules',
    'Find every thing on the list in the cluttered attic: tapping at random costs time':
      'Encuentra todo lo de la lista en el desván desordenado: tocar al azar cuesta tiempo',
    'Buy your supplies, then the 2,000 miles to Oregon City a day at a time: keep your family alive':
      'Compra tus provisiones y luego las 2.000 millas hasta Oregon City, día a día: mantén viva a tu familia',
    'Draw the cuts on the folded paper and unfold it into a six-pointed snowflake':
      'Dibuja los cortes en el papel doblado y despliégalo en un copo de nieve de seis puntas',
    'Two players, one board: three in a line takes a man':
      'Dos jugadores, un tablero: tres en línea quitan una ficha',
    'Draw each plane’s path to the runway of its colour, and keep them apart':
      'Dibuja el camino de cada avión hasta la pista de su color y mantenlos separados',
    'Pay the exact price with the coins, then press Check':
      'Paga el precio exacto con las monedas y pulsa Comprobar',
    'Bomb the crates, grab power-ups and be the last bomber standing':
      'Vuela las cajas, coge mejoras y sé el último bombardero en pie',
    'Tap the steps on, press Play, and make a beat': 'Activa los pasos, pulsa Tocar y haz un ritmo',
    'Pour sand, water and fire and watch them pile, flow and burn':
      'Echa arena, agua y fuego y mira cómo se amontonan, fluyen y arden',
    'Drop the {shot:1} through the pegs into the slot worth most':
      'Suelta la {shot:1} entre los clavos hasta la casilla que más vale',
    'Roll the die and race to 100: up the ladders, down the {hazard}':
      'Tira el dado y llega al 100: sube por las escaleras, baja por las {hazard}',
    'Outflank the other side’s discs to turn them over: most discs at the end wins':
      'Rodea las fichas del otro para darles la vuelta: gana quien tenga más al final',
    'Two players, one board: outflank and turn the other’s discs':
      'Dos jugadores, un tablero: rodea y voltea las fichas del otro',
    'Beat the dealer to 21 without going over': 'Gana al crupier llegando a 21 sin pasarte',
    'Take pairs that make 13 and clear the pyramid': 'Quita parejas que sumen 13 y despeja la pirámide',
    'Cut the ropes so the {shot:1} swings into the {goal:1}’s mouth':
      'Corta las cuerdas para que {shot:1} caiga en la boca de {goal:1}',
    'Plant, water, harvest and sell: save up for better seeds':
      'Planta, riega, cosecha y vende: ahorra para mejores semillas',
    'Pull back, mind the wind, and hit the middle of the target':
      'Tensa, atiende al viento y da en el centro de la diana',
    'Fill the squares the numbers give to find the hidden picture':
      'Rellena las casillas que dicen los números para descubrir el dibujo escondido',
    'Crack the hidden code of colours: black is right in place, white is right but elsewhere':
      'Descifra el código oculto de colores: negro es color y lugar, blanco es color en otro lugar',
    'Draw a line a turn: close a box to take it and go again':
      'Traza una línea por turno: cierra una caja para quedártela y repetir',
    'Two players, one grid: draw lines, close boxes, take the most':
      'Dos jugadores, una cuadrícula: trazad líneas, cerrad cajas, gana quien tenga más',
    'Place your fleet, then fire in turns: sink every ship of the computer’s first':
      'Coloca tu flota y disparad por turnos: hunde todos los barcos de la computadora primero',
    'Blast the {enemy} out of the sky before they hit the {goal}':
      'Revienta {enemy} en el cielo antes de que caigan sobre {goal}',
    'Feed, play with, wash and put the {player:1} to bed: keep every bar up':
      'Dale de comer, juega, báñalo y acuesta a {player:1}: mantén todas las barras arriba',
    'Wait for green: the first to press wins the round': 'Espera al verde: quien pulse primero gana la ronda',
    'Cast, wait for a bite and reel in the {target}: sell them, buy better rods':
      'Lanza, espera a que piquen y saca {target}: véndelos y compra mejores cañas',
    'Collect the {target}, avoid the {hazard}': 'Recoge {target}, esquiva {hazard}',
    'Collect as many {target} as you can': 'Recoge el máximo de {target}',
    'Collect the {target}, avoid the {hazard}, outrun the {enemy:1}':
      'Recoge {target}, esquiva {hazard}, huye de {enemy:1}',
    'Collect the {target}, outrun the {enemy:1}': 'Recoge {target}, huye de {enemy:1}',
    'Pick up the {target} and bring them to the {goal}': 'Recoge y lleva {target} a {goal}',
    'Catch the falling {target} before the {enemy}, not the {hazard}':
      'Atrapa {target} que caen antes que {enemy}, no {hazard}',
    'Catch the falling {target} before the {enemy}': 'Atrapa {target} que caen antes que {enemy}',
    'Catch the falling {target}, not the {hazard}': 'Atrapa {target} que caen, no {hazard}',
    'Catch as many falling {target} as you can': 'Atrapa el máximo de {target} que caen',
    'Feed the {player:1} the falling {target}, not the {hazard}':
      'Alimenta a {player:1} con {target} que caen, no {hazard}',
    'Feed the {player:1} the falling {target}': 'Alimenta a {player:1} con {target} que caen',
    'Catch the {target} to build the {player:1}, not the {hazard}':
      'Atrapa {target} para construir {player:1}, no {hazard}',
    'Catch the {target} to build the {player:1}': 'Atrapa {target} para construir {player:1}',
    'Catch the {target} the {enemy} drop, not the {hazard}':
      'Atrapa {target} que sueltan {enemy}, no {hazard}',
    'Catch the {target} the {enemy} drop': 'Atrapa {target} que sueltan {enemy}',
    'Dodge the {hazard} as long as you can': 'Esquiva {hazard} todo el tiempo que puedas',
    'Weave through the {enemy:1}’s {hazard}: only your core can be hit':
      'Zigzaguea entre {hazard} de {enemy:1}: solo tu núcleo recibe daño',
    'Climb as high as you can, dodging the {hazard}': 'Sube lo más alto que puedas esquivando {hazard}',
    'Shoot the {enemy} before they reach you': 'Dispara a {enemy} antes de que te alcancen',
    'Two players, one keyboard: shoot the {enemy} together before they reach you':
      'Dos jugadores, un teclado: disparad juntos a {enemy} antes de que lleguen',
    'Fight off the {enemy} from every side': 'Rechaza a {enemy} que llegan por todos lados',
    'Hit the {enemy} with {shot} and dodge theirs': 'Alcanza a {enemy} con {shot} y esquiva sus disparos',
    'Swing your {shot:1} at the {enemy} from every side': 'Blande tu {shot:1} contra {enemy} por todos lados',
    'Two players, one keyboard: fight off the {enemy}, the last one standing wins':
      'Dos jugadores, un teclado: rechazad a {enemy}, gana quien aguante más',
    'Clear each room of {enemy}, then pick one of three upgrades':
      'Limpia cada sala de {enemy} y elige una de tres mejoras',
    'Eat the {target} and grow, never bite yourself': 'Come {target} y crece, sin morderte nunca',
    'Corner the runaway {target} and grow, never bite yourself':
      'Acorrala a {target} que huyen y crece, sin morderte nunca',
    'Bounce the ball and break every {target:1}': 'Haz rebotar la pelota y rompe cada {target:1}',
    'Beat the {enemy}: first to 7 points': 'Vence a {enemy}: el primero a 7 puntos gana',
    'Two players, one keyboard: first to 7 points wins':
      'Dos jugadores, un teclado: el primero a 7 puntos gana',
    'Fly through the gaps between the {hazard}': 'Vuela por los huecos entre {hazard}',
    'Hold to rise, let go to fall: keep off the {hazard}':
      'Mantén para subir, suelta para bajar: no toques {hazard}',
    'Pop the {target} before they float away, not the {hazard}':
      'Revienta {target} antes de que se escapen, no {hazard}',
    'Pop the {target} before they float away': 'Revienta {target} antes de que se escapen',
    'Touch down gently on the pad, dodge the {hazard}':
      'Aterriza suavemente en la plataforma, esquiva {hazard}',
    'Touch down gently on the pad before the fuel runs out':
      'Aterriza suave en la plataforma antes de quedarte sin combustible',
    'Park the {player:1} in the marked bay without touching the {hazard}':
      'Aparca {player:1} en la plaza marcada sin tocar {hazard}',
    'Jump over the {hazard}, grab the {target}': 'Salta {hazard}, recoge {target}',
    'Flip gravity to run on the floor or the ceiling, past the {hazard}':
      'Invierte la gravedad y corre por suelo o techo esquivando {hazard}',
    'Run from the {enemy:1}: jump over the {hazard}, or it catches up':
      'Huye de {enemy:1}: salta {hazard} o te alcanzará',
    'Bounce from platform to platform, higher and higher':
      'Salta de plataforma en plataforma, cada vez más alto',
    'Climb up to the {goal:1}': 'Sube hasta {goal:1}',
    'Find the {target} and reach the {goal:1}, away from the {enemy}':
      'Encuentra {target} y llega a {goal:1} lejos de {enemy}',
    'Find all the {target} hidden in the maze': 'Encuentra {target} que se esconden en el laberinto',
    'Find the way to the {goal:1}, away from the {enemy}':
      'Encuentra el camino hasta {goal:1} lejos de {enemy}',
    'Find the way to the {goal:1}': 'Encuentra el camino hasta {goal:1}',
    'Tap the {target:1}, buy {ally}, grow your empire':
      'Toca {target:1}, compra {ally}, haz crecer tu imperio',
    'Whack the {target} when they pop up, never the {hazard}':
      'Golpea {target} cuando asomen, nunca {hazard}',
    'Swap neighbours to line up three {target} or more':
      'Intercambia piezas vecinas y alinea tres {target} o más',
    'Flip the cards and find every pair': 'Voltea las cartas y encuentra cada pareja',
    'Slide the tiles back into order': 'Desliza las fichas hasta ordenarlas',
    'Uncover every safe square, never a {hazard:1}': 'Destapa todas las casillas seguras, nunca {hazard:1}',
    'Push every {target:1} onto a {goal:1}': 'Empuja cada {target:1} hasta {goal:1}',
    '{player:1} against {enemy:1}: three in a row wins': '{player:1} contra {enemy:1}: tres en línea gana',
    'Fit the falling blocks and clear lines': 'Encaja las piezas que caen y completa líneas',
    'Type each word before its {hazard:1} lands': 'Escribe cada palabra antes de que caiga su {hazard:1}',
    'Hit each {target:1} on the beat': 'Toca cada {target:1} al ritmo',
    'Answer 10 questions: get 7 right to win': 'Responde 10 preguntas: acierta 7 para ganar',
    'Place {ally} along the path and stop the {enemy}': 'Coloca {ally} junto al camino y detén a {enemy}',
    'Aim, throw, and knock down every {target:1}': 'Apunta, lanza y derriba cada {target:1}',
    'Aim and throw the {shot:1} into the {goal:1}': 'Apunta y lanza {shot:1} a {goal:1}',
    'Weave through the {hazard}, grab the {target}': 'Zigzaguea entre {hazard}, recoge {target}',
    'Cross safely past the {hazard}': 'Cruza sin riesgo entre {hazard}',
    'Hop across on the {ally}: keep out of the water': 'Cruza saltando sobre {ally}: no caigas al agua',
    'Lead the {target} across, past the {hazard}': 'Guía a {target} al otro lado, entre {hazard}',
    'Watch the pads light up, then repeat the sequence':
      'Mira cómo se iluminan los botones y repite la secuencia',
    'Guess the word letter by letter before the figure is drawn':
      'Adivina la palabra letra a letra antes de que se complete el dibujo',
    'Guess the five-letter word in six tries': 'Adivina la palabra de cinco letras en seis intentos',
    'Turn, thrust and blast the {enemy} to bits': 'Gira, acelera y haz pedazos a {enemy}',
    'Keep the {target} in the air': 'Mantén {target} en el aire',
    'Drop each {player:1} on the one below and build it high':
      'Apila cada {player:1} y levanta la torre bien alta',
    'Roll the {shot:1} and knock down every {target:1}': 'Haz rodar {shot:1} y derriba cada {target:1}',
    'Putt the {shot:1} into every hole in as few strokes as you can':
      'Mete {shot:1} en cada hoyo con los menos golpes posibles',
    'Cast your line and reel in the {target}, not the {hazard}':
      'Lanza el sedal y saca {target}, no {hazard}',
    'Cast your line and reel in the {target}': 'Lanza el sedal y saca {target}',
    'Dive for the {target}, not the {hazard}': 'Bucea y atrapa {target}, no {hazard}',
    'Dive for the {target}': 'Bucea y atrapa {target}',
    '{player:1} against {enemy:1}: four in a row wins': '{player:1} contra {enemy:1}: cuatro en línea gana',
    'Sort each thing into the right bin': 'Echa cada cosa en el contenedor correcto',
    'Keep every {target:1} alive: tap the one that needs you':
      'Mantén con vida cada {target:1}: toca a quien te necesite',
    'Tap the black tiles in order, never the white': 'Toca las teclas negras en orden, nunca las blancas',
    'Sell {target} by the day: stock up, set your price, watch the weather':
      'Vende {target} cada día: abastécete, fija tu precio, vigila el tiempo',
    'Outrun the {enemy} to the finish line': 'Llega a la meta antes que {enemy}',
    'Two players, one keyboard: first to the finish line wins':
      'Dos jugadores, un teclado: el primero en llegar a la meta gana',
    'Race the {enemy} round the circuit: three laps, finish first':
      'Corre contra {enemy} en el circuito: tres vueltas, llega primero',
    'Race the {enemy} round the circuit: boost past them, finish first':
      'Corre contra {enemy} en el circuito: adelanta con turbo, llega primero',
    'Two players, one keyboard: three laps, first over the line wins':
      'Dos jugadores, un teclado: tres vueltas, gana quien cruce primero la meta',
    'Race the ghost of your best lap: three laps against the clock':
      'Corre contra el fantasma de tu mejor vuelta: tres vueltas contrarreloj',
    'Turn the pipes to bring the {player:1} to the {goal:1}':
      'Gira las tuberías para llevar {player:1} hasta {goal:1}',
    'Run and jump to the {goal:1}, grab the {target}, mind the {hazard}':
      'Corre y salta hasta {goal:1}, recoge {target}, cuidado con {hazard}',
    'Swipe to slice the {target}, never the {hazard}': 'Desliza para cortar {target}, nunca {hazard}',
    'Aim and shoot the {target} before they get away': 'Apunta y dispara a {target} antes de que escapen',
    'Shoot every {target:1} off the fence': 'Derriba de la valla cada {target:1}',
    'Squash the {target} before they reach the {player:1}':
      'Aplasta {target} antes de que lleguen a {player:1}',
    'Outshoot the {enemy:1}: first to 5 hits wins':
      'Supera a {enemy:1} a tiros: gana el primero en acertar 5',
    'Two players, one keyboard: first to 5 hits wins':
      'Dos jugadores, un teclado: gana el primero en acertar 5',
    'Jump your opponent’s pieces and crown your own': 'Salta las fichas de tu rival y corona las tuyas',
    'Two players, one board: take every piece': 'Dos jugadores, un tablero: captura todas las piezas',
    'Five kicks each: beat the {enemy:1}, then save theirs':
      'Cinco tiros por bando: bate a {enemy:1} y luego para los suyos',
    'Make each {target:1} just as the {ally:1} ordered': 'Prepara cada {target:1} tal y como pide {ally:1}',
    'Slide the tiles: two alike make the next one': 'Desliza las fichas: dos iguales forman la siguiente',
    'Wait for green, then tap as fast as you can': 'Espera al verde y toca lo más rápido que puedas',
    'Walk over every tile to colour it': 'Pisa cada casilla para colorearla',
    'Flip each {target:1} when it is ready and serve it before it burns':
      'Voltea cada {target:1} a tiempo y sirve antes de que se queme',
    'Pop every bubble, then a fresh sheet': 'Revienta cada burbuja y a por otra lámina',
    'Put the letters in order to spell the word': 'Ordena las letras para formar la palabra',
    'Two pictures, a few differences: tap each one': 'Dos imágenes, unas pocas diferencias: toca cada una',
    'Put them in the right order, first at the top': 'Ponlos en el orden correcto, el primero arriba',
    'Choose your way and get the {player:1} to the {goal:1}: three endings to find':
      'Elige el camino y lleva {player:1} hasta {goal:1}: tres finales por descubrir',
    'Take every land from the {enemy}: attack with more troops, turn by turn':
      'Arrebata todas las tierras a {enemy}: ataca con más tropas, turno a turno',
    'The colony finds the {target} and carries them home: tap to put down more':
      'La colonia lleva {target} al nido: toca para soltar más',
    'Draw lines that send the falling {target} into the {goal:1}':
      'Traza líneas para guiar {target} en caída hasta {goal:1}',
    'Draw lines and watch the falling {target} bounce': 'Traza líneas y mira cómo rebotan {target} al caer',
    'Slide the stones into the house, and sweep to carry them further':
      'Desliza las piedras hasta la casa y barre para llevarlas más lejos',
    'Top the {target} to show each fraction': 'Cubre {target} para mostrar cada fracción',
    'Land every {target:1} before its fuel runs out, then send it to a gate':
      'Haz aterrizar cada {target:1} sin agotar el combustible y asígnale una puerta',
    'Count the {target} as they go by, then say how many': 'Cuenta {target} mientras pasan y di el total',
    'Drop the {shot} onto the {target} as you fly over, not into the {hazard}':
      'Suelta {shot} sobre {target} al sobrevolar, no en {hazard}',
    'Drop the {shot} onto the {target} as you fly over': 'Suelta {shot} sobre {target} al sobrevolar',
    'Drop the {shot} onto the {target}: a star drops three at once':
      'Suelta {shot} sobre {target}: una estrella suelta tres a la vez',
    'Find the hidden words: drag across their letters':
      'Encuentra las palabras ocultas: arrastra sobre sus letras',
    'Tap the numbers in order, as fast as you can': 'Toca los números en orden, lo más rápido que puedas',
    'Eat the {target} and grow, but the bigger {enemy} eat you':
      'Come {target} y crece, pero {enemy} más grandes te comen',
    'Eat the {target} to grow bigger': 'Come {target} para crecer',
    'Take the {target} without the {enemy} seeing you': 'Llévate {target} sin que te vean {enemy}',
    'Sneak up on the {target} without being seen': 'Acércate a {target} sin que te vean',
    'Take the {target} while the {enemy:1} sleeps: freeze when it wakes':
      'Coge {target} mientras {enemy:1} duerme: no te muevas cuando despierte',
    'Knock the {target} off the table while the {enemy:1} is not looking':
      'Tira {target} de la mesa mientras {enemy:1} no mira',
    'Connect the dots to draw the {target:1}': 'Une los puntos para dibujar {target:1}',
    'Aim and shoot {target}: three of a kind together pop':
      'Apunta y dispara {target}: tres iguales en contacto revientan',
    'Flick your tongue to catch the {target}, not the {hazard}':
      'Lanza la lengua para atrapar {target}, no {hazard}',
    'Flick your tongue to catch the {target}': 'Lanza la lengua para atrapar {target}',
    'Decorate the {player:1}: put the {target} and more where you like':
      'Decora {player:1}: pon {target} y más cosas donde quieras',
    'Chop the {target:1} log by log, and keep clear of the branches':
      'Corta {target:1} tronco a tronco y esquiva las ramas',
    'Slide down the slope: grab the {target}, miss the {hazard}':
      'Baja la pendiente: recoge {target}, esquiva {hazard}',
    'Slide down the slope and miss the {hazard}': 'Baja la pendiente y esquiva {hazard}',
    'Slide down: grab the {target}, keep ahead of the {enemy:1}':
      'Desciende: recoge {target}, que no te alcance {enemy:1}',
    'Slide down the slope and keep ahead of the {enemy:1}': 'Baja la pendiente sin que te alcance {enemy:1}',
    'Dig up the {target}: red is hot, blue is cold, and the digs run out':
      'Desentierra {target}: rojo quema, azul enfría, y las paladas se acaban',
    'Herd the {target} into the pen, keep them from the {enemy:1}':
      'Lleva {target} al corral y mantén lejos a {enemy:1}',
    'Herd the {target} into the pen': 'Lleva {target} al corral',
    'Swing from vine to vine, grab the {target}, mind the {hazard} below':
      'Balancéate de liana en liana, recoge {target}, cuidado con {hazard} abajo',
    'Swing from vine to vine and grab the {target}': 'Balancéate de liana en liana y recoge {target}',
    'Fill the grid: each row, column and box holds every one once':
      'Rellena la cuadrícula: cada fila, columna y caja tiene cada número una vez',
    'Flip the ball into the {target}, and keep it out of the drain':
      'Lanza la bola hacia {target} y no la dejes caer por el hueco',
    '{player:1}, {target:1}, {ally:1}: beat the {enemy:1}, best of five':
      '{player:1}, {target:1}, {ally:1}: vence a {enemy:1} al mejor de cinco',
    'Two players, secret picks: best of five': 'Dos jugadores, elecciones secretas: al mejor de cinco',
    'Eat every {target:1} and keep away from the {enemy}': 'Come cada {target:1} y aléjate de {enemy}',
    'Dive to save ten penalties: each goal let in costs a life':
      'Lánzate para parar diez penaltis: cada gol encajado cuesta una vida',
    'Take ten penalties past the {enemy:1}: each miss costs a life':
      'Tira diez penaltis contra {enemy:1}: cada fallo cuesta una vida',
    'Pick up the {target} and grow longer, never hit your own carriages':
      'Recoge {target} y alárgate, sin chocar nunca con tus vagones',
    'Find the {target}, then reach the {goal:1} before the {enemy:1} gets you':
      'Encuentra {target} y llega a {goal:1} antes de que te atrape {enemy:1}',
    'Find the {target}, then reach the {goal:1}': 'Encuentra {target} y llega a {goal:1}',
  },
  fr: {
    'Dots that touch pass it on: set the infection chance and who stays home, and watch the curve':
      'Les points qui se touchent se le transmettent : règle le risque de contagion et qui reste chez soi, et regarde la courbe',
    'Sixteen words, four groups of four: find what links them before four mistakes':
      'Seize mots, quatre groupes de quatre : trouve ce qui les relie avant quatre erreurs',
    'Join each pair of dots with a pipe of its colour: no crossings, every square filled':
      'Relie chaque paire de points par un tuyau de sa couleur : sans croisement, toutes les cases remplies',
    'Drag the three shapes onto the grid: a full row or column clears, and combos score more':
      'Glisse les trois formes sur la grille : une ligne ou colonne pleine s’efface, et les combos rapportent plus',
    'Roll, move your fifteen home and bear them off before the other side':
      'Lance les dés, ramène tes quinze pions et sors-les avant l’autre',
    'Two players, one board: roll, hit and bear off first':
      'Deux joueurs, un plateau : lance, frappe et sors le premier',
    'Join the banks with beams and road on budget, then send the {player} across':
      'Relie les rives avec poutres et route dans le budget, puis fais traverser le {player}',
    'Pull a block from the tower and put it on top, and don’t be the one who makes it fall':
      'Retire un bloc de la tour, pose-le en haut, et ne sois pas celui qui la fait tomber',
    'Take turns pulling a block and putting it on top: whoever topples the tower loses':
      'Chacun son tour, retire un bloc et pose-le en haut : qui fait tomber la tour perd',
    'Checkmate the other king: every piece moves as in real chess':
      'Fais échec et mat au roi adverse : chaque pièce bouge comme aux vrais échecs',
    'Two players, one board: checkmate the other king':
      'Deux joueurs, un échiquier : fais mat le roi adverse',
    'Build each suit from Ace to King; move runs down in alternate colours':
      'Monte chaque couleur de l’As au Roi ; descends les suites en alternant rouge et noir',
    'Let each {target:1} go from the crane and build the tower high: too many fall and it is over':
      'Lâche chaque {target:1} de la grue et monte la tour bien haut : s’il en tombe trop, c’est fini',
    'Three in a row wins: you are X, the computer is O':
      'Trois alignés pour gagner : tu es X, l’ordinateur est O',
    'Three in a row wins: X against O, taking turns':
      'Trois alignés pour gagner : X contre O, chacun son tour',
    'Pick a runner, bet on it, and watch the race: a winner pays its odds':
      'Choisis un coureur, parie sur lui et regarde la course : le gagnant paie sa cote',
    'Find where each element belongs in the periodic table':
      'Trouve où va chaque élément dans le tableau périodique',
    'Never stop, leave a wall of light, and make the other bike crash into it':
      'Ne t’arrête jamais, laisse un mur de lumière et fais-y s’écraser l’autre moto',
    'Two bikes, one keyboard: make the other crash into your wall of light':
      'Deux motos, un clavier : fais s’écraser l’autre contre ton mur de lumière',
    'Pour the colours between the tubes until each holds one colour':
      'Verse les couleurs d’un tube à l’autre jusqu’à une seule couleur par tube',
    'Swipe yes or no and keep the church, the people, the army and the treasury in balance':
      'Dis oui ou non et garde l’Église, le peuple, l’armée et le trésor en équilibre',
    'Charge each throw, sink baskets before the clock runs out: a swish scores more':
      'Charge chaque tir et marque avant la fin du temps : un panier propre rapporte plus',
    'Put every light out: a tap flips it and the four beside it':
      'Éteins toutes les lumières : une touche inverse la case et ses quatre voisines',
    'Spin the wheel and see where it stops': 'Fais tourner la roue et regarde où elle s’arrête',
    'Shut the doors, watch the cameras and last until 6 AM':
      'Ferme les portes, surveille les caméras et tiens jusqu’à 6 h',
    'Roll five dice three times a turn and fill the score sheet for the biggest total':
      'Lance cinq dés trois fois par tour et remplis la feuille pour le meilleur total',
    'Mark the numbers on your card as they are called: a line, then BINGO!':
      'Coche les numéros de ta carte quand ils sortent : une ligne, puis BINGO !',
    'Tap the sky and send up fireworks: round, hearts, stars and big ones':
      'Touche le ciel et lance des feux d’artifice : ronds, cœurs, étoiles et gros',
    'Go round the middle and slip through the walls closing in, as long as you can':
      'Tourne autour du centre et faufile-toi entre les murs qui se resserrent, le plus longtemps possible',
    'Tap a colour, then a part of the picture to fill it':
      'Touche une couleur, puis une partie du dessin pour la colorier',
    'Set the angle and the power, mind the wind, and blast the other tank off the hills':
      'Règle l’angle et la puissance, gare au vent, et fais sauter l’autre char',
    'Aim, pull back and pot your group, then the 8': 'Vise, tire en arrière et empoche ton groupe, puis la 8',
    'Pick a marble and watch them race down the course': 'Choisis une bille et regarde-les dévaler la piste',
    'Drag the pieces into place until the picture is whole':
      'Glisse les pièces à leur place jusqu’à ce que l’image soit complète',
    'Gas up the hills, tip the jeep in the air, and mind the fuel':
      'Accélère dans les collines, penche la jeep en l’air et surveille l’essence',
    'Eat the dots and the smaller cells, and run from the bigger ones':
      'Mange les points et les cellules plus petites, et fuis les plus grosses',
    'Move the tower to the last peg, one disc at a time, never a big one on a small one':
      'Déplace la tour sur le dernier piquet, un disque à la fois, jamais un grand sur un petit',
    'Slide the cars and trucks out of the way and let the red car out':
      'Fais glisser les voitures et les camions pour libérer la voiture rouge',
    'Sow the stones round the board and get more into your store than the computer':
      'Sème les graines autour du plateau et amasse-en plus que l’ordinateur',
    'Answer the questions and find out which {target:1} you are':
      'Réponds aux questions et découvre quel {target:1} tu es',
    'Answer the questions and find out who you are': 'Réponds aux questions et découvre qui tu es',
    'Battle the {enemy} turn by turn: choose your attacks, win XP and level up':
      'Affronte les {enemy} tour par tour : choisis tes attaques, gagne de l’XP et monte de niveau',
    'Choose a partner, battle wild monsters turn by turn, win XP and level up':
      'Choisis un partenaire, affronte des monstres sauvages tour par tour, gagne de l’XP et monte de niveau',
    'Knock out the {enemy:1}: the first to win two rounds wins':
      'Mets K.O. le {enemy:1} : le premier à deux manches gagne',
    'Two players, one keyboard: the first to win two rounds wins':
      'Deux joueurs, un clavier : le premier à deux manches gagne',
    'Match the colour or the number and be the first to play all your cards':
      'Pose la même couleur ou le même chiffre et sois le premier à vider ta main',
    'Take away pairs of free tiles until the board is clear':
      'Retire des paires de tuiles libres jusqu’à vider le plateau',
    'Swing on time and send the {target} over the fence: ten outs and it is over':
      'Frappe au bon moment et envoie les {target} par-dessus la clôture : dix retraits et c’est fini',
    'Match the ends, lay all your tiles first and reach 50 points':
      'Assortis les bouts, pose tous tes dominos en premier et atteins 50 points',
    'As many 0s as 1s in every line, never three alike in a row, no two lines the same':
      'Autant de 0 que de 1 par ligne, jamais trois identiques de suite, pas deux lignes pareilles',
    'Three in a line is a mill: take their men until two are left':
      'Trois en ligne, c’est un moulin : prends ses pions jusqu’à ce qu’il en reste deux',
    'Three neighbours bring a cell to life, two or three keep it: press Play and watch':
      'Trois voisines font naître une cellule, deux ou trois la gardent : appuie sur Jouer',
    'Think of something: it asks yes or no questions and guesses, and learns when it is wrong':
      'Pense à quelque chose : il pose des questions oui ou non, devine et apprend s’il se trompe',
    'Pick a case, open the rest, and take the banker’s offer or play on for the million':
      'Choisis une mallette, ouvre les autres, accepte l’offre du banquier ou joue pour le million',
    'Keep your eye on the ball as the cups shuffle, then pick its cup: each win is faster':
      'Suis la balle des yeux pendant que les gobelets se mélangent, puis choisis le bon : chaque victoire accélère',
    'Say a word of the category and pass the phone before it goes off':
      'Dis un mot de la catégorie et passe le téléphone avant que ça explose',
    'Set the ring, the wheel and the pen, and watch the pattern draw itself':
      'Règle l’anneau, la roue et le stylo, et regarde le motif se dessiner',
    'Tilt the board and roll the ball along the line to the goal, past the holes':
      'Incline le plateau et guide la bille le long de la ligne jusqu’au but, sans tomber dans les trous',
    'Line the claw up over a toy, drop it and carry the prize to the chute':
      'Place la pince au-dessus d’une peluche, descends-la et porte le prix jusqu’à la trappe',
    'Fill the grid: every word across and down answers its numbered clue':
      'Remplis la grille : chaque mot horizontal et vertical répond à sa définition numérotée',
    'Take no hearts and not the queen of spades: the lowest score at 100 wins':
      'Ne prends ni cœurs ni la dame de pique : le plus petit score à 100 gagne',
    'Jump at the edge, keep your balance in the air and land in a telemark: three jumps, their points added':
      'Saute au bord du tremplin, garde l’équilibre en l’air et reçois-toi en télémark : trois sauts, leurs points additionnés',
    'Put the blocks in order and run them: the robot lights every blue tile':
      'Range les blocs dans l’ordre et lance-les : le robot allume toutes les cases bleues',
    'Find every thing on the list in the cluttered attic: tapping at random costs time':
      'Trouve tout ce qui est sur la liste dans le grenier en désordre : toucher au hasard coûte du temps',
    'Buy your supplies, then the 2,000 miles to Oregon City a day at a time: keep your family alive':
      'Achète tes provisions, puis les 2 000 miles jusqu’à Oregon City jour après jour : garde ta famille en vie',
    'Draw the cuts on the folded paper and unfold it into a six-pointed snowflake':
      'Dessine les découpes sur le papier plié et déplie-le en un flocon à six branches',
    'Two players, one board: three in a line takes a man':
      'Deux joueurs, un plateau : trois en ligne prennent un pion',
    'Draw each plane’s path to the runway of its colour, and keep them apart':
      'Trace le chemin de chaque avion vers la piste de sa couleur et garde-les à distance',
    'Pay the exact price with the coins, then press Check':
      'Paie le prix exact avec les pièces, puis appuie sur Vérifier',
    'Bomb the crates, grab power-ups and be the last bomber standing':
      'Fais sauter les caisses, prends les bonus et sois le dernier debout',
    'Tap the steps on, press Play, and make a beat': 'Allume les pas, appuie sur Jouer et fais un rythme',
    'Pour sand, water and fire and watch them pile, flow and burn':
      'Verse du sable, de l’eau et du feu et regarde-les s’entasser, couler et brûler',
    'Drop the {shot:1} through the pegs into the slot worth most':
      'Lâche la {shot:1} entre les clous jusqu’à la case qui vaut le plus',
    'Roll the die and race to 100: up the ladders, down the {hazard}':
      'Lance le dé et file jusqu’à 100 : monte aux échelles, descends par les {hazard}',
    'Outflank the other side’s discs to turn them over: most discs at the end wins':
      'Encadre les pions de l’autre pour les retourner : le plus de pions à la fin gagne',
    'Two players, one board: outflank and turn the other’s discs':
      'Deux joueurs, un plateau : encadre et retourne les pions de l’autre',
    'Beat the dealer to 21 without going over': 'Bats le croupier en approchant 21 sans le dépasser',
    'Take pairs that make 13 and clear the pyramid': 'Retire les paires qui font 13 et vide la pyramide',
    'Cut the ropes so the {shot:1} swings into the {goal:1}’s mouth':
      'Coupe les cordes pour que {shot:1} tombe dans la bouche de {goal:1}',
    'Plant, water, harvest and sell: save up for better seeds':
      'Plante, arrose, récolte et vends : économise pour de meilleures graines',
    'Pull back, mind the wind, and hit the middle of the target':
      'Bande l’arc, tiens compte du vent et vise le centre de la cible',
    'Fill the squares the numbers give to find the hidden picture':
      'Remplis les cases que donnent les nombres pour trouver l’image cachée',
    'Crack the hidden code of colours: black is right in place, white is right but elsewhere':
      'Perce le code de couleurs caché : noir, bien placé ; blanc, bonne couleur mal placée',
    'Draw a line a turn: close a box to take it and go again':
      'Trace un trait à chaque tour : ferme un carré pour le prendre et rejouer',
    'Two players, one grid: draw lines, close boxes, take the most':
      'Deux joueurs, une grille : tracez des traits, fermez des carrés, le plus de carrés gagne',
    'Place your fleet, then fire in turns: sink every ship of the computer’s first':
      'Place ta flotte, puis tirez chacun votre tour : coule tous les navires de l’ordinateur en premier',
    'Blast the {enemy} out of the sky before they hit the {goal}':
      'Fais exploser les {enemy} dans le ciel avant qu’ils touchent les {goal}',
    'Feed, play with, wash and put the {player:1} to bed: keep every bar up':
      'Nourris, joue, lave et couche {player:1} : garde toutes les barres en haut',
    'Wait for green: the first to press wins the round':
      'Attends le vert : le premier à appuyer gagne la manche',
    'Cast, wait for a bite and reel in the {target}: sell them, buy better rods':
      'Lance, attends que ça morde et remonte des {target} : vends-les, achète de meilleures cannes',
    'Collect the {target}, avoid the {hazard}': 'Ramasse les {target}, évite les {hazard}',
    'Collect as many {target} as you can': 'Ramasse un maximum de {target}',
    'Collect the {target}, avoid the {hazard}, outrun the {enemy:1}':
      'Ramasse les {target}, évite les {hazard}, échappe à {enemy:1}',
    'Collect the {target}, outrun the {enemy:1}': 'Ramasse les {target}, échappe à {enemy:1}',
    'Pick up the {target} and bring them to the {goal}': 'Ramasse les {target} et apporte-les aux {goal}',
    'Catch the falling {target} before the {enemy}, not the {hazard}':
      'Attrape les {target} qui tombent avant les {enemy}, pas les {hazard}',
    'Catch the falling {target} before the {enemy}': 'Attrape les {target} qui tombent avant les {enemy}',
    'Catch the falling {target}, not the {hazard}': 'Attrape les {target} qui tombent, pas les {hazard}',
    'Catch as many falling {target} as you can': 'Attrape un maximum de {target} qui tombent',
    'Feed the {player:1} the falling {target}, not the {hazard}':
      'Nourris {player:1} avec les {target} qui tombent, pas les {hazard}',
    'Feed the {player:1} the falling {target}': 'Nourris {player:1} avec les {target} qui tombent',
    'Catch the {target} to build the {player:1}, not the {hazard}':
      'Attrape les {target} pour construire {player:1}, pas les {hazard}',
    'Catch the {target} to build the {player:1}': 'Attrape les {target} pour construire {player:1}',
    'Catch the {target} the {enemy} drop, not the {hazard}':
      'Attrape les {target} que lâchent les {enemy}, pas les {hazard}',
    'Catch the {target} the {enemy} drop': 'Attrape les {target} que lâchent les {enemy}',
    'Dodge the {hazard} as long as you can': 'Évite les {hazard} le plus longtemps possible',
    'Weave through the {enemy:1}’s {hazard}: only your core can be hit':
      'Faufile-toi entre les {hazard} de {enemy:1} : seul ton cœur est vulnérable',
    'Climb as high as you can, dodging the {hazard}': 'Grimpe le plus haut possible en évitant les {hazard}',
    'Shoot the {enemy} before they reach you': 'Abats les {enemy} avant leur arrivée',
    'Two players, one keyboard: shoot the {enemy} together before they reach you':
      'Deux joueurs, un clavier : abattez ensemble les {enemy} avant leur arrivée',
    'Fight off the {enemy} from every side': 'Repousse les {enemy} qui arrivent de tous côtés',
    'Hit the {enemy} with {shot} and dodge theirs':
      'Touche les {enemy} avec des {shot} et esquive leurs tirs',
    'Swing your {shot:1} at the {enemy} from every side': 'Frappe les {enemy} de tous côtés avec {shot:1}',
    'Two players, one keyboard: fight off the {enemy}, the last one standing wins':
      'Deux joueurs, un clavier : repoussez les {enemy}, le dernier debout gagne',
    'Clear each room of {enemy}, then pick one of three upgrades':
      'Vide chaque salle de ses {enemy}, puis choisis parmi trois améliorations',
    'Eat the {target} and grow, never bite yourself': 'Mange les {target} et grandis, sans jamais te mordre',
    'Corner the runaway {target} and grow, never bite yourself':
      'Coince les {target} en fuite et grandis, sans jamais te mordre',
    'Bounce the ball and break every {target:1}': 'Fais rebondir la balle et casse chaque {target:1}',
    'Beat the {enemy}: first to 7 points': 'Bats les {enemy} : le premier à 7 points gagne',
    'Two players, one keyboard: first to 7 points wins':
      'Deux joueurs, un clavier : le premier à 7 points gagne',
    'Fly through the gaps between the {hazard}': 'Vole à travers les trous entre les {hazard}',
    'Hold to rise, let go to fall: keep off the {hazard}':
      'Maintiens pour monter, lâche pour descendre : évite les {hazard}',
    'Pop the {target} before they float away, not the {hazard}':
      'Éclate les {target} avant leur envol, pas les {hazard}',
    'Pop the {target} before they float away': 'Éclate les {target} avant leur envol',
    'Touch down gently on the pad, dodge the {hazard}':
      'Pose-toi en douceur sur la plateforme, évite les {hazard}',
    'Touch down gently on the pad before the fuel runs out':
      'Pose-toi en douceur sur la plateforme avant la panne sèche',
    'Park the {player:1} in the marked bay without touching the {hazard}':
      'Gare {player:1} sur la place marquée sans toucher les {hazard}',
    'Jump over the {hazard}, grab the {target}': 'Saute par-dessus les {hazard}, attrape les {target}',
    'Flip gravity to run on the floor or the ceiling, past the {hazard}':
      'Inverse la gravité pour courir au sol ou au plafond, en évitant les {hazard}',
    'Run from the {enemy:1}: jump over the {hazard}, or it catches up':
      'Fuis {enemy:1} : saute par-dessus les {hazard}, sinon c’est fini',
    'Bounce from platform to platform, higher and higher':
      'Rebondis de plateforme en plateforme, toujours plus haut',
    'Climb up to the {goal:1}': 'Grimpe jusqu’à {goal:1}',
    'Find the {target} and reach the {goal:1}, away from the {enemy}':
      'Trouve les {target} et atteins {goal:1} loin des {enemy}',
    'Find all the {target} hidden in the maze': 'Trouve les {target} qui se cachent dans le labyrinthe',
    'Find the way to the {goal:1}, away from the {enemy}':
      'Trouve le chemin jusqu’à {goal:1}, loin des {enemy}',
    'Find the way to the {goal:1}': 'Trouve le chemin jusqu’à {goal:1}',
    'Tap the {target:1}, buy {ally}, grow your empire':
      'Tape sur {target:1}, achète des {ally}, agrandis ton empire',
    'Whack the {target} when they pop up, never the {hazard}':
      'Tape les {target} dès leur apparition, jamais les {hazard}',
    'Swap neighbours to line up three {target} or more':
      'Intervertis deux voisins pour aligner au moins trois {target}',
    'Flip the cards and find every pair': 'Retourne les cartes, trouve chaque paire',
    'Slide the tiles back into order': 'Fais glisser les pièces dans l’ordre',
    'Uncover every safe square, never a {hazard:1}': 'Découvre les cases sûres, évite {hazard:1}',
    'Push every {target:1} onto a {goal:1}': 'Pousse chaque {target:1} sur {goal:1}',
    '{player:1} against {enemy:1}: three in a row wins':
      '{player:1} contre {enemy:1} : trois alignés pour gagner',
    'Fit the falling blocks and clear lines': 'Emboîte les blocs qui tombent et efface des lignes',
    'Type each word before its {hazard:1} lands': 'Tape chaque mot avant que {hazard:1} ne s’écrase',
    'Hit each {target:1} on the beat': 'Frappe chaque {target:1} en rythme',
    'Answer 10 questions: get 7 right to win': 'Réponds à 10 questions : 7 bonnes pour gagner',
    'Place {ally} along the path and stop the {enemy}':
      'Place des {ally} le long du chemin et arrête les {enemy}',
    'Aim, throw, and knock down every {target:1}': 'Vise, lance et renverse chaque {target:1}',
    'Aim and throw the {shot:1} into the {goal:1}': 'Vise et lance {shot:1} dans {goal:1}',
    'Weave through the {hazard}, grab the {target}': 'Faufile-toi entre les {hazard}, attrape les {target}',
    'Cross safely past the {hazard}': 'Passe sans encombre entre les {hazard}',
    'Hop across on the {ally}: keep out of the water':
      'Traverse en sautant sur les {ally} : ne tombe pas à l’eau',
    'Lead the {target} across, past the {hazard}': 'Guide les {target} à travers les {hazard}',
    'Watch the pads light up, then repeat the sequence':
      'Regarde les touches s’allumer, puis répète la séquence',
    'Guess the word letter by letter before the figure is drawn':
      'Devine le mot lettre par lettre avant que le dessin soit complet',
    'Guess the five-letter word in six tries': 'Devine le mot de cinq lettres en six essais',
    'Turn, thrust and blast the {enemy} to bits': 'Tourne, accélère et pulvérise les {enemy}',
    'Keep the {target} in the air': 'Garde les {target} en l’air',
    'Drop each {player:1} on the one below and build it high':
      'Empile chaque {player:1} et bâtis la plus haute tour possible',
    'Roll the {shot:1} and knock down every {target:1}': 'Fais rouler {shot:1} et renverse chaque {target:1}',
    'Putt the {shot:1} into every hole in as few strokes as you can':
      'Envoie {shot:1} dans chaque trou en un minimum de coups',
    'Cast your line and reel in the {target}, not the {hazard}':
      'Lance ta ligne et remonte les {target}, pas les {hazard}',
    'Cast your line and reel in the {target}': 'Lance ta ligne et remonte les {target}',
    'Dive for the {target}, not the {hazard}': 'Plonge chercher les {target}, pas les {hazard}',
    'Dive for the {target}': 'Plonge chercher les {target}',
    '{player:1} against {enemy:1}: four in a row wins':
      '{player:1} contre {enemy:1} : quatre alignés pour gagner',
    'Sort each thing into the right bin': 'Trie chaque objet dans la bonne poubelle',
    'Keep every {target:1} alive: tap the one that needs you':
      'Garde chaque {target:1} en vie : tape là où on a besoin de toi',
    'Tap the black tiles in order, never the white':
      'Tape les tuiles noires dans l’ordre, jamais les blanches',
    'Sell {target} by the day: stock up, set your price, watch the weather':
      'Vends des {target} chaque jour : stocke, fixe ton prix, guette la météo',
    'Outrun the {enemy} to the finish line': 'Devance les {enemy} jusqu’à la ligne d’arrivée',
    'Two players, one keyboard: first to the finish line wins':
      'Deux joueurs, un clavier : le premier à l’arrivée gagne',
    'Race the {enemy} round the circuit: three laps, finish first':
      'Affronte les {enemy} sur le circuit : trois tours, finis premier',
    'Race the {enemy} round the circuit: boost past them, finish first':
      'Affronte les {enemy} sur le circuit : double-les au turbo, finis premier',
    'Two players, one keyboard: three laps, first over the line wins':
      'Deux joueurs, un clavier : trois tours, le premier à l’arrivée gagne',
    'Race the ghost of your best lap: three laps against the clock':
      'Affronte le fantôme de ton meilleur tour : trois tours contre la montre',
    'Turn the pipes to bring the {player:1} to the {goal:1}':
      'Tourne les tuyaux pour amener {player:1} jusqu’à {goal:1}',
    'Run and jump to the {goal:1}, grab the {target}, mind the {hazard}':
      'Cours et saute jusqu’à {goal:1}, attrape les {target}, gare aux {hazard}',
    'Swipe to slice the {target}, never the {hazard}':
      'Glisse pour trancher les {target}, jamais les {hazard}',
    'Aim and shoot the {target} before they get away': 'Vise et tire sur les {target} avant leur fuite',
    'Shoot every {target:1} off the fence': 'Fais tomber chaque {target:1} de la palissade',
    'Squash the {target} before they reach the {player:1}':
      'Écrase à temps les {target} qui foncent sur {player:1}',
    'Outshoot the {enemy:1}: first to 5 hits wins': 'Bats {enemy:1} au tir : le premier à 5 touches gagne',
    'Two players, one keyboard: first to 5 hits wins':
      'Deux joueurs, un clavier : le premier à 5 touches gagne',
    'Jump your opponent’s pieces and crown your own': 'Saute les pions adverses et couronne les tiens',
    'Two players, one board: take every piece': 'Deux joueurs, un plateau : prends toutes les pièces',
    'Five kicks each: beat the {enemy:1}, then save theirs':
      'Cinq tirs chacun : bats {enemy:1}, puis arrête les siens',
    'Make each {target:1} just as the {ally:1} ordered':
      'Prépare chaque {target:1} selon la commande de {ally:1}',
    'Slide the tiles: two alike make the next one': 'Glisse les tuiles : deux pareilles font la suivante',
    'Wait for green, then tap as fast as you can': 'Attends le vert, puis tape le plus vite possible',
    'Walk over every tile to colour it': 'Marche sur chaque case pour la colorier',
    'Flip each {target:1} when it is ready and serve it before it burns':
      'Retourne chaque {target:1} au bon moment et sers avant que ça brûle',
    'Pop every bubble, then a fresh sheet': 'Éclate chaque bulle, puis une feuille neuve',
    'Put the letters in order to spell the word': 'Remets les lettres dans l’ordre pour former le mot',
    'Two pictures, a few differences: tap each one':
      'Deux images, quelques différences : touche chacune d’elles',
    'Put them in the right order, first at the top': 'Remets-les dans le bon ordre, le premier en haut',
    'Choose your way and get the {player:1} to the {goal:1}: three endings to find':
      'Choisis ta route et mène {player:1} jusqu’à {goal:1} : trois fins à découvrir',
    'Take every land from the {enemy}: attack with more troops, turn by turn':
      'Prends tous les territoires aux {enemy} : attaque en surnombre, tour après tour',
    'The colony finds the {target} and carries them home: tap to put down more':
      'La colonie rapporte les {target} au nid : tape pour en poser d’autres',
    'Draw lines that send the falling {target} into the {goal:1}':
      'Trace des lignes pour envoyer les {target} qui tombent dans {goal:1}',
    'Draw lines and watch the falling {target} bounce':
      'Trace des lignes et regarde rebondir les {target} qui tombent',
    'Slide the stones into the house, and sweep to carry them further':
      'Fais glisser les pierres dans la maison et balaie pour les porter plus loin',
    'Top the {target} to show each fraction': 'Garnis les {target} pour représenter chaque fraction',
    'Land every {target:1} before its fuel runs out, then send it to a gate':
      'Fais atterrir chaque {target:1} avant la panne sèche, puis attribue-lui une porte',
    'Count the {target} as they go by, then say how many':
      'Compte les {target} qui passent, puis dis combien',
    'Drop the {shot} onto the {target} as you fly over, not into the {hazard}':
      'Largue des {shot} sur les {target} en les survolant, pas dans les {hazard}',
    'Drop the {shot} onto the {target} as you fly over':
      'Largue des {shot} sur les {target} en les survolant',
    'Drop the {shot} onto the {target}: a star drops three at once':
      'Largue des {shot} sur les {target} : une étoile en lâche trois d’un coup',
    'Find the hidden words: drag across their letters':
      'Trouve les mots cachés : fais glisser sur leurs lettres',
    'Tap the numbers in order, as fast as you can': 'Touche les nombres dans l’ordre, le plus vite possible',
    'Eat the {target} and grow, but the bigger {enemy} eat you':
      'Mange les {target} et grandis, mais les {enemy} plus balèzes te mangent',
    'Eat the {target} to grow bigger': 'Mange les {target} pour grandir',
    'Take the {target} without the {enemy} seeing you': 'Prends les {target} sans que les {enemy} te voient',
    'Sneak up on the {target} without being seen': 'Approche les {target} sans te faire voir',
    'Take the {target} while the {enemy:1} sleeps: freeze when it wakes':
      'Prends les {target} pendant que {enemy:1} dort : fige-toi à son réveil',
    'Knock the {target} off the table while the {enemy:1} is not looking':
      'Fais tomber les {target} de la table quand {enemy:1} ne regarde pas',
    'Connect the dots to draw the {target:1}': 'Relie les points pour dessiner {target:1}',
    'Aim and shoot {target}: three of a kind together pop':
      'Vise et tire des {target} : trois identiques côte à côte éclatent',
    'Flick your tongue to catch the {target}, not the {hazard}':
      'Darde ta langue pour attraper les {target}, pas les {hazard}',
    'Flick your tongue to catch the {target}': 'Darde ta langue pour attraper les {target}',
    'Decorate the {player:1}: put the {target} and more where you like':
      'Décore {player:1} : place des {target} et plus encore où tu veux',
    'Chop the {target:1} log by log, and keep clear of the branches':
      'Coupe {target:1} bûche par bûche et évite les branches',
    'Slide down the slope: grab the {target}, miss the {hazard}':
      'Dévale la pente : attrape les {target}, évite les {hazard}',
    'Slide down the slope and miss the {hazard}': 'Dévale la pente en évitant les {hazard}',
    'Slide down: grab the {target}, keep ahead of the {enemy:1}':
      'Dévale : attrape les {target}, garde ton avance sur {enemy:1}',
    'Slide down the slope and keep ahead of the {enemy:1}':
      'Dévale la pente et garde ton avance sur {enemy:1}',
    'Dig up the {target}: red is hot, blue is cold, and the digs run out':
      'Déterre les {target} : rouge c’est chaud, bleu c’est froid, fouilles limitées',
    'Herd the {target} into the pen, keep them from the {enemy:1}':
      'Rassemble les {target} dans l’enclos, protège-les de {enemy:1}',
    'Herd the {target} into the pen': 'Rassemble les {target} dans l’enclos',
    'Swing from vine to vine, grab the {target}, mind the {hazard} below':
      'Balance-toi de liane en liane, attrape les {target}, gare aux {hazard} en bas',
    'Swing from vine to vine and grab the {target}': 'Balance-toi de liane en liane et attrape les {target}',
    'Fill the grid: each row, column and box holds every one once':
      'Remplis la grille : chaque chiffre une fois par ligne, colonne et carré',
    'Flip the ball into the {target}, and keep it out of the drain':
      'Envoie la bille dans les {target} et garde-la hors du trou',
    '{player:1}, {target:1}, {ally:1}: beat the {enemy:1}, best of five':
      '{player:1}, {target:1}, {ally:1} : bats {enemy:1} au meilleur des cinq',
    'Two players, secret picks: best of five': 'Deux joueurs, choix secrets : au meilleur des cinq',
    'Eat every {target:1} and keep away from the {enemy}':
      'Mange chaque {target:1} et reste loin des {enemy}',
    'Dive to save ten penalties: each goal let in costs a life':
      'Plonge pour arrêter dix penalties : chaque but encaissé coûte une vie',
    'Take ten penalties past the {enemy:1}: each miss costs a life':
      'Tire dix penalties face à {enemy:1} : chaque raté coûte une vie',
    'Pick up the {target} and grow longer, never hit your own carriages':
      'Ramasse les {target} et allonge-toi, sans jamais heurter tes wagons',
    'Find the {target}, then reach the {goal:1} before the {enemy:1} gets you':
      'Trouve les {target}, puis atteins {goal:1} avant que {enemy:1} t’attrape',
    'Find the {target}, then reach the {goal:1}': 'Trouve les {target}, puis atteins {goal:1}',
  },
  de: {
    'Dots that touch pass it on: set the infection chance and who stays home, and watch the curve':
      'Punkte, die sich berühren, stecken sich an: stell Ansteckungsrisiko und Zuhausebleiben ein und sieh die Kurve',
    'Sixteen words, four groups of four: find what links them before four mistakes':
      'Sechzehn Wörter, vier Vierergruppen: finde, was sie verbindet, bevor du viermal danebenliegst',
    'Join each pair of dots with a pipe of its colour: no crossings, every square filled':
      'Verbinde jedes Punktepaar mit einem Rohr seiner Farbe: keine Kreuzungen, jedes Feld gefüllt',
    'Drag the three shapes onto the grid: a full row or column clears, and combos score more':
      'Zieh die drei Formen aufs Raster: volle Reihen und Spalten verschwinden, Kombos bringen mehr',
    'Roll, move your fifteen home and bear them off before the other side':
      'Würfle, bring deine fünfzehn nach Hause und würfle sie vor dem Gegner hinaus',
    'Two players, one board: roll, hit and bear off first':
      'Zwei Spieler, ein Brett: würfeln, schlagen, als Erster hinaus',
    'Join the banks with beams and road on budget, then send the {player} across':
      'Verbinde die Ufer mit Balken und Fahrbahn im Budget und schick dann das {player} hinüber',
    'Pull a block from the tower and put it on top, and don’t be the one who makes it fall':
      'Zieh einen Block aus dem Turm, leg ihn oben drauf und sei nicht der, der ihn umwirft',
    'Take turns pulling a block and putting it on top: whoever topples the tower loses':
      'Abwechselnd einen Block ziehen und oben drauflegen: wer den Turm umwirft, verliert',
    'Checkmate the other king: every piece moves as in real chess':
      'Setze den anderen König matt: jede Figur zieht wie im echten Schach',
    'Two players, one board: checkmate the other king':
      'Zwei Spieler, ein Brett: setze den anderen König matt',
    'Build each suit from Ace to King; move runs down in alternate colours':
      'Baue jede Farbe vom Ass bis zum König; lege Reihen abwärts in wechselnden Farben',
    'Let each {target:1} go from the crane and build the tower high: too many fall and it is over':
      'Lass jede {target:1} vom Kran fallen und bau den Turm hoch: fallen zu viele, ist es vorbei',
    'Three in a row wins: you are X, the computer is O':
      'Drei in einer Reihe gewinnt: du bist X, der Computer ist O',
    'Three in a row wins: X against O, taking turns': 'Drei in einer Reihe gewinnt: X gegen O, abwechselnd',
    'Pick a runner, bet on it, and watch the race: a winner pays its odds':
      'Wähl einen Läufer, setz auf ihn und schau das Rennen: der Sieger zahlt seine Quote',
    'Find where each element belongs in the periodic table':
      'Finde, wo jedes Element im Periodensystem hingehört',
    'Never stop, leave a wall of light, and make the other bike crash into it':
      'Halt nie an, zieh eine Lichtwand hinter dir her und lass den Gegner hineinkrachen',
    'Two bikes, one keyboard: make the other crash into your wall of light':
      'Zwei Motorräder, eine Tastatur: lass den anderen in deine Lichtwand krachen',
    'Pour the colours between the tubes until each holds one colour':
      'Gieß die Farben zwischen den Röhrchen um, bis jedes nur eine Farbe hat',
    'Swipe yes or no and keep the church, the people, the army and the treasury in balance':
      'Sag Ja oder Nein und halte Kirche, Volk, Armee und Schatz im Gleichgewicht',
    'Charge each throw, sink baskets before the clock runs out: a swish scores more':
      'Lade jeden Wurf auf und triff, bevor die Zeit abläuft: ein Swish zählt mehr',
    'Put every light out: a tap flips it and the four beside it':
      'Mach alle Lichter aus: ein Tipp schaltet das Licht und die vier daneben um',
    'Spin the wheel and see where it stops': 'Dreh das Rad und schau, wo es stehen bleibt',
    'Shut the doors, watch the cameras and last until 6 AM':
      'Schließ die Türen, beobachte die Kameras und halte bis 6 Uhr durch',
    'Roll five dice three times a turn and fill the score sheet for the biggest total':
      'Würfle fünf Würfel dreimal pro Zug und füll den Block für die höchste Summe',
    'Mark the numbers on your card as they are called: a line, then BINGO!':
      'Markiere die Zahlen auf deiner Karte, wenn sie gezogen werden: eine Reihe, dann BINGO!',
    'Tap the sky and send up fireworks: round, hearts, stars and big ones':
      'Tippe in den Himmel und schieß Feuerwerk hoch: runde, Herzen, Sterne und große',
    'Go round the middle and slip through the walls closing in, as long as you can':
      'Dreh dich um die Mitte und schlüpf durch die Wände, die sich schließen, so lange du kannst',
    'Tap a colour, then a part of the picture to fill it':
      'Tippe eine Farbe an, dann einen Teil des Bildes, um ihn auszumalen',
    'Set the angle and the power, mind the wind, and blast the other tank off the hills':
      'Stell Winkel und Stärke ein, achte auf den Wind und schieß den anderen Panzer ab',
    'Aim, pull back and pot your group, then the 8': 'Ziel, zieh zurück und versenk deine Gruppe, dann die 8',
    'Pick a marble and watch them race down the course':
      'Such dir eine Murmel aus und schau, wie sie die Bahn hinabrasen',
    'Drag the pieces into place until the picture is whole':
      'Zieh die Teile an ihren Platz, bis das Bild ganz ist',
    'Gas up the hills, tip the jeep in the air, and mind the fuel':
      'Gib Gas die Hügel hinauf, kipp den Jeep in der Luft und achte auf den Sprit',
    'Eat the dots and the smaller cells, and run from the bigger ones':
      'Friss die Punkte und die kleineren Zellen und flieh vor den größeren',
    'Move the tower to the last peg, one disc at a time, never a big one on a small one':
      'Bring den Turm auf den letzten Stab, Scheibe für Scheibe, nie eine große auf eine kleine',
    'Slide the cars and trucks out of the way and let the red car out':
      'Schieb die Autos und Lastwagen weg und lass das rote Auto hinaus',
    'Sow the stones round the board and get more into your store than the computer':
      'Verteil die Steine rund ums Brett und bring mehr in dein Kalaha als der Computer',
    'Answer the questions and find out which {target:1} you are':
      'Beantworte die Fragen und finde heraus, welches {target:1} du bist',
    'Answer the questions and find out who you are': 'Beantworte die Fragen und finde heraus, wer du bist',
    'Battle the {enemy} turn by turn: choose your attacks, win XP and level up':
      'Kämpfe Runde um Runde gegen die {enemy}: wähl deine Attacken, sammle XP und steig auf',
    'Choose a partner, battle wild monsters turn by turn, win XP and level up':
      'Wähle einen Partner, kämpfe Runde um Runde gegen wilde Monster, sammle XP und steig auf',
    'Knock out the {enemy:1}: the first to win two rounds wins':
      'Schlag den {enemy:1} k.o.: Wer zuerst zwei Runden gewinnt, siegt',
    'Two players, one keyboard: the first to win two rounds wins':
      'Zwei Spieler, eine Tastatur: Wer zuerst zwei Runden gewinnt, siegt',
    'Match the colour or the number and be the first to play all your cards':
      'Leg gleiche Farbe oder Zahl und werde als Erster alle Karten los',
    'Take away pairs of free tiles until the board is clear':
      'Nimm Paare freier Steine weg, bis das Brett leer ist',
    'Swing on time and send the {target} over the fence: ten outs and it is over':
      'Schwing im richtigen Moment und schick die {target} über den Zaun: zehn Aus und es ist vorbei',
    'Match the ends, lay all your tiles first and reach 50 points':
      'Leg passende Enden an, werde zuerst alle Steine los und erreiche 50 Punkte',
    'As many 0s as 1s in every line, never three alike in a row, no two lines the same':
      'Gleich viele 0 und 1 pro Reihe, nie drei gleiche nacheinander, keine zwei Reihen gleich',
    'Three in a line is a mill: take their men until two are left':
      'Drei in einer Reihe sind eine Mühle: nimm Steine weg, bis nur zwei übrig sind',
    'Three neighbours bring a cell to life, two or three keep it: press Play and watch':
      'Drei Nachbarn erwecken eine Zelle, zwei oder drei erhalten sie: drück Start und schau zu',
    'Think of something: it asks yes or no questions and guesses, and learns when it is wrong':
      'Denk an etwas: er stellt Ja-Nein-Fragen, rät und lernt, wenn er falsch liegt',
    'Pick a case, open the rest, and take the banker’s offer or play on for the million':
      'Wähl einen Koffer, öffne die anderen und nimm das Angebot des Bankers oder spiel um die Million',
    'Keep your eye on the ball as the cups shuffle, then pick its cup: each win is faster':
      'Behalte die Kugel im Blick, während die Becher getauscht werden, dann wähl ihren: jeder Sieg wird schneller',
    'Say a word of the category and pass the phone before it goes off':
      'Sag ein Wort der Kategorie und gib das Handy weiter, bevor es knallt',
    'Set the ring, the wheel and the pen, and watch the pattern draw itself':
      'Stell Ring, Rad und Stift ein und schau zu, wie sich das Muster zeichnet',
    'Tilt the board and roll the ball along the line to the goal, past the holes':
      'Neig das Brett und roll die Kugel die Linie entlang ins Ziel, an den Löchern vorbei',
    'Line the claw up over a toy, drop it and carry the prize to the chute':
      'Bring den Greifer über ein Kuscheltier, lass ihn runter und trag den Preis zum Ausgabeschacht',
    'Fill the grid: every word across and down answers its numbered clue':
      'Füll das Gitter: jedes Wort waagerecht und senkrecht löst seinen nummerierten Hinweis',
    'Take no hearts and not the queen of spades: the lowest score at 100 wins':
      'Nimm kein Herz und nicht die Pik-Dame: bei 100 gewinnt die niedrigste Punktzahl',
    'Jump at the edge, keep your balance in the air and land in a telemark: three jumps, their points added':
      'Spring an der Kante ab, halte in der Luft die Balance und lande im Telemark: drei Sprünge, ihre Punkte zusammengezählt',
    'Put the blocks in order and run them: the robot lights every blue tile':
      'Leg die Blöcke in die richtige Reihenfolge und starte: Der Roboter lässt jedes blaue Feld leuchten',
    'Find every thing on the list in the cluttered attic: tapping at random costs time':
      'Finde alles auf der Liste auf dem vollgestellten Dachboden: wahllos tippen kostet Zeit',
    'Buy your supplies, then the 2,000 miles to Oregon City a day at a time: keep your family alive':
      'Kauf deine Vorräte, dann die 2.000 Meilen nach Oregon City Tag für Tag: halte deine Familie am Leben',
    'Draw the cuts on the folded paper and unfold it into a six-pointed snowflake':
      'Zeichne die Schnitte auf das gefaltete Papier und falte es zu einer sechszackigen Schneeflocke auf',
    'Two players, one board: three in a line takes a man':
      'Zwei Spieler, ein Brett: drei in einer Reihe nehmen einen Stein',
    'Draw each plane’s path to the runway of its colour, and keep them apart':
      'Zeichne jedem Flugzeug den Weg zur Bahn seiner Farbe und halte sie auseinander',
    'Pay the exact price with the coins, then press Check':
      'Bezahl den genauen Preis mit den Münzen und drück Prüfen',
    'Bomb the crates, grab power-ups and be the last bomber standing':
      'Spreng die Kisten, schnapp dir Extras und bleib als Letzter stehen',
    'Tap the steps on, press Play, and make a beat':
      'Schalte die Schritte ein, drück Abspielen und bau einen Beat',
    'Pour sand, water and fire and watch them pile, flow and burn':
      'Schütte Sand, Wasser und Feuer und sieh zu, wie sie sich türmen, fließen und brennen',
    'Drop the {shot:1} through the pegs into the slot worth most':
      'Lass den {shot:1} durch die Stifte ins wertvollste Fach fallen',
    'Roll the die and race to 100: up the ladders, down the {hazard}':
      'Würfle und lauf bis 100: die Leitern hoch, die {hazard} runter',
    'Outflank the other side’s discs to turn them over: most discs at the end wins':
      'Schließ die Steine des Gegners ein und dreh sie um: wer am Ende mehr hat, gewinnt',
    'Two players, one board: outflank and turn the other’s discs':
      'Zwei Spieler, ein Brett: schließ die Steine des anderen ein und dreh sie um',
    'Beat the dealer to 21 without going over': 'Schlag den Croupier: komm an 21 heran, ohne drüber zu gehen',
    'Take pairs that make 13 and clear the pyramid': 'Nimm Paare, die 13 ergeben, und räum die Pyramide ab',
    'Cut the ropes so the {shot:1} swings into the {goal:1}’s mouth':
      'Schneide die Seile, damit {shot:1} in den Mund von {goal:1} schwingt',
    'Plant, water, harvest and sell: save up for better seeds':
      'Pflanzen, gießen, ernten, verkaufen: spar auf bessere Samen',
    'Pull back, mind the wind, and hit the middle of the target':
      'Spann den Bogen, achte auf den Wind und triff die Mitte der Scheibe',
    'Fill the squares the numbers give to find the hidden picture':
      'Füll die Kästchen, die die Zahlen angeben, und finde das versteckte Bild',
    'Crack the hidden code of colours: black is right in place, white is right but elsewhere':
      'Knack den versteckten Farbcode: Schwarz heißt richtig platziert, Weiß richtige Farbe woanders',
    'Draw a line a turn: close a box to take it and go again':
      'Zieh eine Linie pro Zug: schließ ein Kästchen, um es zu nehmen und nochmal zu ziehen',
    'Two players, one grid: draw lines, close boxes, take the most':
      'Zwei Spieler, ein Gitter: Linien ziehen, Kästchen schließen, die meisten gewinnen',
    'Place your fleet, then fire in turns: sink every ship of the computer’s first':
      'Stell deine Flotte auf und schießt abwechselnd: versenke zuerst alle Schiffe des Computers',
    'Blast the {enemy} out of the sky before they hit the {goal}':
      'Spreng die {enemy} vom Himmel, bevor sie die {goal} treffen',
    'Feed, play with, wash and put the {player:1} to bed: keep every bar up':
      'Füttere, spiel, bade und bring {player:1} ins Bett: halte alle Balken oben',
    'Wait for green: the first to press wins the round':
      'Warte auf Grün: wer zuerst drückt, gewinnt die Runde',
    'Cast, wait for a bite and reel in the {target}: sell them, buy better rods':
      'Auswerfen, auf den Biss warten, die {target} einholen: verkaufen, bessere Angeln kaufen',
    'Collect the {target}, avoid the {hazard}': 'Sammle die {target}, meide die {hazard}',
    'Collect as many {target} as you can': 'Sammle so viele {target} wie möglich',
    'Collect the {target}, avoid the {hazard}, outrun the {enemy:1}':
      'Sammle die {target}, meide die {hazard}, häng {enemy:1} ab',
    'Collect the {target}, outrun the {enemy:1}': 'Sammle die {target}, häng {enemy:1} ab',
    'Pick up the {target} and bring them to the {goal}': 'Sammle die {target} und bring sie in die {goal}',
    'Catch the falling {target} before the {enemy}, not the {hazard}':
      'Fang die fallenden {target} schneller als die {enemy}, nicht die {hazard}',
    'Catch the falling {target} before the {enemy}': 'Fang die fallenden {target} schneller als die {enemy}',
    'Catch the falling {target}, not the {hazard}': 'Fang die fallenden {target}, nicht die {hazard}',
    'Catch as many falling {target} as you can': 'Fang so viele fallende {target} wie möglich',
    'Feed the {player:1} the falling {target}, not the {hazard}':
      'Füttere {player:1}: Fang die fallenden {target}, nicht die {hazard}',
    'Feed the {player:1} the falling {target}': 'Füttere {player:1}: Fang die fallenden {target}',
    'Catch the {target} to build the {player:1}, not the {hazard}':
      'Fang die {target}, um {player:1} zu bauen, nicht die {hazard}',
    'Catch the {target} to build the {player:1}': 'Fang die {target}, um {player:1} zu bauen',
    'Catch the {target} the {enemy} drop, not the {hazard}':
      'Fang die {target}, die die {enemy} fallen lassen, nicht die {hazard}',
    'Catch the {target} the {enemy} drop': 'Fang die {target}, die die {enemy} fallen lassen',
    'Dodge the {hazard} as long as you can': 'Meide die {hazard}, solange du kannst',
    'Weave through the {enemy:1}’s {hazard}: only your core can be hit':
      'Schlängel dich durch die {hazard} von {enemy:1}: Nur dein Kern ist verwundbar',
    'Climb as high as you can, dodging the {hazard}': 'Kletter so hoch wie möglich und meide die {hazard}',
    'Shoot the {enemy} before they reach you': 'Schieß die {enemy} ab, bevor sie dich erreichen',
    'Two players, one keyboard: shoot the {enemy} together before they reach you':
      'Zwei Spieler, eine Tastatur: Schießt die {enemy} ab, bevor sie euch erreichen',
    'Fight off the {enemy} from every side': 'Wehr die {enemy} von allen Seiten ab',
    'Hit the {enemy} with {shot} and dodge theirs':
      'Wirf {shot} auf die {enemy} und weich ihren Schüssen aus',
    'Swing your {shot:1} at the {enemy} from every side':
      'Schwing {shot:1} gegen die {enemy} von allen Seiten',
    'Two players, one keyboard: fight off the {enemy}, the last one standing wins':
      'Zwei Spieler, eine Tastatur: Wehrt die {enemy} ab, wer zuletzt steht, gewinnt',
    'Clear each room of {enemy}, then pick one of three upgrades':
      'Besiege alle {enemy} in jedem Raum, dann wähl eins von drei Upgrades',
    'Eat the {target} and grow, never bite yourself':
      'Friss die {target} und wachse, aber beiß dich nie selbst',
    'Corner the runaway {target} and grow, never bite yourself':
      'Treib die flüchtenden {target} in die Enge und wachse, beiß dich nie selbst',
    'Bounce the ball and break every {target:1}': 'Lass den Ball prallen, zerschlag jedes Stück {target:1}',
    'Beat the {enemy}: first to 7 points': 'Schlag die {enemy}: 7 Punkte zum Sieg',
    'Two players, one keyboard: first to 7 points wins':
      'Zwei Spieler, eine Tastatur: Wer zuerst 7 Punkte hat, gewinnt',
    'Fly through the gaps between the {hazard}': 'Flieg durch die Lücken der {hazard}',
    'Hold to rise, let go to fall: keep off the {hazard}':
      'Halt gedrückt zum Steigen, lass los zum Sinken: Meide die {hazard}',
    'Pop the {target} before they float away, not the {hazard}':
      'Lass die {target} platzen, bevor sie wegfliegen, nicht die {hazard}',
    'Pop the {target} before they float away': 'Lass die {target} platzen, bevor sie wegfliegen',
    'Touch down gently on the pad, dodge the {hazard}': 'Lande sanft auf der Plattform, meide die {hazard}',
    'Touch down gently on the pad before the fuel runs out':
      'Lande sanft auf der Plattform, bevor der Treibstoff ausgeht',
    'Park the {player:1} in the marked bay without touching the {hazard}':
      'Park {player:1} in der markierten Lücke, ohne die {hazard} zu berühren',
    'Jump over the {hazard}, grab the {target}': 'Spring über die {hazard}, schnapp dir die {target}',
    'Flip gravity to run on the floor or the ceiling, past the {hazard}':
      'Kehr die Schwerkraft um, lauf auf Boden oder Decke und meide die {hazard}',
    'Run from the {enemy:1}: jump over the {hazard}, or it catches up':
      'Flieh vor {enemy:1}: Spring über die {hazard}, sonst wirst du eingeholt',
    'Bounce from platform to platform, higher and higher': 'Spring von Plattform zu Plattform, immer höher',
    'Climb up to the {goal:1}': 'Kletter hinauf zu {goal:1}',
    'Find the {target} and reach the {goal:1}, away from the {enemy}':
      'Finde die {target}, erreiche {goal:1} und meide die {enemy}',
    'Find all the {target} hidden in the maze': 'Finde alle versteckten {target} im Labyrinth',
    'Find the way to the {goal:1}, away from the {enemy}': 'Finde den Weg zu {goal:1} und meide die {enemy}',
    'Find the way to the {goal:1}': 'Finde den Weg zu {goal:1}',
    'Tap the {target:1}, buy {ally}, grow your empire':
      'Tipp auf {target:1}, kauf {ally}, bau dein Imperium aus',
    'Whack the {target} when they pop up, never the {hazard}':
      'Hau auf die {target}, wenn sie auftauchen, nie auf die {hazard}',
    'Swap neighbours to line up three {target} or more':
      'Tausch Nachbarn, bring drei oder mehr {target} in eine Reihe',
    'Flip the cards and find every pair': 'Dreh die Karten um und finde alle Paare',
    'Slide the tiles back into order': 'Schieb die Teile in die richtige Ordnung',
    'Uncover every safe square, never a {hazard:1}': 'Deck alle sicheren Felder auf, niemals {hazard:1}',
    'Push every {target:1} onto a {goal:1}': 'Schieb jeweils {target:1} auf {goal:1}',
    '{player:1} against {enemy:1}: three in a row wins':
      '{player:1} gegen {enemy:1}: Drei in einer Reihe gewinnt',
    'Fit the falling blocks and clear lines': 'Füg die fallenden Blöcke ein und räum Reihen ab',
    'Type each word before its {hazard:1} lands': 'Tipp jedes Wort, bevor {hazard:1} landet',
    'Hit each {target:1} on the beat': 'Triff {target:1} genau im Takt',
    'Answer 10 questions: get 7 right to win': 'Beantworte 10 Fragen: 7 richtige zum Sieg',
    'Place {ally} along the path and stop the {enemy}': 'Platziere {ally} am Weg und halte die {enemy} auf',
    'Aim, throw, and knock down every {target:1}': 'Ziele, wirf und hau {target:1} um',
    'Aim and throw the {shot:1} into the {goal:1}': 'Ziele und wirf {shot:1} in {goal:1}',
    'Weave through the {hazard}, grab the {target}':
      'Schlängel dich durch die {hazard}, schnapp dir die {target}',
    'Cross safely past the {hazard}': 'Komm heil durch die {hazard}',
    'Hop across on the {ally}: keep out of the water': 'Hüpf über die {ally} hinüber: Bloß nicht ins Wasser',
    'Lead the {target} across, past the {hazard}': 'Führ die {target} sicher durch die {hazard}',
    'Watch the pads light up, then repeat the sequence':
      'Sieh zu, wie die Felder aufleuchten, und wiederhole die Folge',
    'Guess the word letter by letter before the figure is drawn':
      'Errate das Wort Buchstabe für Buchstabe, bevor die Figur fertig ist',
    'Guess the five-letter word in six tries': 'Errate das Wort mit fünf Buchstaben in sechs Versuchen',
    'Turn, thrust and blast the {enemy} to bits': 'Dreh dich, gib Schub und schieß die {enemy} in Stücke',
    'Keep the {target} in the air': 'Halt die {target} in der Luft',
    'Drop each {player:1} on the one below and build it high':
      'Lass {player:1} auf den Stapel fallen und bau hoch hinaus',
    'Roll the {shot:1} and knock down every {target:1}': 'Roll {shot:1} und wirf {target:1} um',
    'Putt the {shot:1} into every hole in as few strokes as you can':
      'Putte {shot:1} mit möglichst wenigen Schlägen in jedes Loch',
    'Cast your line and reel in the {target}, not the {hazard}':
      'Wirf die Angel aus und hol die {target} raus, nicht die {hazard}',
    'Cast your line and reel in the {target}': 'Wirf die Angel aus und hol die {target} raus',
    'Dive for the {target}, not the {hazard}': 'Tauch ab und hol die {target}, nicht die {hazard}',
    'Dive for the {target}': 'Tauch ab und hol die {target}',
    '{player:1} against {enemy:1}: four in a row wins':
      '{player:1} gegen {enemy:1}: Vier in einer Reihe gewinnt',
    'Sort each thing into the right bin': 'Sortier alles in den richtigen Behälter',
    'Keep every {target:1} alive: tap the one that needs you':
      'Kümmer dich um {target:1}: Tipp an, wer dich gerade braucht',
    'Tap the black tiles in order, never the white':
      'Tipp die schwarzen Kacheln der Reihe nach, nie die weißen',
    'Sell {target} by the day: stock up, set your price, watch the weather':
      'Verkaufe täglich {target}: Kauf ein, setz deinen Preis, achte aufs Wetter',
    'Outrun the {enemy} to the finish line': 'Häng die {enemy} bis zur Ziellinie ab',
    'Two players, one keyboard: first to the finish line wins':
      'Zwei Spieler, eine Tastatur: Wer zuerst im Ziel ist, gewinnt',
    'Race the {enemy} round the circuit: three laps, finish first':
      'Fahr gegen die {enemy}: Drei Runden, sei zuerst im Ziel',
    'Race the {enemy} round the circuit: boost past them, finish first':
      'Fahr gegen die {enemy}: Überhol sie mit Boost, sei zuerst im Ziel',
    'Two players, one keyboard: three laps, first over the line wins':
      'Zwei Spieler, eine Tastatur: Drei Runden, wer zuerst im Ziel ist, gewinnt',
    'Race the ghost of your best lap: three laps against the clock':
      'Fahr gegen den Geist deiner besten Runde: Drei Runden gegen die Uhr',
    'Turn the pipes to bring the {player:1} to the {goal:1}':
      'Dreh die Rohre, um {player:1} bis zu {goal:1} zu bringen',
    'Run and jump to the {goal:1}, grab the {target}, mind the {hazard}':
      'Lauf und spring zu {goal:1}, hol die {target}, meide die {hazard}',
    'Swipe to slice the {target}, never the {hazard}':
      'Wisch, um die {target} zu zerschneiden, nie die {hazard}',
    'Aim and shoot the {target} before they get away':
      'Ziele und schieß auf die {target}, bevor sie entkommen',
    'Shoot every {target:1} off the fence': 'Schieß {target:1} vom Zaun, bis er leer ist',
    'Squash the {target} before they reach the {player:1}':
      'Zerquetsch die {target}, bevor sie {player:1} erreichen',
    'Outshoot the {enemy:1}: first to 5 hits wins':
      'Schieß besser als {enemy:1}: Wer zuerst 5-mal trifft, siegt',
    'Two players, one keyboard: first to 5 hits wins':
      'Zwei Spieler, eine Tastatur: Wer zuerst 5 Treffer hat, gewinnt',
    'Jump your opponent’s pieces and crown your own':
      'Überspring die Steine deines Gegners und kröne deine eigenen',
    'Two players, one board: take every piece': 'Zwei Spieler, ein Brett: Schlag alle Steine',
    'Five kicks each: beat the {enemy:1}, then save theirs':
      'Je fünf Schüsse: Bezwing {enemy:1}, dann halte dagegen',
    'Make each {target:1} just as the {ally:1} ordered':
      'Bereite {target:1} genau so zu, wie {ally:1} bestellt hat',
    'Slide the tiles: two alike make the next one': 'Schieb die Kacheln: Zwei gleiche ergeben die nächste',
    'Wait for green, then tap as fast as you can': 'Warte auf Grün, dann tipp so schnell du kannst',
    'Walk over every tile to colour it': 'Lauf über jedes Feld, um es einzufärben',
    'Flip each {target:1} when it is ready and serve it before it burns':
      'Wende {target:1} im richtigen Moment und servier, bevor etwas anbrennt',
    'Pop every bubble, then a fresh sheet': 'Lass jede Blase platzen, dann neue Folie',
    'Put the letters in order to spell the word': 'Bring die Buchstaben in die richtige Reihenfolge',
    'Two pictures, a few differences: tap each one': 'Zwei Bilder, ein paar Unterschiede: Tipp jeden an',
    'Put them in the right order, first at the top':
      'Bring sie in die richtige Reihenfolge, das Erste nach oben',
    'Choose your way and get the {player:1} to the {goal:1}: three endings to find':
      'Wähl den Weg und bring {player:1} zu {goal:1}: drei Enden zu entdecken',
    'Take every land from the {enemy}: attack with more troops, turn by turn':
      'Erobere alle Länder der {enemy}: Greif mit mehr Truppen an, Zug um Zug',
    'The colony finds the {target} and carries them home: tap to put down more':
      'Die Kolonie findet die {target} und bringt sie heim: Tipp, um mehr abzusetzen',
    'Draw lines that send the falling {target} into the {goal:1}':
      'Zeichne Linien, die die fallenden {target} in {goal:1} lenken',
    'Draw lines and watch the falling {target} bounce':
      'Zeichne Linien und sieh die fallenden {target} abprallen',
    'Slide the stones into the house, and sweep to carry them further':
      'Schieb die Steine ins Haus und wisch, damit sie weiter gleiten',
    'Top the {target} to show each fraction': 'Beleg die {target} passend zu jedem Bruch',
    'Land every {target:1} before its fuel runs out, then send it to a gate':
      'Hol {target:1} runter, bevor der Sprit ausgeht, und weis ein Gate zu',
    'Count the {target} as they go by, then say how many':
      'Zähl die {target}, die vorbeiziehen, und sag, wie viele es sind',
    'Drop the {shot} onto the {target} as you fly over, not into the {hazard}':
      'Wirf im Überflug {shot} auf die {target} ab, nicht in die {hazard}',
    'Drop the {shot} onto the {target} as you fly over': 'Wirf im Überflug {shot} auf die {target} ab',
    'Drop the {shot} onto the {target}: a star drops three at once':
      'Wirf {shot} auf die {target} ab: Ein Stern wirft drei auf einmal',
    'Find the hidden words: drag across their letters':
      'Finde die versteckten Wörter: Zieh über ihre Buchstaben',
    'Tap the numbers in order, as fast as you can': 'Tipp die Zahlen der Reihe nach an, so schnell du kannst',
    'Eat the {target} and grow, but the bigger {enemy} eat you':
      'Friss die {target} und wachse, doch größere {enemy} fressen dich',
    'Eat the {target} to grow bigger': 'Friss die {target}, um größer zu werden',
    'Take the {target} without the {enemy} seeing you':
      'Schnapp dir die {target}, ohne dass die {enemy} dich sehen',
    'Sneak up on the {target} without being seen': 'Schleich dich ungesehen an die {target} heran',
    'Take the {target} while the {enemy:1} sleeps: freeze when it wakes':
      'Schnapp dir die {target}, solange {enemy:1} schläft: Beim Aufwachen erstarren!',
    'Knock the {target} off the table while the {enemy:1} is not looking':
      'Stoß die {target} vom Tisch, während {enemy:1} nicht hinsieht',
    'Connect the dots to draw the {target:1}': 'Verbinde die Punkte und zeichne {target:1}',
    'Aim and shoot {target}: three of a kind together pop':
      'Ziele und schieß {target}: Drei gleiche zusammen platzen',
    'Flick your tongue to catch the {target}, not the {hazard}':
      'Lass die Zunge schnellen und fang die {target}, nicht die {hazard}',
    'Flick your tongue to catch the {target}': 'Lass die Zunge schnellen und fang die {target}',
    'Decorate the {player:1}: put the {target} and more where you like':
      'Schmück {player:1}: Setz die {target} und mehr, wohin du willst',
    'Chop the {target:1} log by log, and keep clear of the branches':
      'Hack {target:1} Stück für Stück und weich den Ästen aus',
    'Slide down the slope: grab the {target}, miss the {hazard}':
      'Rutsch den Hang hinab: Schnapp dir die {target}, meide die {hazard}',
    'Slide down the slope and miss the {hazard}': 'Rutsch den Hang hinab und meide die {hazard}',
    'Slide down: grab the {target}, keep ahead of the {enemy:1}':
      'Rutsch hinab: Schnapp dir die {target}, bleib vor {enemy:1}',
    'Slide down the slope and keep ahead of the {enemy:1}': 'Rutsch den Hang hinab und bleib vor {enemy:1}',
    'Dig up the {target}: red is hot, blue is cold, and the digs run out':
      'Grab die {target} aus: Rot ist heiß, Blau ist kalt, Grabungen sind begrenzt',
    'Herd the {target} into the pen, keep them from the {enemy:1}':
      'Treib die {target} in den Pferch, schütze sie vor {enemy:1}',
    'Herd the {target} into the pen': 'Treib die {target} in den Pferch',
    'Swing from vine to vine, grab the {target}, mind the {hazard} below':
      'Schwing von Liane zu Liane, schnapp dir die {target}, meide die {hazard} unten',
    'Swing from vine to vine and grab the {target}':
      'Schwing von Liane zu Liane und schnapp dir die {target}',
    'Fill the grid: each row, column and box holds every one once':
      'Füll das Gitter: Jede Zeile, Spalte und Box enthält jede Ziffer einmal',
    'Flip the ball into the {target}, and keep it out of the drain':
      'Schieß die Kugel in die {target} und lass sie nicht ins Aus',
    '{player:1}, {target:1}, {ally:1}: beat the {enemy:1}, best of five':
      '{player:1}, {target:1}, {ally:1}: Schlag {enemy:1}, Best of Five',
    'Two players, secret picks: best of five': 'Zwei Spieler, geheime Wahl: Best of Five',
    'Eat every {target:1} and keep away from the {enemy}': 'Friss {target:1} und meide die {enemy}',
    'Dive to save ten penalties: each goal let in costs a life':
      'Hechte, um zehn Elfmeter zu halten: Jedes Gegentor kostet ein Leben',
    'Take ten penalties past the {enemy:1}: each miss costs a life':
      'Schieß zehn Elfmeter gegen {enemy:1}: Jeder Fehlschuss kostet ein Leben',
    'Pick up the {target} and grow longer, never hit your own carriages':
      'Sammle die {target} ein und werde länger, aber fahr nie in deine Wagen',
    'Find the {target}, then reach the {goal:1} before the {enemy:1} gets you':
      'Finde die {target}, dann erreiche {goal:1}, bevor {enemy:1} dich schnappt',
    'Find the {target}, then reach the {goal:1}': 'Finde die {target}, dann erreiche {goal:1}',
  },
  pt: {
    'Dots that touch pass it on: set the infection chance and who stays home, and watch the curve':
      'Os pontos que se tocam passam-no: ajusta a probabilidade de contágio e quem fica em casa, e vê a curva',
    'Sixteen words, four groups of four: find what links them before four mistakes':
      'Dezasseis palavras, quatro grupos de quatro: descobre o que as liga antes de quatro erros',
    'Join each pair of dots with a pipe of its colour: no crossings, every square filled':
      'Liga cada par de pontos com um tubo da sua cor: sem cruzamentos, todas as casas cheias',
    'Drag the three shapes onto the grid: a full row or column clears, and combos score more':
      'Arrasta as três formas para a grelha: uma linha ou coluna cheia desaparece, e os combos valem mais',
    'Roll, move your fifteen home and bear them off before the other side':
      'Lança os dados, leva as tuas quinze para casa e tira-as antes do outro',
    'Two players, one board: roll, hit and bear off first':
      'Dois jogadores, um tabuleiro: lança, bate e tira primeiro',
    'Join the banks with beams and road on budget, then send the {player} across':
      'Liga as margens com vigas e estrada dentro do orçamento e depois faz o {player} atravessar',
    'Pull a block from the tower and put it on top, and don’t be the one who makes it fall':
      'Tira um bloco da torre e põe-no no topo, e não sejas tu a derrubá-la',
    'Take turns pulling a block and putting it on top: whoever topples the tower loses':
      'À vez, tira um bloco e põe-no no topo: quem derrubar a torre perde',
    'Checkmate the other king: every piece moves as in real chess':
      'Dá xeque-mate ao outro rei: cada peça move-se como no xadrez a sério',
    'Two players, one board: checkmate the other king':
      'Dois jogadores, um tabuleiro: dá xeque-mate ao outro rei',
    'Build each suit from Ace to King; move runs down in alternate colours':
      'Sobe cada naipe do Ás ao Rei; desce sequências alternando as cores',
    'Let each {target:1} go from the crane and build the tower high: too many fall and it is over':
      'Solte cada {target:1} do guindaste e faça a torre bem alta: se caírem demais, acabou',
    'Three in a row wins: you are X, the computer is O': 'Três em linha vence: você é X, o computador é O',
    'Three in a row wins: X against O, taking turns': 'Três em linha vence: X contra O, em turnos',
    'Pick a runner, bet on it, and watch the race: a winner pays its odds':
      'Escolha um corredor, aposte nele e veja a corrida: o vencedor paga sua cotação',
    'Find where each element belongs in the periodic table':
      'Descubra onde fica cada elemento na tabela periódica',
    'Never stop, leave a wall of light, and make the other bike crash into it':
      'Nunca pare, deixe um muro de luz e faça a outra moto bater nele',
    'Two bikes, one keyboard: make the other crash into your wall of light':
      'Duas motos, um teclado: faça o outro bater no seu muro de luz',
    'Pour the colours between the tubes until each holds one colour':
      'Despeje as cores entre os tubos até cada um ter uma cor só',
    'Swipe yes or no and keep the church, the people, the army and the treasury in balance':
      'Diga sim ou não e mantenha a igreja, o povo, o exército e o tesouro em equilíbrio',
    'Charge each throw, sink baskets before the clock runs out: a swish scores more':
      'Carregue cada arremesso e acerte a cesta antes do tempo acabar: uma cesta limpa vale mais',
    'Put every light out: a tap flips it and the four beside it':
      'Apague todas as luzes: um toque inverte a luz e as quatro ao lado',
    'Spin the wheel and see where it stops': 'Gire a roda e veja onde ela para',
    'Shut the doors, watch the cameras and last until 6 AM':
      'Feche as portas, vigie as câmeras e aguente até as 6 da manhã',
    'Roll five dice three times a turn and fill the score sheet for the biggest total':
      'Role cinco dados três vezes por vez e preencha a folha para o maior total',
    'Mark the numbers on your card as they are called: a line, then BINGO!':
      'Marque os números da sua cartela quando saírem: uma linha, depois BINGO!',
    'Tap the sky and send up fireworks: round, hearts, stars and big ones':
      'Toque no céu e solte fogos: redondos, corações, estrelas e grandes',
    'Go round the middle and slip through the walls closing in, as long as you can':
      'Gire em volta do centro e passe pelas paredes que se fecham, o máximo que puder',
    'Tap a colour, then a part of the picture to fill it':
      'Toque numa cor e depois numa parte do desenho para pintá-la',
    'Set the angle and the power, mind the wind, and blast the other tank off the hills':
      'Ajuste o ângulo e a força, cuidado com o vento, e exploda o outro tanque',
    'Aim, pull back and pot your group, then the 8': 'Mire, puxe para trás e encaçape seu grupo, depois a 8',
    'Pick a marble and watch them race down the course': 'Escolha uma bolinha e veja a corrida pista abaixo',
    'Drag the pieces into place until the picture is whole':
      'Arraste as peças para o lugar até a imagem ficar completa',
    'Gas up the hills, tip the jeep in the air, and mind the fuel':
      'Acelere morro acima, incline o jipe no ar e cuide do combustível',
    'Eat the dots and the smaller cells, and run from the bigger ones':
      'Coma os pontos e as células menores, e fuja das maiores',
    'Move the tower to the last peg, one disc at a time, never a big one on a small one':
      'Leve a torre ao último pino, um disco por vez, nunca um grande sobre um pequeno',
    'Slide the cars and trucks out of the way and let the red car out':
      'Deslize os carros e caminhões e deixe o carro vermelho sair',
    'Sow the stones round the board and get more into your store than the computer':
      'Semeie as pedras pelo tabuleiro e junte mais na sua casa que o computador',
    'Answer the questions and find out which {target:1} you are':
      'Responda às perguntas e descubra qual {target:1} você é',
    'Answer the questions and find out who you are': 'Responda às perguntas e descubra quem você é',
    'Battle the {enemy} turn by turn: choose your attacks, win XP and level up':
      'Lute contra os {enemy} por turnos: escolha seus ataques, ganhe XP e suba de nível',
    'Choose a partner, battle wild monsters turn by turn, win XP and level up':
      'Escolha um parceiro, lute contra monstros selvagens por turnos, ganhe XP e suba de nível',
    'Knock out the {enemy:1}: the first to win two rounds wins':
      'Nocauteie o {enemy:1}: vence quem ganhar dois rounds',
    'Two players, one keyboard: the first to win two rounds wins':
      'Dois jogadores, um teclado: vence quem ganhar dois rounds',
    'Match the colour or the number and be the first to play all your cards':
      'Jogue a mesma cor ou número e seja o primeiro a ficar sem cartas',
    'Take away pairs of free tiles until the board is clear':
      'Tire pares de peças livres até limpar o tabuleiro',
    'Swing on time and send the {target} over the fence: ten outs and it is over':
      'Rebata na hora certa e mande as {target} por cima da cerca: dez eliminações e acabou',
    'Match the ends, lay all your tiles first and reach 50 points':
      'Encaixe as pontas, bata primeiro e chegue a 50 pontos',
    'As many 0s as 1s in every line, never three alike in a row, no two lines the same':
      'Tantos 0 quanto 1 em cada linha, nunca três iguais seguidos, nenhuma linha repetida',
    'Three in a line is a mill: take their men until two are left':
      'Três em linha é um moinho: tire as peças dele até sobrarem duas',
    'Three neighbours bring a cell to life, two or three keep it: press Play and watch':
      'Três vizinhas dão vida a uma célula, duas ou três a mantêm: aperte Jogar e veja',
    'Think of something: it asks yes or no questions and guesses, and learns when it is wrong':
      'Pense em algo: ele faz perguntas de sim ou não, adivinha e aprende quando erra',
    'Pick a case, open the rest, and take the banker’s offer or play on for the million':
      'Escolha uma maleta, abra as outras e aceite a oferta da banca ou jogue pelo milhão',
    'Keep your eye on the ball as the cups shuffle, then pick its cup: each win is faster':
      'Não perca a bolinha de vista enquanto os copos se mexem e escolha o dela: cada acerto fica mais rápido',
    'Say a word of the category and pass the phone before it goes off':
      'Diga uma palavra da categoria e passe o celular antes que exploda',
    'Set the ring, the wheel and the pen, and watch the pattern draw itself':
      'Escolha o anel, a roda e a caneta, e veja o desenho se formar',
    'Tilt the board and roll the ball along the line to the goal, past the holes':
      'Incline o tabuleiro e leve a bolinha pela linha até o fim, sem cair nos buracos',
    'Line the claw up over a toy, drop it and carry the prize to the chute':
      'Ponha a garra sobre um bichinho, desça e leve o prêmio até a saída',
    'Fill the grid: every word across and down answers its numbered clue':
      'Preencha a grade: cada palavra na horizontal e na vertical responde à sua dica numerada',
    'Take no hearts and not the queen of spades: the lowest score at 100 wins':
      'Não leve copas nem a dama de espadas: a menor pontuação aos 100 vence',
    'Jump at the edge, keep your balance in the air and land in a telemark: three jumps, their points added':
      'Salte na borda, mantenha o equilíbrio no ar e pouse em telemark: três saltos, os pontos somados',
    'Put the blocks in order and run them: the robot lights every blue tile':
      'Ponha os blocos em ordem e execute: o robô acende todos os ladrilhos azuis',
    'Find every thing on the list in the cluttered attic: tapping at random costs time':
      'Encontre tudo da lista no sótão bagunçado: tocar ao acaso custa tempo',
    'Buy your supplies, then the 2,000 miles to Oregon City a day at a time: keep your family alive':
      'Compre seus suprimentos e depois as 2.000 milhas até Oregon City, dia a dia: mantenha sua família viva',
    'Draw the cuts on the folded paper and unfold it into a six-pointed snowflake':
      'Desenhe os cortes no papel dobrado e desdobre-o num floco de neve de seis pontas',
    'Two players, one board: three in a line takes a man':
      'Dois jogadores, um tabuleiro: três em linha tiram uma peça',
    'Draw each plane’s path to the runway of its colour, and keep them apart':
      'Desenhe o caminho de cada avião até a pista da sua cor e mantenha-os afastados',
    'Pay the exact price with the coins, then press Check':
      'Pague o preço exato com as moedas e aperte Conferir',
    'Bomb the crates, grab power-ups and be the last bomber standing':
      'Exploda as caixas, pegue bônus e seja o último de pé',
    'Tap the steps on, press Play, and make a beat': 'Ligue os passos, aperte Tocar e faça uma batida',
    'Pour sand, water and fire and watch them pile, flow and burn':
      'Despeje areia, água e fogo e veja tudo se amontoar, escorrer e queimar',
    'Drop the {shot:1} through the pegs into the slot worth most':
      'Solte a {shot:1} entre os pinos até a casa que vale mais',
    'Roll the die and race to 100: up the ladders, down the {hazard}':
      'Jogue o dado e chegue ao 100: suba as escadas, desça pelas {hazard}',
    'Outflank the other side’s discs to turn them over: most discs at the end wins':
      'Cerque as peças do outro para virá-las: ganha quem tiver mais peças no fim',
    'Two players, one board: outflank and turn the other’s discs':
      'Dois jogadores, um tabuleiro: cerque e vire as peças do outro',
    'Beat the dealer to 21 without going over': 'Vença o crupiê chegando a 21 sem passar',
    'Take pairs that make 13 and clear the pyramid': 'Tire pares que somam 13 e limpe a pirâmide',
    'Cut the ropes so the {shot:1} swings into the {goal:1}’s mouth':
      'Corte as cordas para {shot:1} cair na boca de {goal:1}',
    'Plant, water, harvest and sell: save up for better seeds':
      'Plante, regue, colha e venda: junte para sementes melhores',
    'Pull back, mind the wind, and hit the middle of the target':
      'Puxe, repare no vento e acerte o centro do alvo',
    'Fill the squares the numbers give to find the hidden picture':
      'Pinte os quadrados que os números indicam para achar a figura escondida',
    'Crack the hidden code of colours: black is right in place, white is right but elsewhere':
      'Descubra o código de cores escondido: preto é cor e lugar certos, branco é cor certa em outro lugar',
    'Draw a line a turn: close a box to take it and go again':
      'Trace uma linha por vez: feche um quadradinho para ganhá-lo e jogar de novo',
    'Two players, one grid: draw lines, close boxes, take the most':
      'Dois jogadores, uma grade: tracem linhas, fechem quadradinhos, quem tiver mais vence',
    'Place your fleet, then fire in turns: sink every ship of the computer’s first':
      'Posicione sua frota e atirem em turnos: afunde primeiro todos os navios do computador',
    'Blast the {enemy} out of the sky before they hit the {goal}':
      'Exploda {enemy} no céu antes que atinjam {goal}',
    'Feed, play with, wash and put the {player:1} to bed: keep every bar up':
      'Alimente, brinque, dê banho e ponha {player:1} para dormir: mantenha todas as barras altas',
    'Wait for green: the first to press wins the round':
      'Espere o verde: quem apertar primeiro vence a rodada',
    'Cast, wait for a bite and reel in the {target}: sell them, buy better rods':
      'Lance, espere a fisgada e puxe {target}: venda e compre varas melhores',
    'Collect the {target}, avoid the {hazard}': 'Colete {target}, desvie de {hazard}',
    'Collect as many {target} as you can': 'Colete o máximo de {target} que puder',
    'Collect the {target}, avoid the {hazard}, outrun the {enemy:1}':
      'Colete {target}, desvie de {hazard}, fuja de {enemy:1}',
    'Collect the {target}, outrun the {enemy:1}': 'Colete {target}, fuja de {enemy:1}',
    'Pick up the {target} and bring them to the {goal}': 'Pegue e leve {target} até {goal}',
    'Catch the falling {target} before the {enemy}, not the {hazard}':
      'Pegue {target} que caem antes de {enemy}, não {hazard}',
    'Catch the falling {target} before the {enemy}': 'Pegue {target} que caem antes de {enemy}',
    'Catch the falling {target}, not the {hazard}': 'Pegue {target} que caem, não {hazard}',
    'Catch as many falling {target} as you can': 'Pegue o máximo de {target} que caem',
    'Feed the {player:1} the falling {target}, not the {hazard}':
      'Alimente {player:1} com {target} que caem, não {hazard}',
    'Feed the {player:1} the falling {target}': 'Alimente {player:1} com {target} que caem',
    'Catch the {target} to build the {player:1}, not the {hazard}':
      'Pegue {target} para montar {player:1}, não {hazard}',
    'Catch the {target} to build the {player:1}': 'Pegue {target} para montar {player:1}',
    'Catch the {target} the {enemy} drop, not the {hazard}':
      'Pegue {target} que {enemy} soltam, não {hazard}',
    'Catch the {target} the {enemy} drop': 'Pegue {target} que {enemy} soltam',
    'Dodge the {hazard} as long as you can': 'Desvie de {hazard} o máximo que puder',
    'Weave through the {enemy:1}’s {hazard}: only your core can be hit':
      'Ziguezagueie entre {hazard} de {enemy:1}: só seu núcleo leva dano',
    'Climb as high as you can, dodging the {hazard}': 'Suba o mais alto que puder, desviando de {hazard}',
    'Shoot the {enemy} before they reach you': 'Atire em {enemy} antes que cheguem até você',
    'Two players, one keyboard: shoot the {enemy} together before they reach you':
      'Dois jogadores, um teclado: atirem juntos em {enemy} antes que cheguem',
    'Fight off the {enemy} from every side': 'Rechace {enemy} que vêm de todos os lados',
    'Hit the {enemy} with {shot} and dodge theirs': 'Acerte {enemy} com {shot} e desvie dos tiros inimigos',
    'Swing your {shot:1} at the {enemy} from every side': 'Golpeie {enemy} de todos os lados com {shot:1}',
    'Two players, one keyboard: fight off the {enemy}, the last one standing wins':
      'Dois jogadores, um teclado: rechacem {enemy}, vence quem resistir mais',
    'Clear each room of {enemy}, then pick one of three upgrades':
      'Limpe cada sala de {enemy} e escolha uma de três melhorias',
    'Eat the {target} and grow, never bite yourself': 'Coma {target} e cresça, sem nunca se morder',
    'Corner the runaway {target} and grow, never bite yourself':
      'Encurrale {target} em fuga e cresça, sem nunca se morder',
    'Bounce the ball and break every {target:1}': 'Rebata a bola e quebre cada {target:1}',
    'Beat the {enemy}: first to 7 points': 'Vença {enemy}: o primeiro a 7 pontos ganha',
    'Two players, one keyboard: first to 7 points wins':
      'Dois jogadores, um teclado: o primeiro a 7 pontos vence',
    'Fly through the gaps between the {hazard}': 'Voe pelas brechas entre {hazard}',
    'Hold to rise, let go to fall: keep off the {hazard}':
      'Segure para subir, solte para descer: evite {hazard}',
    'Pop the {target} before they float away, not the {hazard}':
      'Estoure {target} antes que voem para longe, não {hazard}',
    'Pop the {target} before they float away': 'Estoure {target} antes que voem para longe',
    'Touch down gently on the pad, dodge the {hazard}': 'Pouse suavemente na plataforma, desvie de {hazard}',
    'Touch down gently on the pad before the fuel runs out':
      'Pouse suavemente na plataforma antes que o combustível acabe',
    'Park the {player:1} in the marked bay without touching the {hazard}':
      'Estacione {player:1} na vaga marcada sem tocar em {hazard}',
    'Jump over the {hazard}, grab the {target}': 'Pule {hazard}, pegue {target}',
    'Flip gravity to run on the floor or the ceiling, past the {hazard}':
      'Inverta a gravidade para correr no chão ou no teto, desviando de {hazard}',
    'Run from the {enemy:1}: jump over the {hazard}, or it catches up':
      'Fuja de {enemy:1}: pule {hazard} ou você será pego',
    'Bounce from platform to platform, higher and higher':
      'Pule de plataforma em plataforma, cada vez mais alto',
    'Climb up to the {goal:1}': 'Suba até {goal:1}',
    'Find the {target} and reach the {goal:1}, away from the {enemy}':
      'Encontre {target} e chegue a {goal:1} longe de {enemy}',
    'Find all the {target} hidden in the maze': 'Encontre {target} que se escondem no labirinto',
    'Find the way to the {goal:1}, away from the {enemy}':
      'Encontre o caminho até {goal:1}, longe de {enemy}',
    'Find the way to the {goal:1}': 'Encontre o caminho até {goal:1}',
    'Tap the {target:1}, buy {ally}, grow your empire':
      'Toque em {target:1}, compre {ally}, expanda seu império',
    'Whack the {target} when they pop up, never the {hazard}':
      'Acerte {target} quando aparecerem, nunca {hazard}',
    'Swap neighbours to line up three {target} or more': 'Troque vizinhos para alinhar três {target} ou mais',
    'Flip the cards and find every pair': 'Vire as cartas e encontre todos os pares',
    'Slide the tiles back into order': 'Deslize as peças de volta à ordem certa',
    'Uncover every safe square, never a {hazard:1}': 'Revele todas as casas seguras, nunca {hazard:1}',
    'Push every {target:1} onto a {goal:1}': 'Empurre cada {target:1} até {goal:1}',
    '{player:1} against {enemy:1}: three in a row wins': '{player:1} contra {enemy:1}: três em linha vence',
    'Fit the falling blocks and clear lines': 'Encaixe os blocos que caem e limpe linhas',
    'Type each word before its {hazard:1} lands': 'Digite cada palavra antes que {hazard:1} caia',
    'Hit each {target:1} on the beat': 'Acerte cada {target:1} no ritmo',
    'Answer 10 questions: get 7 right to win': 'Responda 10 perguntas: acerte 7 para vencer',
    'Place {ally} along the path and stop the {enemy}':
      'Posicione {ally} ao longo do caminho e detenha {enemy}',
    'Aim, throw, and knock down every {target:1}': 'Mire, arremesse e derrube cada {target:1}',
    'Aim and throw the {shot:1} into the {goal:1}': 'Mire e arremesse {shot:1} em {goal:1}',
    'Weave through the {hazard}, grab the {target}': 'Ziguezagueie entre {hazard}, pegue {target}',
    'Cross safely past the {hazard}': 'Atravesse com segurança entre {hazard}',
    'Hop across on the {ally}: keep out of the water': 'Atravesse pulando sobre {ally}: não caia na água',
    'Lead the {target} across, past the {hazard}': 'Guie {target} até o outro lado, passando por {hazard}',
    'Watch the pads light up, then repeat the sequence': 'Veja os botões acenderem e repita a sequência',
    'Guess the word letter by letter before the figure is drawn':
      'Adivinhe a palavra letra por letra antes que o boneco seja desenhado',
    'Guess the five-letter word in six tries': 'Adivinhe a palavra de cinco letras em seis tentativas',
    'Turn, thrust and blast the {enemy} to bits': 'Gire, acelere e despedace {enemy}',
    'Keep the {target} in the air': 'Mantenha {target} no ar',
    'Drop each {player:1} on the one below and build it high':
      'Empilhe cada {player:1} e erga a torre bem alto',
    'Roll the {shot:1} and knock down every {target:1}': 'Role {shot:1} e derrube cada {target:1}',
    'Putt the {shot:1} into every hole in as few strokes as you can':
      'Encaçape {shot:1} em cada buraco com o mínimo de tacadas',
    'Cast your line and reel in the {target}, not the {hazard}':
      'Lance a linha e fisgue {target}, não {hazard}',
    'Cast your line and reel in the {target}': 'Lance a linha e fisgue {target}',
    'Dive for the {target}, not the {hazard}': 'Mergulhe atrás de {target}, não de {hazard}',
    'Dive for the {target}': 'Mergulhe atrás de {target}',
    '{player:1} against {enemy:1}: four in a row wins': '{player:1} contra {enemy:1}: quatro em linha vence',
    'Sort each thing into the right bin': 'Coloque cada coisa na lixeira certa',
    'Keep every {target:1} alive: tap the one that needs you':
      'Mantenha cada {target:1} com vida: toque em quem precisar de você',
    'Tap the black tiles in order, never the white': 'Toque as peças pretas em ordem, nunca as brancas',
    'Sell {target} by the day: stock up, set your price, watch the weather':
      'Venda {target} todo dia: abasteça-se, defina o preço, fique de olho no tempo',
    'Outrun the {enemy} to the finish line': 'Chegue à linha de chegada antes de {enemy}',
    'Two players, one keyboard: first to the finish line wins':
      'Dois jogadores, um teclado: quem cruzar a linha primeiro vence',
    'Race the {enemy} round the circuit: three laps, finish first':
      'Corra contra {enemy} no circuito: três voltas, chegue em primeiro',
    'Race the {enemy} round the circuit: boost past them, finish first':
      'Corra contra {enemy} no circuito: ultrapasse com turbo, chegue em primeiro',
    'Two players, one keyboard: three laps, first over the line wins':
      'Dois jogadores, um teclado: três voltas, vence quem cruzar a linha primeiro',
    'Race the ghost of your best lap: three laps against the clock':
      'Corra contra o fantasma da sua melhor volta: três voltas contra o relógio',
    'Turn the pipes to bring the {player:1} to the {goal:1}':
      'Gire os canos para levar {player:1} até {goal:1}',
    'Run and jump to the {goal:1}, grab the {target}, mind the {hazard}':
      'Corra e pule até {goal:1}, pegue {target}, cuidado com {hazard}',
    'Swipe to slice the {target}, never the {hazard}': 'Deslize para cortar {target}, nunca {hazard}',
    'Aim and shoot the {target} before they get away': 'Mire e atire em {target} antes que escapem',
    'Shoot every {target:1} off the fence': 'Acerte cada {target:1} e derrube da cerca',
    'Squash the {target} before they reach the {player:1}': 'Esmague {target} antes que cheguem a {player:1}',
    'Outshoot the {enemy:1}: first to 5 hits wins': 'Supere {enemy:1} no tiro: quem acertar 5 primeiro ganha',
    'Two players, one keyboard: first to 5 hits wins':
      'Dois jogadores, um teclado: quem acertar 5 primeiro ganha',
    'Jump your opponent’s pieces and crown your own': 'Salte as peças do adversário e coroe as suas',
    'Two players, one board: take every piece': 'Dois jogadores, um tabuleiro: capture todas as peças',
    'Five kicks each: beat the {enemy:1}, then save theirs':
      'Cinco chutes cada: vença {enemy:1}, depois defenda os chutes do rival',
    'Make each {target:1} just as the {ally:1} ordered':
      'Prepare cada {target:1} do jeito que {ally:1} pediu',
    'Slide the tiles: two alike make the next one': 'Deslize as peças: duas iguais formam a próxima',
    'Wait for green, then tap as fast as you can': 'Espere o verde e toque o mais rápido que puder',
    'Walk over every tile to colour it': 'Passe por cada casa para pintá-la',
    'Flip each {target:1} when it is ready and serve it before it burns':
      'Vire cada {target:1} na hora certa e sirva antes que queime',
    'Pop every bubble, then a fresh sheet': 'Estoure cada bolha, depois vem uma folha nova',
    'Put the letters in order to spell the word': 'Ordene as letras para formar a palavra',
    'Two pictures, a few differences: tap each one': 'Duas imagens, algumas diferenças: toque em cada uma',
    'Put them in the right order, first at the top': 'Coloque tudo na ordem certa, o primeiro no topo',
    'Choose your way and get the {player:1} to the {goal:1}: three endings to find':
      'Escolha o caminho e leve {player:1} até {goal:1}: três finais para descobrir',
    'Take every land from the {enemy}: attack with more troops, turn by turn':
      'Tome todas as terras de {enemy}: ataque com mais tropas, turno a turno',
    'The colony finds the {target} and carries them home: tap to put down more':
      'A colônia encontra {target} e leva para casa: toque para soltar mais',
    'Draw lines that send the falling {target} into the {goal:1}':
      'Desenhe linhas que levem {target} em queda até {goal:1}',
    'Draw lines and watch the falling {target} bounce': 'Desenhe linhas e veja {target} em queda quicarem',
    'Slide the stones into the house, and sweep to carry them further':
      'Deslize as pedras até a casa e varra para levá-las mais longe',
    'Top the {target} to show each fraction': 'Decore {target} para mostrar cada fração',
    'Land every {target:1} before its fuel runs out, then send it to a gate':
      'Pouse cada {target:1} antes que o combustível acabe e mande para um portão',
    'Count the {target} as they go by, then say how many': 'Conte {target} enquanto passam e diga o total',
    'Drop the {shot} onto the {target} as you fly over, not into the {hazard}':
      'Solte {shot} sobre {target} ao sobrevoar, não em {hazard}',
    'Drop the {shot} onto the {target} as you fly over': 'Solte {shot} sobre {target} ao sobrevoar',
    'Drop the {shot} onto the {target}: a star drops three at once':
      'Solte {shot} sobre {target}: uma estrela solta três de uma vez',
    'Find the hidden words: drag across their letters':
      'Encontre as palavras escondidas: arraste sobre suas letras',
    'Tap the numbers in order, as fast as you can': 'Toque os números em ordem, o mais rápido que puder',
    'Eat the {target} and grow, but the bigger {enemy} eat you':
      'Coma {target} e cresça, mas {enemy} maiores comem você',
    'Eat the {target} to grow bigger': 'Coma {target} para crescer',
    'Take the {target} without the {enemy} seeing you': 'Pegue {target} sem que {enemy} vejam você',
    'Sneak up on the {target} without being seen': 'Aproxime-se de {target} sem que vejam você',
    'Take the {target} while the {enemy:1} sleeps: freeze when it wakes':
      'Pegue {target} enquanto {enemy:1} dorme: fique imóvel quando acordar',
    'Knock the {target} off the table while the {enemy:1} is not looking':
      'Derrube {target} da mesa enquanto {enemy:1} não está olhando',
    'Connect the dots to draw the {target:1}': 'Ligue os pontos para desenhar {target:1}',
    'Aim and shoot {target}: three of a kind together pop':
      'Mire e atire {target}: três iguais lado a lado estouram',
    'Flick your tongue to catch the {target}, not the {hazard}':
      'Estique a língua para pegar {target}, não {hazard}',
    'Flick your tongue to catch the {target}': 'Estique a língua para pegar {target}',
    'Decorate the {player:1}: put the {target} and more where you like':
      'Decore {player:1}: coloque {target} e muito mais onde quiser',
    'Chop the {target:1} log by log, and keep clear of the branches':
      'Corte {target:1} tora por tora e desvie dos galhos',
    'Slide down the slope: grab the {target}, miss the {hazard}':
      'Desça a ladeira: pegue {target}, desvie de {hazard}',
    'Slide down the slope and miss the {hazard}': 'Desça a ladeira desviando de {hazard}',
    'Slide down: grab the {target}, keep ahead of the {enemy:1}':
      'Desça: pegue {target}, fique à frente de {enemy:1}',
    'Slide down the slope and keep ahead of the {enemy:1}': 'Desça a ladeira e fique à frente de {enemy:1}',
    'Dig up the {target}: red is hot, blue is cold, and the digs run out':
      'Desenterre {target}: vermelho é quente, azul é frio, e as escavações acabam',
    'Herd the {target} into the pen, keep them from the {enemy:1}':
      'Conduza {target} ao curral, longe de {enemy:1}',
    'Herd the {target} into the pen': 'Conduza {target} ao curral',
    'Swing from vine to vine, grab the {target}, mind the {hazard} below':
      'Balance de cipó em cipó, pegue {target}, cuidado com {hazard} lá embaixo',
    'Swing from vine to vine and grab the {target}': 'Balance de cipó em cipó e pegue {target}',
    'Fill the grid: each row, column and box holds every one once':
      'Preencha a grade: cada linha, coluna e bloco tem cada número uma vez',
    'Flip the ball into the {target}, and keep it out of the drain':
      'Lance a bola em {target} e não a deixe cair no ralo',
    '{player:1}, {target:1}, {ally:1}: beat the {enemy:1}, best of five':
      '{player:1}, {target:1}, {ally:1}: vença {enemy:1}, melhor de cinco',
    'Two players, secret picks: best of five': 'Dois jogadores, escolhas secretas: melhor de cinco',
    'Eat every {target:1} and keep away from the {enemy}': 'Coma cada {target:1} e fique longe de {enemy}',
    'Dive to save ten penalties: each goal let in costs a life':
      'Mergulhe para defender dez pênaltis: cada gol sofrido custa uma vida',
    'Take ten penalties past the {enemy:1}: each miss costs a life':
      'Cobre dez pênaltis contra {enemy:1}: cada erro custa uma vida',
    'Pick up the {target} and grow longer, never hit your own carriages':
      'Pegue {target} e cresça, sem nunca bater nos próprios vagões',
    'Find the {target}, then reach the {goal:1} before the {enemy:1} gets you':
      'Encontre {target} e chegue a {goal:1} antes que {enemy:1} pegue você',
    'Find the {target}, then reach the {goal:1}': 'Encontre {target} e chegue a {goal:1}',
  },
  it: {
    'Dots that touch pass it on: set the infection chance and who stays home, and watch the curve':
      'I punti che si toccano lo trasmettono: regola la probabilità di contagio e chi resta a casa, e guarda la curva',
    'Sixteen words, four groups of four: find what links them before four mistakes':
      'Sedici parole, quattro gruppi da quattro: trova cosa le unisce prima di quattro errori',
    'Join each pair of dots with a pipe of its colour: no crossings, every square filled':
      'Unisci ogni coppia di punti con un tubo del suo colore: niente incroci, ogni casella piena',
    'Drag the three shapes onto the grid: a full row or column clears, and combos score more':
      'Trascina le tre forme sulla griglia: una riga o colonna piena si svuota, e le combo valgono di più',
    'Roll, move your fifteen home and bear them off before the other side':
      'Tira i dadi, porta a casa le tue quindici e falle uscire prima dell’altro',
    'Two players, one board: roll, hit and bear off first':
      'Due giocatori, una plancia: tira, colpisci ed esci per primo',
    'Join the banks with beams and road on budget, then send the {player} across':
      'Unisci le sponde con travi e strada nel budget, poi fai attraversare il {player}',
    'Pull a block from the tower and put it on top, and don’t be the one who makes it fall':
      'Sfila un blocco dalla torre e mettilo in cima, e non essere tu a farla cadere',
    'Take turns pulling a block and putting it on top: whoever topples the tower loses':
      'A turno sfila un blocco e mettilo in cima: chi fa cadere la torre perde',
    'Checkmate the other king: every piece moves as in real chess':
      'Dai scacco matto all’altro re: ogni pezzo muove come negli scacchi veri',
    'Two players, one board: checkmate the other king':
      'Due giocatori, una scacchiera: dai scacco matto all’altro re',
    'Build each suit from Ace to King; move runs down in alternate colours':
      'Costruisci ogni seme dall’Asso al Re; scendi le scale alternando i colori',
    'Let each {target:1} go from the crane and build the tower high: too many fall and it is over':
      'Lascia ogni {target:1} dalla gru e costruisci la torre alta: se ne cadono troppe, è finita',
    'Three in a row wins: you are X, the computer is O': 'Tre in fila vince: tu sei X, il computer è O',
    'Three in a row wins: X against O, taking turns': 'Tre in fila vince: X contro O, a turno',
    'Pick a runner, bet on it, and watch the race: a winner pays its odds':
      'Scegli un corridore, punta su di lui e guarda la corsa: il vincitore paga la sua quota',
    'Find where each element belongs in the periodic table':
      'Trova dove va ogni elemento nella tavola periodica',
    'Never stop, leave a wall of light, and make the other bike crash into it':
      'Non fermarti mai, lascia un muro di luce e fai schiantare l’altra moto contro',
    'Two bikes, one keyboard: make the other crash into your wall of light':
      'Due moto, una tastiera: fai schiantare l’altro contro il tuo muro di luce',
    'Pour the colours between the tubes until each holds one colour':
      'Versa i colori tra le provette finché ognuna ha un solo colore',
    'Swipe yes or no and keep the church, the people, the army and the treasury in balance':
      'Di’ sì o no e tieni in equilibrio la Chiesa, il popolo, l’esercito e il tesoro',
    'Charge each throw, sink baskets before the clock runs out: a swish scores more':
      'Carica ogni tiro e fai canestro prima che scada il tempo: un ciuff vale di più',
    'Put every light out: a tap flips it and the four beside it':
      'Spegni tutte le luci: un tocco cambia la luce e le quattro accanto',
    'Spin the wheel and see where it stops': 'Gira la ruota e guarda dove si ferma',
    'Shut the doors, watch the cameras and last until 6 AM':
      'Chiudi le porte, guarda le telecamere e resisti fino alle 6',
    'Roll five dice three times a turn and fill the score sheet for the biggest total':
      'Tira cinque dadi tre volte a turno e riempi il foglio per il totale più alto',
    'Mark the numbers on your card as they are called: a line, then BINGO!':
      'Segna i numeri della tua cartella quando escono: una riga, poi BINGO!',
    'Tap the sky and send up fireworks: round, hearts, stars and big ones':
      'Tocca il cielo e lancia fuochi d’artificio: tondi, cuori, stelle e grandi',
    'Go round the middle and slip through the walls closing in, as long as you can':
      'Gira intorno al centro e infilati tra i muri che si stringono, il più a lungo possibile',
    'Tap a colour, then a part of the picture to fill it':
      'Tocca un colore, poi una parte del disegno per colorarla',
    'Set the angle and the power, mind the wind, and blast the other tank off the hills':
      'Regola l’angolo e la potenza, attento al vento, e fai saltare l’altro carro',
    'Aim, pull back and pot your group, then the 8': 'Mira, tira indietro e imbuca il tuo gruppo, poi l’8',
    'Pick a marble and watch them race down the course':
      'Scegli una biglia e guardale correre giù per il percorso',
    'Drag the pieces into place until the picture is whole':
      'Trascina i pezzi al loro posto finché l’immagine è completa',
    'Gas up the hills, tip the jeep in the air, and mind the fuel':
      'Accelera sulle colline, inclina la jeep in aria e occhio alla benzina',
    'Eat the dots and the smaller cells, and run from the bigger ones':
      'Mangia i puntini e le cellule più piccole, e scappa da quelle più grandi',
    'Move the tower to the last peg, one disc at a time, never a big one on a small one':
      'Porta la torre sull’ultimo piolo, un disco alla volta, mai uno grande su uno piccolo',
    'Slide the cars and trucks out of the way and let the red car out':
      'Fai scorrere auto e camion e lascia uscire l’auto rossa',
    'Sow the stones round the board and get more into your store than the computer':
      'Semina i semi intorno al tavoliere e mettine più del computer nel tuo granaio',
    'Answer the questions and find out which {target:1} you are':
      'Rispondi alle domande e scopri quale {target:1} sei',
    'Answer the questions and find out who you are': 'Rispondi alle domande e scopri chi sei',
    'Battle the {enemy} turn by turn: choose your attacks, win XP and level up':
      'Combatti i {enemy} a turni: scegli gli attacchi, guadagna XP e sali di livello',
    'Choose a partner, battle wild monsters turn by turn, win XP and level up':
      'Scegli un compagno, combatti mostri selvatici a turni, guadagna XP e sali di livello',
    'Knock out the {enemy:1}: the first to win two rounds wins':
      'Metti KO il {enemy:1}: vince chi vince due round',
    'Two players, one keyboard: the first to win two rounds wins':
      'Due giocatori, una tastiera: vince chi vince due round',
    'Match the colour or the number and be the first to play all your cards':
      'Gioca lo stesso colore o numero e resta per primo senza carte',
    'Take away pairs of free tiles until the board is clear':
      'Togli coppie di tessere libere finché il tavolo è vuoto',
    'Swing on time and send the {target} over the fence: ten outs and it is over':
      'Batti al momento giusto e manda le {target} oltre la recinzione: dieci eliminazioni ed è finita',
    'Match the ends, lay all your tiles first and reach 50 points':
      'Abbina le estremità, cala tutte le tessere per primo e arriva a 50 punti',
    'As many 0s as 1s in every line, never three alike in a row, no two lines the same':
      'Tanti 0 quanti 1 in ogni riga, mai tre uguali di fila, nessuna riga uguale a un’altra',
    'Three in a line is a mill: take their men until two are left':
      'Tre in fila sono un mulino: togli le sue pedine finché ne restano due',
    'Three neighbours bring a cell to life, two or three keep it: press Play and watch':
      'Tre vicine fanno nascere una cellula, due o tre la tengono: premi Gioca e guarda',
    'Think of something: it asks yes or no questions and guesses, and learns when it is wrong':
      'Pensa a qualcosa: fa domande sì o no, indovina e impara quando sbaglia',
    'Pick a case, open the rest, and take the banker’s offer or play on for the million':
      'Scegli un pacco, apri gli altri e accetta l’offerta del banchiere o gioca per il milione',
    'Keep your eye on the ball as the cups shuffle, then pick its cup: each win is faster':
      'Non perdere di vista la pallina mentre i bicchieri si mescolano, poi scegli il suo: ogni vittoria è più veloce',
    'Say a word of the category and pass the phone before it goes off':
      'Di una parola della categoria e passa il telefono prima che esploda',
    'Set the ring, the wheel and the pen, and watch the pattern draw itself':
      'Scegli l’anello, la ruota e la penna, e guarda il disegno che si forma',
    'Tilt the board and roll the ball along the line to the goal, past the holes':
      'Inclina il piano e porta la pallina lungo la linea fino al traguardo, evitando i buchi',
    'Line the claw up over a toy, drop it and carry the prize to the chute':
      'Metti la pinza sopra un peluche, calala e porta il premio allo scivolo',
    'Fill the grid: every word across and down answers its numbered clue':
      'Riempi la griglia: ogni parola orizzontale e verticale risponde alla sua definizione numerata',
    'Take no hearts and not the queen of spades: the lowest score at 100 wins':
      'Non prendere cuori né la donna di picche: a 100 vince il punteggio più basso',
    'Jump at the edge, keep your balance in the air and land in a telemark: three jumps, their points added':
      'Stacca sul bordo, tieni l’equilibrio in volo e atterra in telemark: tre salti, i punti sommati',
    'Put the blocks in order and run them: the robot lights every blue tile':
      'Metti in ordine i blocchi ed eseguili: il robot accende tutte le caselle blu',
    'Find every thing on the list in the cluttered attic: tapping at random costs time':
      'Trova tutto ciò che è nella lista nella soffitta in disordine: cliccare a caso costa tempo',
    'Buy your supplies, then the 2,000 miles to Oregon City a day at a time: keep your family alive':
      'Compra le provviste, poi le 2.000 miglia fino a Oregon City giorno per giorno: tieni in vita la tua famiglia',
    'Draw the cuts on the folded paper and unfold it into a six-pointed snowflake':
      'Disegna i tagli sulla carta piegata e aprila in un fiocco di neve a sei punte',
    'Two players, one board: three in a line takes a man':
      'Due giocatori, una tavola: tre in fila tolgono una pedina',
    'Draw each plane’s path to the runway of its colour, and keep them apart':
      'Traccia la rotta di ogni aereo verso la pista del suo colore e tienili lontani',
    'Pay the exact price with the coins, then press Check':
      'Paga il prezzo esatto con le monete, poi premi Controlla',
    'Bomb the crates, grab power-ups and be the last bomber standing':
      'Fai saltare le casse, prendi i potenziamenti e resta l’ultimo in piedi',
    'Tap the steps on, press Play, and make a beat': 'Accendi i passi, premi Suona e crea un ritmo',
    'Pour sand, water and fire and watch them pile, flow and burn':
      'Versa sabbia, acqua e fuoco e guardali ammucchiarsi, scorrere e bruciare',
    'Drop the {shot:1} through the pegs into the slot worth most':
      'Lascia cadere la {shot:1} tra i chiodi nella casella che vale di più',
    'Roll the die and race to 100: up the ladders, down the {hazard}':
      'Tira il dado e arriva a 100: su per le scale, giù per i {hazard}',
    'Outflank the other side’s discs to turn them over: most discs at the end wins':
      'Chiudi le pedine dell’altro per girarle: vince chi ha più pedine alla fine',
    'Two players, one board: outflank and turn the other’s discs':
      'Due giocatori, una scacchiera: chiudi e gira le pedine dell’altro',
    'Beat the dealer to 21 without going over': 'Batti il croupier arrivando a 21 senza sballare',
    'Take pairs that make 13 and clear the pyramid': 'Togli le coppie che fanno 13 e svuota la piramide',
    'Cut the ropes so the {shot:1} swings into the {goal:1}’s mouth':
      'Taglia le corde perché {shot:1} finisca in bocca a {goal:1}',
    'Plant, water, harvest and sell: save up for better seeds':
      'Pianta, innaffia, raccogli e vendi: risparmia per semi migliori',
    'Pull back, mind the wind, and hit the middle of the target':
      'Tendi l’arco, attento al vento, e colpisci il centro del bersaglio',
    'Fill the squares the numbers give to find the hidden picture':
      'Riempi le caselle indicate dai numeri per scoprire il disegno nascosto',
    'Crack the hidden code of colours: black is right in place, white is right but elsewhere':
      'Scopri il codice di colori nascosto: nero è colore e posto giusti, bianco è colore giusto altrove',
    'Draw a line a turn: close a box to take it and go again':
      'Traccia una linea a turno: chiudi un quadrato per prenderlo e rigiocare',
    'Two players, one grid: draw lines, close boxes, take the most':
      'Due giocatori, una griglia: tracciate linee, chiudete quadrati, vince chi ne ha di più',
    'Place your fleet, then fire in turns: sink every ship of the computer’s first':
      'Schiera la tua flotta e sparate a turno: affonda per primo tutte le navi del computer',
    'Blast the {enemy} out of the sky before they hit the {goal}':
      'Fai esplodere {enemy} in cielo prima che colpiscano {goal}',
    'Feed, play with, wash and put the {player:1} to bed: keep every bar up':
      'Nutri, gioca, lava e metti a letto {player:1}: tieni alte tutte le barre',
    'Wait for green: the first to press wins the round':
      'Aspetta il verde: chi preme per primo vince il round',
    'Cast, wait for a bite and reel in the {target}: sell them, buy better rods':
      'Lancia, aspetta che abbocchino e tira su {target}: vendili e compra canne migliori',
    'Collect the {target}, avoid the {hazard}': 'Raccogli {target}, evita {hazard}',
    'Collect as many {target} as you can': 'Raccogli più {target} che puoi',
    'Collect the {target}, avoid the {hazard}, outrun the {enemy:1}':
      'Raccogli {target}, evita {hazard}, sfuggi a {enemy:1}',
    'Collect the {target}, outrun the {enemy:1}': 'Raccogli {target}, sfuggi a {enemy:1}',
    'Pick up the {target} and bring them to the {goal}': 'Raccogli e porta {target} fino a {goal}',
    'Catch the falling {target} before the {enemy}, not the {hazard}':
      'Prendi {target} che cadono prima di {enemy}, non {hazard}',
    'Catch the falling {target} before the {enemy}': 'Prendi {target} che cadono prima di {enemy}',
    'Catch the falling {target}, not the {hazard}': 'Prendi {target} che cadono, non {hazard}',
    'Catch as many falling {target} as you can': 'Prendi al volo più {target} che puoi',
    'Feed the {player:1} the falling {target}, not the {hazard}':
      'Nutri {player:1} con {target} che cadono, non {hazard}',
    'Feed the {player:1} the falling {target}': 'Nutri {player:1} con {target} che cadono',
    'Catch the {target} to build the {player:1}, not the {hazard}':
      'Prendi {target} per costruire {player:1}, non {hazard}',
    'Catch the {target} to build the {player:1}': 'Prendi {target} per costruire {player:1}',
    'Catch the {target} the {enemy} drop, not the {hazard}':
      'Prendi {target} che {enemy} lasciano cadere, non {hazard}',
    'Catch the {target} the {enemy} drop': 'Prendi {target} che {enemy} lasciano cadere',
    'Dodge the {hazard} as long as you can': 'Schiva {hazard} il più a lungo possibile',
    'Weave through the {enemy:1}’s {hazard}: only your core can be hit':
      'Sguscia tra {hazard} di {enemy:1}: solo il tuo nucleo è vulnerabile',
    'Climb as high as you can, dodging the {hazard}': 'Sali più in alto che puoi schivando {hazard}',
    'Shoot the {enemy} before they reach you': 'Abbatti {enemy} prima che ti raggiungano',
    'Two players, one keyboard: shoot the {enemy} together before they reach you':
      'Due giocatori, una tastiera: abbattete {enemy} prima che vi raggiungano',
    'Fight off the {enemy} from every side': 'Respingi {enemy} che arrivano da ogni lato',
    'Hit the {enemy} with {shot} and dodge theirs': 'Colpisci {enemy} con {shot} e schiva i loro colpi',
    'Swing your {shot:1} at the {enemy} from every side': 'Colpisci {enemy} da ogni lato con {shot:1}',
    'Two players, one keyboard: fight off the {enemy}, the last one standing wins':
      'Due giocatori, una tastiera: respingete {enemy}, vince chi resta in piedi',
    'Clear each room of {enemy}, then pick one of three upgrades':
      'Ripulisci ogni stanza da {enemy}, poi scegli uno di tre potenziamenti',
    'Eat the {target} and grow, never bite yourself': 'Mangia {target} e cresci, senza mai morderti',
    'Corner the runaway {target} and grow, never bite yourself':
      'Bracca {target} in fuga e cresci, senza mai morderti',
    'Bounce the ball and break every {target:1}': 'Fai rimbalzare la palla e rompi ogni {target:1}',
    'Beat the {enemy}: first to 7 points': 'Batti {enemy}: il primo a 7 punti vince',
    'Two players, one keyboard: first to 7 points wins':
      'Due giocatori, una tastiera: il primo a 7 punti vince',
    'Fly through the gaps between the {hazard}': 'Vola attraverso i varchi tra {hazard}',
    'Hold to rise, let go to fall: keep off the {hazard}':
      'Tieni premuto per salire, lascia per scendere: evita {hazard}',
    'Pop the {target} before they float away, not the {hazard}':
      'Scoppia {target} prima che volino via, non {hazard}',
    'Pop the {target} before they float away': 'Scoppia {target} prima che volino via',
    'Touch down gently on the pad, dodge the {hazard}':
      'Atterra dolcemente sulla piattaforma, evita {hazard}',
    'Touch down gently on the pad before the fuel runs out':
      'Atterra dolcemente sulla piattaforma prima che finisca il carburante',
    'Park the {player:1} in the marked bay without touching the {hazard}':
      'Parcheggia {player:1} nello stallo segnato senza toccare {hazard}',
    'Jump over the {hazard}, grab the {target}': 'Salta {hazard}, prendi {target}',
    'Flip gravity to run on the floor or the ceiling, past the {hazard}':
      'Inverti la gravità per correre su pavimento o soffitto, evitando {hazard}',
    'Run from the {enemy:1}: jump over the {hazard}, or it catches up':
      'Scappa da {enemy:1}: salta {hazard} o ti raggiunge',
    'Bounce from platform to platform, higher and higher':
      'Rimbalza di piattaforma in piattaforma, sempre più in alto',
    'Climb up to the {goal:1}': 'Sali fino a {goal:1}',
    'Find the {target} and reach the {goal:1}, away from the {enemy}':
      'Trova {target} e raggiungi {goal:1} lontano da {enemy}',
    'Find all the {target} hidden in the maze': 'Trova {target} che si nascondono nel labirinto',
    'Find the way to the {goal:1}, away from the {enemy}': 'Trova la strada per {goal:1}, lontano da {enemy}',
    'Find the way to the {goal:1}': 'Trova la strada per {goal:1}',
    'Tap the {target:1}, buy {ally}, grow your empire':
      'Tocca {target:1}, compra {ally}, espandi il tuo impero',
    'Whack the {target} when they pop up, never the {hazard}':
      'Colpisci {target} quando spuntano, mai {hazard}',
    'Swap neighbours to line up three {target} or more':
      'Scambia pezzi vicini per allineare almeno tre {target}',
    'Flip the cards and find every pair': 'Gira le carte e trova tutte le coppie',
    'Slide the tiles back into order': 'Riordina le tessere facendole scorrere',
    'Uncover every safe square, never a {hazard:1}': 'Scopri tutte le caselle sicure, mai {hazard:1}',
    'Push every {target:1} onto a {goal:1}': 'Spingi ogni {target:1} su {goal:1}',
    '{player:1} against {enemy:1}: three in a row wins': '{player:1} contro {enemy:1}: tre in fila vince',
    'Fit the falling blocks and clear lines': 'Incastra i blocchi che cadono e completa le linee',
    'Type each word before its {hazard:1} lands': 'Scrivi ogni parola prima che cada {hazard:1}',
    'Hit each {target:1} on the beat': 'Colpisci ogni {target:1} a tempo',
    'Answer 10 questions: get 7 right to win': 'Rispondi a 10 domande: indovinane 7 per vincere',
    'Place {ally} along the path and stop the {enemy}': 'Piazza {ally} lungo il percorso e ferma {enemy}',
    'Aim, throw, and knock down every {target:1}': 'Mira, lancia e abbatti ogni {target:1}',
    'Aim and throw the {shot:1} into the {goal:1}': 'Mira e lancia {shot:1} in {goal:1}',
    'Weave through the {hazard}, grab the {target}': 'Sguscia tra {hazard}, prendi {target}',
    'Cross safely past the {hazard}': 'Attraversa indenne tra {hazard}',
    'Hop across on the {ally}: keep out of the water': 'Attraversa saltando su {ally}: non cadere in acqua',
    'Lead the {target} across, past the {hazard}': 'Guida {target} dall’altra parte, evitando {hazard}',
    'Watch the pads light up, then repeat the sequence':
      'Guarda i pulsanti illuminarsi, poi ripeti la sequenza',
    'Guess the word letter by letter before the figure is drawn':
      'Indovina la parola lettera per lettera prima che l’omino sia disegnato',
    'Guess the five-letter word in six tries': 'Indovina la parola di cinque lettere in sei tentativi',
    'Turn, thrust and blast the {enemy} to bits': 'Ruota, accelera e fai a pezzi {enemy}',
    'Keep the {target} in the air': 'Tieni {target} in aria',
    'Drop each {player:1} on the one below and build it high':
      'Impila ogni {player:1} e costruisci una torre altissima',
    'Roll the {shot:1} and knock down every {target:1}': 'Fai rotolare {shot:1} e abbatti ogni {target:1}',
    'Putt the {shot:1} into every hole in as few strokes as you can':
      'Manda {shot:1} in ogni buca col minor numero di colpi',
    'Cast your line and reel in the {target}, not the {hazard}':
      'Lancia la lenza e tira su {target}, non {hazard}',
    'Cast your line and reel in the {target}': 'Lancia la lenza e tira su {target}',
    'Dive for the {target}, not the {hazard}': 'Tuffati e prendi {target}, non {hazard}',
    'Dive for the {target}': 'Tuffati e prendi {target}',
    '{player:1} against {enemy:1}: four in a row wins': '{player:1} contro {enemy:1}: quattro in fila vince',
    'Sort each thing into the right bin': 'Metti ogni cosa nel bidone giusto',
    'Keep every {target:1} alive: tap the one that needs you':
      'Tieni in vita ogni {target:1}: tocca chi ha bisogno di te',
    'Tap the black tiles in order, never the white': 'Tocca le tessere nere in ordine, mai quelle bianche',
    'Sell {target} by the day: stock up, set your price, watch the weather':
      'Vendi {target} ogni giorno: fai scorta, fissa il prezzo, guarda il meteo',
    'Outrun the {enemy} to the finish line': 'Arriva al traguardo prima di {enemy}',
    'Two players, one keyboard: first to the finish line wins':
      'Due giocatori, una tastiera: vince chi arriva prima al traguardo',
    'Race the {enemy} round the circuit: three laps, finish first':
      'Sfida {enemy} sul circuito: tre giri, arriva per primo',
    'Race the {enemy} round the circuit: boost past them, finish first':
      'Sfida {enemy} sul circuito: sorpassa col turbo, arriva per primo',
    'Two players, one keyboard: three laps, first over the line wins':
      'Due giocatori, una tastiera: tre giri, vince chi taglia per primo il traguardo',
    'Race the ghost of your best lap: three laps against the clock':
      'Sfida il fantasma del tuo giro migliore: tre giri contro il tempo',
    'Turn the pipes to bring the {player:1} to the {goal:1}':
      'Ruota i tubi per portare {player:1} fino a {goal:1}',
    'Run and jump to the {goal:1}, grab the {target}, mind the {hazard}':
      'Corri e salta fino a {goal:1}, prendi {target}, occhio a {hazard}',
    'Swipe to slice the {target}, never the {hazard}': 'Scorri per tagliare {target}, mai {hazard}',
    'Aim and shoot the {target} before they get away': 'Mira e spara a {target} prima che scappino',
    'Shoot every {target:1} off the fence': 'Fai cadere ogni {target:1} dalla staccionata',
    'Squash the {target} before they reach the {player:1}':
      'Schiaccia {target} prima che raggiungano {player:1}',
    'Outshoot the {enemy:1}: first to 5 hits wins': 'Batti {enemy:1}: il primo a 5 centri vince',
    'Two players, one keyboard: first to 5 hits wins':
      'Due giocatori, una tastiera: il primo a 5 centri vince',
    'Jump your opponent’s pieces and crown your own': 'Salta le pedine dell’avversario e fai dama con le tue',
    'Two players, one board: take every piece': 'Due giocatori, una plancia: cattura tutti i pezzi',
    'Five kicks each: beat the {enemy:1}, then save theirs':
      'Cinque tiri a testa: batti {enemy:1}, poi para i suoi',
    'Make each {target:1} just as the {ally:1} ordered': 'Prepara ogni {target:1} come da ordine di {ally:1}',
    'Slide the tiles: two alike make the next one':
      'Fai scorrere le tessere: due uguali formano la successiva',
    'Wait for green, then tap as fast as you can': 'Aspetta il verde, poi tocca più veloce che puoi',
    'Walk over every tile to colour it': 'Cammina su ogni casella per colorarla',
    'Flip each {target:1} when it is ready and serve it before it burns':
      'Gira ogni {target:1} al momento giusto e servi prima che bruci',
    'Pop every bubble, then a fresh sheet': 'Scoppia ogni bolla, poi un foglio nuovo',
    'Put the letters in order to spell the word': 'Metti in ordine le lettere per formare la parola',
    'Two pictures, a few differences: tap each one': 'Due immagini, qualche differenza: toccale tutte',
    'Put them in the right order, first at the top': 'Mettili nell’ordine giusto, il primo in alto',
    'Choose your way and get the {player:1} to the {goal:1}: three endings to find':
      'Scegli la strada e porta {player:1} fino a {goal:1}: tre finali da scoprire',
    'Take every land from the {enemy}: attack with more troops, turn by turn':
      'Strappa ogni terra a {enemy}: attacca con più truppe, turno dopo turno',
    'The colony finds the {target} and carries them home: tap to put down more':
      'La colonia porta {target} a casa: tocca per piazzarne di più',
    'Draw lines that send the falling {target} into the {goal:1}':
      'Traccia linee che portino {target} in caduta fino a {goal:1}',
    'Draw lines and watch the falling {target} bounce':
      'Traccia linee e guarda rimbalzare {target} in caduta',
    'Slide the stones into the house, and sweep to carry them further':
      'Fai scivolare le pietre nella casa e spazza per farle andare più lontano',
    'Top the {target} to show each fraction': 'Guarnisci {target} per mostrare ogni frazione',
    'Land every {target:1} before its fuel runs out, then send it to a gate':
      'Fai atterrare ogni {target:1} prima che finisca il carburante, poi assegna un gate',
    'Count the {target} as they go by, then say how many': 'Conta {target} mentre passano, poi di’ il totale',
    'Drop the {shot} onto the {target} as you fly over, not into the {hazard}':
      'Sgancia {shot} su {target} in volo, non su {hazard}',
    'Drop the {shot} onto the {target} as you fly over': 'Sgancia {shot} su {target} in volo',
    'Drop the {shot} onto the {target}: a star drops three at once':
      'Sgancia {shot} su {target}: una stella ne sgancia tre insieme',
    'Find the hidden words: drag across their letters':
      'Trova le parole nascoste: trascina sulle loro lettere',
    'Tap the numbers in order, as fast as you can': 'Tocca i numeri in ordine, più veloce che puoi',
    'Eat the {target} and grow, but the bigger {enemy} eat you':
      'Mangia {target} e cresci, ma {enemy} più grandi ti mangiano',
    'Eat the {target} to grow bigger': 'Mangia {target} per diventare più grande',
    'Take the {target} without the {enemy} seeing you': 'Prendi {target} senza farti vedere da {enemy}',
    'Sneak up on the {target} without being seen': 'Avvicinati di soppiatto a {target} senza farti vedere',
    'Take the {target} while the {enemy:1} sleeps: freeze when it wakes':
      'Prendi {target} mentre {enemy:1} dorme: resta immobile quando si sveglia',
    'Knock the {target} off the table while the {enemy:1} is not looking':
      'Butta giù {target} dal tavolo mentre {enemy:1} non guarda',
    'Connect the dots to draw the {target:1}': 'Unisci i puntini per disegnare {target:1}',
    'Aim and shoot {target}: three of a kind together pop':
      'Mira e spara {target}: tre uguali a contatto scoppiano',
    'Flick your tongue to catch the {target}, not the {hazard}':
      'Lancia la lingua per acchiappare {target}, non {hazard}',
    'Flick your tongue to catch the {target}': 'Lancia la lingua per acchiappare {target}',
    'Decorate the {player:1}: put the {target} and more where you like':
      'Decora {player:1}: metti {target} e altro dove vuoi',
    'Chop the {target:1} log by log, and keep clear of the branches':
      'Taglia {target:1} pezzo dopo pezzo ed evita i rami',
    'Slide down the slope: grab the {target}, miss the {hazard}':
      'Scendi lungo il pendio: prendi {target}, evita {hazard}',
    'Slide down the slope and miss the {hazard}': 'Scendi lungo il pendio ed evita {hazard}',
    'Slide down: grab the {target}, keep ahead of the {enemy:1}':
      'Scendi: prendi {target}, resta davanti a {enemy:1}',
    'Slide down the slope and keep ahead of the {enemy:1}':
      'Scendi lungo il pendio e resta davanti a {enemy:1}',
    'Dig up the {target}: red is hot, blue is cold, and the digs run out':
      'Dissotterra {target}: rosso è caldo, blu è freddo, e gli scavi finiscono',
    'Herd the {target} into the pen, keep them from the {enemy:1}':
      'Raduna {target} nel recinto, lontano da {enemy:1}',
    'Herd the {target} into the pen': 'Raduna {target} nel recinto',
    'Swing from vine to vine, grab the {target}, mind the {hazard} below':
      'Dondola di liana in liana, prendi {target}, occhio a {hazard} di sotto',
    'Swing from vine to vine and grab the {target}': 'Dondola di liana in liana e prendi {target}',
    'Fill the grid: each row, column and box holds every one once':
      'Riempi la griglia: ogni riga, colonna e riquadro contiene ogni cifra una volta',
    'Flip the ball into the {target}, and keep it out of the drain':
      'Lancia la pallina contro {target} e non farla cadere nello scarico',
    '{player:1}, {target:1}, {ally:1}: beat the {enemy:1}, best of five':
      '{player:1}, {target:1}, {ally:1}: batti {enemy:1}, al meglio di cinque',
    'Two players, secret picks: best of five': 'Due giocatori, scelte segrete: al meglio di cinque',
    'Eat every {target:1} and keep away from the {enemy}':
      'Mangia ogni {target:1} e tieniti lontano da {enemy}',
    'Dive to save ten penalties: each goal let in costs a life':
      'Tuffati per parare dieci rigori: ogni gol subito costa una vita',
    'Take ten penalties past the {enemy:1}: each miss costs a life':
      'Tira dieci rigori contro {enemy:1}: ogni errore costa una vita',
    'Pick up the {target} and grow longer, never hit your own carriages':
      'Raccogli {target} e allungati, senza mai urtare i tuoi vagoni',
    'Find the {target}, then reach the {goal:1} before the {enemy:1} gets you':
      'Trova {target}, poi raggiungi {goal:1} prima che {enemy:1} ti prenda',
    'Find the {target}, then reach the {goal:1}': 'Trova {target}, poi raggiungi {goal:1}',
  },
};
