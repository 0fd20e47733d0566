/** The values of a form of named text fields, each field's text. */
export type TextValues<F extends string> = Record<F, string>;

/** Each field's first problem, in Russian; a field without one is absent. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;
