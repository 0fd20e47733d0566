import { useEffect } from 'react';
import { refreshTokens } from '../api';
import { getSession, useSession } from '../session';
import { connectRealtime, realtimeUrl, type RealtimeMessage } from './client';

type Listener = (data: unknown) => void;
const listeners = new Map<string, Set<Listener>>();

/** Subscribes to one type of pushed message (`notification`, `new_message`); returns the unsubscribe. */
export function onRealtime(type: string, listener: Listener): () => void {
  const set = listeners.get(type) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(type, set);
  return () => set.delete(listener);
}

function dispatch(message: RealtimeMessage): void {
  for (const listener of listeners.get(message.type) ?? []) listener(message.data);
}

/** Keeps the realtime socket open while a user is signed in (mounted once, in the app shell). */
export function useRealtimeConnection(): void {
  const { user } = useSession();
  const userId = user ? String(user.id) : null;
  useEffect(() => {
    if (userId === null || typeof WebSocket === 'undefined') return;
    return connectRealtime(realtimeUrl(window.location, document), {
      async credentials(fresh) {
        const token = fresh ? await refreshTokens().catch(() => null) : getSession().accessToken;
        return token ? { userId, token } : null;
      },
      onMessage: dispatch,
    });
  }, [userId]);
}
