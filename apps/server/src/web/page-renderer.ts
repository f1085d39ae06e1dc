import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderer, RenderedPage } from '@feastforge/domain';
import { logger } from '../logger.ts';

// The contract with the web build's renderer (apps/web/src/entry-server.tsx, built into web-ssr/)
// is declared once, in the domain package; the server reads the built renderer at run time.
export type { PageRenderer, RenderedPage };

/**
 * Loads the page renderer the web build wrote beside the app (`<webDist>/../web-ssr`). Without
 * one (a build from before server rendering, or tests with a hand-made app) pages are the shell.
 */
export async function loadPageRenderer(webDist: string): Promise<PageRenderer | null> {
  const entry = join(webDist, '..', 'web-ssr', 'entry-server.js');
  if (!existsSync(entry)) {
    logger.warn({ entry }, 'no page renderer (run `npm run build`): public pages are served as the app shell');
    return null;
  }
  const module = (await import(pathToFileURL(entry).href)) as { renderPage?: unknown };
  if (typeof module.renderPage !== 'function') throw new Error(`${entry} does not export renderPage`);
  return module.renderPage as PageRenderer;
}

/**
 * The app shell with a rendered page in it: its title and description replace the shell's, its
 * head tags go before </head>, the app inside #root and the page data after it. Replacements are
 * functions, so a '$' in a recipe's text is never read as a pattern.
 */
export function fillShell(shell: string, page: RenderedPage): string {
  return shell
    .replace(/<title>[\s\S]*?<\/title>/, () => page.title)
    .replace(/<meta name="description"[^>]*>/, () => page.description)
    .replace('</head>', () => `${page.headTags}\n</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>${page.dataScript}`);
}
