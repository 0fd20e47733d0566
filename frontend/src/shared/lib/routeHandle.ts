import { useMatches } from 'react-router';
import { DEFAULT_DOCUMENT_TITLE } from '../config/site';

/** Route metadata (spec: "Page titles come from route metadata"). */
export interface RouteHandle {
  /** Document title; the site name in upper case when no matched route declares one. */
  title?: string;
  /** Page heading, for pages that one component serves on several routes. */
  heading?: string;
}

/** The value of `key` declared by the deepest matched route that declares it. */
export function useRouteHandleValue(key: keyof RouteHandle): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const value = (matches[i]?.handle as RouteHandle | undefined)?.[key];
    if (value) return value;
  }
  return undefined;
}

export function useRouteTitle(): string {
  return useRouteHandleValue('title') ?? DEFAULT_DOCUMENT_TITLE;
}
