import { CircleAlert, CircleCheck, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type FocusEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { TOAST_FADE_MS } from '../config/limits';
import { toast, type Toast, type ToastType } from './store';
import { useToasts } from './useToasts';
import styles from './Toaster.module.css';

export const TOASTER_LABEL = 'Уведомления';
export const TOAST_CLOSE_LABEL = 'Закрыть уведомление';
/** Marks the toast viewport, so dialogs can tell a click on a toast from a click outside them. */
export const TOAST_VIEWPORT_ATTRIBUTE = 'data-toast-viewport';

const ICONS: Record<ToastType, LucideIcon> = {
  success: CircleCheck,
  error: CircleAlert,
  warning: TriangleAlert,
  info: Info,
};

/*
 * Only one Toaster draws the stack, whichever mounted first: the app shell mounts it once, and a
 * page that also mounts one (the UI kit, a test) does not show every toast twice.
 */
const owners: symbol[] = [];
const ownerListeners = new Set<() => void>();
const notifyOwners = () => ownerListeners.forEach((listener) => listener());
const subscribeOwners = (listener: () => void) => {
  ownerListeners.add(listener);
  return () => {
    ownerListeners.delete(listener);
  };
};

function useIsFirstToaster(): boolean {
  const [token] = useState(() => Symbol('toaster'));
  useEffect(() => {
    owners.push(token);
    notifyOwners();
    return () => {
      const index = owners.indexOf(token);
      if (index >= 0) owners.splice(index, 1);
      notifyOwners();
    };
  }, [token]);
  return useSyncExternalStore(
    subscribeOwners,
    () => owners[0] === token,
    () => false,
  );
}

/**
 * The toast stack, fixed to the bottom right (full width on phones), rendered into <body>. Two
 * live regions that exist before any toast does, so screen readers announce each new one: errors
 * in an alert region (read at once), the rest in a status region (read when the reader is idle).
 */
export function Toaster() {
  const items = useToasts();
  const isFirst = useIsFirstToaster();
  if (!isFirst) return null;

  const errors = items.filter((item) => item.type === 'error');
  const others = items.filter((item) => item.type !== 'error');

  return createPortal(
    <section
      aria-label={TOASTER_LABEL}
      className={styles.viewport}
      style={{ '--toast-fade': `${TOAST_FADE_MS}ms` } as CSSProperties}
      data-toast-viewport=""
    >
      {/*
        aria-atomic=false: a new toast is read alone, not with every toast already there. The
        explicit aria-live keeps the regions audible while a dialog is open: Radix hides everything
        outside the dialog from screen readers except elements carrying aria-live.
      */}
      <div role="alert" aria-live="assertive" aria-atomic="false" className={styles.stack}>
        {errors.map((item) => (
          <ToastCard key={item.id} item={item} />
        ))}
      </div>
      <div role="status" aria-live="polite" aria-atomic="false" className={styles.stack}>
        {others.map((item) => (
          <ToastCard key={item.id} item={item} />
        ))}
      </div>
    </section>,
    document.body,
  );
}

/** One toast. Hover or keyboard focus inside it pauses its timer; leaving resumes with the time left. */
function ToastCard({ item }: { item: Toast }) {
  const hovered = useRef(false);
  const focused = useRef(false);
  const Icon = ICONS[item.type];

  const sync = () => {
    if (hovered.current || focused.current) toast.pause(item.id);
    else toast.resume(item.id);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    focused.current = false;
    sync();
  };

  return (
    <div
      className={styles.toast}
      data-type={item.type}
      data-state={item.state}
      onMouseEnter={() => {
        hovered.current = true;
        sync();
      }}
      onMouseLeave={() => {
        hovered.current = false;
        sync();
      }}
      onFocus={() => {
        focused.current = true;
        sync();
      }}
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (event.key === 'Escape') toast.dismiss(item.id);
      }}
    >
      <Icon className={styles.icon} size={20} aria-hidden="true" />
      <div className={styles.body}>
        {item.title && <p className={styles.title}>{item.title}</p>}
        <p className={styles.message}>{item.message}</p>
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label={TOAST_CLOSE_LABEL}
        onClick={() => toast.dismiss(item.id)}
      >
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
