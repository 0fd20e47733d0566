/**
 * A filter on a text field that holds `fragment` as typed: a `$regex` with every special character
 * escaped. MongoDB and the memory store read it as any pattern; the SQLite store answers it in SQL
 * (`instr`), so a search narrows and pages in the store instead of reading every document.
 */
export const containing = (fragment: string): { $regex: string } => ({
  $regex: fragment.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'),
});
