// mfe-auth's words a tenant meets (issue 27): the tenant sign-in and its code step.
import { MESSAGES } from '@pgportal/contracts/messages';
import { createCatalogue } from '@pgportal/runtime/i18n';

const en = {
  title: 'Tenant Sign In',
  subtitle: 'Access your room details, rent status, meals, and raise complaints',
  email: 'Email',
  emailHint: 'For example, you@example.com',
  sendOtp: 'Send OTP',
  sendingOtp: 'Sending OTP...',
  staffSignIn: 'Staff sign-in',
  codeSentTo: 'We sent a sign-in code to {{email}}. It is valid for 10 minutes.',
  // the toasts of the two steps (made on the page: the contracts' English words)
  toastOtpSent: MESSAGES.otpSent,
  toastOtpVerified: MESSAGES.otpVerified,
  otp: 'OTP',
  otpPlaceholder: 'Enter the 6-digit OTP',
  otpHint: 'Enter the 6-digit code from the e-mail.',
  verify: 'Verify',
  verifying: 'Verifying...',
  changeEmail: 'Change email',
  resendOtp: 'Resend OTP',
};

type Key = keyof typeof en;

const hi: Record<Key, string> = {
  title: 'किरायेदार साइन इन',
  subtitle: 'अपने कमरे की जानकारी, किराये की स्थिति और भोजन देखें, और शिकायत दर्ज करें',
  email: 'ईमेल',
  emailHint: 'उदाहरण: you@example.com',
  sendOtp: 'OTP भेजें',
  sendingOtp: 'OTP भेजा जा रहा है...',
  staffSignIn: 'स्टाफ़ साइन इन',
  codeSentTo: 'हमने {{email}} पर साइन-इन कोड भेजा है। यह 10 मिनट तक मान्य है।',
  toastOtpSent: 'OTP आपके ईमेल पर भेज दिया गया है',
  toastOtpVerified: 'OTP सफलतापूर्वक जाँचा गया',
  otp: 'OTP',
  otpPlaceholder: '6 अंकों का OTP डालें',
  otpHint: 'ईमेल में आया 6 अंकों का कोड डालें।',
  verify: 'सत्यापित करें',
  verifying: 'सत्यापित किया जा रहा है...',
  changeEmail: 'ईमेल बदलें',
  resendOtp: 'OTP फिर से भेजें',
};

export const AUTH_CATALOGUE = { en, hi };
export const { useT, i18n } = createCatalogue<Key>('auth', AUTH_CATALOGUE);
