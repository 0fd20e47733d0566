import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigateOptions,
  type NavigationType,
  type RouteObject,
  type To,
} from 'react-router';
import { AppRoutes } from '../app/AppRoutes';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Renders `ui` on `path` inside a memory router and a fresh query client (no retries). */
export function renderWithProviders(ui: ReactNode, { path = '/', routePath = '*' } = {}) {
  return renderRoutes([{ path: routePath, element: ui }], { path });
}

/** What a test reads of the router and how it moves it, as the data router's object offered. */
export interface TestRouter {
  readonly state: { readonly location: Location; readonly historyAction: NavigationType };
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
}

interface RouterSeen {
  location: Location;
  historyAction: NavigationType;
  navigate: NavigateFunction;
}

function RouterProbe({ onRender }: { onRender: (seen: RouterSeen) => void }) {
  onRender({ location: useLocation(), historyAction: useNavigationType(), navigate: useNavigate() });
  return null;
}

/** Renders a route table on `path` the way the app does (declarative router, lazy screens). */
export function renderRoutes(routes: RouteObject[], { path = '/' } = {}) {
  const queryClient = createTestQueryClient();
  let seen: RouterSeen | null = null;
  const current = (): RouterSeen => {
    if (!seen) throw new Error('Маршрутизатор ещё не отрисован');
    return seen;
  };
  const router: TestRouter = {
    get state() {
      const { location, historyAction } = current();
      return { location, historyAction };
    },
    async navigate(to, options) {
      const { navigate } = current();
      await act(async () => {
        if (typeof to === 'number') await navigate(to);
        else await navigate(to, options);
      });
    },
  };
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes routes={routes} />
        <RouterProbe onRender={(value) => (seen = value)} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** A JSON `Response` as our API sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
