import { useMatches } from 'react-router';

/** What each route declares in its `handle`. */
export interface RouteHandle {
  /** Document title before ' · Feastforge'; omitted for the home page's own title. */
  title?: string;
}

const BRAND = 'Feastforge';
const HOME_TITLE = `${BRAND} · Conjure Epic Fantasy Recipes`;

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value;
}

/** The document title of the deepest matched route that names one. */
export function useRouteTitle(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle) && handle.title) return `${handle.title} · ${BRAND}`;
  }
  return HOME_TITLE;
}
