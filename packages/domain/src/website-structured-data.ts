/** The placeholder a search engine fills in with what its reader typed (schema.org SearchAction). */
const SEARCH_TERM = 'search_term_string';

/**
 * The schema.org WebSite of the home page (spec section 2 'Home'): the site's name and address
 * and a search action into the Feast Hall (`/gallery?search=…`), which search engines may offer as
 * a search box under the result.
 *
 * @example
 * websiteStructuredData({ origin: 'https://feastforge.app', name: 'Feastforge', description: TAGLINE })
 */
export function websiteStructuredData(site: { origin: string; name: string; description: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: `${site.origin}/`,
    description: site.description,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${site.origin}/gallery?search={${SEARCH_TERM}}` },
      'query-input': `required name=${SEARCH_TERM}`,
    },
  };
}
