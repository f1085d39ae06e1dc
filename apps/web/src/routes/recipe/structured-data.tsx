import { recipeStructuredData, type RecipeData } from '@feastforge/domain';

/** The page's schema.org Recipe (spec 'Recipe page': structured recipe data is emitted). */
export function StructuredData({ recipe, url, createdAt }: { recipe: RecipeData; url: string; createdAt: string }) {
  const data = recipeStructuredData(recipe, {
    url,
    imageUrl: recipe.image ? new URL(recipe.image, url).href : undefined,
    datePublished: createdAt,
  });
  // A data block, never run; '<' is escaped so a title can't close the script element.
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
