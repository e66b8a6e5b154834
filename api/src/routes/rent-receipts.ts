// HRA rent receipts (issue 44): a tenant's rent paid in a month or a financial year, as a PDF in
// the reader's language, with the verify QR code. Staff whose scope holds the tenant's property
// and the tenant themself; anyone else 404. The verify URL also goes out in X-Verify-Url.
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import { rentReceiptQuerySchema } from '@pgportal/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageOf } from '../http/language';
import { binaryResponse } from '../http/responses';
import { objectId } from '../http/schema';
import { requireSignedIn, scopeOf } from '../plugins/auth';
import { rentReceiptPdf } from '../services/pdf/on-demand';
import { findRentReceipt, type ReceiptPeriod } from '../services/rent-receipts/receipt';
import { signPaper, verifyUrl } from '../services/verify/tokens';

const tags = ['Invoices and payments'];
const params = z.object({ tenantId: objectId(MESSAGES.tenantNotFound, 'the tenant’s _id') });

export const rentReceiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    API_ROUTES.tenantRentReceipt.pattern,
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        params,
        querystring: rentReceiptQuerySchema,
        response: binaryResponse('application/pdf', 'the HRA rent receipt as a PDF'),
      },
    },
    async (request, reply) => {
      const { month, financialYear } = request.query;
      const period: ReceiptPeriod = month
        ? { year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) }
        : { year: financialYear!, month: 0 };
      const receipt = await findRentReceipt(deps.db, scopeOf(request), request.params.tenantId, period, {
        tenantNotFound: MESSAGES.tenantNotFound,
        nothingPaid: MESSAGES.rentReceiptNothingPaid,
      });
      const token = await signPaper(deps.db, { kind: 'HRA_RECEIPT', id: receipt.tenantId, period });
      const url = verifyUrl(deps.config.publicUrl, token);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${receipt.number}.pdf"`)
        .header('x-verify-url', url)
        .send(await rentReceiptPdf(receipt, url, languageOf(request)));
    },
  );
};
