import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pageDataScript, readPageData, PAGE_DATA_ID } from './page-data.ts';

/** Just enough of a document for readPageData: one element by id. */
function documentWith(text: string | null): Document {
  return {
    getElementById: (id: string) => (id === PAGE_DATA_ID && text !== null ? { textContent: text } : null),
  } as Document;
}

describe('page data', () => {
  it('travels from the server block to the browser unchanged, with "<" escaped on the way', () => {
    const client = new QueryClient();
    client.setQueryData(['public', 'recipe'], { title: '</script><script>alert(1)</script>' });
    const data = { origin: 'https://feastforge.test', reads: dehydrate(client) };
    const script = pageDataScript(data);
    const body = /<script type="application\/json" id="page-data">(.*)<\/script>$/.exec(script)?.[1] ?? '';
    expect(body).not.toContain('<');
    expect(readPageData(documentWith(body))).toEqual(data);
  });

  it('counts a missing or damaged block as none', () => {
    for (const text of [null, '', '{"origin":', '{"reads":{}}', '[1]']) {
      expect(readPageData(documentWith(text))).toBeNull();
    }
  });

  it('leaves out reads that are not dehydrated reads', () => {
    const text = JSON.stringify({ origin: 'https://feastforge.test', reads: { queries: 'none' } });
    expect(readPageData(documentWith(text))).toEqual({ origin: 'https://feastforge.test' });
  });
});
