import { useId, useRef, useState, type ChangeEvent } from 'react';

type Element = HTMLInputElement | HTMLTextAreaElement;

/**
 * A form of named text fields checked on the client: its values, the messages by field, and the
 * props that wire a field (`field(name)` for a TextField). The messages show once a submit was
 * tried and then follow each keystroke; the first field with one takes the focus.
 */
export function useFieldForm<F extends string, V extends Record<F, string>>({
  initial,
  fields,
  validate,
  idPrefix,
}: {
  initial: V | (() => V);
  /** The fields in the form's order (the first with a message takes the focus). */
  fields: readonly F[];
  validate: (values: V) => Partial<Record<F, string>>;
  /** The fields' ids start with it ('company' → `company-inn-…`). */
  idPrefix: string;
}) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [attempted, setAttempted] = useState(false);
  const refs = useRef<Partial<Record<F, Element | null>>>({});
  const id = useId();

  const focusFirst = (found: Partial<Record<F, string>>) => {
    const first = fields.find((name) => found[name]);
    if (first) refs.current[first]?.focus();
    return first !== undefined;
  };

  return {
    values,
    errors,
    setValues,
    setErrors,
    /** A field's id, name, value, change, message and ref. */
    field: (name: F) => ({
      id: `${idPrefix}-${name}-${id}`,
      name,
      value: values[name],
      onChange: (event: ChangeEvent<Element>) => {
        const next = { ...values, [name]: event.target.value };
        setValues(next);
        if (attempted) setErrors(validate(next));
      },
      error: errors[name],
      ref: (node: Element | null) => {
        refs.current[name] = node;
      },
    }),
    /** On submit: shows the messages from now on; true when there are none. */
    check: (): boolean => {
      const found = validate(values);
      setAttempted(true);
      setErrors(found);
      return !focusFirst(found);
    },
    /** The server's messages for this form's fields (others are left to the toast). */
    showServerErrors: (byField: Record<string, string>) => {
      const found: Partial<Record<F, string>> = {};
      for (const name of fields) if (byField[name]) found[name] = byField[name];
      setErrors(found);
      focusFirst(found);
    },
    /** Back to these values with no messages (after a save that empties the form). */
    reset: (next: V) => {
      setValues(next);
      setErrors({});
      setAttempted(false);
    },
  };
}
