// Roles: player = you on the throne (a king unless it names a queen, a pharaoh…). Parts: highscores. A reign
// decided card by card (reign.ts): someone comes with a request on a card; drag it right for yes or left for
// no (or the arrows). Four bars at the top, the church, the people, the army and the treasury, go up or
// down; while a card is dragged, dots show which will move. A year passes with each decision; a bar that
// runs dry or fills up ends the reign. Rule for the years asked (40 unless said) to win.
import { boot } from '../runtime';
import { CARDS, decide, ended, nextCard, START, type Powers } from '../reign';

const BARS: [string, string][] = [['⛪', 'Church'], ['👥', 'People'], ['⚔️', 'Army'], ['💰', 'Money']]; // prettier-ignore
const CARD = { x: 90, y: 170, w: 300, h: 330 };
const THROW = 90; // px a card is dragged to decide

boot((g) => {
  g.showLives(false);
  const reign = g.design.params.goal ?? 40;
  let powers: Powers;
  let card: number;
  let recent: number[];
  let years: number;
  let drag: number; // the card's sideways pull (px): right yes, left no
  let holding: { from: number } | null;
  let flying: { dir: 1 | -1; t: number } | null;
  let why: string | null;

  function choose(yes: boolean) {
    powers = decide(powers, CARDS[card], yes);
    years += 1;
    g.addScore(1);
    g.sound(yes ? 'point' : 'tick');
    flying = { dir: yes ? 1 : -1, t: 0 };
    why = ended(powers);
  }

  return {
    controls: 'Drag the card right for yes, left for no (or press → / ←)',
    reset() {
      powers = [...START];
      recent = [];
      card = nextCard(recent, Math.random);
      years = 0;
      drag = 0;
      holding = null;
      flying = null;
      why = null;
    },
    update(dt) {
      const inp = g.input;
      if (flying) {
        // the card flies off its side, then the next comes (or the reign ends)
        if ((flying.t += dt) < 0.35) return;
        flying = null;
        drag = 0;
        if (why) return g.lose(`${why} ${years} ${g.say('years')}`);
        if (years >= reign) return g.win(g.say('Long live the king!'));
        recent = [...recent, card].slice(-6);
        card = nextCard(recent, Math.random);
        return;
      }
      if (inp.pressed('ArrowRight') || inp.pressed('d')) return choose(true);
      if (inp.pressed('ArrowLeft') || inp.pressed('a')) return choose(false);
      if (inp.tapped && g.within(inp.pointer, CARD)) holding = { from: inp.pointer.x };
      if (holding && inp.pointer.down) drag = inp.pointer.x - holding.from;
      else if (holding) {
        holding = null;
        if (Math.abs(drag) > THROW) choose(drag > 0);
        else drag = 0;
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      const c = CARDS[card];
      // the four powers, each a bar filling up its box; a dot over those this choice would move
      const leaning = Math.abs(drag) > 20 ? (drag > 0 ? c.yes : c.no) : null;
      BARS.forEach(([icon, name], i) => {
        const x = 60 + i * 120;
        const fill = powers[i] / 100;
        ctx.fillStyle = 'rgba(255,255,255,0.12)';
        ctx.fillRect(x - 22, 70, 44, 60);
        ctx.fillStyle = powers[i] < 20 || powers[i] > 80 ? '#f87171' : accent;
        ctx.fillRect(x - 22, 70 + 60 * (1 - fill), 44, 60 * fill);
        g.text(icon, x, 100, 26);
        g.text(g.say(name), x, 146, 13, fg);
        const change = leaning?.[i] ?? 0;
        if (change) {
          ctx.fillStyle = '#ffffff';
          ctx.beginPath();
          ctx.arc(x, 56, Math.abs(change) >= 15 ? 7 : 4, 0, Math.PI * 2);
          ctx.fill();
        }
      });
      // the card, tilted as it is pulled, with who asks and what
      const off = flying ? flying.dir * flying.t * 1400 : drag;
      ctx.save();
      ctx.translate(CARD.x + CARD.w / 2 + off, CARD.y + CARD.h / 2);
      ctx.rotate(off / 900);
      ctx.fillStyle = '#fef3c7';
      ctx.strokeStyle = '#92400e';
      ctx.lineWidth = 4;
      ctx.beginPath();
      ctx.roundRect(-CARD.w / 2, -CARD.h / 2, CARD.w, CARD.h, 16);
      ctx.fill();
      ctx.stroke();
      g.text(c.emoji, 0, -80, 96);
      g.text(c.who, 0, 10, 22, '#78350f');
      // (the request in lines that fit the card)
      const words = c.asks.split(' ');
      const lines: string[] = [''];
      ctx.font = '18px system-ui, sans-serif';
      for (const w of words) {
        const next = `${lines[lines.length - 1]} ${w}`.trim();
        if (ctx.measureText(next).width > CARD.w - 40) lines.push(w);
        else lines[lines.length - 1] = next;
      }
      lines.forEach((l, k) => g.text(l, 0, 50 + k * 24, 18, '#1c1917'));
      if (Math.abs(off) > 20) g.text(off > 0 ? g.say('Yes') : g.say('No'), off > 0 ? -90 : 90, -CARD.h / 2 + 30, 26, off > 0 ? '#15803d' : '#b91c1c'); // prettier-ignore
      ctx.restore();
      // you on the throne, and the years of your reign
      g.sprite('player', 60, 570, 56);
      g.text(`${years} ${g.say('years')}`, 100, 570, 24, fg, 'left');
      g.text(`← ${g.say('No')}`, 250, 570, 18, '#fca5a5');
      g.text(`${g.say('Yes')} →`, 400, 570, 18, '#86efac');
    },
  };
});
