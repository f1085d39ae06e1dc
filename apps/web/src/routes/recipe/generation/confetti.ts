import confetti from 'canvas-confetti';

/** Spec section 9: confetti plays for 3 seconds after a generated recipe appears. */
export const CONFETTI_MS = 3_000;

const COLOURS = ['#e8590c', '#9c36b5', '#1c7ed6', '#f6c453'];

/** The last confetti fades out over this long, so none is left falling after the 3 seconds. */
const FADE_MS = 500;

/**
 * Bursts from both sides for three seconds, then the confetti still falling fades away (each
 * piece would otherwise fall for about three seconds more, over the XP display and the title);
 * nothing for people who ask for reduced motion. Drawn on the page's own canvas: the library's
 * worker comes from a blob URL, which the CSP refuses.
 */
export function celebrate(): () => void {
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;pointer-events:none;z-index:60';
  document.body.append(canvas);
  const fire = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
  const end = Date.now() + CONFETTI_MS - FADE_MS;
  let frame = 0;
  const burst = () => {
    void fire({ particleCount: 4, angle: 60, spread: 55, origin: { x: 0 }, colors: COLOURS });
    void fire({ particleCount: 4, angle: 120, spread: 55, origin: { x: 1 }, colors: COLOURS });
    if (Date.now() < end) frame = requestAnimationFrame(burst);
  };
  burst();
  const fade = setTimeout(() => {
    canvas.style.transition = `opacity ${FADE_MS}ms ease-out`;
    canvas.style.opacity = '0';
  }, CONFETTI_MS - FADE_MS);
  const stop = setTimeout(() => fire.reset(), CONFETTI_MS);
  const removal = setTimeout(() => canvas.remove(), CONFETTI_MS + 4_000);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(fade);
    clearTimeout(stop);
    clearTimeout(removal);
    fire.reset();
    canvas.remove();
  };
}
