import type { Language } from '@pgportal/contracts/enums';
import type { MyElectricityShareAnswer } from '@pgportal/contracts/responses';
import type { Translate } from '@pgportal/runtime/i18n';
import { ElectricityWorksheet } from '@pgportal/domain';
import { Button, DataTable, type DataTableColumn, LoadingBlock, Modal } from '@pgportal/ui';
import { useMemo, useState } from 'react';
import { myWorksheetPdfUrl, useMyElectricity, useMyElectricityWorksheet } from '../api/get-my-electricity';
import { formatDay, formatMoney, useT, type TenantsKey } from '../../../i18n/catalogue';
import { worksheetLabelsOf } from '../../../i18n/worksheet-words';

function columns(
  t: Translate<TenantsKey>,
  language: Language,
  onWorksheet: (share: MyElectricityShareAnswer) => void,
): DataTableColumn<MyElectricityShareAnswer>[] {
  const periodText = (share: MyElectricityShareAnswer) =>
    t('periodText', { start: formatDay(share.periodStart, language), end: formatDay(share.periodEnd, language) });
  return [
    { key: 'period', header: t('colPeriod'), render: periodText },
    { key: 'roomNumber', header: t('colRoom') },
    { key: 'days', header: t('colYourDays'), align: 'end' },
    { key: 'share', header: t('colYourShare'), align: 'end', render: ({ share }) => formatMoney(share, language) },
    {
      key: 'status',
      header: t('colStatus'),
      render: ({ status }) => t(status === 'BILLED' || status === 'PENDING' ? `share${status}` : 'shareNONE'),
    },
    {
      key: 'worksheet',
      header: t('worksheet'),
      hideHeader: true,
      align: 'end',
      render: (share) => (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onWorksheet(share)}
          aria-label={t('worksheetOf', { period: periodText(share) })}
        >
          {t('worksheet')}
        </Button>
      ),
    },
  ];
}

/**
 * The tenant's electricity on Billing (issue 25): each period's share and days behind the
 * ELECTRICITY lines, and its worksheet (the readings and photos, the rate, the others' days as
 * 'another tenant'), which downloads as a PDF with its verify QR code (issue 44).
 */
export function MyElectricity() {
  const { data, isLoading } = useMyElectricity();
  const [open, setOpen] = useState<string | null>(null);
  const worksheet = useMyElectricityWorksheet(open);
  const { t, language } = useT();
  const worksheetLabels = useMemo(
    () =>
      worksheetLabelsOf(t, language, {
        money: (rupees) => formatMoney(rupees, language),
        day: (value) => formatDay(value, language),
      }),
    [t, language],
  );
  if (!isLoading && !data?.length) return null;
  return (
    <section aria-labelledby="my-electricity-heading">
      <h3 id="my-electricity-heading">{t('electricity')}</h3>
      <DataTable
        label={t('electricityShares')}
        columns={columns(t, language, (share) => setOpen(share.readingId))}
        rows={data}
        getRowId={(share) => share.readingId}
        loading={isLoading}
      />
      <Modal
        open={!!open}
        onOpenChange={(next) => !next && setOpen(null)}
        title={t('electricityWorksheet')}
        size="lg"
      >
        {worksheet.data ? (
          <ElectricityWorksheet
            sheet={worksheet.data}
            labels={worksheetLabels}
            downloadUrl={myWorksheetPdfUrl(worksheet.data.readingId)}
          />
        ) : (
          <LoadingBlock label={t('loadingWorksheet')} />
        )}
      </Modal>
    </section>
  );
}
