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
  offlineSaved: `${MESSAGES.offlineBanner}.`,
  offlineSavedAsOf: `${MESSAGES.offlineBanner} as of {{time}}.`,
  offlineActions: MESSAGES.offlineActions,
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
  offlineSaved: 'आप ऑफ़लाइन हैं: सहेजी गई जानकारी दिखाई जा रही है।',
  offlineSavedAsOf: 'आप ऑफ़लाइन हैं: {{time}} को सहेजी गई जानकारी दिखाई जा रही है।',
  offlineActions:
    'भुगतान, शिकायत और बाहर रहने के दिन दर्ज करने के लिए इंटरनेट चाहिए; इंटरनेट लौटने पर यह पेज अपने आप नया हो जाएगा।',
  ...KIT_WORDS.hi,
};

export const SHELL_CATALOGUE = { en, hi };
export const { useT, i18n } = createCatalogue<Key>('shell', SHELL_CATALOGUE);
