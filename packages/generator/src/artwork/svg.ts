/**
 * Small helpers for writing SVG by hand. Numbers are rounded to one decimal: it keeps the output
 * well under the size budget and makes it byte-identical across JS engines.
 */

/** Formats a coordinate. */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Escapes text for use inside an element or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * Element `opacity` makes renderers composite the element in an offscreen layer, which is most of
 * the raster time when a picture has a hundred translucent glints. On a single shape the paint's
 * own opacity looks the same, so the shape helpers below translate it.
 */
function paintOpacity(extra: string, fill: string): string {
  if (!extra.includes('opacity=')) return extra;
  const target = fill === 'none' ? 'stroke-opacity=' : 'fill-opacity=';
  return extra.replace(/(^|\s)opacity=/g, `$1${target}`);
}

function attrs(fill: string, extra: string): string {
  return `fill="${fill}"${extra ? ` ${paintOpacity(extra, fill)}` : ''}`;
}

/** A transform attribute value: translate, then rotate (degrees), then uniform or x/y scale. */
export function place(x: number, y: number, scale = 1, rotate = 0, scaleY = scale): string {
  let out = `translate(${n(x)} ${n(y)})`;
  if (rotate !== 0) out += ` rotate(${n(rotate)})`;
  if (scale !== 1 || scaleY !== scale) {
    const sx = Math.round(scale * 100) / 100;
    const sy = Math.round(scaleY * 100) / 100;
    out += sx === sy ? ` scale(${sx})` : ` scale(${sx} ${sy})`;
  }
  return out;
}

/** `<g transform=...>` around some markup. */
export function group(transform: string, body: string, extra = ''): string {
  return `<g transform="${transform}"${extra ? ` ${extra}` : ''}>${body}</g>`;
}

/** An ellipse element. */
export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" ${attrs(fill, extra)}/>`;
}

/** A circle element. */
export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${attrs(fill, extra)}/>`;
}

/** A path element. */
export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" ${attrs(fill, extra)}/>`;
}

/** A rect element with optional corner radius. */
export function rect(x: number, y: number, w: number, h: number, fill: string, r = 0, extra = ''): string {
  const radius = r > 0 ? ` rx="${n(r)}"` : '';
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${radius} ${attrs(fill, extra)}/>`;
}

/** A stroked, unfilled path (lines, stems, steam). */
export function stroke(d: string, color: string, width: number, extra = ''): string {
  return `<path d="${d}" ${attrs('none', `stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round"${extra ? ` ${extra}` : ''}`)}/>`;
}

/** A four-pointed sparkle of the given radius, the shared "magic" mark of rare art and frames. */
export function sparkle(x: number, y: number, r: number, fill: string, extra = ''): string {
  const k = r * 0.18;
  const d = `M${n(x)} ${n(y - r)}Q${n(x + k)} ${n(y - k)} ${n(x + r)} ${n(y)}Q${n(x + k)} ${n(y + k)} ${n(x)} ${n(y + r)}Q${n(x - k)} ${n(y + k)} ${n(x - r)} ${n(y)}Q${n(x - k)} ${n(y - k)} ${n(x)} ${n(y - r)}Z`;
  return path(d, fill, extra);
}

/**
 * A soft pool of light drawn as concentric translucent ellipses. Large gradient fills are the
 * slowest thing to rasterise (a radial gradient behind the dish cost more than the dish), while
 * solid fills are nearly free; stepped rings also suit the flat illustration style.
 */
export function glow(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  color: string,
  opacity: number,
  steps = 6,
): string {
  // Ring i (outermost first) gets (i + 1) shares of the light, so the outer edge is faint enough
  // not to show as a line and the stacked centre comes to about `opacity`.
  const share = opacity / ((steps * (steps + 1)) / 2);
  let out = '';
  for (let i = 0; i < steps; i += 1) {
    const t = Math.pow(1 - i / steps, 1.2);
    const alpha = Math.round(Math.min(1, share * (i + 1) * 1.15) * 1000) / 1000;
    out += ellipse(cx, cy, rx * t, ry * t, color, `fill-opacity="${alpha}"`);
  }
  return out;
}
