import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list for screen readers ('Информация о товаре'). */
  label: string;
  /** The tab open at first; the first item by default (spec: 'Описание' is the default). */
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

/** Tabs over Radix: arrow keys move between tabs, Home/End jump, the panel follows the focused tab. */
export function Tabs({ items, label, defaultValue, value, onValueChange, className }: TabsProps) {
  return (
    <RadixTabs.Root
      className={className ? `${styles.root} ${className}` : styles.root}
      defaultValue={defaultValue ?? items[0]?.value}
      value={value}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={styles.trigger}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
