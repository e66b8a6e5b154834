// Issue 42: the tenant's 'Give notice' asks to confirm with what the notice means.
export const NOTICE_WORDS_EN = {
  confirmNoticeTitle: 'Give notice to leave on {{date}}?',
  noticePeriodIs: 'Notice period: {{days}} days.',
  noticeLongEnough: 'Your notice is long enough: nothing is deducted for it.',
  noticeDaysShort: 'This notice is {{days}} days short of the notice period.',
  noticeDeduction: 'The PG may deduct {{amount}} (rent for those days) from your deposit.',
  confirmNotice: 'Yes, give notice',
  checkingNotice: 'Checking…',
};

export const NOTICE_WORDS_HI: Record<keyof typeof NOTICE_WORDS_EN, string> = {
  confirmNoticeTitle: '{{date}} को कमरा छोड़ने का नोटिस दें?',
  noticePeriodIs: 'नोटिस अवधि: {{days}} दिन।',
  noticeLongEnough: 'आपका नोटिस पूरा है: इसके लिए कुछ नहीं काटा जाएगा।',
  noticeDaysShort: 'यह नोटिस, नोटिस अवधि से {{days}} दिन कम है।',
  noticeDeduction: 'PG आपके डिपॉज़िट से {{amount}} (उन दिनों का किराया) काट सकता है।',
  confirmNotice: 'हाँ, नोटिस दें',
  checkingNotice: 'जाँच हो रही है…',
};
