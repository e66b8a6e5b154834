// The tenant's Profile page (issue 27); spread into the catalogue.
export const PROFILE_WORDS_EN = {
  profileTitle: 'Profile',
  loadingProfile: 'Loading your profile',
  myProfile: 'My profile',
  guest: 'Guest',
  phoneNumber: 'Phone Number',
  phoneHint: 'A 10-digit Indian mobile number, e.g. 98765 43210.',
  profilePhoto: 'Profile Photo',
  photoHint: 'A JPEG, PNG or WebP image, up to 5 MB.',
  notAnImageFile: 'Choose an image file (JPEG, PNG or WebP).',
  imageTooLarge: 'Each image must be at most 5 MB.',
  save: 'Save',
  saving: 'Saving...',
  // The privacy notice and the data copy (issue 45).
  privacyTitle: 'Your data',
  privacyAgreedOn: 'You agreed to the privacy notice (version {{version}}) on {{date}}.',
  privacyPaperOn:
    'Your paper consent to the privacy notice (version {{version}}) was recorded on {{date}} by {{who}}.',
  privacyNotAgreed: 'You have not agreed to the current privacy notice yet.',
  privacyRead: 'Read the privacy notice',
  downloadMyData: 'Download my data',
  downloadMyDataHint:
    'A JSON file with your profile, stays, invoices, payments, complaints and consents, and links to your photo and documents.',
};

export const PROFILE_WORDS_HI: Record<keyof typeof PROFILE_WORDS_EN, string> = {
  profileTitle: 'प्रोफ़ाइल',
  loadingProfile: 'आपकी प्रोफ़ाइल लोड हो रही है',
  myProfile: 'मेरी प्रोफ़ाइल',
  guest: 'मेहमान',
  phoneNumber: 'फ़ोन नंबर',
  phoneHint: '10 अंकों का भारतीय मोबाइल नंबर, जैसे 98765 43210।',
  profilePhoto: 'प्रोफ़ाइल फ़ोटो',
  photoHint: 'JPEG, PNG या WebP तस्वीर, 5 MB तक।',
  notAnImageFile: 'एक तस्वीर फ़ाइल चुनें (JPEG, PNG या WebP)।',
  imageTooLarge: 'हर तस्वीर ज़्यादा से ज़्यादा 5 MB की हो सकती है।',
  save: 'सेव करें',
  saving: 'सेव हो रहा है...',
  privacyTitle: 'आपका डेटा',
  privacyAgreedOn: 'आपने {{date}} को गोपनीयता सूचना (संस्करण {{version}}) पर सहमति दी।',
  privacyPaperOn: 'गोपनीयता सूचना (संस्करण {{version}}) पर आपकी काग़ज़ी सहमति {{date}} को {{who}} ने दर्ज की।',
  privacyNotAgreed: 'आपने अभी तक मौजूदा गोपनीयता सूचना पर सहमति नहीं दी है।',
  privacyRead: 'गोपनीयता सूचना पढ़ें',
  downloadMyData: 'मेरा डेटा डाउनलोड करें',
  downloadMyDataHint:
    'एक JSON फ़ाइल जिसमें आपकी प्रोफ़ाइल, ठहराव, बिल, भुगतान, शिकायतें और सहमतियाँ हैं, और आपकी फ़ोटो व दस्तावेज़ों के लिंक।',
};
