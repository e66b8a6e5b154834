import { MESSAGES } from './messages';
import { FIELD_MESSAGES_HI, inLanguage, MESSAGES_HI, TENANT_MESSAGE_NAMES } from './messages-hi';
import { INVALID_EMAIL, REQUIRED } from './schemas/messages';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the Hindi catalogue', () => {
  it('has Hindi, in Devanagari, for every message a tenant-facing route answers', () => {
    const missing = TENANT_MESSAGE_NAMES.filter((name) => !DEVANAGARI.test(MESSAGES_HI[name] ?? ''));
    expect(missing).toEqual([]);
  });

  it('translates only names of the English catalogue', () => {
    const unknown = Object.keys(MESSAGES_HI).filter((name) => !(name in MESSAGES));
    expect(unknown).toEqual([]);
  });

  it('answers a Hindi reader in Hindi and an English reader as written', () => {
    expect(inLanguage(MESSAGES.otpSent, 'hi')).toBe('OTP आपके ईमेल पर भेज दिया गया है');
    expect(inLanguage(MESSAGES.otpSent, 'en')).toBe(MESSAGES.otpSent);
    expect(inLanguage(REQUIRED, 'hi')).toBe(FIELD_MESSAGES_HI[REQUIRED]);
    expect(inLanguage(INVALID_EMAIL, 'hi')).toMatch(DEVANAGARI);
    expect(inLanguage('Something not in the catalogue', 'hi')).toBe('Something not in the catalogue');
  });
});
