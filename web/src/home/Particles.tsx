import { useState } from 'react';

export const PARTICLE_COUNT = 60;

/** The decorative animated background: 60 drifting dots behind everything, never in the way. */
export function Particles() {
  // Placed once, at random: a lazy initial state, not a render.
  const [dots] = useState(() =>
    Array.from({ length: PARTICLE_COUNT }, (_, i) => ({
      left: `${Math.random() * 100}%`,
      top: `${Math.random() * 100}%`,
      size: 2 + Math.random() * 4,
      delay: `${-Math.random() * 20}s`,
      duration: `${12 + Math.random() * 18}s`,
      key: i,
    })),
  );
  return (
    <div className="particles" aria-hidden data-testid="particles">
      {dots.map((d) => (
        <span
          key={d.key}
          style={{
            left: d.left,
            top: d.top,
            width: d.size,
            height: d.size,
            animationDelay: d.delay,
            animationDuration: d.duration,
          }}
        />
      ))}
    </div>
  );
}
