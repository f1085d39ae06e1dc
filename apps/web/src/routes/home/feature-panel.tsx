import type { RecipeCard } from '@feastforge/domain';
import { ChefHat, Shield, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import { BrandMark } from '../../components/layout/brand-mark.tsx';
import { Divider } from '../../components/page-shell.tsx';
import { StoredImage } from '../../components/stored-image.tsx';

/** Spec 'Home': the feature panel's four selling points. */
const SELLING_POINTS = [
  { title: 'Choose class and theme', text: 'Your hero’s class and a biome shape every dish.', icon: Shield },
  { title: 'Authentic cookable recipes', text: 'Real ingredients and steps you can follow tonight.', icon: ChefHat },
  {
    title: 'Level up and earn XP',
    text: 'Every recipe you conjure brings you closer to the next level.',
    icon: Trophy,
  },
  { title: 'Share in the Feast Hall', text: 'Publish your finds and explore what other heroes cooked.', icon: Users },
] as const;

/** Spec 'Home': an image of a randomly picked published recipe beside the four selling points. */
export function FeaturePanel({ featured }: { featured: RecipeCard | null }) {
  return (
    <section aria-labelledby="feature-title" className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6">
      <div className="ornate-card grid items-center gap-8 overflow-hidden rounded-3xl border border-border bg-surface p-6 shadow-lg shadow-black/5 sm:p-10 lg:grid-cols-2">
        <FeaturedImage featured={featured} />
        <div>
          <h2 id="feature-title" className="text-3xl font-bold">
            Why Heroes Feast Here
          </h2>
          <Divider align="start" />
          <ul className="mt-4 grid gap-5">
            {SELLING_POINTS.map((point) => (
              <li key={point.title} className="flex gap-4">
                <span className="inline-flex size-11 flex-none items-center justify-center rounded-xl bg-accent-soft">
                  <point.icon aria-hidden className="size-5 text-accent" />
                </span>
                <div>
                  <h3 className="font-display text-lg font-bold">{point.title}</h3>
                  <p className="text-muted">{point.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/** The featured recipe's image (a link to it), or the brand's mark while none is published. */
function FeaturedImage({ featured }: { featured: RecipeCard | null }) {
  const frame = 'block aspect-[4/3] overflow-hidden rounded-2xl border border-accent/40 bg-surface-2';
  if (!featured?.image) {
    return (
      <div aria-hidden className={`${frame} flex items-center justify-center`}>
        <BrandMark className="size-1/2" />
      </div>
    );
  }
  return (
    <Link to={`/recipe/${featured.id}`} className={`${frame} transition hover:border-accent`}>
      <StoredImage
        src={featured.image}
        sizes="(min-width: 1024px) 560px, calc(100vw - 80px)"
        alt={featured.title}
        width={800}
        height={600}
        loading="lazy"
        decoding="async"
        className="size-full object-cover"
      />
    </Link>
  );
}
