/** A small chart of a rate over time (oldest first), scaled to its own maximum. */
export function Sparkline({
  values,
  label,
  width = 120,
  height = 28,
}: {
  values: readonly number[];
  label: string;
  width?: number;
  height?: number;
}) {
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? width / (values.length - 1) : width;
  const points = values
    .map(
      (value, index) =>
        `${(index * step).toFixed(1)},${(height - (value / max) * (height - 2) - 1).toFixed(1)}`,
    )
    .join(' ');
  const last = values.at(-1) ?? 0;
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={`${label}: сейчас ${Math.round(last)}, максимум ${Math.round(max)}`}
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
