import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './AppRoutes';
import { routes } from './routes';

/**
 * The SPA in the browser. The router runs in its declarative mode: the data router's code would
 * cost 16 KB gzip on every first visit and nothing here uses loaders or actions (ADR 0042).
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
