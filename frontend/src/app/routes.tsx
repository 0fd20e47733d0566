import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import type { RouteHandle } from '../shared/lib/routeHandle';

/** A route module loaded on first visit: every screen is its own chunk (spec: lazy route modules). */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}

const title = (value: string): RouteHandle => ({ title: value });

/** The route table of spec section 2. Titles live in each route's `handle`. */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    children: [
      {
        // Errors thrown while rendering a page stay inside the layout, header and footer keep working.
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, ...page(() => import('../pages/home'), (m) => m.HomePage) },
          {
            path: 'login',
            handle: title('Вход'),
            ...page(() => import('../pages/auth'), (m) => m.LoginRoute),
          },
          {
            path: 'register',
            handle: title('Регистрация'),
            ...page(() => import('../pages/auth'), (m) => m.RegisterRoute),
          },
          {
            path: 'password-recovery',
            handle: title('Восстановление доступа'),
            ...page(() => import('../pages/password-recovery'), (m) => m.PasswordRecoveryPage),
          },
          {
            id: 'catalog',
            path: 'catalog',
            handle: title('Каталог'),
            children: [
              { index: true, ...page(() => import('../pages/catalog'), (m) => m.CatalogPage) },
              { id: 'category', path: ':category', ...page(() => import('../pages/catalog'), (m) => m.CatalogPage) },
            ],
          },
          {
            path: 'product/:id',
            handle: title('Товар'),
            ...page(() => import('../pages/product'), (m) => m.ProductPage),
          },
          {
            path: 'services/:filter?',
            handle: title('Услуги'),
            ...page(() => import('../pages/services'), (m) => m.ServicesPage),
          },
          {
            path: 'service/:id',
            handle: title('Услуга'),
            ...page(() => import('../pages/service'), (m) => m.ServicePage),
          },
          { path: 'cart', handle: title('Корзина'), ...page(() => import('../pages/cart'), (m) => m.CartPage) },
          {
            path: 'contacts',
            handle: title('Связаться с нами'),
            ...page(() => import('../pages/contacts'), (m) => m.ContactsPage),
          },
          {
            path: 'guide',
            handle: title('Руководство пользователя'),
            ...page(() => import('../pages/guide'), (m) => m.GuidePage),
          },
          { path: 'news', handle: title('Новости'), ...page(() => import('../pages/news'), (m) => m.NewsListPage) },
          {
            path: 'news/:id',
            handle: title('Новость'),
            ...page(() => import('../pages/news'), (m) => m.NewsDetailPage),
          },
          { path: 'help', handle: title('Помощь'), ...page(() => import('../pages/help'), (m) => m.HelpPage) },
          { path: 'ui', handle: title('UI-кит'), ...page(() => import('../pages/ui-kit/UiKitPage'), (m) => m.UiKitPage) },
          {
            path: 'unauthorized',
            handle: title('Доступ запрещён'),
            ...page(() => import('../pages/unauthorized'), (m) => m.UnauthorizedPage),
          },
          {
            id: 'Profile',
            path: 'profile/:section?',
            handle: title('Личный кабинет'),
            ...page(() => import('../pages/profile'), (m) => m.ProfileRoute),
          },
          {
            path: 'company',
            handle: title('Данные компании'),
            ...page(() => import('../pages/profile'), (m) => m.CompanyRoute),
          },
          { path: '*', Component: NotFoundPage, handle: title('Страница не найдена') },
        ],
      },
    ],
  },
];
