import { PATHS } from '@pgportal/contracts/paths';
import { Link } from '@pgportal/runtime/router';

const FEATURES = [
  {
    title: 'Admissions',
    text: 'Admit tenants with their documents, emergency contacts and rent, and send them a verification e-mail.',
  },
  {
    title: 'Beds and rooms',
    text: 'See every property, room and bed at a glance: who stays where, and what is free today.',
  },
  {
    title: 'Meals and rent',
    text: 'Monthly rent, meal costs, invoices and dues in rupees, always up to date for staff and tenants.',
  },
  {
    title: 'Complaints',
    text: 'Tenants raise complaints with photos; staff follow each one from pending to resolved.',
  },
] as const;

function ShieldMark() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6z" />
      <path d="m9 12 2 2 4-4" />
    </svg>
  );
}

/** An illustration of the staff dashboard (decorative: hidden from assistive technology). */
function DashboardPreview() {
  return (
    <div className="landing-preview" aria-hidden="true">
      <div className="landing-preview__bar">
        <span />
        <span />
        <span />
      </div>
      <div className="landing-preview__stats">
        <div>
          <small>Occupied Beds</small>
          <strong>42 / 48</strong>
        </div>
        <div>
          <small>Collected Amount</small>
          <strong>₹1,24,500</strong>
        </div>
        <div>
          <small>Due Amount</small>
          <strong>₹18,000</strong>
        </div>
      </div>
      <ul className="landing-preview__list">
        <li>
          <span className="landing-preview__dot landing-preview__dot--ok" />
          Room 101 <em>3 / 3 beds</em>
        </li>
        <li>
          <span className="landing-preview__dot" />
          Room 102 <em>2 / 3 beds</em>
        </li>
        <li>
          <span className="landing-preview__dot landing-preview__dot--warn" />
          Water heater, 2nd floor <em>In Progress</em>
        </li>
      </ul>
    </div>
  );
}

/** / (SPEC §1, §2): what the portal is, a secure-access notice, and the two ways in. */
export function LandingPage() {
  return (
    <div className="landing">
      <header className="landing__bar">
        <span className="portal-brand">
          <span className="brand-mark" aria-hidden="true">
            PG
          </span>
          <span className="portal-brand__name">PG Portal</span>
        </span>
      </header>
      <main className="landing__main">
        <div className="landing-top">
          <section className="landing-hero" aria-labelledby="landing-title">
            <p className="landing-hero__eyebrow">For PG owners, managers and tenants</p>
            <h1 id="landing-title" className="landing-hero__title">
              Your paying-guest homes, run from one place
            </h1>
            <p className="landing-hero__lead">
              PG Portal is a centralized system for PG administrators and tenants to manage admissions, beds,
              meals and complaints.
            </p>
            <div className="landing-hero__actions">
              <Link to="/login" className="shell-button shell-button--primary shell-button--lg">
                Login to Portal
              </Link>
              <Link to={PATHS.tenantLogin} className="shell-button shell-button--secondary shell-button--lg">
                Tenant Login
              </Link>
            </div>
            <p className="landing-secure" role="note">
              <ShieldMark />
              <span>
                <strong>Secure access.</strong> Only registered administrators and tenants can sign in, with a
                one-time 6-digit code sent to their e-mail. Your data is shown only to you and your PG&apos;s
                staff.
              </span>
            </p>
          </section>
          <DashboardPreview />
        </div>
        <section className="landing-features" aria-label="What you can do">
          {FEATURES.map((feature) => (
            <article key={feature.title} className="landing-card">
              <h2 className="landing-card__title">{feature.title}</h2>
              <p className="landing-card__text">{feature.text}</p>
            </article>
          ))}
        </section>
      </main>
      <footer className="landing__footer">
        <span>PG Portal</span>
        <a href="mailto:support@pgportal.in">support@pgportal.in</a>
      </footer>
    </div>
  );
}
