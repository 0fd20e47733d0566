import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './AppRoutes';
import { routes } from './routes';

/**
 * The SPA in the browser. The router runs in its declarative mode: the data router's code would
 * cost 16 KB gzip on every first visit and nothing here uses loaders or actions (ADR 0042).
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  // The page is live (hydrated, or rendered) from here on: browser tests wait for this before they
  // click, since a server-rendered page is visible before its script runs.
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
