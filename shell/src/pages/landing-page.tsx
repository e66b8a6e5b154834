// / (SPEC §1, §2), in English and Hindi (issue 27). The server sends it pre-rendered with no script
// (a signed-in visitor is redirected before it): its links are plain links, and its language switch
// is a link the server answers (`/?lang=hi` sets the pre-sign-in language cookie). Staff words
// ("Login to Portal", the dashboard illustration) stay English.
import { LANGUAGES, LANGUAGE_LABELS, type Language } from '@pgportal/contracts/enums';
import { PATHS } from '@pgportal/contracts/paths';
import { LANGUAGE_PARAM } from '@pgportal/contracts/prerender';
import { Link } from '@pgportal/runtime/router';
import { i18n, useT } from '../i18n/catalogue';

const FEATURES = [
  ['admissionsTitle', 'admissionsText'],
  ['bedsTitle', 'bedsText'],
  ['mealsTitle', 'mealsText'],
  ['complaintsTitle', 'complaintsText'],
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

type Words = (key: Parameters<ReturnType<typeof useT>['t']>[0]) => string;

/** Links to the landing page in each language: they work without JavaScript (the server keeps the choice). */
function LanguageLinks({ language, t }: { language: Language; t: Words }) {
  return (
    <nav className="landing-languages" aria-label={t('language')}>
      {LANGUAGES.map((lng) => (
        <a
          key={lng}
          href={`${PATHS.home}?${LANGUAGE_PARAM}=${lng}`}
          hrefLang={lng}
          lang={lng}
          aria-current={lng === language ? 'true' : undefined}
        >
          {LANGUAGE_LABELS[lng]}
        </a>
      ))}
    </nav>
  );
}

/** The landing page in `language` (pre-rendered in each language at build time). */
export function LandingContent({ language }: { language: Language }) {
  const t = i18n.getFixedT(language, 'shell') as unknown as Words;
  return (
    <div className="landing" lang={language}>
      <header className="landing__bar">
        <span className="portal-brand">
          <span className="brand-mark" aria-hidden="true">
            PG
          </span>
          <span className="portal-brand__name">PG Portal</span>
        </span>
        <LanguageLinks language={language} t={t} />
      </header>
      <main className="landing__main">
        <div className="landing-top">
          <section className="landing-hero" aria-labelledby="landing-title">
            <p className="landing-hero__eyebrow">{t('landingEyebrow')}</p>
            <h1 id="landing-title" className="landing-hero__title">
              {t('landingTitle')}
            </h1>
            <p className="landing-hero__lead">{t('landingLead')}</p>
            <div className="landing-hero__actions">
              <Link to={PATHS.login} lang="en" className="shell-button shell-button--primary shell-button--lg">
                Login to Portal
              </Link>
              <Link to={PATHS.tenantLogin} className="shell-button shell-button--secondary shell-button--lg">
                {t('tenantLogin')}
              </Link>
            </div>
            <p className="landing-secure" role="note">
              <ShieldMark />
              <span>
                <strong>{t('secureTitle')}</strong> {t('secureText')}
              </span>
            </p>
          </section>
          <DashboardPreview />
        </div>
        <section className="landing-features" aria-label={t('featuresLabel')}>
          {FEATURES.map(([title, text]) => (
            <article key={title} className="landing-card">
              <h2 className="landing-card__title">{t(title)}</h2>
              <p className="landing-card__text">{t(text)}</p>
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

/** / inside the portal (a link to it from a page of the portal): in the language chosen. */
export function LandingPage() {
  const { language } = useT();
  return <LandingContent language={language} />;
}
