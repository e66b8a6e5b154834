// The tenant's own Profile (issue 22): PUT /tenant/profile changes their phone number and photo.
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { tenantAnswerSchema } from '@pgportal/contracts/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@pgportal/contracts/messages';
import { ownProfileSchema } from '@pgportal/contracts/schemas';
import { fileOf, withForm } from '../http/multipart';
import { ok } from '../http/reply';
import { okResponse } from '../http/responses';
import { formBody } from '../http/schema';
import { parseBody } from '../http/validate';
import { requireCapability, scopeOf } from '../plugins/auth';
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
};
