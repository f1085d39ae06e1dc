import type { PageRequest, RecipeAnswer, RenderedPage } from '@feastforge/domain';
import { renderToReadableStream } from 'react-dom/server';
import type { QueryClient } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { createApiClient } from './api/api-client.ts';
import type { Transport } from './api/transport.ts';
import { App } from './app.tsx';
import { pageHead, renderHead } from './lib/page-head.ts';
import { pageDataScript } from './lib/page-data.ts';
import { routeHandle, type RouteHandle } from './lib/route-handle.ts';
import { pageReads } from './reads/page-reads.ts';
import { createQueryClient } from './reads/query-client.ts';
import { recipeRead, VISITOR } from './reads/queries.ts';
import { routes } from './router.tsx';

const handler = createStaticHandler(routes);

/** Longest a page may take to render before the server answers the shell instead. */
const RENDER_TIMEOUT_MS = 5_000;

/**
 * Renders a public page with the same components the browser hydrates (ADR 008). The route's
 * reads (its handle's `reads`) are made first, through the API in process, into a read cache
 * that renders the page and travels with it to the browser (ADR 018). Returns null for addresses
 * that are not server-rendered (signed-in screens), which get the app shell.
 *
 * @example
 * const page = await renderPage(new Request('https://feastforge.app/gallery'), { origin, api: (r) => app.fetch(r) });
 */
export async function renderPage(request: Request, page: PageRequest): Promise<RenderedPage | null> {
  const context = await handler.query(request);
  if (context instanceof Response) return null;
  const handle = routeHandle(context.matches.map((match) => match.route));
  if (handle.rendering !== 'server') return null;

  const url = new URL(request.url);
  const params = context.matches.at(-1)?.params ?? {};
  const client = createQueryClient();
  // A read that fails is left to the browser, which asks again; the page must not wait on retries.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const api = createApiClient({ transport: inProcess(page) });
  try {
    await Promise.all(handle.reads?.({ client, api, params, search: url.searchParams }) ?? []);
    // A recipe page's head (title, preview tags, JSON-LD) is its recipe's when anyone may see it.
    // The API answers a visitor's read with published recipes only; this page never relies on that alone.
    const recipeKey = params.id ? recipeRead(api, VISITOR, params.id).queryKey : undefined;
    const recipe = recipeKey ? client.getQueryData(recipeKey) : undefined;
    if (recipeKey && recipe && !recipe.isPublished) client.removeQueries({ queryKey: recipeKey });
    return await render(request, page, handle, context, client, recipe?.isPublished ? recipe : undefined);
  } finally {
    // Each query holds a garbage-collection timer, and with it the cache: a server must not keep them.
    client.clear();
  }
}

/** Renders the matched route with the reads made into `client`, and the head of `recipe` if any. */
async function render(
  request: Request,
  page: PageRequest,
  handle: RouteHandle,
  context: StaticHandlerContext,
  client: QueryClient,
  recipe: RecipeAnswer | undefined,
): Promise<RenderedPage> {
  const url = new URL(request.url);
  const pageData = { origin: page.origin, reads: pageReads(client) };
  const router = createStaticRouter(handler.dataRoutes, context);
  const stream = await renderToReadableStream(
    <App pageData={pageData} queryClient={client} navigate={() => undefined}>
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

  const head = renderHead(pageHead({ handle, pathname: url.pathname, origin: page.origin, recipe }));
  return {
    status: handle.notFound ? 404 : 200,
    title: head.title,
    description: head.description,
    headTags: head.tags,
    body,
    dataScript: pageDataScript(pageData),
  };
}

/** The API client's way to the server while rendering: the server's own API, in process. */
function inProcess(page: PageRequest): Transport {
  return (input, init) =>
    page.api(
      input instanceof Request ? new Request(input, init) : new Request(new URL(String(input), page.origin), init),
    );
}
