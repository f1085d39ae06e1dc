/** The app's module scripts and their preloads, as Vite writes them into index.html. */
const APP_SCRIPT_TAG = /<(?:script|link)\b[^>]*>/g;

function isAppScript(tag: string): boolean {
  if (/\bfetchpriority=/.test(tag)) return false;
  if (tag.startsWith('<script')) return /\btype="module"/.test(tag) && /\bsrc=/.test(tag);
  return /\brel="modulepreload"/.test(tag);
}

/**
 * The app shell with its module scripts and module preloads asked for at low priority, for pages
 * the server has already rendered whole. Such a page paints from its HTML and stylesheet alone;
 * the scripts only bring it to life (hydration). At their default high priority they compete on
 * a slow connection with the stylesheet and the page's first image, and a browser cannot tell
 * that the paint does not wait for them (nor can Lighthouse, which counts every high-priority
 * script loaded before the first paint as holding it). At low priority the browser sends the
 * stylesheet and the visible images first and the scripts right after. The shell the browser
 * renders signed-in screens from is left as it is: there the scripts are the page.
 * Inline scripts (the theme script, the page data) are not touched, so their CSP hashes hold.
 *
 * @example
 * lowerScriptPriority('<script type="module" crossorigin src="/assets/index.js"></script>')
 * // '<script type="module" crossorigin src="/assets/index.js" fetchpriority="low"></script>'
 */
export function lowerScriptPriority(html: string): string {
  return html.replace(APP_SCRIPT_TAG, (tag) => (isAppScript(tag) ? withLowPriority(tag) : tag));
}

/** The tag with `fetchpriority="low"` as its last attribute, self-closing or not. */
function withLowPriority(tag: string): string {
  const end = tag.endsWith('/>') ? ' />' : '>';
  return `${tag.slice(0, -end.trim().length).trimEnd()} fetchpriority="low"${end}`;
}
