import type { PageRequest } from '@feastforge/domain';

/**
 * An API for rendering pages in tests: answers GET requests to the given paths with their JSON,
 * and anything else with the server's 404; `asked` lists every address it was asked for.
 *
 * @example
 * const api = pageApi({ '/api/home': feed });
 * await renderPage(new Request(`${origin}/`), { origin, api });
 */
export function pageApi(answers: Record<string, unknown> = {}): PageRequest['api'] & { asked: string[] } {
  const asked: string[] = [];
  const api = async (request: Request) => {
    const url = new URL(request.url);
    asked.push(`${url.pathname}${url.search}`);
    if (request.method === 'GET' && url.pathname in answers) return Response.json(answers[url.pathname]);
    return Response.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 });
  };
  return Object.assign(api, { asked });
}
