import type { RouteObject } from 'react-router';
import { CategoriesPage } from '../features/categories';
import { AppLayout } from './layout/AppLayout';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import type { RouteHandle } from '../shared/lib/routeHandle';

/*
 * The route table (spec, section 2). The landing routes are bundled with the entry so the first
 * paint needs no extra chunk; later routes (product, services, news, the cabinet) are added with
 * react-router's `lazy` so each screen is its own chunk.
 */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    children: [
      {
        // Errors thrown while rendering a page stay inside the layout, header and footer keep working.
        ErrorBoundary: RouteErrorPage,
        children: [
          {
            index: true,
            Component: CategoriesPage,
            handle: { heading: 'Категории товаров' } satisfies RouteHandle,
          },
          {
            path: 'catalog',
            handle: { title: 'Каталог', heading: 'Каталог' } satisfies RouteHandle,
            children: [
              { index: true, Component: CategoriesPage },
              { path: ':category', Component: CategoriesPage },
            ],
          },
          {
            path: '*',
            Component: NotFoundPage,
            handle: { title: 'Страница не найдена' } satisfies RouteHandle,
          },
        ],
      },
    ],
  },
];
