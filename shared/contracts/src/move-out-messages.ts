// The messages of notices and exit statements (issue 24), spread into MESSAGES (messages.ts).
export const MOVE_OUT_MESSAGES = {
  // Notice to move out.
  noticeFetched: 'Notice fetched successfully',
  noticePreviewFetched: 'What the notice would mean, before it is saved',
  noticeRecorded: 'Notice recorded',
  noticeWithdrawn: 'Notice withdrawn',
  noticeNotFound: 'There is no standing notice to withdraw.',
  noticeStanding: 'A notice already stands for this tenant: withdraw it before recording another.',
  noticeNotOnBed: 'This tenant is not on any bed, so there is nothing to give notice of.',
  moveOutBeforeNotice: 'Move-out date cannot be before the notice date.',
  moveOutBeforeStart: 'Move-out date cannot be before the day the tenant moved in.',
  noticeInFuture: 'Notice date cannot be in the future.',
  noticeWithdrawTooLate: 'The move-out date has come: a notice can be withdrawn only before it.',
  // Exit statements.
  exitStatementFetched: 'Exit statement fetched successfully',
  exitStatementSaved: 'Exit statement saved',
  exitStatementSent: 'Exit statement sent to the tenant',
  exitStatementAccepted: 'You accepted the exit statement',
  exitStatementDisputed: 'Your comment was sent to the staff',
  exitStatementSettled: 'Exit statement settled',
  exitStatementNotFound: 'Exit statement not found',
  exitStatementNeedsNotice:
    'Record the tenant’s notice first: an exit statement follows a notice to move out.',
  exitStatementSettledAlready: 'This exit statement is already settled.',
  exitStatementNotSent: 'Send the statement to the tenant before settling it.',
  exitStatementDisputedOpen:
    'The tenant disputed this statement: change it and send it again before settling.',
  exitStatementNothingToSend: 'Save the statement before sending it.',
  exitStatementAlreadySent: 'This version is already sent to the tenant.',
  exitStatementNotAwaiting: 'This statement is not waiting for your answer.',
  exitStatementRefundDetails: 'Say how the refund was paid: payment mode and date.',
  exitSettleBeforeMoveOut:
    'The move-out date has not come yet: to settle today, confirm it (send settleEarly: true). The bed is freed now and nothing is billed after today.',
  exitStatementChangedSentAgain:
    'The statement’s figures changed after the tenant last saw them: it was sent to them again with the new refund. Settle once they accept it.',
  exitStatementChanged:
    'This statement changed since you opened it (a payment, an invoice or a charge): read the new figures and answer again.',
  exitPhotoNotKept: 'A photo to keep is not one of this deduction’s photos.',
  tenantExited:
    'This tenant has moved out and their exit statement is settled: add them again as a new tenant (a new admission) to give them a bed.',
  refundsDueFetched: 'Refunds due fetched successfully',
} as const;
