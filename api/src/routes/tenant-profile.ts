// The tenant's own Profile (issue 22): PUT /tenant/profile changes their phone number and photo;
// PUT /tenant/my-language their language for screens, mails and PDFs (issue 27).
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { tenantAnswerSchema } from '@pgportal/contracts/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@pgportal/contracts/messages';
import { LANGUAGES } from '@pgportal/contracts/enums';
import { ownProfileSchema, tenantLanguageSchema } from '@pgportal/contracts/schemas';
import { z } from 'zod';
import { fileOf, withForm } from '../http/multipart';
import { ok } from '../http/reply';
import { okResponse } from '../http/responses';
import { formBody } from '../http/schema';
import { parseBody } from '../http/validate';
import { requireCapability, scopeOf } from '../plugins/auth';
import { setTenantLanguage } from '../services/tenants/language';
import { updateOwnProfile } from '../services/tenants/profile';

const PHOTO = { profilePhoto: 'Profile photo: JPEG, PNG or WebP, up to 5 MB' };

export const tenantProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    API_ROUTES.tenantProfileUpdate.pattern,
    {
      onRequest: requireCapability('profile.updateOwn'),
      schema: {
        tags: ['Tenants'],
        body: formBody(ownProfileSchema, PHOTO),
        response: okResponse(tenantAnswerSchema),
      },
    },
    async (request) => {
      const tenant = await withForm(request, { kind: 'profilePhoto', maxFiles: 1 }, (form) =>
        updateOwnProfile(
          app.deps,
          scopeOf(request),
          parseBody(ownProfileSchema, form.fields),
          fileOf(form, 'profilePhoto'),
        ),
      );
      return ok(MESSAGES.profileUpdated, tenant);
    },
  );

  app.put(
    API_ROUTES.tenantLanguage.pattern,
    {
      onRequest: requireCapability('language.setOwn'),
      schema: {
        tags: ['Tenants'],
        body: tenantLanguageSchema,
        response: okResponse(z.object({ language: z.enum(LANGUAGES) })),
      },
    },
    async (request) => {
      const language = await setTenantLanguage(app.deps.db, scopeOf(request).actorId, request.body.language);
      // The answer is in the language just chosen.
      request.answerLanguage = language;
      return ok(MESSAGES.languageSaved, { language });
    },
  );
};
