// Roles: player = your side's emblem (a kingdom's crown, a castle), drawn on each of your lands; enemy =
// the other side's (the computer, or a second person with twoPlayer).
// A territory strategy game on a hex map (play/territory.ts), turn by turn, in the way of Dice Wars: the
// lands are dealt out to both sides with troops on them. On your turn tap one of your lands with 2 or
// more troops, then a land of theirs next to it: each side rolls a die a troop, and more takes the land
// (all but one troop move in) while less leaves one. End the turn (the button, or Enter) and as many new
// troops as your biggest group of touching lands has come in. The computer then plays its turn. Taking
// every land wins; losing every land loses. Keys: arrows choose a land, Space picks and attacks, Enter
// ends the turn. Parts: timer (time up: more lands wins), twoPlayer (turns passed between two people),
// levels (a bigger map and a bolder computer), highscores.
import { boot } from '../runtime';
import {
  attack,
  bestAttack,
  canAttack,
  landAt,
  landsOf,
  largestGroup,
  newMap,
  reinforce,
  type HexMap,
  type Land,
  type Owner,
} from '../territory';

const R = 32; // a hex's radius
const HW = Math.sqrt(3) * R; // a hex's width
const TOP = 118;
const BUTTON = { x: 240, y: 604, w: 170, h: 40 };

boot((g) => {
  const two = g.has('twoPlayer');
  const cols = 7;
  const rows = g.has('levels') ? Math.min(9, 7 + g.level - 1) : 9;
  const x0 = (g.W - (cols + 0.5) * HW) / 2;
  let map: HexMap;
  let turn: Owner;
  let picked: Land | null;
  let cursor: { r: number; c: number };
  let battle: { from: Land; to: Land; rolled: [number, number]; won: boolean } | null;

  const colours: Record<Owner, string> = {
    1: g.role('player').color,
    2: g.role('enemy').color === g.role('player').color ? '#f472b6' : g.role('enemy').color,
  };
  const centre = (l: { r: number; c: number }) => ({
    x: x0 + HW / 2 + l.c * HW + (l.r % 2 ? HW / 2 : 0),
    y: TOP + R + l.r * 1.5 * R,
  });
  const name = (who: Owner) =>
    who === 1 ? (two ? g.say('Player 1') : g.say('You')) : two ? g.say('Player 2') : g.say('Computer');

  function landAtPoint(x: number, y: number): Land | null {
    let best: Land | null = null;
    let near = R * 0.95;
    for (const l of map.lands) {
      if (!l) continue;
      const at = centre(l);
      const d = Math.hypot(at.x - x, at.y - y);
      if (d < near) [best, near] = [l, d];
    }
    return best;
  }
  const onButton = (x: number, y: number) =>
    Math.abs(x - BUTTON.x) < BUTTON.w / 2 && Math.abs(y - BUTTON.y) < BUTTON.h / 2;

  function over(): boolean {
    if (!landsOf(map, 2).length) {
      g.win(two ? g.say('Player 1 wins') : g.say('Every land is yours!'));
      return true;
    }
    if (!landsOf(map, 1).length) {
      g.lose(two ? g.say('Player 2 wins') : g.say('Every land is lost'));
      return true;
    }
    return false;
  }

  function fight(from: Land, to: Land) {
    const { rolled, won } = attack(from, to, Math.random);
    battle = { from, to, rolled, won };
    g.sound(won ? 'point' : 'hit');
    if (won && from.owner === 1) g.got(1); // (a land taken: points)
    picked = null;
  }

  function endTurn() {
    const fresh = reinforce(map, turn, largestGroup(map, turn), Math.random);
    g.announce(`${name(turn)}: +${fresh}`);
    turn = turn === 1 ? 2 : 1;
    picked = null;
    battle = null;
    if (turn === 2 && !two) g.pause(0.7, computerMoves);
  }

  // The computer's turn: one attack a moment, each shown, until none is worth it.
  function computerMoves() {
    const move = bestAttack(map, 2, g.level > 1 || g.diff > 1.1);
    if (!move) return endTurn();
    fight(move[0], move[1]);
    if (over()) return;
    g.pause(0.8, computerMoves);
  }

  function tap(l: Land | null) {
    if (!l) return;
    if (picked && canAttack(map, picked, l)) {
      fight(picked, l);
      over();
    } else if (l.owner === turn && l.troops >= 2) {
      picked = picked === l ? null : l;
      battle = null;
    } else picked = null;
  }

  function hex(x: number, y: number, fill: string, edge: string, width: number) {
    const { ctx } = g;
    ctx.beginPath();
    for (let k = 0; k < 6; k++) {
      const a = (Math.PI / 3) * k - Math.PI / 2;
      ctx.lineTo(x + Math.cos(a) * (R - 1.5), y + Math.sin(a) * (R - 1.5));
    }
    ctx.closePath();
    ctx.fillStyle = fill;
    ctx.fill();
    ctx.strokeStyle = edge;
    ctx.lineWidth = width;
    ctx.stroke();
  }

  return {
    controls:
      'Tap your land with 2+ troops, then theirs next to it; End turn for new troops. Arrows, Space, Enter',
    reset() {
      g.showLives(false);
      map = newMap(rows, cols, Math.random);
      turn = 1;
      picked = null;
      battle = null;
      const first = landsOf(map, 1)[0];
      cursor = { r: first.r, c: first.c };
    },
    update() {
      const inp = g.input;
      if (inp.tapped) {
        const { x, y } = inp.tapAt;
        if (onButton(x, y)) endTurn();
        else tap(landAtPoint(x, y));
        return;
      }
      const dc = (inp.pressed('ArrowRight') ? 1 : 0) - (inp.pressed('ArrowLeft') ? 1 : 0);
      const dr = (inp.pressed('ArrowDown') ? 1 : 0) - (inp.pressed('ArrowUp') ? 1 : 0);
      if (dc || dr) {
        // (over water, on to the next land that way)
        let { r, c } = cursor;
        for (let k = 0; k < Math.max(rows, cols); k++) {
          [r, c] = [g.clamp(r + dr, 0, rows - 1), g.clamp(c + dc, 0, cols - 1)];
          if (landAt(map, r, c)) {
            cursor = { r, c };
            break;
          }
        }
      }
      if (inp.pressed(' ')) tap(landAt(map, cursor.r, cursor.c));
      if (inp.pressed('Enter')) endTurn();
    },
    draw() {
      const { fg, accent } = g.design.setting;
      for (const l of map.lands) {
        if (!l) continue;
        const { x, y } = centre(l);
        const lit = picked === l || (battle && (battle.from === l || battle.to === l));
        hex(x, y, colours[l.owner] + (lit ? 'ee' : '88'), lit ? fg : '#00000055', lit ? 3 : 1.5);
        g.sprite(l.owner === 1 ? 'player' : 'enemy', x - 9, y - 2, 22);
        g.text(String(l.troops), x + 13, y, 17, fg);
        if (picked && canAttack(map, picked, l)) g.ring(x, y, R * 0.8, accent, 2);
        if (cursor.r === l.r && cursor.c === l.c) g.ring(x, y, R * 0.62, fg, 2);
      }
      const mine = landsOf(map, 1).length;
      const theirs = landsOf(map, 2).length;
      g.text(`${name(1)} ${mine} · ${name(2)} ${theirs}`, g.W / 2, 60, 16, fg);
      const whose = turn === 1 || two ? `${name(turn)}: ${g.say('your turn')}` : `${name(2)}…`;
      g.text(whose, g.W / 2, 86, 18, colours[turn]);
      if (battle)
        g.text(
          `🎲 ${battle.rolled[0]} vs ${battle.rolled[1]} ${battle.won ? g.say('Taken!') : g.say('Held!')}`,
          g.W / 2,
          TOP - 14,
          15,
          fg,
        );
      if (turn === 1 || two) {
        const { ctx } = g;
        ctx.fillStyle = colours[turn];
        ctx.beginPath();
        ctx.roundRect(BUTTON.x - BUTTON.w / 2, BUTTON.y - BUTTON.h / 2, BUTTON.w, BUTTON.h, 12);
        ctx.fill();
        g.text(g.say('End turn'), BUTTON.x, BUTTON.y, 18, '#0f172a');
      }
    },
    timeUp() {
      const [mine, theirs] = [landsOf(map, 1).length, landsOf(map, 2).length];
      if (mine > theirs) g.win(`${mine} ${g.say('lands to')} ${theirs}`);
      else g.lose(`${mine} ${g.say('lands to')} ${theirs}`);
    },
  };
});
