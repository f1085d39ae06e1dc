/**
 * Colour arithmetic on #rrggbb strings. The palettes name one base colour per thing and derive the
 * lit and shaded tones from it, which is what keeps every shape in the same flat-shaded style.
 */

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  if (!/^#[0-9a-fA-F]{6}$/.test(hex) || Number.isNaN(value)) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(r: number, g: number, b: number): string {
  const part = (c: number): string =>
    Math.round(Math.min(255, Math.max(0, c)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Linear mix: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  return toHex(ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t);
}

/** Towards white. */
export function lighten(color: string, t: number): string {
  return mix(color, '#ffffff', t);
}

/** Towards black. */
export function darken(color: string, t: number): string {
  return mix(color, '#000000', t);
}
