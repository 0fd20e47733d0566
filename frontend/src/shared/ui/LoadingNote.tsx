import type { ReactNode } from 'react';

/** What a screen reader hears while a skeleton stands (the skeleton itself is hidden from it). */
export function LoadingNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="visually-hidden">
      {children}
    </p>
  );
}

/** A page or section while it loads: busy, its words for screen readers, then the skeleton. */
export function BusyBlock({
  label,
  className,
  children,
}: {
  label: ReactNode;
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={className} aria-busy="true">
      <LoadingNote>{label}</LoadingNote>
      {children}
    </div>
  );
}
