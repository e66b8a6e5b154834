import { href } from '@pgportal/contracts/paths';
import { Link } from '@pgportal/runtime/router';
import { layout } from '@pgportal/ui';
import { useMyExitStatement } from '../api';
import { useT } from '../../../i18n/catalogue';
import { exitStatusKey } from '../../../i18n/exit-words';

/**
 * The tenant's way to /tenant/exit from their Billing page (issue 24): shown once the staff have
 * sent an exit statement (the API answers null before that), whatever became of it since.
 */
export function ExitStatementLink() {
  const { data: statement } = useMyExitStatement();
  const { t, language } = useT();
  if (!statement) return null;
  return (
    <p>
      <strong>{t('exitStatementIs')}</strong>
      {t(exitStatusKey(statement.status))}
      {language === 'hi' ? '। ' : '. '}
      <Link className={layout.link} to={href('tenantExit')}>
        {t('seeExitStatement')}
      </Link>
    </p>
  );
}
