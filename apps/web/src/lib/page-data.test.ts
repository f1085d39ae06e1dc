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
    const data = { origin: 'https://feastforge.test', recipe: { title: '</script><script>alert(1)</script>' } };
    const script = pageDataScript(data);
    const body = /<script type="application\/json" id="page-data">(.*)<\/script>$/.exec(script)?.[1] ?? '';
    expect(body).not.toContain('<');
    expect(readPageData(documentWith(body))).toEqual(data);
  });

  it('counts a missing or damaged block as none', () => {
    for (const text of [null, '', '{"origin":', '{"recipe":{}}', '[1]']) {
      expect(readPageData(documentWith(text))).toBeNull();
    }
  });
});
