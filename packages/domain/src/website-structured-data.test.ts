import { describe, expect, it } from 'vitest';
import { websiteStructuredData } from './website-structured-data.ts';

describe('websiteStructuredData', () => {
  it('describes the site with a search action into the Feast Hall', () => {
    const data = websiteStructuredData({ origin: 'https://x.test', name: 'Feastforge', description: 'Recipes' });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Feastforge',
      url: 'https://x.test/',
      description: 'Recipes',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://x.test/gallery?search={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});
