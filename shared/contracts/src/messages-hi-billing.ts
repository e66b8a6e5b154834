// Hindi for the tenant's Billing: invoices, receipts and 'I have paid' claims.
import type { MessageName } from './messages';

export const MESSAGES_HI_BILLING: Partial<Record<MessageName, string>> = {
  invoicesFetched: 'बिल मिल गए',
  invoiceNotFound: 'बिल नहीं मिला',
  receiptNotFound: 'रसीद नहीं मिली',
  gstNoteNotFound: 'क्रेडिट या डेबिट नोट नहीं मिला',
  rentReceiptNothingPaid:
    'इस अवधि में कोई किराया प्राप्त नहीं हुआ, इसलिए इसकी किराया रसीद नहीं है। ऐसा महीना या वित्तीय वर्ष चुनें जिसमें किराया दिया गया हो।',
  rentReceiptPeriodInvalid:
    'या तो एक महीना (month=YYYY-MM, जैसे 2026-04) या एक वित्तीय वर्ष (financialYear=2026, यानी अप्रैल 2026 से मार्च 2027) चुनें, दोनों नहीं।',
  paymentNotFound: 'भुगतान नहीं मिला',
  invoiceAlreadyPaid: 'इस बिल का भुगतान पहले ही हो चुका है।',
  utrInvalid: 'भुगतान के बाद अपने UPI ऐप में दिखा 12 अंकों का UPI संदर्भ (UTR) लिखें।',
  claimRecorded: 'भुगतान का दावा दर्ज हुआ, पुष्टि की प्रतीक्षा है',
  claimAlreadyOpen: 'इस बिल पर एक भुगतान दावा पहले से पुष्टि की प्रतीक्षा में है।',
  utrAlreadyClaimed: 'इस UTR का दावा इस बिल के लिए पहले ही किया जा चुका है।',
  claimNotFound: 'भुगतान दावा नहीं मिला',
  amountOverOutstanding: 'यह रकम इस बिल की बकाया रकम से ज़्यादा है।',
  claimAmountOverInvoices: 'यह रकम इन बिलों की बकाया रकम से ज़्यादा है।',
  claimInvoicesRequired: 'कम से कम एक बिल चुनें जिसका आपने भुगतान किया।',
  claimTooManyInvoices: 'एक बार में ज़्यादा से ज़्यादा 24 बिलों का दावा करें।',
};
