/** The app's module scripts and their preloads, as Vite writes them into index.html. */
const APP_SCRIPT_TAG = /<(?:script|link)\b[^>]*>(?:<\/script>)?/g;
const SRC = /\bsrc="([^"]+)"/;
const HREF = /\bhref="([^"]+)"/;

function isEntryScript(tag: string): boolean {
  return tag.startsWith('<script') && /\btype="module"/.test(tag) && SRC.test(tag);
}

function isModulePreload(tag: string): boolean {
  return tag.startsWith('<link') && /\brel="modulepreload"/.test(tag) && HREF.test(tag);
}

/**
 * The app shell for pages the server has already rendered whole, with its module scripts asked
 * for once the page has painted. Such a page paints from its HTML and stylesheet alone; the
 * scripts only bring it to life (hydration). Listed in the HTML, they compete on a slow
 * connection with the stylesheet and the page's first image, and nothing tells a browser, or
 * Lighthouse (which counts every script requested before the largest paint as holding it), that
 * the paint does not wait for them. One small inline module takes their place: once the first
 * content has painted it adds the same module preloads and imports the entry, so hydration starts
 * right after the first paint (or after a second at most, in a tab that paints nothing while hidden).
 * The shell the browser renders signed-in screens from is left as it is: there the scripts are
 * the page. The inline module gets a CSP hash like every inline script of the page.
 *
 * @example
 * scriptsAfterFirstPaint('<script type="module" crossorigin src="/assets/index.js"></script>')
 * // '<script type="module">…import("/assets/index.js")…</script>'
 */
export function scriptsAfterFirstPaint(html: string): string {
  let entry: string | undefined;
  const preloads: string[] = [];
  const stripped = html.replace(APP_SCRIPT_TAG, (tag) => {
    if (entry === undefined && isEntryScript(tag)) {
      entry = SRC.exec(tag)?.[1];
      return '\u0000';
    }
    if (isModulePreload(tag)) {
      preloads.push(HREF.exec(tag)?.[1] ?? '');
      return '';
    }
    return tag;
  });
  if (entry === undefined) return html;
  // A function, so no `$` in a chunk's path is read as a replacement pattern.
  const loader = `<script type="module">${afterPaintLoader(entry, preloads)}</script>`;
  return stripped.replace('\u0000', () => loader);
}

/**
 * The inline module: preloads and the entry's import, started once the page's first content has
 * painted (after a frame where paint timing is missing), or after a second whatever happens.
 */
function afterPaintLoader(entry: string, preloads: readonly string[]): string {
  return [
    'let started = false;',
    'const start = () => {',
    '  if (started) return;',
    '  started = true;',
    `  for (const href of ${JSON.stringify(preloads)}) {`,
    "    const link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    "    link.crossOrigin = '';",
    '    link.href = href;',
    '    document.head.append(link);',
    '  }',
    `  import(${JSON.stringify(entry)});`,
    '};',
    'try {',
    '  new PerformanceObserver((list, observer) => {',
    "    if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;",
    '    observer.disconnect();',
    '    setTimeout(start);',
    "  }).observe({ type: 'paint', buffered: true });",
    '} catch {',
    '  requestAnimationFrame(() => setTimeout(start));',
    '}',
    'setTimeout(start, 1000);',
  ].join('\n');
}
