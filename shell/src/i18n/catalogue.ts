// The shell's words a tenant meets (issue 27): the tenant frame, its offline banner and the landing page.
import { MESSAGES } from '@pgportal/contracts/messages';
import { createCatalogue } from '@pgportal/runtime/i18n';
import { KIT_WORDS } from '@pgportal/runtime/kit-words';

const en = {
  home: 'Home',
  billing: 'Billing',
  myComplaints: 'My Complaints',
  profile: 'Profile',
  guest: 'Guest',
  role: 'TENANT',
  skip: 'Skip to content',
  help: 'Help',
  logout: 'Logout',
  mainNav: 'Main',
  // The landing page (SPEC §1): its English words are the spec's. Staff words stay English.
  landingEyebrow: 'For PG owners, managers and tenants',
  landingTitle: 'Your paying-guest homes, run from one place',
  landingLead:
    'PG Portal is a centralized system for PG administrators and tenants to manage admissions, beds, meals and complaints.',
  tenantLogin: 'Tenant Login',
  secureTitle: 'Secure access.',
  secureText:
    "Only registered administrators and tenants can sign in, with a one-time 6-digit code sent to their e-mail. Your data is shown only to you and your PG's staff.",
  featuresLabel: 'What you can do',
  admissionsTitle: 'Admissions',
  admissionsText:
    'Admit tenants with their documents, emergency contacts and rent, and send them a verification e-mail.',
  bedsTitle: 'Beds and rooms',
  bedsText: 'See every property, room and bed at a glance: who stays where, and what is free today.',
  mealsTitle: 'Meals and rent',
  mealsText: 'Monthly rent, meal costs, invoices and dues in rupees, always up to date for staff and tenants.',
  complaintsTitle: 'Complaints',
  complaintsText: 'Tenants raise complaints with photos; staff follow each one from pending to resolved.',
  language: 'Language',
  offlineSaved: `${MESSAGES.offlineBanner}.`,
  offlineSavedAsOf: `${MESSAGES.offlineBanner} as of {{time}}.`,
  offlineActions: MESSAGES.offlineActions,
  // the toast host's region and each toast's × (react-toastify's own English words)
  toastRegion: 'Notifications Alt+T',
  toastClose: 'close',
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you are looking for does not exist, or it has moved.',
  notFoundHome: 'Go back home',
  notFoundSupport: 'Contact support',
  installTitle: 'Keep PG Portal on your phone',
  installAndroid: 'Install it as an app: your dues and the UPI QR open with one tap, even offline.',
  installIos: 'Tap Share, then Add to Home Screen.',
  installOther: "Open your browser's menu and choose Add to Home screen.",
  installButton: 'Install',
  installDismiss: 'Not now',
  privacyAgree: 'I agree',
  privacyAgreeing: 'Saving...',
  privacyIntro: 'Please read how your PG keeps your data. You can use the portal once you agree.',
  ...KIT_WORDS.en,
};

type Key = keyof typeof en;

const hi: Record<Key, string> = {
  home: 'होम',
  billing: 'बिल और भुगतान',
  myComplaints: 'मेरी शिकायतें',
  profile: 'प्रोफ़ाइल',
  guest: 'अतिथि',
  role: 'किरायेदार',
  skip: 'मुख्य सामग्री पर जाएँ',
  help: 'सहायता',
  logout: 'लॉग आउट',
  mainNav: 'मुख्य',
  landingEyebrow: 'PG मालिकों, मैनेजरों और किरायेदारों के लिए',
  landingTitle: 'आपके पेइंग-गेस्ट घर, एक ही जगह से',
  landingLead:
    'PG Portal, PG प्रशासकों और किरायेदारों के लिए एक केंद्रीकृत प्रणाली है: दाखिले, बेड, भोजन और शिकायतें, सब एक जगह।',
  tenantLogin: 'किरायेदार लॉगिन',
  secureTitle: 'सुरक्षित पहुँच।',
  secureText:
    'केवल पंजीकृत प्रशासक और किरायेदार ही साइन इन कर सकते हैं, उनके ई-मेल पर भेजे गए 6 अंकों के एक-बार के कोड से। आपका डेटा केवल आपको और आपके PG के स्टाफ़ को दिखता है।',
  featuresLabel: 'आप क्या कर सकते हैं',
  admissionsTitle: 'दाखिले',
  admissionsText: 'किरायेदारों को उनके दस्तावेज़ों, आपातकालीन संपर्कों और किराये के साथ दाखिल करें, और उन्हें सत्यापन ई-मेल भेजें।',
  bedsTitle: 'बेड और कमरे',
  bedsText: 'हर प्रॉपर्टी, कमरा और बेड एक नज़र में देखें: कौन कहाँ रहता है, और आज क्या खाली है।',
  mealsTitle: 'भोजन और किराया',
  mealsText: 'मासिक किराया, भोजन का खर्च, बिल और बकाया रुपयों में, स्टाफ़ और किरायेदारों के लिए हमेशा अद्यतन।',
  complaintsTitle: 'शिकायतें',
  complaintsText: 'किरायेदार फ़ोटो के साथ शिकायत दर्ज करते हैं; स्टाफ़ हर शिकायत को लंबित से हल होने तक देखता है।',
  language: 'भाषा',
  offlineSaved: 'आप ऑफ़लाइन हैं: सहेजी गई जानकारी दिखाई जा रही है।',
  offlineSavedAsOf: 'आप ऑफ़लाइन हैं: {{time}} को सहेजी गई जानकारी दिखाई जा रही है।',
  offlineActions:
    'भुगतान, शिकायत और बाहर रहने के दिन दर्ज करने के लिए इंटरनेट चाहिए; इंटरनेट लौटने पर यह पेज अपने आप नया हो जाएगा।',
  toastRegion: 'सूचनाएँ Alt+T',
  toastClose: 'सूचना बंद करें',
  notFoundTitle: 'पेज नहीं मिला',
  notFoundText: 'आप जो पेज ढूँढ रहे हैं वह मौजूद नहीं है, या कहीं और चला गया है।',
  notFoundHome: 'होम पर वापस जाएँ',
  notFoundSupport: 'सहायता से संपर्क करें',
  installTitle: 'PG Portal को अपने फ़ोन पर रखें',
  installAndroid: 'इसे ऐप की तरह इंस्टॉल करें: आपका बकाया और UPI QR एक टैप में खुलेंगे, ऑफ़लाइन भी।',
  installIos: 'शेयर पर टैप करें, फिर Add to Home Screen चुनें।',
  installOther: 'ब्राउज़र का मेन्यू खोलें और Add to Home screen चुनें।',
  installButton: 'इंस्टॉल करें',
  installDismiss: 'अभी नहीं',
  privacyAgree: 'मैं सहमत हूँ',
  privacyAgreeing: 'सेव हो रहा है...',
  privacyIntro: 'कृपया पढ़ें कि आपका PG आपका डेटा कैसे रखता है। सहमति देने के बाद आप पोर्टल का उपयोग कर सकते हैं।',
  ...KIT_WORDS.hi,
};

export const SHELL_CATALOGUE = { en, hi };
export const { useT, i18n } = createCatalogue<Key>('shell', SHELL_CATALOGUE);
