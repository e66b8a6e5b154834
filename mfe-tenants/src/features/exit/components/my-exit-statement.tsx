import { inLanguage } from '@pgportal/contracts/messages-hi';
import { exitDisputeSchema } from '@pgportal/contracts/schemas';
import { Button, EmptyState, LoadFailed, LoadingBlock, TextAreaField, layout } from '@pgportal/ui';
import { useState, type FormEvent } from 'react';
import { useAnswerExitStatement, useMyExitStatement } from '../api';
import { StatementFigures } from './statement-figures';
import { formatDay, useT } from '../../../i18n/catalogue';

/** The tenant's exit statement (/tenant/exit): every figure, then 'Accept' or 'Dispute' with a comment. */
export function MyExitStatement() {
  const { data: statement, error, isLoading, mutate } = useMyExitStatement();
  const answer = useAnswerExitStatement();
  const [disputing, setDisputing] = useState(false);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string>();
  const { t, language } = useT();
  if (isLoading) return <LoadingBlock label={t('loadingExit')} />;
  if (error && statement === undefined) return <LoadFailed error={error} onRetry={() => void mutate()} />;
  if (!statement) {
    return (
      <EmptyState
        title={t('noExitYet')}
        description={t('noExitYetHint')}
      />
    );
  }
  const dispute = async (event: FormEvent) => {
    event.preventDefault();
    const checked = exitDisputeSchema.safeParse({ comment });
    if (!checked.success) {
      setCommentError(checked.error.issues[0]?.message);
      return;
    }
    setCommentError(undefined);
    const result = await answer.trigger({ accept: false, comment: checked.data.comment });
    if (result.ok) setDisputing(false);
  };
  const accept = async (version: number) => {
    // refused when the figures changed since it was read: read the new version
    const result = await answer.trigger({ accept: true, version });
    if (!result.ok) await mutate();
  };
  return (
    <div className={layout.stackLg}>
      <StatementFigures statement={statement} translated />
      {statement.status === 'SETTLED' && statement.settledAt ? (
        <p>{t('settledOn', { date: formatDay(statement.settledAt, language) })}</p>
      ) : null}
      {statement.status === 'SENT' ? (
        disputing ? (
          <form
            className={layout.stack}
            onSubmit={(event) => void dispute(event)}
            noValidate
            aria-label={t('disputeExit')}
          >
            <TextAreaField
              label={t('disagreeWith')}
              required
              value={comment}
              error={commentError && inLanguage(commentError, language)}
              onChange={(event) => setComment(event.target.value)}
            />
            <div className={layout.row}>
              <Button type="submit" disabled={answer.isMutating}>
                {t('sendComment')}
              </Button>
              <Button variant="secondary" onClick={() => setDisputing(false)}>
                {t('cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <div className={layout.row}>
            <Button disabled={answer.isMutating} onClick={() => void accept(statement.version)}>
              {t('acceptExit')}
            </Button>
            <Button variant="secondary" onClick={() => setDisputing(true)}>
              {t('disputeExit')}
            </Button>
          </div>
        )
      ) : null}
      {statement.status === 'DISPUTED' ? (
        <p className={layout.muted}>
          {t('staffHaveComment')}
        </p>
      ) : null}
    </div>
  );
}
