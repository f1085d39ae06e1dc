import confetti from 'canvas-confetti';

/** Spec section 9: confetti plays for 3 seconds after a generated recipe appears. */
export const CONFETTI_MS = 3_000;

const COLOURS = ['#e8590c', '#9c36b5', '#1c7ed6', '#f6c453'];

/**
 * Bursts from both sides for three seconds; nothing for people who ask for reduced motion. Drawn
 * on the page's own canvas: the library's worker comes from a blob URL, which the CSP refuses.
 */
export function celebrate(): () => void {
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;pointer-events:none;z-index:60';
  document.body.append(canvas);
  const fire = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
  const end = Date.now() + CONFETTI_MS;
  let frame = 0;
  const burst = () => {
    void fire({ particleCount: 4, angle: 60, spread: 55, origin: { x: 0 }, colors: COLOURS });
    void fire({ particleCount: 4, angle: 120, spread: 55, origin: { x: 1 }, colors: COLOURS });
    if (Date.now() < end) frame = requestAnimationFrame(burst);
  };
  burst();
  const removal = setTimeout(() => canvas.remove(), CONFETTI_MS + 4_000);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(removal);
    fire.reset();
    canvas.remove();
  };
}
