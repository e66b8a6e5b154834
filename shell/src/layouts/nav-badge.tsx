/**
 * How many things wait behind a navigation item (issue 42): a number on the item; its link's name
 * says the same in words (`waitingName`), as 'Dues, 3 waiting'. Nothing when none wait.
 */
export function NavBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span className="portal-nav__badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The accessible name of an item with things waiting ('Dues, 3 waiting'); undefined: its text. */
export const waitingName = (label: string, count: number | undefined) =>
  count ? `${label}, ${count} waiting` : undefined;
