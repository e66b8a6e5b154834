// Papers of admission (issue 24): the leave-and-licence agreement and the police verification
// form as PDFs, for staff whose scope holds the tenant (another property's tenant: 404). Tenants
// do not download them: the property drafts and prints them for signing and for the police.
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { formatName } from '@pgportal/contracts/format';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { binaryResponse } from '../http/responses';
import { objectId } from '../http/schema';
import { requireCapability, scopeOf } from '../plugins/auth';
import { paperFacts } from '../services/admission-papers/facts';
import { agreementPdf, policeFormPdf } from '../services/pdf/on-demand';
import { today } from '../services/calendar';
import { ownerOf, paperLayoutOf } from '../services/police/record';

const tags = ['Tenants'];
const params = z.object({ tenantId: objectId(MESSAGES.tenantNotFound, 'the tenant’s _id') });

/** 'Leave-and-licence-agreement-Asha-Rao.pdf', with the UTF-8 name beside it for other scripts. */
export function attachment(title: string, tenantName: string): string {
  const name = `${title} ${tenantName}`.trim();
  const ascii = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const utf8 = encodeURIComponent(name.replace(/\s+/g, '-'));
  return `attachment; filename="${ascii || 'document'}.pdf"; filename*=UTF-8''${utf8}.pdf`;
}

export const admissionPaperRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const manage = requireCapability('tenants.manage');

  app.get(
    API_ROUTES.tenantAgreement.pattern,
    {
      onRequest: manage,
      schema: {
        tags,
        params,
        response: binaryResponse('application/pdf', 'the leave-and-licence agreement'),
      },
    },
    async (request, reply) => {
      const facts = await paperFacts(deps.db, scopeOf(request), request.params.tenantId);
      const pdf = await agreementPdf(facts, today());
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          attachment('Leave and licence agreement', formatName(facts.tenant.fullName)),
        )
        .send(pdf);
    },
  );

  app.get(
    API_ROUTES.tenantPoliceVerification.pattern,
    {
      onRequest: manage,
      schema: { tags, params, response: binaryResponse('application/pdf', 'the police verification form') },
    },
    async (request, reply) => {
      const facts = await paperFacts(deps.db, scopeOf(request), request.params.tenantId);
      // In the layout of the tenant's police verification, else of the property's state (issue 45).
      const layout = await paperLayoutOf(deps.db, facts.tenant.id, facts.property);
      const owner = await ownerOf(deps.db, facts.property.id);
      const pdf = await policeFormPdf(facts, deps.uploads, today(), layout, owner);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          attachment('Police verification form', formatName(facts.tenant.fullName)),
        )
        .send(pdf);
    },
  );
};
