import { MANA_FACTS } from '../../components/static-page/mana-facts.ts';

/** The 'About Mana' box of spec section 2 'Shop': its four facts. */
export function AboutMana() {
  return (
    <section
      aria-labelledby="about-mana"
      className="ornate-card relative rounded-3xl border border-border bg-surface-2 px-6 py-8 sm:px-10"
    >
      <h2 id="about-mana" className="font-display text-2xl font-bold">
        About Mana
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {MANA_FACTS.map(({ text, icon: Icon }) => (
          <li key={text} className="flex items-center gap-3">
            <span
              aria-hidden
              className="flex size-10 shrink-0 items-center justify-center rounded-full border border-accent bg-surface text-accent"
            >
              <Icon className="size-5" />
            </span>
            <span className="font-medium">{text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
