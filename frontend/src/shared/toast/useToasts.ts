import { useSyncExternalStore } from 'react';
import { getToasts, subscribe, type Toast } from './store';

/** The toasts on screen, oldest first; re-renders when one is shown, starts closing or leaves. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, getToasts, getToasts);
}
