// Home and Billing lead with what is due (issue 42): the summary's words and the office's unread
// notice shown above the fold until the tenant has read it.
export const HOME_WORDS_EN = {
  nothingDue: 'Nothing due',
  dueOverdue: 'Overdue',
  payInBilling: 'Pay in Billing',
  officeUnreadNotice: 'New notice from the office',
  officeMarkRead: 'Mark as read',
};

export const HOME_WORDS_HI: typeof HOME_WORDS_EN = {
  nothingDue: 'कुछ बकाया नहीं',
  dueOverdue: 'देय तिथि निकल गई',
  payInBilling: 'बिलिंग में भुगतान करें',
  officeUnreadNotice: 'ऑफ़िस से नई सूचना',
  officeMarkRead: 'पढ़ लिया',
};
