import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import '../shared/ui/tokens.css';
import '../shared/ui/global.css';
import { isAuthenticated } from '../shared/session';
import { App } from './App';
import { preloadScreens } from './routes';
import { setScreenLoader } from '../shared/lib';
import { createQueryClient } from './queryClient';
import { startApp } from './session-startup';

/** What the server rendered the page from (a JSON block, never executed; ADR 0042). */
function renderedOnServer(): { queries: DehydratedState; complete: boolean } | null {
  const block = document.getElementById('page-data');
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as { queries: DehydratedState; complete: boolean };
  } catch {
    return null;
  }
}

/** Resolves in a new task: the browser may paint and answer input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * The app starts in tasks of its own (ADR 0076): this module's code, then the session and the
 * server's data, then React DOM (200 KB, its chunk preloaded by the document), then hydration.
 * Run together they made one task of 45 ms on a 2-core machine, 180 ms on Lighthouse's phone: all
 * of a public page's blocking time.
 */
async function boot(): Promise<void> {
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('Элемент #root не найден в index.html');
  startApp();
  // Features load the next page's code ahead (after sign-in: the cabinet's) through this.
  setScreenLoader(preloadScreens);
  const queryClient = createQueryClient();
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  const rendered = renderedOnServer();
  if (!rendered?.complete || !container.firstElementChild) {
    const { createRoot } = await import('react-dom/client');
    createRoot(container).render(app);
    return;
  }
  // The server's page becomes the live one: same data, no second fetch, no flash.
  // Only complete pages are hydrated, so every query is a success: its data and age are all it
  // takes (TanStack's own hydrate() would add its code to every first visit).
  for (const { queryKey, state } of rendered.queries.queries) {
    queryClient.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
  }
  // The screen's chunk first (it is preloaded by the document), so the page hydrates in one pass.
  const screens = preloadScreens(`${window.location.pathname}${window.location.search}`).catch(
    () => undefined,
  );
  await nextTask();
  const { hydrateRoot } = await import('react-dom/client');
  await screens;
  await nextTask();
  // As a transition React hydrates in slices and yields between them; a tap meanwhile makes it
  // finish at once and is then handled.
  startTransition(() => {
    hydrateRoot(container, app);
  });
  // It was rendered for a guest: a signed-in visitor's data is asked again with their session.
  if (isAuthenticated()) void queryClient.invalidateQueries();
}

void boot();
