import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import * as styles from './tabs.module.css';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  /** the tab list's accessible name */
  label: string;
  tabs: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
}

/**
 * Tabs on Radix Tabs (WAI-ARIA tabs: arrow keys, Home and End move between them, the list is one
 * Tab stop); only the selected panel is rendered.
 */
export function Tabs({ label, tabs, selected, onSelect }: TabsProps) {
  return (
    <RadixTabs.Root className={styles.tabs} value={selected} onValueChange={onSelect}>
      <RadixTabs.List aria-label={label} className={styles.list}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.id} value={tab.id} className={styles.tab}>
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.id} value={tab.id} className={styles.panel}>
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
