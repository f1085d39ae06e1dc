import type { GalleryPage, HomeFeed, RecipeAnswer } from '@feastforge/domain';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from './app.tsx';
import { pageHead, renderHead } from './lib/page-head.ts';
import { pageDataScript } from './lib/page-data.ts';
import { routeHandle } from './lib/route-handle.ts';
import { routes } from './router.tsx';

/** What the server knows about the page it is asked for. */
export interface PageRequest {
  /** The public origin links are built from, e.g. https://feastforge.app. */
  origin: string;
  /** The recipe a /recipe/{id} address names, as any visitor may see it (published), if any. */
  recipe?: RecipeAnswer;
  /** On /, what the home page shows (carousel, latest cards, featured image). */
  home?: HomeFeed;
  /** On /gallery, the page of published recipes the address's query asks for. */
  gallery?: GalleryPage;
}

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

const handler = createStaticHandler(routes);

/** Longest a page may take to render before the server answers the shell instead. */
const RENDER_TIMEOUT_MS = 5_000;

/**
 * Renders a public page with the same components the browser hydrates (ADR 008). Returns null
 * for addresses that are not server-rendered (signed-in screens), which get the app shell.
 *
 * @example
 * const page = await renderPage(new Request('https://feastforge.app/how-it-works'), { origin });
 */
export async function renderPage(request: Request, page: PageRequest): Promise<RenderedPage | null> {
  const context = await handler.query(request);
  if (context instanceof Response) return null;
  const handle = routeHandle(context.matches.map((match) => match.route));
  if (handle.rendering !== 'server') return null;

  const pageData = {
    origin: page.origin,
    recipe: page.recipe?.isPublished ? page.recipe : undefined,
    home: page.home,
    gallery: page.gallery,
  };
  const router = createStaticRouter(handler.dataRoutes, context);
  const stream = await renderToReadableStream(
    <App pageData={pageData} navigate={() => undefined}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </App>,
    {
      // Large Suspense contents would otherwise come after their fallback, moved in place by
      // inline scripts the CSP refuses; the page is sent whole, so nothing is gained by that.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A render that never completes gives up, and the server answers the shell instead.
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      onError: (error) => console.error('Server render failed:', error),
    },
  );
  // Crawlers and link previews need the whole page, so nothing is sent before it is complete.
  await stream.allReady;
  const body = await new Response(stream).text();

  const { pathname } = new URL(request.url);
  const head = renderHead(pageHead({ handle, pathname, origin: page.origin, recipe: pageData.recipe }));
  return {
    status: handle.notFound ? 404 : 200,
    title: head.title,
    description: head.description,
    headTags: head.tags,
    body,
    dataScript: pageDataScript(pageData),
  };
}
