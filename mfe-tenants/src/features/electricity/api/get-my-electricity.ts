import { API } from '@pgportal/contracts/api-paths';
import { API_BASE } from '@pgportal/contracts/api';
import type { ElectricityWorksheetAnswer, MyElectricityShareAnswer } from '@pgportal/contracts/responses';
import { useApiQuery } from '@pgportal/ui/data';

/** GET /tenant/my-electricity: the signed-in tenant's electricity shares, newest period first. */
export const useMyElectricity = () => useApiQuery<MyElectricityShareAnswer[]>(API.tenant.myElectricity);

/** GET /tenant/my-electricity/{readingId}: the worksheet of a period the tenant shares. */
export const useMyElectricityWorksheet = (readingId: string | null) =>
  useApiQuery<ElectricityWorksheetAnswer>(readingId ? API.tenant.myElectricityWorksheet(readingId) : null);

/** GET /tenant/my-electricity/{readingId}/pdf: that worksheet as a PDF with its verify QR code. */
export const myWorksheetPdfUrl = (readingId: string) =>
  `${API_BASE}${API.tenant.myElectricityWorksheetPdf(readingId)}`;
