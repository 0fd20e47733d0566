/**
 * Putting text into the SPA's document. Every piece may hold what a visitor or a supplier typed:
 * `String.replace` reads `$&`, `$'`, `` $` `` and `$1` in a replacement string as patterns (a product
 * named `Деталь $' конец` copied the rest of the document into its head), so text is only ever
 * returned from a replacer function, which `replace` takes as it is.
 */

/** `document` with the first match of `marker` replaced by `text`, literally. */
export function replaceLiterally(document: string, marker: string | RegExp, text: string): string {
  return document.replace(marker, () => text);
}

/**
 * JSON inside a `<script>` block: `<` escaped so no text can close the block or open a comment
 * (`</script>`, `<!--`), and U+2028/U+2029 escaped, which older JavaScript parsers took for line ends.
 */
export function jsonInScript(value: unknown): string {
  return jsonTextInScript(JSON.stringify(value));
}

/** JSON text already written, made safe inside a `<script>` block the same way. */
export function jsonTextInScript(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
