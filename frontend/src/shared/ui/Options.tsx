import type { ReactNode } from 'react';

/** A choice of a select: its value and its words; a bare value is its own words (a city, a type). */
export type OptionEntry = string | readonly [value: string, label: ReactNode];

/** A select's choices, in the list's order. */
export function Options({ of }: { of: Iterable<OptionEntry> }) {
  return (
    <>
      {Array.from(of, (entry) => {
        const [value, label] = typeof entry === 'string' ? [entry, entry] : entry;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </>
  );
}
