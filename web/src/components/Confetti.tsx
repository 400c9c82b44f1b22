import { useEffect, useRef } from 'react';

/** The first-game celebration: 500 pieces falling over the page. */
export function Confetti({ pieces = 500 }: { pieces?: number }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const cv = ref.current!;
    const ctx = cv.getContext('2d');
    if (!ctx) return;
    cv.width = innerWidth;
    cv.height = innerHeight;
    const colours = ['#22c55e', '#eab308', '#ec4899', '#3b82f6', '#f97316', '#a855f7'];
    const bits = Array.from({ length: pieces }, () => ({
      x: Math.random() * cv.width,
      y: -Math.random() * cv.height,
      vy: 2 + Math.random() * 4,
      vx: -1 + Math.random() * 2,
      r: Math.random() * Math.PI,
      c: colours[Math.floor(Math.random() * colours.length)],
    }));
    let raf = 0;
    const frame = () => {
      ctx.clearRect(0, 0, cv.width, cv.height);
      for (const b of bits) {
        b.y += b.vy;
        b.x += b.vx;
        b.r += 0.1;
        if (b.y > cv.height) b.y = -10;
        ctx.save();
        ctx.translate(b.x, b.y);
        ctx.rotate(b.r);
        ctx.fillStyle = b.c;
        ctx.fillRect(-4, -2, 8, 4);
        ctx.restore();
      }
      raf = requestAnimationFrame(frame);
    };
    raf = requestAnimationFrame(frame);
    return () => cancelAnimationFrame(raf);
  }, [pieces]);
  return <canvas ref={ref} className="confetti" data-pieces={pieces} aria-hidden />;
}
