import { createContext, useContext, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/** The key of the location the app was opened at (a load or reload of the document). */
const FirstLocationContext = createContext<string | null>(null);

/** Remembers the location the app opened at; mounted once, in the shell that outlives every page. */
export function FirstLocationProvider({ children }: { children: ReactNode }) {
  const [openedAt] = useState(useLocation().key);
  return <FirstLocationContext.Provider value={openedAt}>{children}</FirstLocationContext.Provider>;
}

/**
 * Whether the current location is the one the app was opened at (a bookmark, a link from outside,
 * a reload), as opposed to one reached inside the running app (a link from any page, Back). Outside
 * the shell, the location the calling component mounted at stands in for it.
 */
export function useIsFirstLocation(): boolean {
  const { key } = useLocation();
  const [mountedAt] = useState(key);
  return key === (useContext(FirstLocationContext) ?? mountedAt);
}
