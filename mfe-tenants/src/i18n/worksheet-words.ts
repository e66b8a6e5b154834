// The electricity worksheet's words as the tenant reads them (issue 27): the kit's
// <ElectricityWorksheet> takes them as labels (the kit holds no catalogue). Spread into the catalogue.
import type { Language } from '@pgportal/contracts/enums';
import type { Translate } from '@pgportal/runtime/i18n';
import type { WorksheetLabels } from '@pgportal/domain';

export const WORKSHEET_WORDS_EN = {
  wsPeriodSum: '{{start}} to {{end}} ({{days}} days): {{units}} units × {{rate}} =',
  wsPreviousReading: 'Previous reading',
  wsThisReading: 'This reading',
  wsReadOn: ' on {{day}}',
  wsMeterPhotoOf: 'Meter photo of {{day}}',
  wsNoPhoto: 'No photo',
  wsShares: 'Shares by days stayed',
  wsColTenant: 'Tenant',
  wsColDays: 'Days stayed',
  wsColShare: 'Share',
  wsColStatus: 'Status',
  wsStatusBILLED: 'Invoiced',
  wsStatusPENDING: 'Pending',
  wsStatusNONE: 'No charge',
  wsAnotherTenant: 'another tenant',
  wsNobodyStayed: 'Nobody stayed in the room in this period',
  wsUnbilled: 'Nobody stayed: {{amount}} is recorded as unbilled and stays with the property.',
  wsDownload: 'Download worksheet',
};

export type WorksheetWord = keyof typeof WORKSHEET_WORDS_EN;

export const WORKSHEET_WORDS_HI: Record<WorksheetWord, string> = {
  wsPeriodSum: '{{start}} से {{end}} ({{days}} दिन): {{units}} यूनिट × {{rate}} =',
  wsPreviousReading: 'पिछली रीडिंग',
  wsThisReading: 'इस बार की रीडिंग',
  wsReadOn: ', {{day}} को',
  wsMeterPhotoOf: '{{day}} की मीटर फ़ोटो',
  wsNoPhoto: 'कोई फ़ोटो नहीं',
  wsShares: 'रहने के दिनों के हिसाब से हिस्से',
  wsColTenant: 'किरायेदार',
  wsColDays: 'रहने के दिन',
  wsColShare: 'हिस्सा',
  wsColStatus: 'स्थिति',
  wsStatusBILLED: 'बिल में जुड़ गया',
  wsStatusPENDING: 'बाकी',
  wsStatusNONE: 'कोई शुल्क नहीं',
  wsAnotherTenant: 'दूसरे किरायेदार',
  wsNobodyStayed: 'इस अवधि में कमरे में कोई नहीं रहा',
  wsUnbilled: 'कोई नहीं रहा: {{amount}} बिना बिल के दर्ज है और प्रॉपर्टी के खाते में रहता है।',
  wsDownload: 'वर्कशीट डाउनलोड करें',
};

/** The worksheet's labels in the tenant's language, numbers and dates in hi-IN in Hindi. */
export function worksheetLabelsOf(
  t: Translate<WorksheetWord>,
  language: Language,
  formats: { money: (rupees: number) => string; day: (value: string) => string },
): WorksheetLabels {
  return {
    ...formats,
    count: language === 'en' ? String : (value) => new Intl.NumberFormat('hi-IN').format(value),
    periodSum: (values) => t('wsPeriodSum', values),
    previousReading: t('wsPreviousReading'),
    thisReading: t('wsThisReading'),
    readOn: (day) => t('wsReadOn', { day }),
    meterPhotoOf: (day) => t('wsMeterPhotoOf', { day }),
    noPhoto: t('wsNoPhoto'),
    shares: t('wsShares'),
    colTenant: t('wsColTenant'),
    colDays: t('wsColDays'),
    colShare: t('wsColShare'),
    colStatus: t('wsColStatus'),
    statusBILLED: t('wsStatusBILLED'),
    statusPENDING: t('wsStatusPENDING'),
    statusNONE: t('wsStatusNONE'),
    anotherTenant: t('wsAnotherTenant'),
    nobodyStayed: t('wsNobodyStayed'),
    unbilled: (amount) => t('wsUnbilled', { amount }),
    download: t('wsDownload'),
  };
}
