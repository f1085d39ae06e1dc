import { THEMES, WIZARD_CLASSES } from '@feastforge/domain';
import { Compass, Share2, WandSparkles, type LucideIcon } from 'lucide-react';
import { SectionHeading } from '../../components/static-page/section-heading.tsx';

interface QuestStep {
  title: string;
  summary: string;
  detail: string;
  icon: LucideIcon;
}

// Titles and summaries are the three steps of the spec (section 2, Home); the detail lines expand them.
const STEPS: readonly QuestStep[] = [
  {
    title: 'Choose Your Path',
    summary: 'Select your class, theme and preferences.',
    detail: `Pick one of ${THEMES.length} biomes and ${WIZARD_CLASSES.length} classes, then the recipe type, your party size and any dietary needs.`,
    icon: Compass,
  },
  {
    title: 'Generate Recipe',
    summary: 'AI creates a real, cookable fantasy recipe.',
    detail:
      'Each one arrives with ingredients, step-by-step instructions, nutrition, allergen info and its own illustration.',
    icon: WandSparkles,
  },
  {
    title: 'Share & Discover',
    summary: 'Save, share and explore the Feast Hall.',
    detail: 'Publish your favourites for every adventurer to see, and find new dishes others have conjured.',
    icon: Share2,
  },
];

/** The three-step quest, numbered so the order reads the same with or without the visuals. */
export function QuestSteps() {
  return (
    <section aria-labelledby="quest-steps-title">
      <SectionHeading id="quest-steps-title" eyebrow="The Quest" title="Three Steps to Your Feast" />
      <ol className="relative mt-12 grid gap-10 md:grid-cols-3 md:gap-6">
        {STEPS.map((step, index) => (
          <li
            key={step.title}
            className="relative flex flex-col items-center rounded-3xl border border-border bg-surface px-6 pt-12 pb-8 text-center shadow-sm"
          >
            <span
              aria-hidden="true"
              className="absolute -top-7 flex size-14 items-center justify-center rounded-full border-4 border-bg bg-primary font-display text-2xl font-bold text-primary-fg shadow-md"
            >
              {index + 1}
            </span>
            <step.icon aria-hidden="true" className="size-9 text-accent" strokeWidth={1.5} />
            <h3 className="mt-4 text-xl font-semibold text-fg">{step.title}</h3>
            <p className="mt-2 font-medium text-fg">{step.summary}</p>
            <p className="mt-3 text-sm text-pretty text-muted">{step.detail}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
