import { Link } from '@pgportal/runtime/router';
import { useT } from '../i18n/catalogue';

/**
 * Any unknown path (SPEC §2); `embedded` inside the /app and /tenant layouts, which own the <main>;
 * `translated` in the tenant's area (issue 27), English elsewhere.
 */
export function NotFoundPage({ embedded = false, translated = false }: { embedded?: boolean; translated?: boolean }) {
  const Landmark = embedded ? 'section' : 'main';
  const { t } = useT(translated);
  return (
    <Landmark className="status-page" aria-labelledby="not-found-title">
      <div className="status-page__card">
        <p className="status-page__code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">{t('notFoundTitle')}</h1>
        <p className="status-page__text">{t('notFoundText')}</p>
        <div className="status-page__actions">
          <Link to="/" className="shell-button shell-button--primary">
            {t('notFoundHome')}
          </Link>
          <a href="mailto:support@pgportal.in" className="shell-button shell-button--secondary">
            {t('notFoundSupport')}
          </a>
        </div>
      </div>
    </Landmark>
  );
}
