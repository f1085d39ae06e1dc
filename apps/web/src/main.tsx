import { parseSchemasWithoutEval } from '@feastforge/domain';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { App } from './app.tsx';
import { readPageData } from './lib/page-data.ts';
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

  if (pageData) await loadRouteModules(routes, window.location);
  const router = createBrowserRouter(routes);
  const app = (
    <App pageData={pageData} navigate={(to) => void router.navigate(to)}>
      <RouterProvider router={router} />
    </App>
  );
  // Hydrating in a transition lets React yield to the browser between components, so a slow
  // phone stays responsive to taps while the page comes alive.
  if (pageData) startTransition(() => void hydrateRoot(container, app));
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

// Before any screen's code (and its schemas) loads.
parseSchemasWithoutEval();
void start();
