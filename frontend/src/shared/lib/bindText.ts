import type { ChangeEvent } from 'react';

type TextKeys<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F];

/**
 * The text fields of a form kept as one object: `{...text('name')}` gives a TextField its value,
 * its message (from `errors`, under `prefix` + the field's name) and its change.
 */
export function bindText<F>(
  form: F,
  errors: Record<string, string>,
  set: <K extends keyof F>(key: K, value: F[K]) => void,
  prefix = '',
) {
  return <K extends TextKeys<F>>(key: K) => ({
    value: form[key] as string,
    error: errors[`${prefix}${String(key)}`],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key, event.target.value as F[K]),
  });
}
