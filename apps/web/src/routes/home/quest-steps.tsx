import { Compass, Share2, WandSparkles } from 'lucide-react';
import { Divider } from '../../components/page-shell.tsx';

/** Spec 'Home': the three-step 'How It Works'. */
const STEPS = [
  { title: 'Choose Your Path', text: 'Select class, theme and preferences.', icon: Compass },
  { title: 'Generate Recipe', text: 'AI creates a real cookable fantasy recipe.', icon: WandSparkles },
  { title: 'Share & Discover', text: 'Save, share, explore the Feast Hall.', icon: Share2 },
] as const;

export function QuestSteps() {
  return (
    <section aria-labelledby="steps-title" className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6">
      <div className="text-center">
        <h2 id="steps-title" className="text-3xl font-bold">
          How It Works
        </h2>
        <Divider />
      </div>
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li
            key={step.title}
            className="ornate-card relative flex flex-col items-center rounded-3xl border border-border bg-surface p-8 text-center shadow-lg shadow-black/5"
          >
            <span className="mb-4 inline-flex size-14 items-center justify-center rounded-2xl bg-primary text-primary-fg shadow-md">
              <step.icon aria-hidden className="size-7" />
            </span>
            <span className="text-xs font-bold tracking-[0.25em] text-accent uppercase">Step {index + 1}</span>
            <h3 className="mt-1 text-xl font-bold">{step.title}</h3>
            <p className="mt-2 text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
