import type { ReactNode } from 'react';

/** A link of the portal's main navigation. */
export interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** Other paths under which this link is the current one (e.g. /app/property/* for Properties). */
  alsoActiveOn?: readonly string[];
  /** Left out of the phone's bottom bar (a desk task, e.g. importing a bank statement); the page still opens there. */
  wideScreensOnly?: boolean;
  /** How many things wait behind it (issue 42): a badge, and ', 3 waiting' in its name. */
  waiting?: number;
}
