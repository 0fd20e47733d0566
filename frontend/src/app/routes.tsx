import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { PageFrame } from './layout/PageFrame';
import { NotFoundPage } from './pages/NotFoundPage';
import type { RouteHandle } from '../shared/lib/routeHandle';

/**
 * A screen loaded on first visit: every screen is its own chunk (spec: lazy route modules). The
 * same component serves every route that names it, so moving between them keeps its state.
 */
const screens = new Map<string, ComponentType>();
function page<M>(name: string, load: () => Promise<M>, pick: (module: M) => ComponentType): Pick<RouteObject, 'Component'> {
  let Component = screens.get(name);
  if (!Component) {
    Component = lazy(async () => ({ default: pick(await load()) }));
    screens.set(name, Component);
  }
  return { Component };
}

const title = (value: string): RouteHandle => ({ title: value });

/** The route table of spec section 2. Titles live in each route's `handle`. */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    children: [
      {
        // Errors thrown while rendering a page stay inside the layout, header and footer keep working.
        Component: PageFrame,
        children: [
          { index: true, ...page('HomePage', () => import('../pages/home'), (m) => m.HomePage) },
          {
            path: 'login',
            handle: title('Вход'),
            ...page('LoginRoute', () => import('../pages/auth'), (m) => m.LoginRoute),
          },
          {
            path: 'register',
            handle: title('Регистрация'),
            ...page('RegisterRoute', () => import('../pages/auth'), (m) => m.RegisterRoute),
          },
          {
            path: 'password-recovery',
            handle: title('Восстановление доступа'),
            ...page('PasswordRecoveryPage', () => import('../pages/password-recovery'), (m) => m.PasswordRecoveryPage),
          },
          {
            id: 'catalog',
            path: 'catalog',
            handle: title('Каталог'),
            children: [
              { index: true, ...page('CatalogPage', () => import('../pages/catalog'), (m) => m.CatalogPage) },
              { id: 'category', path: ':category', ...page('CatalogPage', () => import('../pages/catalog'), (m) => m.CatalogPage) },
            ],
          },
          {
            path: 'product/:id',
            handle: title('Товар'),
            ...page('ProductPage', () => import('../pages/product'), (m) => m.ProductPage),
          },
          {
            path: 'services/:filter?',
            handle: title('Услуги'),
            ...page('ServicesPage', () => import('../pages/services'), (m) => m.ServicesPage),
          },
          {
            path: 'service/:id',
            handle: title('Услуга'),
            ...page('ServicePage', () => import('../pages/service'), (m) => m.ServicePage),
          },
          { path: 'cart', handle: title('Корзина'), ...page('CartPage', () => import('../pages/cart'), (m) => m.CartPage) },
          {
            path: 'contacts',
            handle: title('Связаться с нами'),
            ...page('ContactsPage', () => import('../pages/contacts'), (m) => m.ContactsPage),
          },
          {
            path: 'guide',
            handle: title('Руководство пользователя'),
            ...page('GuidePage', () => import('../pages/guide'), (m) => m.GuidePage),
          },
          { path: 'news', handle: title('Новости'), ...page('NewsListPage', () => import('../pages/news'), (m) => m.NewsListPage) },
          {
            path: 'news/:id',
            handle: title('Новость'),
            ...page('NewsDetailPage', () => import('../pages/news'), (m) => m.NewsDetailPage),
          },
          { path: 'help', handle: title('Помощь'), ...page('HelpPage', () => import('../pages/help'), (m) => m.HelpPage) },
          { path: 'ui', handle: title('UI-кит'), ...page('UiKitPage', () => import('../pages/ui-kit/UiKitPage'), (m) => m.UiKitPage) },
          {
            path: 'unauthorized',
            handle: title('Доступ запрещён'),
            ...page('UnauthorizedPage', () => import('../pages/unauthorized'), (m) => m.UnauthorizedPage),
          },
          {
            id: 'Profile',
            path: 'profile/:section?',
            handle: title('Личный кабинет'),
            ...page('ProfileRoute', () => import('../pages/profile'), (m) => m.ProfileRoute),
          },
          {
            path: 'company',
            handle: title('Данные компании'),
            ...page('CompanyRoute', () => import('../pages/profile'), (m) => m.CompanyRoute),
          },
          { path: '*', Component: NotFoundPage, handle: title('Страница не найдена') },
        ],
      },
    ],
  },
];
