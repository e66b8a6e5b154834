// The privacy notice a tenant reads at first sign-in and at admission (issue 45), in English and
// Hindi, word for word the same on the screen, in the data copy and in docs/kyc.md. Changing the
// words means a new PRIVACY_NOTICE_VERSION: every tenant is then asked to agree again.
import type { Language } from './enums';

/** The notice's version: a tenant who agreed to another one is shown this one at sign-in. */
export const PRIVACY_NOTICE_VERSION = '2026-11-30';

/** Default days after a tenant moved out and was settled before their ID data is erased. */
export const DEFAULT_RETENTION_DAYS = 365;

export interface PrivacyNoticeSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface PrivacyNotice {
  title: string;
  /** 'Version 2026-11-30' */
  versionLine: string;
  sections: readonly PrivacyNoticeSection[];
}

const EN: PrivacyNotice = {
  title: 'Privacy notice',
  versionLine: `Version ${PRIVACY_NOTICE_VERSION}`,
  sections: [
    {
      heading: 'What we keep',
      paragraphs: [
        'Your name, e-mail, phone number, date of birth, address, profession, emergency contact, local guardian (for students), any health condition you choose to tell us, and your photo.',
        'Your ID: its kind and only the last 4 digits of its number, and the copy you or the staff upload. From your Aadhaar QR: your name, date or year of birth, gender, the QR photo, the last 4 digits and whether UIDAI’s signature checked out. Never your whole Aadhaar number and never a copy of the card.',
        'Your stay (room, bed, dates, rent), invoices, payments, complaints, days away from meals, notices and your agreement to this notice.',
      ],
    },
    {
      heading: 'Why',
      paragraphs: [
        'To admit you, keep you safe (whom to call in an emergency), verify who you are as the law asks of a PG, bill your rent and keep the accounts, and look after your complaints.',
      ],
    },
    {
      heading: 'For how long',
      paragraphs: [
        'While you stay. After you move out and your money is settled, your ID data, documents, photos, address and emergency contacts are erased after the property’s retention period (one year unless the property sets another).',
        'Invoices, payments and receipts stay with your name, e-mail and phone number, as accounting and tax law require.',
      ],
    },
    {
      heading: 'Who sees it',
      paragraphs: [
        'You, and the owner and managers of your PG. It is not sold or shared, except where the law requires it (for example police verification of tenants).',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Read this notice again and download a copy of your data from your Profile. Ask the PG’s staff to correct your data or to withdraw your consent. If they do not help, you may complain to the Data Protection Board of India.',
      ],
    },
  ],
};

const HI: PrivacyNotice = {
  title: 'गोपनीयता सूचना',
  versionLine: `संस्करण ${PRIVACY_NOTICE_VERSION}`,
  sections: [
    {
      heading: 'हम क्या रखते हैं',
      paragraphs: [
        'आपका नाम, ई-मेल, फ़ोन नंबर, जन्म तिथि, पता, पेशा, आपातकालीन संपर्क, स्थानीय अभिभावक (छात्रों के लिए), कोई स्वास्थ्य स्थिति जो आप बताना चाहें, और आपकी फ़ोटो।',
        'आपका पहचान पत्र: उसका प्रकार और उसके नंबर के केवल आख़िरी 4 अंक, और वह प्रति जो आप या स्टाफ़ अपलोड करें। आपके आधार QR से: आपका नाम, जन्म तिथि या वर्ष, लिंग, QR की फ़ोटो, आख़िरी 4 अंक और यह कि UIDAI का हस्ताक्षर सही निकला या नहीं। आपका पूरा आधार नंबर और कार्ड की प्रति कभी नहीं।',
        'आपका ठहराव (कमरा, बेड, तिथियाँ, किराया), बिल, भुगतान, शिकायतें, भोजन से छुट्टी के दिन, सूचनाएँ और इस सूचना पर आपकी सहमति।',
      ],
    },
    {
      heading: 'क्यों',
      paragraphs: [
        'आपको दाख़िला देने, आपको सुरक्षित रखने (आपात स्थिति में किसे फ़ोन करें), क़ानून के अनुसार PG द्वारा आपकी पहचान जाँचने, आपका किराया बिल करने और हिसाब रखने, और आपकी शिकायतें सुलझाने के लिए।',
      ],
    },
    {
      heading: 'कितने समय तक',
      paragraphs: [
        'जब तक आप रहते हैं। आपके जाने और आपका हिसाब पूरा होने के बाद, प्रॉपर्टी की रखने की अवधि (जब तक प्रॉपर्टी कोई और अवधि न तय करे, एक साल) बीतने पर आपका पहचान डेटा, दस्तावेज़, फ़ोटो, पता और आपातकालीन संपर्क मिटा दिए जाते हैं।',
        'बिल, भुगतान और रसीदें आपके नाम, ई-मेल और फ़ोन नंबर के साथ रहती हैं, जैसा लेखा और कर क़ानून माँगते हैं।',
      ],
    },
    {
      heading: 'कौन देखता है',
      paragraphs: [
        'आप, और आपके PG के मालिक और मैनेजर। यह न बेचा जाता है न साझा किया जाता है, सिवाय जहाँ क़ानून माँगे (जैसे किरायेदारों का पुलिस सत्यापन)।',
      ],
    },
    {
      heading: 'आपके अधिकार',
      paragraphs: [
        'यह सूचना दोबारा पढ़ें और अपने डेटा की प्रति अपनी प्रोफ़ाइल से डाउनलोड करें। अपना डेटा सुधारने या अपनी सहमति वापस लेने के लिए PG के स्टाफ़ से कहें। वे मदद न करें तो आप भारतीय डेटा संरक्षण बोर्ड से शिकायत कर सकते हैं।',
      ],
    },
  ],
};

export const PRIVACY_NOTICES: Record<Language, PrivacyNotice> = { en: EN, hi: HI };

/** The notice in a language. */
export const privacyNoticeIn = (language: Language): PrivacyNotice => PRIVACY_NOTICES[language];
