import { createContext, useContext, useMemo } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import { DEFAULT_DOCUMENT_TITLE } from '../config/site';

/** Route metadata (spec: "Page titles come from route metadata"). */
export interface RouteHandle {
  /** Document title; the site name in upper case when no matched route declares one. */
  title?: string;
  /** Page heading, for pages that one component serves on several routes. */
  heading?: string;
  /** The frame shown at once while the page's code loads: the cabinet's menu and title. */
  shell?: 'cabinet';
}

/**
 * The route table the app renders, so that a component can read the metadata of the routes the
 * current address matches (the router's declarative mode keeps no list of matches; ADR 0042).
 */
const RouteTableContext = createContext<readonly RouteObject[]>([]);
export const RouteTableProvider = RouteTableContext.Provider;

/** The value of `key` declared by the deepest matched route that declares it. */
export function useRouteHandleValue(key: keyof RouteHandle): string | undefined {
  const routes = useContext(RouteTableContext);
  const location = useLocation();
  const matches = useMemo(() => matchRoutes([...routes], location) ?? [], [routes, location]);
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const value = (matches[i]?.route.handle as RouteHandle | undefined)?.[key];
    if (value) return value;
  }
  return undefined;
}

export function useRouteTitle(): string {
  return useRouteHandleValue('title') ?? DEFAULT_DOCUMENT_TITLE;
}
