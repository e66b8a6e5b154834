import { useState } from 'react';

/**
 * The row a dialog is about (the one to delete, stop, replace): `choose(row)` opens the dialog and
 * its closing forgets the row. Spread `dialog` on the kit's dialog (`<ConfirmDelete {...dialog} />`).
 */
export function useChosen<T>() {
  const [chosen, setChosen] = useState<T | null>(null);
  const dialog = {
    open: chosen !== null,
    onOpenChange: (open: boolean) => {
      if (!open) setChosen(null);
    },
  };
  return { chosen, choose: setChosen as (row: T) => void, dialog };
}
