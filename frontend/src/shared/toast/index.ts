// Public surface of the toasts: the store API (usable outside React), the hook and the stack.
export { DEFAULT_TOAST_TITLES, dismiss, toast } from './store';
export type { Toast, ToastOptions, ToastType } from './store';
export { useToasts } from './useToasts';
export { Toaster, TOASTER_LABEL, TOAST_CLOSE_LABEL, TOAST_VIEWPORT_ATTRIBUTE } from './Toaster';
