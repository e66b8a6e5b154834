// mfe-tenants' words a tenant meets (issue 27): the dashboard and its tabs, Billing, the exit statement, Profile.
import type { Language } from '@pgportal/contracts/enums';
import { formatDate, formatINR } from '@pgportal/contracts/format';
import { createCatalogue } from '@pgportal/runtime/i18n';
import { KIT_WORDS } from '@pgportal/runtime/kit-words';
import { AADHAAR_WORDS_EN, AADHAAR_WORDS_HI } from './aadhaar-words';
import { BILLING_WORDS_EN, BILLING_WORDS_HI } from './billing-words';
import { CLAIM_WORDS_EN, CLAIM_WORDS_HI } from './claim-words';
import { DASHBOARD_WORDS_EN, DASHBOARD_WORDS_HI } from './dashboard-words';
import { EXIT_WORDS_EN, EXIT_WORDS_HI } from './exit-words';
import { HOME_WORDS_EN, HOME_WORDS_HI } from './home-words';
import { NOTICE_WORDS_EN, NOTICE_WORDS_HI } from './notice-words';
import { PROFILE_WORDS_EN, PROFILE_WORDS_HI } from './profile-words';
import { WORKSHEET_WORDS_EN, WORKSHEET_WORDS_HI } from './worksheet-words';

const en = {
  dashboardTitle: 'Tenant Details',
  myDetails: 'My details',
  propertyDetails: 'Property Details',
  meals: 'Meals',
  myComplaints: 'My Complaints',
  loadingDetails: 'Loading your details',
  billingTitle: 'Billing',
  loadingBilling: 'Loading your bills',
  whatYouOwe: 'What you owe',
  youOwe: 'You owe {{amount}}',
  nextDueBy: ', the next payment due by {{date}}',
  owesNothing: 'You owe nothing. Thank you!',
  noUpi:
    'Your PG has no UPI ID set up yet, so you cannot pay by UPI here. Pay your manager another way; they will mark the invoice paid.',
  payByUpi: 'Pay by UPI',
  myInvoices: 'My invoices',
  noInvoices: 'No invoices yet',
  colId: 'ID',
  colDate: 'Date',
  colDueDate: 'Due Date',
  colType: 'Type',
  colAmount: 'Amount',
  colDue: 'Due',
  colStatus: 'Status',
  colPaidAt: 'Paid At',
  download: 'Download',
  downloadInvoice: 'Download {{id}}',
  payInApp: 'Pay {{amount}} in a UPI app',
  payInvoice: 'Pay {{id}}',
  dueByDate: '{{amount}} due by {{date}}',
  iHavePaid: 'I have paid',
  iHavePaidFor: 'I have paid {{id}}',
  scanFromAnotherPhone: 'Scan from another phone',
  qrAlt: 'UPI QR code to pay {{amount}} for {{id}}',
  markDaysAwayForm: 'Mark days away',
  firstDayAway: 'First day away',
  lastDayAway: 'Last day away',
  markDaysAway: 'Mark days away',
  marking: 'Marking...',
  cutoffHint:
    'Mark days away by {{cutoff}} (India time) the day before. {{minDays}} or more days in a row earn a meal credit on your next invoice.',
  loadingMeals: 'Loading your meals',
  daysAway: 'Days away',
  mealCredit: 'Meal credit',
  actions: 'Actions',
  withdraw: 'Withdraw',
  mealsNotIncluded: 'Meals are not included in your rent, so there are no meals to mark away.',
  myDaysAway: 'My days away',
  noDaysAway: 'No days away marked.',
  ...BILLING_WORDS_EN,
  ...NOTICE_WORDS_EN,
  ...CLAIM_WORDS_EN,
  ...EXIT_WORDS_EN,
  ...PROFILE_WORDS_EN,
  ...AADHAAR_WORDS_EN,
  ...WORKSHEET_WORDS_EN,
  ...DASHBOARD_WORDS_EN,
  ...HOME_WORDS_EN,
  ...KIT_WORDS.en,
};

type Key = keyof typeof en;

const hi: Record<Key, string> = {
  dashboardTitle: 'किरायेदार की जानकारी',
  myDetails: 'मेरी जानकारी',
  propertyDetails: 'प्रॉपर्टी की जानकारी',
  meals: 'भोजन',
  myComplaints: 'मेरी शिकायतें',
  loadingDetails: 'आपकी जानकारी लोड हो रही है',
  billingTitle: 'बिल और भुगतान',
  loadingBilling: 'आपके बिल लोड हो रहे हैं',
  whatYouOwe: 'आपका बकाया',
  youOwe: 'आपका बकाया {{amount}} है',
  nextDueBy: ', अगला भुगतान {{date}} तक करें',
  owesNothing: 'आपका कोई बकाया नहीं है। धन्यवाद!',
  noUpi:
    'आपके PG ने अभी UPI ID नहीं जोड़ी है, इसलिए यहाँ UPI से भुगतान नहीं हो सकता। अपने मैनेजर को किसी और तरीके से भुगतान करें; वे बिल को भुगतान हुआ दर्ज करेंगे।',
  payByUpi: 'UPI से भुगतान करें',
  myInvoices: 'मेरे बिल',
  noInvoices: 'अभी कोई बिल नहीं है',
  colId: 'आईडी',
  colDate: 'तारीख',
  colDueDate: 'देय तिथि',
  colType: 'प्रकार',
  colAmount: 'राशि',
  colDue: 'बकाया',
  colStatus: 'स्थिति',
  colPaidAt: 'भुगतान की तारीख',
  download: 'डाउनलोड करें',
  downloadInvoice: '{{id}} डाउनलोड करें',
  payInApp: 'UPI ऐप में {{amount}} का भुगतान करें',
  payInvoice: '{{id}} का भुगतान करें',
  dueByDate: '{{amount}} का भुगतान {{date}} तक करें',
  iHavePaid: 'मैंने भुगतान कर दिया है',
  iHavePaidFor: 'मैंने {{id}} का भुगतान कर दिया है',
  scanFromAnotherPhone: 'दूसरे फ़ोन से स्कैन करें',
  qrAlt: '{{id}} के लिए {{amount}} का भुगतान करने का UPI QR कोड',
  markDaysAwayForm: 'बाहर रहने के दिन दर्ज करें',
  firstDayAway: 'बाहर रहने का पहला दिन',
  lastDayAway: 'बाहर रहने का आख़िरी दिन',
  markDaysAway: 'बाहर रहने के दिन दर्ज करें',
  marking: 'दर्ज किया जा रहा है...',
  cutoffHint:
    'बाहर रहने के दिन एक दिन पहले {{cutoff}} (भारतीय समय) तक दर्ज करें। लगातार {{minDays}} या उससे ज़्यादा दिनों पर अगले बिल में भोजन की छूट मिलती है।',
  loadingMeals: 'आपका भोजन लोड हो रहा है',
  daysAway: 'बाहर रहने के दिन',
  mealCredit: 'भोजन की छूट',
  actions: 'कार्रवाई',
  withdraw: 'वापस लें',
  mealsNotIncluded: 'आपके किराये में भोजन शामिल नहीं है, इसलिए बाहर रहने के दिन दर्ज करने की ज़रूरत नहीं है।',
  myDaysAway: 'मेरे बाहर रहने के दिन',
  noDaysAway: 'बाहर रहने का कोई दिन दर्ज नहीं है।',
  ...BILLING_WORDS_HI,
  ...NOTICE_WORDS_HI,
  ...CLAIM_WORDS_HI,
  ...EXIT_WORDS_HI,
  ...PROFILE_WORDS_HI,
  ...AADHAAR_WORDS_HI,
  ...WORKSHEET_WORDS_HI,
  ...DASHBOARD_WORDS_HI,
  ...HOME_WORDS_HI,
  ...KIT_WORDS.hi,
};

export const TENANTS_CATALOGUE = { en, hi };
export const { useT, i18n } = createCatalogue<Key>('tenants', TENANTS_CATALOGUE);
export type TenantsKey = Key;

/** Money in the tenant's language: ₹ with Indian grouping (en-IN as before; hi-IN via Intl). */
export const formatMoney = (amount: number, language: Language) =>
  language === 'en'
    ? formatINR(amount)
    : new Intl.NumberFormat('hi-IN', {
        style: 'currency',
        currency: 'INR',
        // whole rupees without paise, as in English (₹8,500)
        minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      }).format(amount);

/** A date in the tenant's language (English as before; e.g. 5 जन॰ 2026 in Hindi); '' when none. */
export const formatDay = (value: string | null | undefined, language: Language) => {
  if (language === 'en' || !value) return formatDate(value ?? null);
  const day = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  const options = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
  return new Intl.DateTimeFormat('hi-IN', options).format(day);
};
