/**
 * The window the HTML helpers parse in: the page's own in the browser; the server renderer of
 * public pages gives a jsdom window, whose parser and serialiser follow the same HTML standard, so
 * both sides write the same markup (ADR 0042).
 */
export type HtmlWindow = Window & typeof globalThis;
let htmlWindow: HtmlWindow | undefined;

export function setHtmlWindow(view: HtmlWindow): void {
  htmlWindow = view;
}

export function domWindow(): HtmlWindow {
  const view = htmlWindow ?? (typeof window === 'undefined' ? undefined : window);
  if (!view) throw new Error('Нет окна для разбора HTML');
  return view;
}
