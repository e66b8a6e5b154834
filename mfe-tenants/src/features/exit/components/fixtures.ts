import type { ExitStatementAnswer } from '@pgportal/contracts/responses';

/** A statement as the API answers it: deposit 10,000, one outstanding invoice, one deduction with a photo. */
export const statement: ExitStatementAnswer = {
  tenantId: 't1',
  tenantName: 'Ravi Kumar',
  status: 'DRAFT',
  version: 1,
  moveOutDate: '2026-12-08',
  refundDueDate: '2026-12-23',
  depositHeld: 10000,
  outstanding: [
    {
      _id: 'i1',
      invoiceId: 'INV-2026-000010',
      type: 'RENT',
      periodStart: '2026-11-28',
      periodEnd: '2026-12-27',
      total: 10500.5,
      paid: 8000,
      outstanding: 2500.5,
    },
  ],
  outstandingTotal: 2500.5,
  deductions: [
    {
      id: 'd1',
      reason: 'Wall paint',
      amount: 1500,
      photos: [{ id: 'p1', url: '/api/v1/files/exit-photos/p1.png' }],
    },
  ],
  deductionsTotal: 1500,
  projected: [],
  projectedTotal: 0,
  pending: [],
  pendingTotal: 0,
  refund: 6000,
  earlySettle: null,
  tenantComment: null,
  settledAt: null,
  settlement: null,
  versions: [],
};
