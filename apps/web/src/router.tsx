import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './components/layout/root-layout.tsx';
import { RouteError } from './components/route-error.tsx';
import type { RouteHandle } from './lib/route-handle.ts';
import { HomePage } from './routes/home/home-page.tsx';

/** Loads one named export of a screen module as its own chunk, keeping the first bundle small. */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }));
}

const WizardPage = screen(
  () => import('./routes/wizard/wizard-page.tsx'),
  (m) => m.WizardPage,
);
const RecipePage = screen(
  () => import('./routes/recipe/recipe-page.tsx'),
  (m) => m.RecipePage,
);
const AuthPage = screen(
  () => import('./routes/auth/auth-page.tsx'),
  (m) => m.AuthPage,
);
const ResetPasswordPage = screen(
  () => import('./routes/reset-password/reset-password-page.tsx'),
  (m) => m.ResetPasswordPage,
);
const MyRecipesPage = screen(
  () => import('./routes/my-recipes/my-recipes-page.tsx'),
  (m) => m.MyRecipesPage,
);
const GalleryPage = screen(
  () => import('./routes/gallery/gallery-page.tsx'),
  (m) => m.GalleryPage,
);
const BadgesPage = screen(
  () => import('./routes/badges/badges-page.tsx'),
  (m) => m.BadgesPage,
);
const HowItWorksPage = screen(
  () => import('./routes/how-it-works/how-it-works-page.tsx'),
  (m) => m.HowItWorksPage,
);
const RegisterBenefitsPage = screen(
  () => import('./routes/register-benefits/register-benefits-page.tsx'),
  (m) => m.RegisterBenefitsPage,
);
const ShopPage = screen(
  () => import('./routes/shop/shop-page.tsx'),
  (m) => m.ShopPage,
);
const AdminPage = screen(
  () => import('./routes/admin/admin-page.tsx'),
  (m) => m.AdminPage,
);
const ContactPage = screen(
  () => import('./routes/contact/contact-page.tsx'),
  (m) => m.ContactPage,
);
const PrivacyPage = screen(
  () => import('./routes/privacy/privacy-page.tsx'),
  (m) => m.PrivacyPage,
);
const TermsPage = screen(
  () => import('./routes/terms/terms-page.tsx'),
  (m) => m.TermsPage,
);
const NotFoundPage = screen(
  () => import('./routes/not-found/not-found-page.tsx'),
  (m) => m.NotFoundPage,
);

const page = (path: string, Component: ComponentType, title?: string): RouteObject => ({
  path,
  Component,
  handle: { title } satisfies RouteHandle,
});

/** Every route of the spec's route table (section 2), in its order. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        // Errors render inside the layout so the header and its way home stay available.
        ErrorBoundary: RouteError,
        children: [
          { index: true, Component: HomePage },
          page('wizard', WizardPage, 'Create Recipe'),
          page('recipe', RecipePage, 'Recipe'),
          page('recipe/:id', RecipePage, 'Recipe'),
          page('auth', AuthPage, 'Sign In'),
          page('reset-password', ResetPasswordPage, 'Reset Password'),
          page('my-recipes', MyRecipesPage, 'My Tome'),
          page('my-recipes/:userId', MyRecipesPage, 'Tome'),
          page('gallery', GalleryPage, 'Feast Hall'),
          page('badges', BadgesPage, 'My Badges'),
          page('how-it-works', HowItWorksPage, 'How It Works'),
          page('register-benefits', RegisterBenefitsPage, 'Why Register'),
          page('shop', ShopPage, 'Mana Shop'),
          page('admin', AdminPage, 'Admin'),
          page('contact', ContactPage, 'Contact Us'),
          page('privacy', PrivacyPage, 'Privacy Policy'),
          page('terms', TermsPage, 'Terms of Service'),
          page('*', NotFoundPage, 'Page Not Found'),
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
