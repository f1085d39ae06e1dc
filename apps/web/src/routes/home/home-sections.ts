/** Which of the home page's recipe areas to show for a feed. */
export interface HomeSections {
  carousel: boolean;
  latest: boolean;
  /** No published recipe at all: the page invites the cook to publish the first. */
  empty: boolean;
}

/**
 * The carousel (spec 'Home' (a)) and the latest cards ((b)) both show the newest published
 * recipes. While the Feast Hall holds only a few, both would list the very same ones, one above
 * the other: then only the carousel shows them.
 *
 * @example
 * homeSections({ carousel: [a, b], latest: [b, a], featured: null }) // { carousel: true, latest: false, empty: false }
 */
export function homeSections(feed: {
  carousel: readonly { id: string }[];
  latest: readonly { id: string }[];
}): HomeSections {
  const slides = new Set(feed.carousel.map((recipe) => recipe.id));
  const same = feed.latest.length === slides.size && feed.latest.every((recipe) => slides.has(recipe.id));
  return {
    carousel: feed.carousel.length > 0,
    latest: feed.latest.length > 0 && !same,
    empty: feed.carousel.length === 0 && feed.latest.length === 0,
  };
}
