import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './Header.module.css';

export interface DropdownEntry {
  key: string;
  label: ReactNode;
  /** A link entry; without it the entry runs `onSelect`. */
  href?: string;
  onSelect?: () => void;
  disabled?: boolean;
  /** Drawn bold and after a separator ('Весь каталог'). */
  emphasis?: boolean;
  /** A separator before the entry (a new group). */
  separator?: boolean;
  /** Not an action: a caption over the entries (the signed-in user's name). */
  caption?: boolean;
}

export interface DropdownPanelProps {
  trigger: ReactNode;
  triggerClassName: string | undefined;
  entries: DropdownEntry[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  align: 'start' | 'end';
}

/**
 * The Radix drop-down of the header. Loaded on the first hover, focus or click of its trigger
 * (see LazyDropdown), so the menu library stays out of the first page load.
 */
export default function DropdownPanel(props: DropdownPanelProps) {
  return (
    <DropdownMenu.Root modal={false} open={props.open} onOpenChange={props.onOpenChange}>
      <DropdownMenu.Trigger className={props.triggerClassName}>{props.trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.dropdown} align={props.align} sideOffset={4}>
          {props.entries.map((entry) => (
            <EntryItem key={entry.key} entry={entry} />
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function EntryItem({ entry }: { entry: DropdownEntry }) {
  const className = `${styles.dropdownItem} ${entry.emphasis ? styles.dropdownAll : ''}`;
  if (entry.caption)
    return <DropdownMenu.Label className={styles.dropdownCaption}>{entry.label}</DropdownMenu.Label>;
  const item = entry.href ? (
    <DropdownMenu.Item asChild className={className} disabled={entry.disabled}>
      <Link to={entry.href}>{entry.label}</Link>
    </DropdownMenu.Item>
  ) : (
    <DropdownMenu.Item className={className} disabled={entry.disabled} onSelect={entry.onSelect}>
      {entry.label}
    </DropdownMenu.Item>
  );
  return entry.emphasis || entry.separator ? (
    <>
      <DropdownMenu.Separator className={styles.separator} />
      {item}
    </>
  ) : (
    item
  );
}
