/** The multipart body of the price-list preview and import: the file, and the column mapping when chosen. */
export function priceListForm(file: File, mapping?: string[]): FormData {
  const body = new FormData();
  body.append('file', file);
  if (mapping) body.append('mapping', JSON.stringify(mapping));
  return body;
}
