export { useExitStatement } from './get-exit-statement';
export { useSaveExitStatement, type DeductionDraft } from './save-exit-statement';
export { useSendExitStatement } from './send-exit-statement';
export { useSettleExitStatement } from './settle-exit-statement';
export { useAnswerExitStatement, useMyExitStatement } from './my-exit-statement';
export { useRefundsDue } from './get-refunds-due';
