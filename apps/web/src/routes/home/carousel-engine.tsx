import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useState } from 'react';

/** The running carousel: scrolls, loops, and (through its autoplay plugin) turns by itself. */
export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

/** Spec section 9: the home carousel moves on every 5 seconds. */
export const AUTOPLAY_DELAY_MS = 5_000;

interface CarouselEngineProps {
  /** The element whose first child is the row of slides, already rendered (by the server too). */
  viewport: HTMLElement;
  /** Whether to move without sliding (reduced motion). */
  jump: boolean;
  onApi(api: CarouselApi | null): void;
}

/**
 * Brings the carousel the page already shows to life. It lives in its own chunk, loaded once the
 * carousel is near the screen, so the home page's first load carries no carousel code. It draws
 * nothing: the slides and controls stay the page's own, so nothing is rendered twice or shifts.
 * Autoplay starts and stops only when the page says so (hover, focus and stop are its rules).
 */
export function CarouselEngine({ viewport, jump, onApi }: CarouselEngineProps) {
  const [plugins] = useState(() => [
    Autoplay({
      delay: AUTOPLAY_DELAY_MS,
      jump,
      playOnInit: false,
      stopOnInteraction: true,
      stopOnFocusIn: false,
      stopOnMouseEnter: false,
    }),
  ]);
  const [setViewport, api] = useEmblaCarousel({ loop: true, align: 'start' }, plugins);

  useEffect(() => {
    setViewport(viewport);
    return () => setViewport(null);
  }, [setViewport, viewport]);

  useEffect(() => {
    onApi(api ?? null);
    return () => onApi(null);
  }, [api, onApi]);

  return null;
}
