import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RootLayout } from './components/layout/root-layout.tsx';
import { RouteError } from './components/route-error.tsx';
import type { RouteHandle } from './lib/route-handle.ts';
import { hallRead, homeFeedRead, recipeRead, VISITOR } from './reads/queries.ts';
import { readHallQuery } from './routes/gallery/gallery-address.ts';
import { HomePage } from './routes/home/home-page.tsx';

/**
 * A screen in its own chunk, loaded through the router's `lazy` so the page is in place before a
 * navigation commits and before hydration (see main.tsx).
 */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}

/**
 * One route of the route table. `rendering: 'server'` marks the public pages the server renders
 * to HTML (ADR 008); the rest are answered with the app shell and render in the browser.
 */
const page = (path: string, lazy: RouteObject['lazy'], handle: RouteHandle): RouteObject => ({ path, lazy, handle });

const recipe = screen(
  () => import('./routes/recipe/recipe-page.tsx'),
  (m) => m.RecipePage,
);
const myRecipes = screen(
  () => import('./routes/my-recipes/my-recipes-page.tsx'),
  (m) => m.MyRecipesPage,
);

/** Every route of the spec's route table (section 2), in its order. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        // Errors render inside the layout so the header and its way home stay available.
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            Component: HomePage,
            handle: {
              rendering: 'server',
              reads: ({ client, api }) => [client.prefetchQuery(homeFeedRead(api))],
            } satisfies RouteHandle,
          },
          page(
            'wizard',
            screen(
              () => import('./routes/wizard/wizard-page.tsx'),
              (m) => m.WizardPage,
            ),
            {
              title: 'Create Recipe',
              description: 'Choose your biome, class and party, and conjure a recipe.',
              rendering: 'server',
            },
          ),
          page('recipe', recipe, { title: 'Recipe', indexable: false }),
          page('recipe/:id', recipe, {
            title: 'Recipe',
            rendering: 'server',
            ownTitle: true,
            reads: ({ client, api, params }) =>
              params.id ? [client.prefetchQuery(recipeRead(api, VISITOR, params.id))] : [],
          }),
          page(
            'auth',
            screen(
              () => import('./routes/auth/auth-page.tsx'),
              (m) => m.AuthPage,
            ),
            { title: 'Sign In', indexable: false },
          ),
          page(
            'reset-password',
            screen(
              () => import('./routes/reset-password/reset-password-page.tsx'),
              (m) => m.ResetPasswordPage,
            ),
            { title: 'Reset Password', indexable: false },
          ),
          page(
            'verify-email',
            screen(
              () => import('./routes/verify-email/verify-email-page.tsx'),
              (m) => m.VerifyEmailPage,
            ),
            { title: 'Confirm Email', indexable: false },
          ),
          page('my-recipes', myRecipes, { title: 'My Tome', indexable: false }),
          page('my-recipes/:userId', myRecipes, { title: 'Tome', indexable: false }),
          page(
            'gallery',
            screen(
              () => import('./routes/gallery/gallery-page.tsx'),
              (m) => m.GalleryPage,
            ),
            {
              title: 'Feast Hall',
              description: 'Recipes the Feastforge community has published.',
              rendering: 'server',
              reads: ({ client, api, search }) => [client.prefetchQuery(hallRead(api, readHallQuery(search)))],
            },
          ),
          page(
            'badges',
            screen(
              () => import('./routes/badges/badges-page.tsx'),
              (m) => m.BadgesPage,
            ),
            { title: 'My Badges', indexable: false },
          ),
          page(
            'shopping-list',
            screen(
              () => import('./routes/shopping-list/shopping-list-page.tsx'),
              (m) => m.ShoppingListPage,
            ),
            { title: 'Shopping List', indexable: false },
          ),
          page(
            'how-it-works',
            screen(
              () => import('./routes/how-it-works/how-it-works-page.tsx'),
              (m) => m.HowItWorksPage,
            ),
            {
              title: 'How It Works',
              description: 'How Feastforge turns your choices into a real recipe with a legend of its own.',
              rendering: 'server',
            },
          ),
          page(
            'register-benefits',
            screen(
              () => import('./routes/register-benefits/register-benefits-page.tsx'),
              (m) => m.RegisterBenefitsPage,
            ),
            { title: 'Why Register', description: 'What a free Feastforge account gives you.', rendering: 'server' },
          ),
          page(
            'shop',
            screen(
              () => import('./routes/shop/shop-page.tsx'),
              (m) => m.ShopPage,
            ),
            { title: 'Mana Shop', indexable: false },
          ),
          page(
            'admin',
            screen(
              () => import('./routes/admin/admin-page.tsx'),
              (m) => m.AdminPage,
            ),
            { title: 'Admin', indexable: false },
          ),
          page(
            'contact',
            screen(
              () => import('./routes/contact/contact-page.tsx'),
              (m) => m.ContactPage,
            ),
            {
              title: 'Contact Us',
              description: 'Questions, ideas or trouble? Write to the Feastforge team.',
              rendering: 'server',
            },
          ),
          page(
            'privacy',
            screen(
              () => import('./routes/privacy/privacy-page.tsx'),
              (m) => m.PrivacyPage,
            ),
            { title: 'Privacy Policy', description: 'What Feastforge stores about you and why.', rendering: 'server' },
          ),
          page(
            'terms',
            screen(
              () => import('./routes/terms/terms-page.tsx'),
              (m) => m.TermsPage,
            ),
            { title: 'Terms of Service', description: 'The terms for using Feastforge.', rendering: 'server' },
          ),
          page(
            '*',
            screen(
              () => import('./routes/not-found/not-found-page.tsx'),
              (m) => m.NotFoundPage,
            ),
            { title: 'Page Not Found', indexable: false, notFound: true, rendering: 'server' },
          ),
        ],
      },
    ],
  },
];
