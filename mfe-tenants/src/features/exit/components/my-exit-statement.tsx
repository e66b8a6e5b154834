import { exitDisputeSchema } from '@pgportal/contracts/schemas';
import { formatDate } from '@pgportal/contracts/format';
import { Button, EmptyState, LoadFailed, LoadingBlock, TextAreaField, layout } from '@pgportal/ui';
import { useState, type FormEvent } from 'react';
import { useAnswerExitStatement, useMyExitStatement } from '../api';
import { StatementFigures } from './statement-figures';

/** The tenant's exit statement (/tenant/exit): every figure, then 'Accept' or 'Dispute' with a comment. */
export function MyExitStatement() {
  const { data: statement, error, isLoading, mutate } = useMyExitStatement();
  const answer = useAnswerExitStatement();
  const [disputing, setDisputing] = useState(false);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string>();
  if (isLoading) return <LoadingBlock label="Loading your exit statement" />;
  if (error && statement === undefined) return <LoadFailed error={error} onRetry={() => void mutate()} />;
  if (!statement) {
    return (
      <EmptyState
        title="No exit statement yet"
        description="When you move out, the staff send your statement here: your deposit, any dues and deductions, and your refund."
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
  return (
    <div className={layout.stackLg}>
      <StatementFigures statement={statement} />
      {statement.status === 'SETTLED' && statement.settledAt ? (
        <p>Settled on {formatDate(statement.settledAt)}.</p>
      ) : null}
      {statement.status === 'SENT' ? (
        disputing ? (
          <form
            className={layout.stack}
            onSubmit={(event) => void dispute(event)}
            noValidate
            aria-label="Dispute"
          >
            <TextAreaField
              label="What do you disagree with?"
              required
              value={comment}
              error={commentError}
              onChange={(event) => setComment(event.target.value)}
            />
            <div className={layout.row}>
              <Button type="submit" disabled={answer.isMutating}>
                Send my comment
              </Button>
              <Button variant="secondary" onClick={() => setDisputing(false)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <div className={layout.row}>
            <Button disabled={answer.isMutating} onClick={() => void answer.trigger({ accept: true })}>
              Accept
            </Button>
            <Button variant="secondary" onClick={() => setDisputing(true)}>
              Dispute
            </Button>
          </div>
        )
      ) : null}
      {statement.status === 'DISPUTED' ? (
        <p className={layout.muted}>
          The staff have your comment: they will change the statement and send it again.
        </p>
      ) : null}
    </div>
  );
}
