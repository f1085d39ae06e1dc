import { cx } from '../../lib/cx.ts';

/** The Feastforge sigil: a serving cloche under an arcane flame. Decorative; names come from its link. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 512 512" aria-hidden="true" focusable="false" className={cx('shrink-0', className)}>
      <rect width="512" height="512" rx="112" fill="#2a1d3d" />
      <rect
        x="10"
        y="10"
        width="492"
        height="492"
        rx="104"
        fill="none"
        stroke="#e8b04a"
        strokeOpacity="0.55"
        strokeWidth="14"
      />
      <path d="M136 300c0-66 54-120 120-120s120 54 120 120z" fill="#e8b04a" />
      <rect x="112" y="300" width="288" height="28" rx="14" fill="#f5e6c4" />
      <path d="M256 96c18 28 30 44 30 62a30 30 0 0 1-60 0c0-18 12-34 30-62z" fill="#f28c38" />
      <circle cx="256" cy="180" r="10" fill="#f5e6c4" />
      <path d="M176 360h160l-20 48H196z" fill="#8a5cc7" />
    </svg>
  );
}
