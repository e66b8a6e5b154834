// Bank statements and their references (issues 23 and 39: docs/billing.md "Bank statement import
// and matching"), spread into MESSAGES (messages.ts).
export const STATEMENT_MESSAGES = {
  referenceAlreadyRecorded: 'This reference (UTR or cheque number) is already recorded in this property.',
  statementImported: 'Statement imported',
  statementMappingFetched: 'Statement columns fetched successfully',
  statementMappingSaved: 'Statement columns saved',
  statementLinesFetched: 'Statement lines fetched successfully',
  statementLineNotFound: 'Statement line not found',
  statementLineMatched: 'Payment recorded from the statement line',
  statementLineIgnored: 'Statement line ignored',
  statementLineDone: 'This statement line is already matched or ignored.',
  statementCreditPaidInvoice:
    'This credit already paid that invoice: choose another invoice, or ignore the line.',
  statementFileRequired: 'Choose the bank statement (the CSV or Excel file your bank exports) to upload.',
  statementNotCsv:
    'This file is not a bank statement that can be read: upload the CSV or Excel file your bank exports.',
  statementEmpty: 'The statement is empty: it has no lines with a credit.',
  statementNoProperty: 'Choose a property first: a statement is imported into the current property.',
  statementNoColumns: 'Line 1: no date, narration or credit column found. Choose which columns hold them.',
} as const;
