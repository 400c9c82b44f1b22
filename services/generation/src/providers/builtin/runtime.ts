// The runtime every built-in game shares, as page source: a 480×640 canvas (scaled to the window by the
// page's CSS), a title screen, score and lives, game over and restart, keyboard and touch input,
// WebAudio sounds.
// The page reports its state on window.__degs so the smoke test (and nothing else) can watch it.
export const RUNTIME = String.raw`
const W = 480, H = 640;
const cv = document.getElementById('game');
const ctx = cv.getContext('2d');
const DIFF = { easy: 0.75, normal: 1, hard: 1.35 }[SPEC.difficulty] * SPEC.speed;
const keys = new Set();
const pointer = { down: false, x: W / 2, y: H / 2, tapped: false };
let state = 'title', score = 0, best = 0, lives = SPEC.lives, audio = null, last = 0, flash = 0;
window.__degs = { get state() { return state; }, get score() { return score; }, get lives() { return lives; } };

function beep(freq, dur = 0.08, type = 'square', vol = 0.05) {
  try {
    audio = audio || new (window.AudioContext || window.webkitAudioContext)();
    const o = audio.createOscillator(), g = audio.createGain();
    o.type = type; o.frequency.value = freq; g.gain.value = vol;
    o.connect(g); g.connect(audio.destination); o.start();
    g.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + dur); o.stop(audio.currentTime + dur);
  } catch (e) { /* no sound available */ }
}
function emoji(ch, x, y, size) {
  ctx.font = size + 'px serif'; ctx.textAlign = 'center'; ctx.textBaseline = 'middle'; ctx.fillText(ch, x, y);
}
function text(str, x, y, size, color, align = 'center') {
  ctx.font = 'bold ' + size + 'px system-ui, sans-serif'; ctx.fillStyle = color; ctx.textAlign = align; ctx.textBaseline = 'middle';
  ctx.fillText(str, x, y);
}
const api = {
  W, H, SPEC, DIFF, keys, pointer, beep, emoji, ctx,
  addScore(n) { score += n; beep(660 + Math.min(score, 40) * 10, 0.05); },
  loseLife() {
    lives -= 1; flash = 0.3; beep(140, 0.25, 'sawtooth', 0.08);
    if (lives <= 0) { state = 'over'; best = Math.max(best, score); beep(90, 0.6, 'sawtooth', 0.08); }
    return lives > 0;
  },
  rand(a, b) { return a + Math.random() * (b - a); },
};
const game = GENRE(api);
game.reset(); // the title screen shows the scene behind it

function start() { score = 0; lives = SPEC.lives; game.reset(); state = 'play'; beep(520, 0.1); }
function press() { if (state !== 'play') start(); }
addEventListener('keydown', (e) => {
  if (['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', ' '].includes(e.key)) e.preventDefault();
  keys.add(e.key);
  if (e.key === ' ' || e.key === 'Enter') press();
});
addEventListener('keyup', (e) => keys.delete(e.key));
function at(e) {
  const r = cv.getBoundingClientRect();
  pointer.x = ((e.clientX - r.left) / r.width) * W; pointer.y = ((e.clientY - r.top) / r.height) * H;
}
cv.addEventListener('pointerdown', (e) => { at(e); pointer.down = true; pointer.tapped = true; press(); });
cv.addEventListener('pointermove', (e) => at(e));
addEventListener('pointerup', () => (pointer.down = false));

function frame(t) {
  const dt = Math.min(0.05, (t - last) / 1000 || 0); last = t;
  ctx.fillStyle = SPEC.palette.bg; ctx.fillRect(0, 0, W, H);
  if (state === 'play') game.update(dt);
  game.draw(ctx);
  pointer.tapped = false;
  if (flash > 0) { flash -= dt; ctx.fillStyle = 'rgba(255,0,0,' + flash + ')'; ctx.fillRect(0, 0, W, H); }
  if (state === 'play') {
    text('Score ' + score, 12, 22, 20, SPEC.palette.fg, 'left');
    text('♥'.repeat(Math.max(lives, 0)), W - 12, 22, 20, SPEC.palette.accent, 'right');
  } else {
    ctx.fillStyle = 'rgba(0,0,0,0.55)'; ctx.fillRect(0, 0, W, H);
    text(state === 'title' ? SPEC.title : 'Game Over', W / 2, H / 2 - 70, 40, SPEC.palette.fg);
    if (state === 'over') text('Score ' + score + '   Best ' + best, W / 2, H / 2 - 20, 22, SPEC.palette.accent);
    emoji(SPEC.player, W / 2, H / 2 + 30, 48);
    text((state === 'title' ? 'Tap or press Space to start' : 'Tap or press Space to play again'), W / 2, H / 2 + 90, 20, SPEC.palette.fg);
    text(CONTROLS, W / 2, H / 2 + 122, 15, SPEC.palette.fg);
  }
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
`;
