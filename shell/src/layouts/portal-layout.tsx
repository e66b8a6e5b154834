import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, Outlet, matchPath, useLocation, useNavigate } from '@pgportal/runtime/router';
import { useSession } from '@pgportal/runtime/session';
import { Avatar, Button } from '@pgportal/ui';
import { LoadingIndicator } from '../components/loading-indicator';
import { useWarmRemote } from '../federation/remote-loader-context';
import { HelpIcon, LogoutIcon, UserIcon } from './nav-icons';
import { MoreMenu } from './more-menu';
import { NavBadge, waitingName } from './nav-badge';
import type { NavItem } from './nav-item';

export const SUPPORT_EMAIL = 'support@pgportal.in';

export type { NavItem } from './nav-item';

export interface PortalLayoutProps {
  homePath: string;
  nav: readonly NavItem[];
  person: { name: string; roleLabel: string; avatarUrl: string | null };
  /** The button beside Logout: 'Account' for staff, 'Profile' for tenants. */
  profileButton: { label: string; to: string };
  /** Shown first in the top bar's actions: the staff's 'Current property' switcher. */
  topBarStart?: ReactNode;
  /** Above the page: the tenant's offline notice. */
  banner?: ReactNode;
  /** The frame's own words (issue 27: the tenant's in their language); English by default. */
  labels?: PortalLabels;
  /** The phone's 'More' (issue 42): the pages the bottom bar leaves out; none: no 'More'. */
  more?: readonly NavItem[];
}

export interface PortalLabels {
  skip: string;
  help: string;
  logout: string;
  mainNav: string;
  more?: string;
}

const ENGLISH_LABELS: PortalLabels = { skip: 'Skip to content', help: 'Help', logout: 'Logout', mainNav: 'Main' };

function isActive(item: NavItem, pathname: string): boolean {
  return [`${item.to}/*`, ...(item.alsoActiveOn ?? [])].some((pattern) => matchPath(pattern, pathname));
}

/** The frame of /app and /tenant: top bar, main navigation (a bottom bar on small screens), the page. */
export function PortalLayout(props: PortalLayoutProps) {
  const { homePath, nav, person, profileButton, topBarStart, banner, labels = ENGLISH_LABELS, more } = props;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const logout = useSession((state) => state.logout);
  const [leaving, setLeaving] = useState(false);
  const warm = useWarmRemote();
  // Navigations are transitions: the current page stays until the next one is ready (no spinner
  // flash, no Suspense reveal delay). Meanwhile the clicked link says it is opening.
  const [opening, setOpening] = useState<{ to: string; from: string } | null>(null);
  const openingTo = opening?.from === pathname ? opening.to : null;

  const onLogout = async () => {
    setLeaving(true);
    try {
      await logout();
    } finally {
      setLeaving(false);
    }
  };

  return (
    <div className="portal">
      <a className="portal-skip" href="#main">
        {labels.skip}
      </a>
      <header className="portal-topbar">
        <Link to={homePath} className="portal-brand">
          <span className="brand-mark" aria-hidden="true">
            PG
          </span>
          <span className="portal-brand__name">PG Portal</span>
        </Link>
        <div className="portal-topbar__actions">
          {topBarStart}
          <a
            className="shell-icon-button"
            href={`mailto:${SUPPORT_EMAIL}`}
            aria-label={labels.help}
            title={`${labels.help}: ${SUPPORT_EMAIL}`}
          >
            <HelpIcon />
          </a>
          <Button
            variant="ghost"
            className="portal-topbar__button"
            icon={<UserIcon />}
            onClick={() => navigate(profileButton.to)}
          >
            {profileButton.label}
          </Button>
          <Button
            variant="ghost"
            className="portal-topbar__button"
            icon={<LogoutIcon />}
            loading={leaving}
            onClick={onLogout}
          >
            {labels.logout}
          </Button>
          <div className="portal-person">
            <Avatar src={person.avatarUrl} name={person.name} size="md" />
            <div className="portal-person__text">
              <span className="portal-person__name" title={person.name}>
                {person.name}
              </span>
              <span className="portal-person__role">{person.roleLabel}</span>
            </div>
          </div>
        </div>
      </header>
      <nav className="portal-nav" aria-label={labels.mainNav}>
        <ul>
          {nav.map((item) => {
            const active = isActive(item, pathname);
            const pending = openingTo === item.to;
            return (
              <li key={item.to} className={item.wideScreensOnly ? 'portal-nav__item--wide-only' : undefined}>
                <Link
                  to={item.to}
                  className={active ? 'portal-nav__link portal-nav__link--active' : 'portal-nav__link'}
                  aria-current={active ? 'page' : undefined}
                  aria-label={waitingName(item.label, item.waiting)}
                  aria-busy={pending || undefined}
                  // The remote behind the link starts loading before the click.
                  onMouseEnter={() => warm(item.to)}
                  onFocus={() => warm(item.to)}
                  onTouchStart={() => warm(item.to)}
                  onClick={() => setOpening(active ? null : { to: item.to, from: pathname })}
                >
                  {item.icon}
                  <span>{item.label}</span>
                  <NavBadge count={item.waiting} />
                  {pending ? <span className="shell-spinner shell-spinner--sm" aria-hidden="true" /> : null}
                </Link>
              </li>
            );
          })}
          {more?.length ? (
            <li className="portal-nav__item--more">
              <MoreMenu label={labels.more ?? 'More'} items={more} />
            </li>
          ) : null}
        </ul>
      </nav>
      <main className="portal-main" id="main" tabIndex={-1}>
        {banner}
        <Suspense fallback={<LoadingIndicator />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
