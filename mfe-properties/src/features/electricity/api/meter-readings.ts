import { API } from '@pgportal/contracts/api-paths';
import { API_BASE, request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { ElectricityWorksheetAnswer, MeterReadingAnswer } from '@pgportal/contracts/responses';
import { useApiMutation, useApiQuery } from '@pgportal/ui/data';

/** GET /room/{roomId}/meter-readings: newest first. */
export const useMeterReadings = (roomId: string) =>
  useApiQuery<MeterReadingAnswer[]>(API.room.meterReadings(roomId));

/** GET /room/{roomId}/electricity/{readingId}: the worksheet of the period a reading closes. */
export const useElectricityWorksheet = (roomId: string, readingId: string | null) =>
  useApiQuery<ElectricityWorksheetAnswer>(
    readingId ? API.room.electricityWorksheet(roomId, readingId) : null,
  );

/** GET /room/{roomId}/electricity/{readingId}/pdf: that worksheet as a PDF with its verify QR code. */
export const worksheetPdfUrl = (roomId: string, readingId: string) =>
  `${API_BASE}${API.room.electricityWorksheetPdf(roomId, readingId)}`;

export interface MeterReadingFields {
  roomId: string;
  /** set: corrects this reading (the latest) instead of recording a new one */
  readingId?: string;
  readingDate: string;
  reading: string;
  photo?: File;
}

function readingForm({ readingDate, reading, photo }: MeterReadingFields): FormData {
  const body = new FormData();
  body.append('readingDate', readingDate);
  body.append('reading', reading);
  if (photo) body.append('photo', photo);
  return body;
}

/** POST a new reading, or PUT the correction of the latest one (multipart: readingDate, reading, photo). */
export const useSaveMeterReading = (correcting: boolean) =>
  useApiMutation({
    request: (fields: MeterReadingFields) =>
      fields.readingId
        ? request<MeterReadingAnswer[]>(API.room.meterReading(fields.roomId, fields.readingId), {
            method: 'PUT',
            body: readingForm(fields),
          })
        : request<MeterReadingAnswer[]>(API.room.meterReadings(fields.roomId), {
            method: 'POST',
            body: readingForm(fields),
          }),
    successMessage: correcting ? MESSAGES.meterReadingCorrected : MESSAGES.meterReadingAdded,
    // the tenants' pending charges change with the readings
    revalidates: [API.room.prefix, API.tenant.prefix],
  });
