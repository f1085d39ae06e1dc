import type { Plugin } from 'vite';

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;
const FIRST_MODULE_SCRIPT = /([ \t]*)<script type="module"/;

/**
 * Moves the built stylesheet links of an HTML page ahead of its first module script, and so ahead
 * of the module preloads Vite writes after that script. The stylesheet holds the first paint; the
 * scripts only bring the page to life. Asked for first, it is not queued behind them on a slow
 * connection (six at a time per host over HTTP/1.1). Pages without both are left as they are.
 *
 * @example
 * stylesheetsFirst('<script type="module" src="/a.js"></script>\n<link rel="stylesheet" href="/a.css">\n')
 * // '<link rel="stylesheet" href="/a.css">\n<script type="module" src="/a.js"></script>\n'
 */
export function stylesheetsFirst(html: string): string {
  const links = html.match(STYLESHEET);
  const script = FIRST_MODULE_SCRIPT.exec(html);
  if (!links || !script || html.indexOf(links[0].trim()) < script.index) return html;
  const indent = script[1] ?? '';
  const moved = links.map((link) => `${indent}${link.trim()}\n`).join('');
  const rest = html.replace(STYLESHEET, '');
  return rest.replace(FIRST_MODULE_SCRIPT, `${moved}$&`);
}

/** The build step that applies {@link stylesheetsFirst} to index.html once Vite has added its tags. */
export function stylesheetFirst(): Plugin {
  return {
    name: 'feastforge:stylesheet-first',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: stylesheetsFirst },
  };
}
