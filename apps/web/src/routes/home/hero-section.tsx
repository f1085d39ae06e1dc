import { TAGLINE } from '@feastforge/domain';
import { Sparkles, WandSparkles } from 'lucide-react';
import { Link } from 'react-router';
import { BrandMark } from '../../components/layout/brand-mark.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';

/** Emphasises the fantasy half of the tagline without changing its words. */
const EMPHASIS = 'Epic Fantasy Recipes';

export function HeroSection() {
  const [before, after] = TAGLINE.split(EMPHASIS);
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-12 pb-16 sm:px-6 md:pt-20 lg:grid-cols-[1.15fr_1fr] lg:pb-24">
        <div className="flex flex-col items-center text-center lg:items-start lg:text-left">
          <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-accent/40 bg-accent-soft px-4 py-1.5 text-xs font-semibold tracking-[0.2em] text-fg uppercase">
            <Sparkles aria-hidden className="size-3.5 text-accent" />A tome of real recipes
          </p>
          <h1 id="hero-title" className="text-4xl leading-[1.1] font-bold text-balance sm:text-5xl lg:text-6xl">
            {after === undefined ? (
              TAGLINE
            ) : (
              <>
                {before}
                <span className="text-accent">{EMPHASIS}</span>
                {after}
              </>
            )}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-muted">
            Choose your biome, your class and your party. Feastforge conjures a dish with a legend of its own and
            instructions you can cook tonight.
          </p>
          <div className="mt-9 flex flex-col items-center gap-3 lg:items-start">
            <Link to="/wizard" className={buttonClasses('gold', 'lg', 'px-9 text-lg shadow-lg')}>
              <WandSparkles aria-hidden className="size-5" />
              Begin Your Quest
            </Link>
            <p className="text-sm font-semibold tracking-widest text-muted uppercase">Free to Start</p>
          </div>
        </div>
        <ArcaneSeal />
      </div>
    </section>
  );
}

/** The decorative summoning circle beside the hero text. */
function ArcaneSeal() {
  return (
    <div aria-hidden className="relative mx-auto hidden aspect-square w-full max-w-md sm:block">
      <div className="absolute inset-0 rounded-full bg-[radial-gradient(circle,var(--color-accent-soft)_0%,transparent_70%)]" />
      <svg viewBox="0 0 400 400" className="absolute inset-0 size-full text-accent">
        <g fill="none" stroke="currentColor">
          <circle cx="200" cy="200" r="190" strokeOpacity="0.35" strokeWidth="1.5" />
          <circle
            cx="200"
            cy="200"
            r="172"
            strokeOpacity="0.6"
            strokeWidth="2"
            strokeDasharray="2 10"
            strokeLinecap="round"
            className="origin-center animate-[spin_80s_linear_infinite]"
          />
          <circle cx="200" cy="200" r="150" strokeOpacity="0.4" strokeWidth="1" />
          <polygon points="200,58 323,271 77,271" strokeOpacity="0.45" strokeWidth="1.5" />
          <polygon points="200,342 77,129 323,129" strokeOpacity="0.45" strokeWidth="1.5" />
        </g>
        <g fill="currentColor" fillOpacity="0.8">
          {[0, 60, 120, 180, 240, 300].map((angle) => (
            <circle
              key={angle}
              cx={200 + 150 * Math.sin((angle * Math.PI) / 180)}
              cy={200 - 150 * Math.cos((angle * Math.PI) / 180)}
              r="5"
            />
          ))}
        </g>
      </svg>
      <div className="absolute inset-[30%] drop-shadow-[0_12px_30px_rgba(91,46,145,0.45)]">
        <BrandMark className="size-full" />
      </div>
    </div>
  );
}
