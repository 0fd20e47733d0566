import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEAD_SOURCE_META, type PageHead } from '../../entities/page-head';
import { jsonResponse, renderRoutes } from '../../test/render';
import { usePageHead } from './usePageHead';

function Page() {
  usePageHead('Название маршрута');
  return null;
}

const headOf = (path: string): PageHead => ({
  status: 200,
  title: `Страница ${path} — ВагонЗапчасть`,
  description: `Описание ${path}`,
  canonical: `https://example.ru${path}`,
  robots: null,
  type: 'website',
  image: null,
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'ItemList', name: path }],
});

/** Who asked for which head. */
let asked: string[] = [];
let answer: (path: string) => Response = (path) => jsonResponse(headOf(path));

/** The document as the server sends it: the head of the page it was opened at, and the marker. */
function serverDocument(path: string) {
  const head = headOf(path);
  document.head.innerHTML = `<meta name="${HEAD_SOURCE_META}" content="server" /><title>${head.title}</title><meta name="description" content="${head.description}" /><link rel="canonical" href="${head.canonical}" /><script type="application/ld+json">${JSON.stringify(head.jsonLd[0])}</script>`;
}

const seen = () => ({
  title: document.title,
  description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
  canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
  jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as unknown,
  ),
});

beforeEach(() => {
  asked = [];
  answer = (path) => jsonResponse(headOf(path));
  document.head.innerHTML = '';
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/page-head') return Promise.resolve(jsonResponse({ message: 'нет' }, 404));
      const path = url.searchParams.get('path') ?? '';
      asked.push(path);
      return Promise.resolve(answer(path));
    }),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const routes = [{ path: '*', element: <Page /> }];

describe('usePageHead (ADR 0059)', () => {
  it('leaves the head the server sent alone, then writes the server’s head of each address navigated to', async () => {
    serverDocument('/catalog');
    const { router } = renderRoutes(routes, { path: '/catalog' });
    await router.navigate('/product/7');
    await waitFor(() => expect(seen()).toEqual(pick(headOf('/product/7'))));
    // Asked only after the navigation: the first address's head came with the document.
    expect(asked).toEqual(['/product/7']);
    expect(document.querySelectorAll('title')).toHaveLength(1);
    await router.navigate('/catalog?search=колесо');
    await waitFor(() => expect(document.title).toBe('Страница /catalog?search=колесо — ВагонЗапчасть'));
    // Back where it opened: asked too, since the head is another page's by now.
    await router.navigate('/catalog');
    await waitFor(() => expect(seen()).toEqual(pick(headOf('/catalog'))));
    expect(asked).toEqual(['/product/7', '/catalog?search=колесо', '/catalog']);
  });

  it('a page without the server’s head (no marker) asks for its own at once', async () => {
    renderRoutes(routes, { path: '/news' });
    await waitFor(() => expect(seen()).toEqual(pick(headOf('/news'))));
    expect(asked).toEqual(['/news']);
  });

  it('when the server cannot be asked, the route’s own title stands, without a canonical link or JSON-LD', async () => {
    serverDocument('/catalog');
    answer = () => jsonResponse({ message: 'Произошла ошибка сервера. Попробуйте позже' }, 500);
    const { router } = renderRoutes(routes, { path: '/catalog' });
    await router.navigate('/product/7');
    await waitFor(() => expect(document.title).toBe('Название маршрута'));
    expect(seen()).toMatchObject({ canonical: null, jsonLd: [] });
  });

  it('keeps the previous page’s head until the next one arrives, and a late answer of a page left behind is not written', async () => {
    serverDocument('/catalog');
    const answers = new Map<string, (response: Response) => void>();
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://localhost').searchParams.get('path') ?? '';
        return new Promise<Response>((resolve) => answers.set(path, resolve));
      }),
    );
    const { router } = renderRoutes(routes, { path: '/catalog' });
    await router.navigate('/product/1');
    await router.navigate('/product/2');
    await waitFor(() => expect([...answers.keys()]).toEqual(['/product/1', '/product/2']));
    expect(document.title).toBe(headOf('/catalog').title);
    answers.get('/product/2')!(jsonResponse(headOf('/product/2')));
    await waitFor(() => expect(document.title).toBe(headOf('/product/2').title));
    // The answer for the page left behind arrives last and changes nothing.
    await act(async () => answers.get('/product/1')!(jsonResponse(headOf('/product/1'))));
    expect(document.title).toBe(headOf('/product/2').title);
  });
});

/** What the document shows of a head. */
function pick(head: PageHead) {
  return { title: head.title, description: head.description, canonical: head.canonical, jsonLd: head.jsonLd };
}
