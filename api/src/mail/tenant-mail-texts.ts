// The words of the mails a tenant gets, in English and Hindi (issue 27). Each template
// (templates.ts, billing-mails.ts, receipt-mails.ts, complaint-mails.ts, exit-mails.ts) takes the
// tenant's language and reads its sentences here; names, numbers and links are filled in.
import type { Language } from '@pgportal/contracts/enums';

export interface TenantMailTexts {
  hello: (name: string) => string;
  signIn: { subject: string; lead: string; validity: (minutes: number) => string };
  reminder: {
    subjectIssued: (invoiceId: string, property: string) => string;
    subjectDueSoon: (invoiceId: string, due: string) => string;
    subjectOverdue: (invoiceId: string, due: string) => string;
    issued: (invoiceId: string, amount: string, due: string) => string;
    dueSoon: (invoiceId: string, amount: string, due: string) => string;
    overdue: (invoiceId: string, amount: string, due: string) => string;
    close: (url: string) => string;
    link: string;
    linkTail: string;
  };
  receipt: {
    subject: (receiptNumber: string, property: string) => string;
    lead: (amount: string, invoiceId: string, receiptNumber: string) => string;
  };
  /** a receipt cancelled because its payment was reversed */
  receiptCancelled: {
    subject: (receiptNumber: string, reason: string) => string;
    lead: (receiptNumber: string, amount: string, invoiceId: string, day: string) => string;
    reason: (reason: string) => string;
    noReason: string;
    close: string;
  };
  complaint: {
    subject: (to: string) => string;
    changed: (from: string, to: string) => string;
    reason: string;
    note: string;
    yours: string;
    signIn: string;
  };
  exit: {
    subject: (property: string) => string;
    refund: (amount: string, due: string) => string;
    owe: (amount: string) => string;
    sent: (property: string, outcome: string) => string;
    read: (url: string) => string;
    /** the statement was sent again because its figures changed (issue 41) */
    changed: (property: string, outcome: string) => string;
  };
  /** new terms: a rent change, or a move to another bed (issue 41) */
  terms: {
    subjectRent: (property: string, day: string) => string;
    subjectMove: (bed: string, property: string) => string;
    rent: (rent: string, day: string) => string;
    meals: (meals: string) => string;
    moved: (bed: string, property: string, day: string) => string;
    adjustmentInvoice: (amount: string) => string;
    adjustmentCredit: (amount: string) => string;
    close: (url: string) => string;
  };
}

const EN: TenantMailTexts = {
  hello: (name) => `Hello ${name},`,
  signIn: {
    subject: 'Your PG Portal sign-in code',
    lead: 'Your PG Portal sign-in code is',
    validity: (minutes) =>
      `It is valid for ${minutes} minutes and works once. If you did not try to sign in, you can ignore this mail.`,
  },
  reminder: {
    subjectIssued: (invoiceId, property) => `Invoice ${invoiceId} from ${property}`,
    subjectDueSoon: (invoiceId, due) => `Reminder: invoice ${invoiceId} is due on ${due}`,
    subjectOverdue: (invoiceId, due) => `Overdue: invoice ${invoiceId} was due on ${due}`,
    issued: (invoiceId, amount, due) => `A new invoice ${invoiceId} of ${amount} is due by ${due}.`,
    dueSoon: (invoiceId, amount, due) => `${amount} on invoice ${invoiceId} is due on ${due}.`,
    overdue: (invoiceId, amount, due) =>
      `${amount} on invoice ${invoiceId} was due on ${due} and is now overdue.`,
    close: (url) => `See it, download it and pay by UPI on your Billing page: ${url}`,
    link: 'Open your Billing page',
    linkTail: ' to see it, download it and pay by UPI.',
  },
  receipt: {
    subject: (receiptNumber, property) => `Receipt ${receiptNumber} from ${property}`,
    lead: (amount, invoiceId, receiptNumber) =>
      `We received ${amount} for invoice ${invoiceId}. Your receipt ${receiptNumber} is attached.`,
  },
  receiptCancelled: {
    subject: (receiptNumber, reason) => `Receipt ${receiptNumber} cancelled: ${reason}`,
    lead: (receiptNumber, amount, invoiceId, day) =>
      `Your receipt ${receiptNumber} for ${amount} on invoice ${invoiceId} was cancelled on ${day}: the payment was reversed and no longer counts.`,
    reason: (reason) => `Reason: ${reason}`,
    noReason: 'no reason given',
    close:
      'The cancelled receipt is attached. See what is due on your Billing page, and ask the office if anything is unclear.',
  },
  complaint: {
    subject: (to) => `Your complaint is now ${to}`,
    changed: (from, to) => `The status of your complaint changed from ${from} to ${to}.`,
    reason: 'Reason',
    note: 'Note from the staff',
    yours: 'Your complaint',
    signIn: 'Sign in to PG Portal to see it.',
  },
  exit: {
    subject: (property) => `Your exit statement from ${property}`,
    refund: (amount, due) => `Your refund: ${amount}, due by ${due}.`,
    owe: (amount) => `You still owe ${amount}.`,
    sent: (property, outcome) =>
      `${property} sent you your exit statement: your deposit, what is outstanding and each deduction with its reason. ${outcome}`,
    read: (url) => `Read it and accept or dispute it: ${url}`,
    changed: (property, outcome) =>
      `Your exit statement from ${property} changed after it was sent to you (a payment, an invoice or a charge): it needs your answer again. ${outcome}`,
  },
  terms: {
    subjectRent: (property, day) => `Your rent at ${property} from ${day}`,
    subjectMove: (bed, property) => `Your new bed at ${property}: ${bed}`,
    rent: (rent, day) => `From ${day}, your rent is ${rent} a month.`,
    meals: (meals) => `Meals: ${meals} a month.`,
    moved: (bed, property, day) => `From ${day}, your bed is ${bed} at ${property}.`,
    adjustmentInvoice: (amount) =>
      `The difference for the rest of this billing period, ${amount}, is on a new invoice.`,
    adjustmentCredit: (amount) =>
      `The difference for the rest of this billing period, ${amount}, is taken off your next invoice.`,
    close: (url) =>
      `Invoices already issued stay as they are. See your invoices on your Billing page: ${url}`,
  },
};

const HI: TenantMailTexts = {
  hello: (name) => `नमस्ते ${name},`,
  signIn: {
    subject: 'आपका PG Portal साइन-इन कोड',
    lead: 'आपका PG Portal साइन-इन कोड है',
    validity: (minutes) =>
      `यह ${minutes} मिनट तक मान्य है और एक ही बार चलता है। अगर आपने साइन इन करने की कोशिश नहीं की, तो इस मेल को अनदेखा करें।`,
  },
  reminder: {
    subjectIssued: (invoiceId, property) => `${property} से बिल ${invoiceId}`,
    subjectDueSoon: (invoiceId, due) => `याद दिलाना: बिल ${invoiceId} का भुगतान ${due} तक करना है`,
    subjectOverdue: (invoiceId, due) => `बकाया: बिल ${invoiceId} का भुगतान ${due} तक करना था`,
    issued: (invoiceId, amount, due) => `${amount} का नया बिल ${invoiceId} ${due} तक देय है।`,
    dueSoon: (invoiceId, amount, due) => `बिल ${invoiceId} पर ${amount} ${due} को देय है।`,
    overdue: (invoiceId, amount, due) => `बिल ${invoiceId} पर ${amount} ${due} को देय था और अब बकाया है।`,
    close: (url) => `अपने बिलिंग पेज पर इसे देखें, डाउनलोड करें और UPI से भुगतान करें: ${url}`,
    link: 'अपना बिलिंग पेज खोलें',
    linkTail: ' और इसे देखें, डाउनलोड करें और UPI से भुगतान करें।',
  },
  receipt: {
    subject: (receiptNumber, property) => `${property} से रसीद ${receiptNumber}`,
    lead: (amount, invoiceId, receiptNumber) =>
      `हमें बिल ${invoiceId} के लिए ${amount} मिल गए। आपकी रसीद ${receiptNumber} साथ में लगी है।`,
  },
  receiptCancelled: {
    subject: (receiptNumber, reason) => `रसीद ${receiptNumber} रद्द: ${reason}`,
    lead: (receiptNumber, amount, invoiceId, day) =>
      `बिल ${invoiceId} पर ${amount} की आपकी रसीद ${receiptNumber} ${day} को रद्द कर दी गई: भुगतान वापस लिया गया और अब नहीं गिना जाता।`,
    reason: (reason) => `कारण: ${reason}`,
    noReason: 'कोई कारण नहीं दिया गया',
    close: 'रद्द की गई रसीद साथ में लगी है। क्या देय है, अपने बिलिंग पेज पर देखें, और कुछ साफ़ न हो तो ऑफ़िस से पूछें।',
  },
  complaint: {
    subject: (to) => `आपकी शिकायत अब ${to} है`,
    changed: (from, to) => `आपकी शिकायत की स्थिति ${from} से बदलकर ${to} हो गई है।`,
    reason: 'कारण',
    note: 'स्टाफ़ की टिप्पणी',
    yours: 'आपकी शिकायत',
    signIn: 'इसे देखने के लिए PG Portal में साइन इन करें।',
  },
  exit: {
    subject: (property) => `${property} से आपका निकासी विवरण`,
    refund: (amount, due) => `आपकी वापसी: ${amount}, ${due} तक।`,
    owe: (amount) => `आपको अभी ${amount} देने हैं।`,
    sent: (property, outcome) =>
      `${property} ने आपको आपका निकासी विवरण भेजा है: आपकी जमा राशि, बकाया और हर कटौती उसके कारण के साथ। ${outcome}`,
    read: (url) => `इसे पढ़ें और स्वीकार करें या आपत्ति करें: ${url}`,
    changed: (property, outcome) =>
      `${property} से आपका निकासी विवरण आपको भेजे जाने के बाद बदल गया (कोई भुगतान, बिल या शुल्क): इस पर फिर से आपका उत्तर चाहिए। ${outcome}`,
  },
  terms: {
    subjectRent: (property, day) => `${day} से ${property} में आपका किराया`,
    subjectMove: (bed, property) => `${property} में आपका नया बेड: ${bed}`,
    rent: (rent, day) => `${day} से आपका किराया ${rent} प्रति माह है।`,
    meals: (meals) => `भोजन: ${meals} प्रति माह।`,
    moved: (bed, property, day) => `${day} से ${property} में आपका बेड ${bed} है।`,
    adjustmentInvoice: (amount) => `इस बिलिंग अवधि के बाकी दिनों का अंतर, ${amount}, एक नए बिल पर है।`,
    adjustmentCredit: (amount) => `इस बिलिंग अवधि के बाकी दिनों का अंतर, ${amount}, आपके अगले बिल से घटाया जाएगा।`,
    close: (url) => `जो बिल पहले बन चुके हैं, वे वैसे ही रहेंगे। अपने बिल अपने बिलिंग पेज पर देखें: ${url}`,
  },
};

export const TENANT_MAIL_TEXTS: Record<Language, TenantMailTexts> = { en: EN, hi: HI };

/** Complaint statuses as a Hindi reader reads them. */
export const COMPLAINT_STATUS_HI = {
  PENDING: 'लंबित',
  IN_PROGRESS: 'प्रगति में',
  REJECTED: 'अस्वीकृत',
  RESOLVED: 'सुलझ गई',
} as const;
