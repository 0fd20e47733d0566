import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { DropdownEntry } from './DropdownPanel';

const loadPanel = () => import('./DropdownPanel');
const DropdownPanel = lazy(loadPanel);

/**
 * A header drop-down whose Radix code arrives only when needed: until then the trigger is a plain
 * button of the same look; hovering or focusing it preloads the menu, a click or Enter opens it.
 */
export function LazyDropdown(props: {
  trigger: ReactNode;
  triggerClassName: string | undefined;
  entries: DropdownEntry[];
  align?: 'start' | 'end';
}) {
  const [activated, setActivated] = useState(false);
  const [open, setOpen] = useState(false);
  const placeholder = (
    <button
      type="button"
      className={props.triggerClassName}
      aria-haspopup="menu"
      aria-expanded={open}
      onPointerEnter={() => void loadPanel()}
      onFocus={() => void loadPanel()}
      onClick={() => {
        setActivated(true);
        setOpen(true);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          setActivated(true);
          setOpen(true);
        }
      }}
    >
      {props.trigger}
    </button>
  );
  if (!activated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <DropdownPanel
        trigger={props.trigger}
        triggerClassName={props.triggerClassName}
        entries={props.entries}
        open={open}
        onOpenChange={setOpen}
        align={props.align ?? 'start'}
      />
    </Suspense>
  );
}
