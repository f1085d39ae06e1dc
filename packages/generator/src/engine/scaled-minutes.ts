/**
 * Times that follow a quantity: heating a bigger volume, baking a shallower or deeper tin. The
 * `{minutes:…}` and `{minutes@tin:…}` references of the steps (text.ts) are written with these.
 */

/** A minutes range as a cook writes it: whole minutes, fives past twenty. */
function minutesText(low: number, high: number): string {
  const round = (m: number, up: boolean) => {
    const step = m >= 20 ? 5 : 1;
    return Math.max(1, (up ? Math.ceil(m / step) : Math.floor(m / step)) * step);
  };
  const a = round(low, false);
  const b = Math.max(a, round(high, true));
  return a === b ? `about ${String(a)} minutes` : `${String(a)}-${String(b)} minutes`;
}

/**
 * A time that follows a volume: heating or bringing liquid to the boil takes longer for more. The
 * burner gives a set power, but a bigger pot sits on a bigger burner, so the time grows slower than
 * the volume.
 *
 * @example
 * scaledMinutes('5-6', 5) // '13-16 minutes'
 */
export function scaledMinutes(range: string, factor: number): string {
  const [low = 0, high = low] = range.split('-').map(Number);
  if (!(low > 0 && high >= low)) throw new Error(`bad minutes '${range}'`);
  const k = Math.pow(factor, 0.6);
  return minutesText(low * k, high * k);
}

/**
 * Within this the depth of a tin's batter is the recipe's own, and so is its time: narrower than
 * the 1.32 check-bake-depth.ts allows between two parties, for the rounding of the lines.
 */
const SAME_DEPTH = { under: 0.9, over: 1.12 };

/**
 * A baking time that follows the depth of the batter in its tin: a tin half full bakes in a little
 * over half the time (heat reaches the middle of a thinner cake sooner, but the crust still has
 * to set), so the time goes as the fill to the power 0.7.
 *
 * @example
 * depthMinutes('25-30', 0.44) // '14-17 minutes': brownies for 2 in the smallest tin
 */
export function depthMinutes(range: string, fill: number): string {
  const [low = 0, high = low] = range.split('-').map(Number);
  if (!(low > 0 && high >= low && fill > 0)) throw new Error(`bad minutes '${range}'`);
  const k = fill >= SAME_DEPTH.under && fill <= SAME_DEPTH.over ? 1 : Math.pow(fill, 0.7);
  if (k === 1) return low === high ? `${String(low)} minutes` : `${String(low)}-${String(high)} minutes`;
  return minutesText(low * k, high * k);
}
