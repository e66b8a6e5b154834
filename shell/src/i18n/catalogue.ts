// The shell's words a tenant meets (issue 27): the tenant frame and the landing page.
import { createCatalogue } from '@pgportal/runtime/i18n';

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
};

export const SHELL_CATALOGUE = { en, hi };
export const { useT, i18n } = createCatalogue<Key>('shell', SHELL_CATALOGUE);
