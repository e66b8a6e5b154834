import { useEffect, useState } from 'react';
import { Link } from '@pgportal/runtime/router';
import { Modal } from '@pgportal/ui';
import { MoreIcon } from './nav-icons';
import { NavBadge, waitingName } from './nav-badge';
import type { NavItem } from './nav-item';

interface MoreMenuProps {
  label: string;
  items: readonly NavItem[];
}

/**
 * 'More' at the end of the phone's bottom bar (issue 42): every page left out of the bar, with the
 * same badges, in a sheet that closes on Escape, on a click outside and when a page opens.
 */
export function MoreMenu({ label, items }: MoreMenuProps) {
  const [open, setOpen] = useState(false);
  // Back or Forward closes it as a link in it does. (Not on every location change: a page still
  // loading when the sheet opens would close it as it arrives.)
  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    window.addEventListener('popstate', close);
    return () => window.removeEventListener('popstate', close);
  }, [open]);
  const waiting = items.reduce((sum, item) => sum + (item.waiting ?? 0), 0);
  return (
    <>
      <button
        type="button"
        className="portal-nav__link portal-nav__more"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={waitingName(label, waiting)}
        onClick={() => setOpen(true)}
      >
        <MoreIcon />
        <span>{label}</span>
        <NavBadge count={waiting} />
      </button>
      <Modal open={open} onOpenChange={setOpen} title={`${label} pages`} size="sm">
        <nav aria-label={`${label} pages`}>
          <ul className="portal-more__list">
            {items.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="portal-more__link"
                  aria-label={waitingName(item.label, item.waiting)}
                  onClick={() => setOpen(false)}
                >
                  {item.icon}
                  <span>{item.label}</span>
                  <NavBadge count={item.waiting} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Modal>
    </>
  );
}
