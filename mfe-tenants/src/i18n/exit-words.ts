// mfe-tenants' words of the tenant's exit statement page (/tenant/exit, issues 24 and 27), spread
// into the app's catalogue (catalogue.ts): one catalogue, kept under the file-size limit.
import type { ExitStatementStatus } from '@pgportal/contracts/enums';

export const EXIT_WORDS_EN = {
  exitTitle: 'Exit statement',
  loadingExit: 'Loading your exit statement',
  noExitYet: 'No exit statement yet',
  noExitYetHint:
    'When you move out, the staff send your statement here: your deposit, any dues and deductions, and your refund.',
  exitStatusDRAFT: 'Draft',
  exitStatusSENT: 'Sent to the tenant',
  exitStatusACCEPTED: 'Accepted by the tenant',
  exitStatusDISPUTED: 'Disputed by the tenant',
  exitStatusSETTLED: 'Settled',
  exitVersion: 'Version {{version}}',
  movesOutOn: 'Moves out on {{date}}.',
  refundDueBy: 'Refund due by {{date}}.',
  exitFigures: 'Exit statement figures',
  depositHeld: 'Deposit held',
  outstandingInvoice: 'Outstanding {{id}} ({{from}} – {{to}})',
  exitPhoto: 'Photo {{number}}',
  exitPhotoOf: ' of {{reason}}',
  stillOwes: 'The tenant still owes',
  refund: 'Refund',
  tenantComment: 'Tenant’s comment:',
  settledOn: 'Settled on {{date}}.',
  acceptExit: 'Accept',
  disputeExit: 'Dispute',
  disagreeWith: 'What do you disagree with?',
  sendComment: 'Send my comment',
  cancel: 'Cancel',
  staffHaveComment: 'The staff have your comment: they will change the statement and send it again.',
  exitStatementIs: 'Exit statement: ',
  seeExitStatement: 'See your exit statement',
  projectedLine: 'Still to be billed: {{description}}',
  pendingLine: 'Pending: {{description}}',
  exitReopened:
    'The figures changed after the last version was sent (a payment, an invoice or a charge): this version needs an answer again.',
  earlySettleChosen:
    'Settling before the move-out date was chosen on {{date}} by {{name}}: nothing is billed after that day.',
};

export type ExitWord = keyof typeof EXIT_WORDS_EN;

export const EXIT_WORDS_HI: Record<ExitWord, string> = {
  exitTitle: 'निकासी विवरण',
  loadingExit: 'आपका निकासी विवरण लोड हो रहा है',
  noExitYet: 'अभी कोई निकासी विवरण नहीं है',
  noExitYetHint:
    'जब आप PG छोड़ेंगे, स्टाफ़ आपका विवरण यहाँ भेजेगा: आपकी जमा राशि, कोई बकाया और कटौतियाँ, और आपकी वापसी राशि।',
  exitStatusDRAFT: 'मसौदा',
  exitStatusSENT: 'किरायेदार को भेजा गया',
  exitStatusACCEPTED: 'किरायेदार ने स्वीकार किया',
  exitStatusDISPUTED: 'किरायेदार ने आपत्ति की',
  exitStatusSETTLED: 'निपटारा हो गया',
  exitVersion: 'संस्करण {{version}}',
  movesOutOn: '{{date}} को PG छोड़ना है।',
  refundDueBy: 'वापसी राशि {{date}} तक मिलनी है।',
  exitFigures: 'निकासी विवरण के आँकड़े',
  depositHeld: 'जमा राशि',
  outstandingInvoice: 'बकाया {{id}} ({{from}} – {{to}})',
  exitPhoto: 'फ़ोटो {{number}}',
  exitPhotoOf: ' ({{reason}})',
  stillOwes: 'किरायेदार पर अब भी बकाया',
  refund: 'वापसी राशि',
  tenantComment: 'किरायेदार की टिप्पणी:',
  settledOn: '{{date}} को निपटारा हुआ।',
  acceptExit: 'स्वीकार करें',
  disputeExit: 'आपत्ति करें',
  disagreeWith: 'आप किस बात से असहमत हैं?',
  sendComment: 'मेरी टिप्पणी भेजें',
  cancel: 'रद्द करें',
  staffHaveComment: 'स्टाफ़ को आपकी टिप्पणी मिल गई है: वे विवरण बदलकर फिर से भेजेंगे।',
  exitStatementIs: 'निकासी विवरण: ',
  seeExitStatement: 'अपना निकासी विवरण देखें',
  projectedLine: 'अभी बिल होना बाकी: {{description}}',
  pendingLine: 'लंबित: {{description}}',
  exitReopened: 'पिछला संस्करण भेजे जाने के बाद आंकड़े बदल गए (कोई भुगतान, बिल या शुल्क): इस संस्करण पर फिर से उत्तर चाहिए।',
  earlySettleChosen:
    '{{date}} को {{name}} ने PG छोड़ने की तारीख से पहले निपटारा चुना: उस दिन के बाद कुछ बिल नहीं होगा।',
};

/** The catalogue key of an exit statement's status (its label in the tenant's language). */
export const exitStatusKey = (status: ExitStatementStatus) => `exitStatus${status}` as const;
