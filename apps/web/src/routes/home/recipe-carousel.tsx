import type { RecipeCard } from '@feastforge/domain';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { lazy, Suspense, useEffect, useReducer, useRef, useState, type FocusEvent } from 'react';
import { PublicRecipeCard } from '../../components/public-recipe-card.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { cx } from '../../lib/cx.ts';
import type { CarouselApi } from './carousel-engine.tsx';
import { INITIAL_ROTATION, isAutoplaying, rotationReducer, slideLabel, wantsRotation } from './carousel-rotation.ts';
import { useReducedMotion } from './use-reduced-motion.ts';

/** Without its code (offline before it was cached) the carousel stays as the server drew it. */
const CarouselEngine = lazy(() =>
  import('./carousel-engine.tsx').then(
    (module) => ({ default: module.CarouselEngine }),
    () => ({ default: () => null }),
  ),
);

/** One slide a row on phones, two from 640 px, three from 1024 px (inside the 1280 px page). */
const SLIDE_IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, calc(100vw - 32px)';
const SLIDE_CLASSES = 'min-w-0 flex-none basis-full pl-4 sm:basis-1/2 lg:basis-1/3';
const SLIDES_ID = 'home-carousel-slides';
const TITLE_ID = 'home-carousel-title';

/** How far outside the screen the carousel starts loading its code. */
const ENGINE_MARGIN = '200px';

/**
 * Spec 'Home' (a): the newest published recipes with an image, one after another every 5
 * seconds, looping (WAI-ARIA APG carousel: stop/start button first, previous and next, slide
 * indicators; it pauses under the pointer and with keyboard focus inside, stops once the visitor
 * moves it, and waits to be started when the system asks for reduced motion). Every slide is in
 * the server's HTML as a real link; the code that moves them loads once it comes near the screen.
 */
export function RecipeCarousel({ recipes }: { recipes: readonly RecipeCard[] }) {
  const sectionRef = useRef<HTMLElement>(null);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [engineWanted, setEngineWanted] = useState(false);
  const [embla, setEmbla] = useState<CarouselApi | null>(null);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(recipes.length);
  // Counts the engine's setups: each (a resize, new slides) sets autoplay up again, stopped.
  const [setups, setSetups] = useState(0);
  const still = useReducedMotion();
  const [rotation, dispatch] = useReducer(rotationReducer, INITIAL_ROTATION);
  const playing = isAutoplaying(rotation, still);
  const rotating = wantsRotation(rotation, still);

  useEffect(() => whenNearScreen(sectionRef.current, () => setEngineWanted(true)), []);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    const onReInit = () => {
      setSnapCount(embla.scrollSnapList().length);
      setSetups((n) => n + 1);
      onSelect();
    };
    const onPointerDown = () => dispatch({ type: 'interact' });
    onReInit();
    embla.on('select', onSelect).on('reInit', onReInit).on('pointerDown', onPointerDown);
    return () => {
      embla.off('select', onSelect).off('reInit', onReInit).off('pointerDown', onPointerDown);
    };
  }, [embla]);

  const snaps = embla ? snapCount : recipes.length;
  const movable = snaps > 1;
  useEffect(() => {
    const autoplay = embla?.plugins().autoplay;
    // With every slide in view there is nowhere to move to, and autoplay never set itself up
    // (asked to play, it would fail). The live count: this render's may predate the engine.
    if (!embla || !autoplay || embla.scrollSnapList().length <= 1) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [embla, playing, setups]);

  const move = (go: (carousel: CarouselApi) => void) => {
    dispatch({ type: 'interact' });
    if (embla) go(embla);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) dispatch({ type: 'focus', on: false });
  };

  return (
    <section
      ref={sectionRef}
      aria-roledescription="carousel"
      aria-labelledby={TITLE_ID}
      data-carousel={embla ? 'ready' : 'static'}
      onMouseEnter={() => dispatch({ type: 'hover', on: true })}
      onMouseLeave={() => dispatch({ type: 'hover', on: false })}
      onFocus={() => dispatch({ type: 'focus', on: true })}
      onBlur={onBlur}
      className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6"
    >
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 id={TITLE_ID} className="text-2xl font-bold sm:text-3xl">
          Fresh from the Forge
        </h2>
        <div className={cx('flex items-center gap-2', !movable && 'invisible')}>
          <button
            type="button"
            onClick={() => dispatch({ type: 'toggle', reducedMotion: still })}
            aria-label={rotating ? 'Stop automatic slide show' : 'Start automatic slide show'}
            className={buttonClasses('outline', 'sm', 'size-11 px-0')}
          >
            {rotating ? <Pause aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
          </button>
          <button
            type="button"
            aria-controls={SLIDES_ID}
            aria-label="Previous slide"
            onClick={() => move((carousel) => carousel.scrollPrev(still))}
            className={buttonClasses('outline', 'sm', 'size-11 px-0')}
          >
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <button
            type="button"
            aria-controls={SLIDES_ID}
            aria-label="Next slide"
            onClick={() => move((carousel) => carousel.scrollNext(still))}
            className={buttonClasses('outline', 'sm', 'size-11 px-0')}
          >
            <ChevronRight aria-hidden className="size-5" />
          </button>
        </div>
      </div>

      <div ref={setViewport} className="overflow-hidden">
        <div id={SLIDES_ID} aria-live={playing ? 'off' : 'polite'} className="-ml-4 flex touch-pan-y">
          {recipes.map((recipe, index) => (
            <div
              key={recipe.id}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index, recipes.length)}
              className={SLIDE_CLASSES}
            >
              <PublicRecipeCard recipe={recipe} headingLevel={3} eager={index === 0} imageSizes={SLIDE_IMAGE_SIZES} />
            </div>
          ))}
        </div>
      </div>

      {recipes.length > 1 && (
        <SlideIndicators
          count={movable ? snaps : 0}
          selected={selected}
          onSelect={(index) => move((carousel) => carousel.scrollTo(index, still))}
        />
      )}

      {engineWanted && viewport && recipes.length > 1 && (
        <Suspense fallback={null}>
          <CarouselEngine viewport={viewport} jump={still} onApi={setEmbla} />
        </Suspense>
      )}
    </section>
  );
}

interface SlideIndicatorsProps {
  count: number;
  selected: number;
  onSelect(index: number): void;
}

/**
 * One dot a slide; the current one is marked for screen readers too. The row keeps its height
 * when every slide turns out to fit on the screen, so nothing below it moves.
 */
function SlideIndicators({ count, selected, onSelect }: SlideIndicatorsProps) {
  return (
    <div className="mt-4 flex min-h-6 flex-wrap justify-center gap-1">
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-controls={SLIDES_ID}
          aria-label={`Show slide ${slideLabel(index, count)}`}
          aria-current={index === selected ? 'true' : undefined}
          onClick={() => onSelect(index)}
          className="group inline-flex size-6 items-center justify-center rounded-full"
        >
          <span
            aria-hidden
            className={cx(
              'block h-2.5 rounded-full transition-all',
              index === selected ? 'w-6 bg-accent' : 'w-2.5 bg-muted/50 group-hover:bg-muted',
            )}
          />
        </button>
      ))}
    </div>
  );
}

/** Calls `onNear` once when `element` comes within ENGINE_MARGIN of the screen; returns the cleanup. */
function whenNearScreen(element: Element | null, onNear: () => void): () => void {
  if (!element || !('IntersectionObserver' in window)) {
    onNear();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: ENGINE_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
