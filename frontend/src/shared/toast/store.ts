import { TOAST_DEDUPE_MS, TOAST_DURATION_MS, TOAST_FADE_MS } from '../config/limits';

/*
 * The toast store: plain TypeScript, no React, so API helpers, query
 * callbacks and the session code can raise a toast from anywhere. The store owns the timers; the
 * Toaster only renders the list and reports hover and focus, which pause a toast.
 *
 * Life of a toast: open → (after `duration`, or dismiss) closing → removed TOAST_FADE_MS later.
 */

export type ToastType = 'info' | 'success' | 'error' | 'warning';

export interface ToastOptions {
  type?: ToastType;
  /** Defaults: success 'Успех', error 'Ошибка', warning 'Предупреждение'; info has none. */
  title?: string;
  message: string;
  /** Milliseconds before it closes by itself; TOAST_DURATION_MS by default, 0 or Infinity to stay until closed. */
  duration?: number;
}

export interface Toast {
  id: string;
  type: ToastType;
  title?: string;
  message: string;
  duration: number;
  /** 'closing' for the TOAST_FADE_MS of the fade-out, then the toast is gone. */
  state: 'open' | 'closing';
}

export const DEFAULT_TOAST_TITLES: Readonly<Record<ToastType, string | undefined>> = {
  success: 'Успех',
  error: 'Ошибка',
  warning: 'Предупреждение',
  info: undefined,
};

interface Timing {
  createdAt: number;
  /** Time left on the auto-close timer; Infinity for a toast that stays. */
  remaining: number;
  /** When the running timer was started; null while paused or closing. */
  startedAt: number | null;
  timer: ReturnType<typeof setTimeout> | undefined;
  paused: boolean;
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
const timings = new Map<string, Timing>();
const listeners = new Set<Listener>();
let sequence = 0;

function publish(next: readonly Toast[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function startTimer(id: string, timing: Timing) {
  clearTimeout(timing.timer);
  timing.timer = undefined;
  timing.startedAt = null;
  if (!Number.isFinite(timing.remaining)) return;
  timing.startedAt = Date.now();
  timing.timer = setTimeout(() => dismiss(id), Math.max(0, timing.remaining));
}

/** Shows a toast and returns its id. The same toast raised again within a second returns the first one's id. */
export function show({ type = 'info', title, message, duration = TOAST_DURATION_MS }: ToastOptions): string {
  const resolvedTitle = title ?? DEFAULT_TOAST_TITLES[type];
  const now = Date.now();
  const twin = toasts.find(
    (t) =>
      t.state === 'open' &&
      t.type === type &&
      t.title === resolvedTitle &&
      t.message === message &&
      now - (timings.get(t.id)?.createdAt ?? Number.NEGATIVE_INFINITY) < TOAST_DEDUPE_MS,
  );
  if (twin) return twin.id;

  sequence += 1;
  const id = `toast-${sequence}`;
  const lifetime = duration > 0 ? duration : Number.POSITIVE_INFINITY;
  const timing: Timing = {
    createdAt: now,
    remaining: lifetime,
    startedAt: null,
    timer: undefined,
    paused: false,
  };
  timings.set(id, timing);
  publish([...toasts, { id, type, title: resolvedTitle, message, duration: lifetime, state: 'open' }]);
  startTimer(id, timing);
  return id;
}

/** Starts closing a toast: it fades for TOAST_FADE_MS, then leaves the store. Unknown or closing ids are ignored. */
export function dismiss(id: string): void {
  const timing = timings.get(id);
  const current = toasts.find((t) => t.id === id);
  if (!timing || !current || current.state === 'closing') return;
  clearTimeout(timing.timer);
  timing.startedAt = null;
  timing.timer = setTimeout(() => remove(id), TOAST_FADE_MS);
  publish(toasts.map((t) => (t.id === id ? { ...t, state: 'closing' } : t)));
}

function remove(id: string) {
  const timing = timings.get(id);
  if (timing) clearTimeout(timing.timer);
  timings.delete(id);
  publish(toasts.filter((t) => t.id !== id));
}

/** Stops the auto-close timer of an open toast and keeps the time left (hover, keyboard focus). */
export function pause(id: string): void {
  const timing = timings.get(id);
  if (!timing || timing.paused || timing.startedAt === null) return;
  clearTimeout(timing.timer);
  timing.timer = undefined;
  timing.remaining -= Date.now() - timing.startedAt;
  timing.startedAt = null;
  timing.paused = true;
}

/** Restarts a paused toast's timer with the time it had left. */
export function resume(id: string): void {
  const timing = timings.get(id);
  const current = toasts.find((t) => t.id === id);
  if (!timing || !timing.paused || current?.state !== 'open') return;
  timing.paused = false;
  startTimer(id, timing);
}

/** Removes every toast at once, without the fade (logout, tests). */
export function clear(): void {
  timings.forEach((timing) => clearTimeout(timing.timer));
  timings.clear();
  publish([]);
}

/** For useSyncExternalStore: the same array until something changes. */
export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function shorthand(type: ToastType) {
  return (message: string, title?: string): string => show({ type, message, title });
}

/**
 * The public API: `toast.error('Не удалось загрузить товары')`,
 * `toast.show({ type: 'info', message, duration: 0 })`, `toast.dismiss(id)`.
 */
export const toast = {
  show,
  success: shorthand('success'),
  error: shorthand('error'),
  warning: shorthand('warning'),
  info: shorthand('info'),
  dismiss,
  pause,
  resume,
  clear,
} as const;
