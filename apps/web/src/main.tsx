import './lib/schemas-without-eval.ts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { App } from './app.tsx';
import { readPageData } from './lib/page-data.ts';
import { hydratePageReads } from './reads/page-reads.ts';
import { createQueryClient, leaveFirstScreen, startFromBrowserNetwork } from './reads/query-client.ts';
import { routes } from './router.tsx';
import './styles.css';

/**
 * The browser entry. A page the server rendered (it carries page data) is hydrated; the app
 * shell, which the service worker answers every navigation with, is rendered into.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const pageData = readPageData(document);

  // Without the screen's code (offline, before it was cached) the server's page cannot be hydrated:
  // the browser then renders the page itself, as it does from the shell. The shell leaves loading
  // the screen to the router, so the session starts (in the providers' effects) before a screen's
  // first read asks for its token.
  const hydrate =
    pageData !== null &&
    (await loadRouteModules(routes, window.location).then(
      () => true,
      (error: unknown) => {
        console.warn("The page's code could not be loaded before hydration:", error);
        return false;
      },
    ));
  // Hydration data, even empty (no route has a loader), tells the router the page is already on
  // screen: it keeps the scroll position instead of jumping to the top as hydration ends, which
  // would move a link away from under the pointer of a reader who has scrolled down.
  const router = createBrowserRouter(routes, hydrate ? { hydrationData: {} } : {});
  forgetServerHeadOnNavigation(router);
  startFromBrowserNetwork();
  const queryClient = createQueryClient();
  if (pageData?.reads) {
    try {
      hydratePageReads(queryClient, pageData.reads);
    } catch (error) {
      // A damaged block costs the server's reads only: the screens ask for them again.
      console.warn("The page's reads could not be used:", error);
    }
  }
  const app = (
    <App pageData={pageData} queryClient={queryClient} navigate={(to) => void router.navigate(to)}>
      <RouterProvider router={router} />
    </App>
  );
  // Hydrating in a transition lets React yield to the browser between components, so a slow
  // phone stays responsive to taps while the page comes alive.
  if (hydrate) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);

  if (import.meta.env.PROD) {
    const { registerServiceWorker } = await import('./lib/service-worker.ts');
    registerServiceWorker();
  }
}

/**
 * Loads the screens of the current address before hydrating, so the first render in the
 * browser is the page the server sent, not a loading state.
 */
async function loadRouteModules(routeTable: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routeTable, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * The server's canonical link, preview tags and JSON-LD describe the page it rendered; once the
 * app moves to another page they would describe the wrong one, so they go, and the reads the
 * page came with follow the usual freshness rules from then on.
 */
function forgetServerHeadOnNavigation(router: ReturnType<typeof createBrowserRouter>): void {
  const first = router.state.location;
  const stop = router.subscribe((state) => {
    if (state.location.pathname === first.pathname && state.location.search === first.search) return;
    leaveFirstScreen();
    if (state.location.pathname === first.pathname) return;
    for (const tag of document.head.querySelectorAll('[data-page-head]')) tag.remove();
    stop();
  });
}

void start();
