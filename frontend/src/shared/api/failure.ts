import { toast } from '../toast';
import { ApiError } from './client';

/*
 * Reading a failed call for a form: the server's own message, its per-field messages (a 400 is
 * `{ message, fields: { field: message } }`), and the toast: the server's message when it gives
 * one, otherwise the default.
 */

/** The `message` field of the server's answer to a failed call; undefined when it sent none. */
export function responseMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' && body.message.trim() ? body.message : undefined;
}

/** The server's own `message` of a failed call, or the no-connection text; undefined otherwise. */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof ApiError && error.status === 0) return error.message;
  return responseMessage(error);
}

/** The per-field messages of a 400. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const fields = (error.body as { fields?: unknown } | undefined)?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/**
 * The error toast of a failed change made with `notify: 'never'`: the server's message under the
 * action's title ('Ошибка при смене пароля'), else the action's text alone. A failure that ended
 * the session has been told already by the API client.
 */
export function toastFailure(error: unknown, fallback: string): void {
  if (error instanceof ApiError && error.sessionEnded) return;
  const message = serverMessage(error);
  if (message) toast.error(message, fallback);
  else toast.error(fallback);
}

/** A refused form: the server's messages beside their fields, its reason (or `fallback`) in a toast. */
export function showFormFailure(
  error: unknown,
  setErrors: (errors: Record<string, string>) => void,
  fallback: string,
): void {
  setErrors(serverFieldErrors(error));
  toast.error(serverMessage(error) ?? fallback);
}

/**
 * Sends a form: on success `done` in a toast, then `then` with the answer (close, clear…); on a
 * refusal, as showFormFailure: the server's messages beside their fields, its reason (or
 * `failed`) in a toast.
 */
export async function submitForm<T>(
  send: () => Promise<T>,
  {
    done,
    failed,
    setErrors,
    then,
  }: {
    done: string;
    failed: string;
    setErrors: (errors: Record<string, string>) => void;
    then?: (answer: T) => void;
  },
): Promise<void> {
  try {
    const answer = await send();
    toast.success(done);
    then?.(answer);
  } catch (error) {
    showFormFailure(error, setErrors, failed);
  }
}
