import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { routeHandle, useRouteTitle } from '../../lib/route-handle.ts';
import { PageLoading } from '../page-loading.tsx';
import { AppToaster } from './app-toaster.tsx';
import { ConfirmEmailBanner } from './confirm-email-banner.tsx';
import { PageViewTracker } from './page-view-tracker.tsx';
import { PushPromptSlot } from './push-prompt-slot.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** The frame around every route: skip link, header, main landmark, footer and toasts. */
export function RootLayout() {
  const title = useRouteTitle();
  const ownTitle = routeHandle(useMatches()).ownTitle === true;
  useEffect(() => {
    if (!ownTitle) document.title = title;
  }, [title, ownTitle]);

  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip">
      <a
        href="#main"
        onClick={(event) => {
          // Move focus without a hash change, which the router would treat as a navigation.
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
        className="sr-only rounded-xl bg-primary px-4 py-2 font-semibold text-primary-fg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to content
      </a>
      <SiteHeader />
      <ConfirmEmailBanner />
      {/* At least a screen tall, so the footer starts below the fold and never moves into view
          when a screen's content arrives after the first paint. */}
      <main id="main" tabIndex={-1} className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <AppToaster />
      <PushPromptSlot />
      <PageViewTracker />
      <ScrollRestoration />
    </div>
  );
}
