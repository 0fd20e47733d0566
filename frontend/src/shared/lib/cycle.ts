/**
 * `index` moved by `step` around a ring of `length` items: forward from the last is the first,
 * back from the first is the last (spec: the gallery cycles both ways). 0 for an empty ring.
 */
export function cycleIndex(index: number, step: number, length: number): number {
  if (!(length > 0)) return 0;
  return (((index + step) % length) + length) % length;
}
