/** The public page of a part (ADR 0065). */
export function partPath(id: number): string {
  return `/part/${id}`;
}

/** The `:id` of `/part/:id`: a positive whole number as the server writes it, else null (not found). */
export function parsePartId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
