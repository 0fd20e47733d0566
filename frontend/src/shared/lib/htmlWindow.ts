/**
 * The window the HTML helpers parse in: the page's own in the browser; the server renderer of
 * public pages gives a jsdom window, whose parser and serialiser follow the same HTML standard, so
 * both sides write the same markup (ADR 0042).
 */
export type HtmlWindow = Window & typeof globalThis;
let htmlWindow: HtmlWindow | (() => HtmlWindow) | undefined;

/** The window, or how to make it when first needed (jsdom's costs the server's start much CPU and memory). */
export function setHtmlWindow(view: HtmlWindow | (() => HtmlWindow)): void {
  htmlWindow = view;
}

export function domWindow(): HtmlWindow {
  if (typeof htmlWindow === 'function') htmlWindow = htmlWindow();
  const view = htmlWindow ?? (typeof window === 'undefined' ? undefined : window);
  if (!view) throw new Error('Нет окна для разбора HTML');
  return view;
}
