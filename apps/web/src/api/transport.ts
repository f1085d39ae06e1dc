/**
 * How a request reaches the server. Everything in the web app goes through the API client
 * (`api-client.ts`), which goes through a transport; tests hand in the in-process server's
 * `app.request` or a scripted one instead of the network.
 */
export type Transport = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * The network: the one place in the web app that calls `fetch`. Wrapped because a bare `fetch`
 * called as a method of another object throws 'Illegal invocation' in some browsers.
 */
export const network: Transport = (input, init) => fetch(input, init);

/**
 * The live stream's door (ADR 016): an `EventSource` for a same-origin address, or undefined where
 * there is none (server rendering, very old browsers).
 */
export const openEventSource: ((url: string) => EventSource) | undefined =
  typeof EventSource === 'undefined' ? undefined : (url) => new EventSource(url);
