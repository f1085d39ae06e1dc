import { useEffect } from 'react';

const SITE_NAME = 'Feastforge';

/**
 * Sets the tab title to `<page> · Feastforge` while the page is shown. The previous title is put
 * back on unmount so a screen that sets none never inherits a stale one.
 *
 * @example
 * useDocumentTitle('Privacy Policy') // "Privacy Policy · Feastforge"
 */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${page} · ${SITE_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [page]);
}
