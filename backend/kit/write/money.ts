/**
 * A sum in roubles with at most two decimals (whole kopecks): the number is the one its own
 * two-decimal writing reads as. `Math.round(v * 100) === v * 100` is not this test — 19.99 * 100 is
 * 1998.9999999999998 in binary floating point, so it refused 19,99 ₽, 0,29 ₽ and most prices.
 */
export const isWholeKopecks = (value: number): boolean =>
  Number.isFinite(value) && Number(value.toFixed(2)) === value;
