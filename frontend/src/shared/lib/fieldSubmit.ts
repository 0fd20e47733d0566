import type { FormEvent } from 'react';

/**
 * A checked form's submit: the page stays; nothing is sent while the last sending is pending or
 * while a field has a message (`check` shows them); else `send`.
 */
export function fieldSubmit(form: { check: () => boolean }, pending: boolean, send: () => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || !form.check()) return;
    send();
  };
}
