/*
 * What SidePanel and Modal share. A click on a toast is not a click "outside" the dialog: a
 * failed submit raises an error toast over the open order modal, and closing that toast must
 * not throw away the form.
 */
const TOAST_VIEWPORT = '[data-toast-viewport]';

export function keepOpenOnToastInteraction(event: { target: EventTarget | null; preventDefault(): void }) {
  if (event.target instanceof Element && event.target.closest(TOAST_VIEWPORT)) event.preventDefault();
}

export const CLOSE_LABEL = 'Закрыть';
