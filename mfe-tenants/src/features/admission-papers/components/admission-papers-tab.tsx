import { buttonClassName, layout } from '@pgportal/ui';
import { agreementUrl, policeVerificationUrl } from '../api';

/**
 * Tenant Details › Documents: the papers of admission as PDFs, written from what the portal holds
 * (issue 24). The agreement's clauses are the property's own text (Property › Edit).
 */
export function AdmissionPapersTab({ tenantId }: { tenantId: string }) {
  return (
    <section className={layout.stack} aria-labelledby="admission-papers-title">
      <h3 id="admission-papers-title">Papers of admission</h3>
      <p>
        The leave-and-licence agreement and the police verification form, filled in from this tenant’s
        details, bed and deposit. Fields we do not hold print as blank lines to fill by hand.
      </p>
      <div className={layout.row}>
        <a className={buttonClassName('secondary')} href={agreementUrl(tenantId)} download>
          Download agreement
        </a>
        <a className={buttonClassName('secondary')} href={policeVerificationUrl(tenantId)} download>
          Download police verification form
        </a>
      </div>
    </section>
  );
}
