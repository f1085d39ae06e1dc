import type { XpResult } from '@feastforge/domain';
import { useEffect, useState } from 'react';

const PARTICLES = 12;
/** Spec section 2: the display lasts about 2.5 s and fades from 2 s. */
const VISIBLE_MS = 2_500;

/** '+N XP' / 'EXPERIENCE GAINED' with a ring of particles, then gone. */
export function XpBurst({ xp }: { xp: XpResult }) {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), VISIBLE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <div className="xp-burst pointer-events-none fixed inset-0 z-40 flex items-center justify-center">
      <div
        role="status"
        className="relative flex flex-col items-center rounded-3xl bg-surface/90 px-10 py-6 shadow-2xl"
      >
        {Array.from({ length: PARTICLES }, (_, index) => (
          <span
            key={index}
            aria-hidden
            className="xp-particle absolute top-1/2 left-1/2 size-2.5 rounded-full bg-accent"
            style={{ ['--angle' as string]: `${(360 / PARTICLES) * index}deg` }}
          />
        ))}
        <span className="font-display text-5xl font-bold text-accent">+{xp.xp_gained} XP</span>
        <span className="mt-1 text-sm font-bold tracking-[0.3em] text-fg">EXPERIENCE GAINED</span>
        {xp.level_ups > 0 && (
          <span className="mt-2 font-semibold text-fg">Level up! You are now level {xp.new_level}.</span>
        )}
      </div>
    </div>
  );
}
