import { lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { PageFrame } from './layout/PageFrame';
import { NotFoundPage } from './pages/NotFoundPage';
import type { RouteHandle } from '../shared/lib/routeHandle';
import { ROUTE_TITLES } from '../../../shared/page-head';

/**
 * A screen loaded on first visit: every screen is its own chunk (spec: lazy route modules). The
 * same component serves every route that names it, so moving between them keeps its state.
 * `source` is the folder (or file) under src/pages that `load` imports: the server links a rendered
 * page's stylesheets and chunks from Vite's manifest, so the page is styled before its script
 * runs (ADR 0042).
 */
/** One lazily loaded screen: its component, the module it comes from, and how to load it ahead. */
interface Screen {
  /** The lazy component the routes render. */
  readonly component: ComponentType;
  /** The module under src/ whose chunk and stylesheets the server links. */
  readonly source: string;
  /** Loads the module once (shared by the lazy component and `preloadScreens`). */
  readonly preload: () => Promise<ComponentType>;
}

const screensByName = new Map<string, Screen>();
const screensByComponent = new Map<ComponentType, Screen>();

function page<M>(
  source: string,
  name: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): Pick<RouteObject, 'Component'> {
  const known = screensByName.get(name);
  if (known) return { Component: known.component };
  let loading: Promise<ComponentType> | null = null;
  let ready: ComponentType | null = null;
  const loadOnce = () => (loading ??= load().then(pick));
  // A screen already loaded is handed over synchronously (a thenable that resolves at once), so
  // hydration renders it in the same pass instead of suspending for a tick: a click that comes
  // while the page hydrates then finds it hydrated, not a dehydrated boundary that drops it.
  const component: ComponentType = lazy(() => {
    const already = ready;
    if (already)
      return {
        then: (resolve: (module: { default: ComponentType }) => void) => resolve({ default: already }),
      } as Promise<{ default: ComponentType }>;
    return loadOnce().then((loadedScreen) => ({ default: loadedScreen }));
  });
  const screen: Screen = {
    component,
    source: source.includes('.') ? `src/pages/${source}` : `src/pages/${source}/index.ts`,
    preload: () =>
      loadOnce().then((loadedScreen) => {
        ready = loadedScreen;
        return loadedScreen;
      }),
  };
  screensByName.set(name, screen);
  screensByComponent.set(component, screen);
  return { Component: component };
}

/** The screens a location renders. */
const screensAt = (location: string): Screen[] =>
  (matchRoutes(routes, location) ?? []).flatMap(({ route }) => {
    const screen = route.Component ? screensByComponent.get(route.Component) : undefined;
    return screen ? [screen] : [];
  });

/** Loads the screens a location renders, before the server's markup of it is hydrated. */
export async function preloadScreens(location: string): Promise<void> {
  await Promise.all(screensAt(location).map((screen) => screen.preload()));
}

/** The source modules of the screens a location renders (for the server's links to their chunks). */
export function pageSources(location: string): string[] {
  return screensAt(location).map((screen) => screen.source);
}

const title = (value: string): RouteHandle => ({ title: value });
/** A cabinet page: its menu and title stand while its code loads (ADR 0057). */
const cabinet = (value: string): RouteHandle => ({ title: value, shell: 'cabinet' });

/**
 * The site's route table. Titles live in each route's `handle`, from the table the server
 * names pages by (ADR 0059); the tab shows the server's head of each page, these when it cannot be asked.
 */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    children: [
      {
        // Errors thrown while rendering a page stay inside the layout, header and footer keep working.
        Component: PageFrame,
        children: [
          {
            index: true,
            ...page(
              'home',
              'HomePage',
              () => import('../pages/home'),
              (m) => m.HomePage,
            ),
          },
          {
            path: 'login',
            handle: title(ROUTE_TITLES.login),
            ...page(
              'auth',
              'LoginRoute',
              () => import('../pages/auth'),
              (m) => m.LoginRoute,
            ),
          },
          {
            path: 'login-link',
            handle: title(ROUTE_TITLES['login-link']),
            ...page(
              'auth',
              'LoginLinkRoute',
              () => import('../pages/auth'),
              (m) => m.LoginLinkRoute,
            ),
          },
          {
            path: 'register',
            handle: title(ROUTE_TITLES.register),
            ...page(
              'auth',
              'RegisterRoute',
              () => import('../pages/auth'),
              (m) => m.RegisterRoute,
            ),
          },
          {
            path: 'password-recovery',
            handle: title(ROUTE_TITLES['password-recovery']),
            ...page(
              'password-recovery',
              'PasswordRecoveryPage',
              () => import('../pages/password-recovery'),
              (m) => m.PasswordRecoveryPage,
            ),
          },
          {
            id: 'catalog',
            path: 'catalog',
            handle: title(ROUTE_TITLES.catalog),
            children: [
              {
                index: true,
                ...page(
                  'catalog',
                  'CatalogPage',
                  () => import('../pages/catalog'),
                  (m) => m.CatalogPage,
                ),
              },
              {
                id: 'category',
                path: ':category',
                ...page(
                  'catalog',
                  'CatalogPage',
                  () => import('../pages/catalog'),
                  (m) => m.CatalogPage,
                ),
              },
            ],
          },
          {
            path: 'product/:id',
            handle: title(ROUTE_TITLES.product),
            ...page(
              'product',
              'ProductPage',
              () => import('../pages/product'),
              (m) => m.ProductPage,
            ),
          },
          {
            path: 'part/:id',
            handle: title(ROUTE_TITLES.part),
            ...page(
              'part',
              'PartPage',
              () => import('../pages/part'),
              (m) => m.PartPage,
            ),
          },
          {
            path: 'services/:filter?',
            handle: title(ROUTE_TITLES.services),
            ...page(
              'services',
              'ServicesPage',
              () => import('../pages/services'),
              (m) => m.ServicesPage,
            ),
          },
          {
            path: 'service/:id',
            handle: title(ROUTE_TITLES.service),
            ...page(
              'service',
              'ServicePage',
              () => import('../pages/service'),
              (m) => m.ServicePage,
            ),
          },
          {
            path: 'cart',
            handle: title(ROUTE_TITLES.cart),
            ...page(
              'cart',
              'CartPage',
              () => import('../pages/cart'),
              (m) => m.CartPage,
            ),
          },
          {
            path: 'contacts',
            handle: title(ROUTE_TITLES.contacts),
            ...page(
              'contacts',
              'ContactsPage',
              () => import('../pages/contacts'),
              (m) => m.ContactsPage,
            ),
          },
          {
            path: 'guide',
            handle: title(ROUTE_TITLES.guide),
            ...page(
              'guide',
              'GuidePage',
              () => import('../pages/guide'),
              (m) => m.GuidePage,
            ),
          },
          // The list and an item are chunks of their own: a page of cards loads no HTML sanitiser.
          {
            path: 'news',
            handle: title(ROUTE_TITLES.news),
            ...page(
              'news/NewsListPage.tsx',
              'NewsListPage',
              () => import('../pages/news/NewsListPage'),
              (m) => m.NewsListPage,
            ),
          },
          {
            path: 'news/:id',
            handle: title(ROUTE_TITLES['news-item']),
            ...page(
              'news/NewsDetailPage.tsx',
              'NewsDetailPage',
              () => import('../pages/news/NewsDetailPage'),
              (m) => m.NewsDetailPage,
            ),
          },
          {
            path: 'help',
            handle: title(ROUTE_TITLES.help),
            ...page(
              'help',
              'HelpPage',
              () => import('../pages/help'),
              (m) => m.HelpPage,
            ),
          },
          {
            path: 'ui',
            handle: title(ROUTE_TITLES.ui),
            ...page(
              'ui-kit/UiKitPage.tsx',
              'UiKitPage',
              () => import('../pages/ui-kit/UiKitPage'),
              (m) => m.UiKitPage,
            ),
          },
          {
            path: 'unauthorized',
            handle: title(ROUTE_TITLES.unauthorized),
            ...page(
              'unauthorized',
              'UnauthorizedPage',
              () => import('../pages/unauthorized'),
              (m) => m.UnauthorizedPage,
            ),
          },
          {
            id: 'Profile',
            path: 'profile/:section?',
            handle: cabinet(ROUTE_TITLES.profile),
            ...page(
              'profile',
              'ProfileRoute',
              () => import('../pages/profile'),
              (m) => m.ProfileRoute,
            ),
          },
          {
            path: 'company',
            handle: cabinet(ROUTE_TITLES.company),
            ...page(
              'profile',
              'CompanyRoute',
              () => import('../pages/profile'),
              (m) => m.CompanyRoute,
            ),
          },
          { path: '*', Component: NotFoundPage, handle: title(ROUTE_TITLES.notFound) },
        ],
      },
    ],
  },
];
