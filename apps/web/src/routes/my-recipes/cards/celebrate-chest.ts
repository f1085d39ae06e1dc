/**
 * The chest's celebration: three seconds of confetti (the generation reveal's, loaded only now so
 * the tome does not carry it). Nothing at all for people who ask for reduced motion.
 */
export function celebrateChest(): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  import('../../recipe/generation/confetti.ts').then(
    ({ celebrate }) => celebrate(),
    (error: unknown) => console.warn('The celebration could not be loaded:', error),
  );
}
