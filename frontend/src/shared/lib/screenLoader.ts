/**
 * Loading a page's code ahead of going there. The route table that knows which code an address
 * needs lives in app/, above this layer: the app hands its loader in at start (none in unit tests,
 * where nothing is lazy).
 */
type ScreenLoader = (location: string) => Promise<void>;

let loader: ScreenLoader | null = null;

export function setScreenLoader(load: ScreenLoader | null): void {
  loader = load;
}

/**
 * Loads what `location` shows; settles once loaded, on a failure (the page's own error boundary
 * will say it), or after `timeoutMs`, so that a slow network never holds the caller longer.
 */
export function preloadLocation(location: string, timeoutMs = 3000): Promise<void> {
  if (!loader) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  return Promise.race([loader(location).catch(() => undefined), timeout]).finally(() => clearTimeout(timer));
}
