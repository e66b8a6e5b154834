import { API_BASE } from '@pgportal/contracts/api';
import { API } from '@pgportal/contracts/api-paths';
import { Button, LoadFailed, LoadingBlock, Notice, layout } from '@pgportal/ui';
import { useState } from 'react';
import { useExitStatement, useSaveExitStatement, useSendExitStatement } from '../api';
import { DeductionForm } from './deduction-form';
import { SettleDialog } from './settle-dialog';
import { StatementFigures } from './statement-figures';

/**
 * Tenant details, Exit statement (issue 24): once the tenant gave notice, staff list deductions
 * ('Add deduction'), save a version, 'Send statement' to the tenant, and 'Settle' once it is sent
 * or accepted (a disputed one is changed and sent again).
 */
export function ExitStatementSection({ tenantId }: { tenantId: string }) {
  const { data: statement, error, isLoading, mutate } = useExitStatement(tenantId);
  const save = useSaveExitStatement();
  const send = useSendExitStatement();
  const [settling, setSettling] = useState(false);
  if (isLoading) return <LoadingBlock label="Loading the exit statement" />;
  if (error && statement === undefined) return <LoadFailed error={error} onRetry={() => void mutate()} />;
  if (!statement) {
    return (
      <Notice>
        No notice to move out: record the tenant’s notice first, then their exit statement opens here.
      </Notice>
    );
  }
  const settled = statement.status === 'SETTLED';
  return (
    <section aria-labelledby="exit-heading" className={layout.stack}>
      <div className={layout.rowBetween}>
        <h3 id="exit-heading">Exit statement</h3>
        {statement.version ? (
          <a
            className={layout.link}
            href={`${API_BASE}${API.tenant.exitStatementDownload(tenantId)}`}
            download
          >
            Download PDF
          </a>
        ) : null}
      </div>
      <StatementFigures statement={statement} />
      {settled ? null : (
        <>
          <DeductionForm
            key={`${statement.version}-${statement.status}`}
            initial={statement.deductions}
            onSave={async (deductions) => (await save.trigger({ tenantId, deductions })).ok}
          />
          <div className={layout.row}>
            <Button
              disabled={statement.status !== 'DRAFT' || statement.version === 0 || send.isMutating}
              onClick={() => void send.trigger(tenantId)}
            >
              Send statement
            </Button>
            <Button
              variant="secondary"
              disabled={statement.status !== 'SENT' && statement.status !== 'ACCEPTED'}
              onClick={() => setSettling(true)}
            >
              Settle
            </Button>
          </div>
          {statement.status === 'DISPUTED' ? (
            <p className={layout.muted}>
              The tenant disputed this statement: change it, save and send it again.
            </p>
          ) : null}
        </>
      )}
      <SettleDialog
        facts={{
          tenantId,
          tenantName: statement.tenantName,
          moveOutDate: statement.moveOutDate,
          refund: statement.refund,
        }}
        open={settling}
        onClose={() => setSettling(false)}
      />
    </section>
  );
}
