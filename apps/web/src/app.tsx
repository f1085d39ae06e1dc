import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { SessionProvider } from './auth/session-provider.tsx';
import { TomeProvider } from './data/tome-provider.tsx';
import { PageDataContext, type PageData } from './lib/page-data.ts';
import { ReadsProvider } from './reads/reads-provider.tsx';
import { ThemeProvider } from './theme/theme-provider.tsx';

interface AppProps {
  /** The router element: the browser's RouterProvider or the server's StaticRouterProvider. */
  children: ReactNode;
  /** What the server rendered the page with; null on a page rendered from the app shell. */
  pageData: PageData | null;
  /** The page's read cache, holding the server's reads on a server-rendered page. */
  queryClient: QueryClient;
  /** Lets services outside the router (the generation controller) change the page. */
  navigate(to: string): void;
}

/** The providers every page runs in, the same in the browser and in the server's render. */
export function App({ children, pageData, queryClient, navigate }: AppProps) {
  return (
    <StrictMode>
      <PageDataContext value={pageData}>
        <ThemeProvider>
          <SessionProvider>
            <ReadsProvider client={queryClient}>
              <TomeProvider navigate={navigate}>{children}</TomeProvider>
            </ReadsProvider>
          </SessionProvider>
        </ThemeProvider>
      </PageDataContext>
    </StrictMode>
  );
}
