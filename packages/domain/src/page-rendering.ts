/**
 * The contract between the server and the web build's renderer of public pages (ADR 008): the
 * server loads the built `entry-server.js` at run time and calls its `renderPage`.
 */

/** One server-rendered page, in pieces the server puts into the app shell's index.html. */
export interface RenderedPage {
  status: 200 | 404;
  /** The page's <title> and meta description, which replace the shell's own. */
  title: string;
  description: string;
  /** Canonical link, robots, Open Graph and Twitter tags, JSON-LD: before </head>. */
  headTags: string;
  /** The rendered app, for inside <div id="root">. */
  body: string;
  /** The page data block the browser hydrates with, right after #root. */
  dataScript: string;
}

/** What the server gives the renderer for one page. */
export interface PageRequest {
  /** The public origin links are built from, e.g. https://feastforge.app. */
  origin: string;
  /**
   * The API, in process: the page's reads are made through it, as a visitor's (no session), so
   * the page shows exactly what the browser would read.
   */
  api(request: Request): Promise<Response>;
}

/**
 * Renders a public page, or answers null for an address the browser renders from the shell.
 *
 * @example
 * const page = await renderPage(new Request('https://feastforge.app/gallery'), { origin, api: (r) => app.fetch(r) });
 */
export type PageRenderer = (request: Request, page: PageRequest) => Promise<RenderedPage | null>;
