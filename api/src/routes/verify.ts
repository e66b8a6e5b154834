// Verifiable papers (issue 44, docs/verify.md): public, no sign-in. GET /verify/keys publishes
// every public key; GET /verify/{token} says what a paper's token is: GENUINE, CANCELLED or
// NOT_ISSUED. Amounts in rupees, as every answer of the API. Read from the database each time.
// Both count against the per-address limit of the verify page (plugins/verify-limit.ts).
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../http/reply';
import { okResponse } from '../http/responses';
import { limitVerifyChecks } from '../plugins/verify-limit';
import { toRupees } from '../services/money';
import { publicKeys } from '../services/verify/keys';
import { verifyToken, type Verification } from '../services/verify/papers';
import { PAPER_KINDS } from '../services/verify/tokens';

const tags = ['Verify'];

const verificationSchema = z.object({
  status: z.enum(['GENUINE', 'CANCELLED', 'NOT_ISSUED']),
  kind: z.enum(PAPER_KINDS).optional(),
  number: z.string().optional(),
  property: z.string().optional(),
  amount: z.number().optional().describe('rupees'),
  period: z.string().optional().describe('YYYY-MM-DD to YYYY-MM-DD'),
  issuedOn: z.string().optional(),
  tenant: z.string().optional().describe("the tenant's name, each word masked after its first letter"),
  cancelledOn: z.string().optional(),
  cancelReason: z.string().optional(),
});

const keysSchema = z.object({
  keys: z.array(
    z.object({
      keyId: z.string(),
      algorithm: z.literal('Ed25519'),
      publicKeyPem: z.string(),
      createdAt: z.string(),
      retiredAt: z.string().nullable(),
    }),
  ),
});

/** The JSON answer: money in rupees; nothing but the status for a paper not issued here. */
export function verificationAnswer(verification: Verification): z.infer<typeof verificationSchema> {
  if (verification.status === 'NOT_ISSUED') return { status: 'NOT_ISSUED' };
  const { amountPaise, ...rest } = verification;
  return { ...rest, amount: toRupees(amountPaise) };
}

export const verifyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    API_ROUTES.verifyKeys.pattern,
    { onRequest: limitVerifyChecks, schema: { tags, response: okResponse(keysSchema) } },
    async () => ok(MESSAGES.verifyKeysFetched, { keys: await publicKeys(deps.db) }),
  );

  app.get(
    API_ROUTES.verifyToken.pattern,
    {
      onRequest: limitVerifyChecks,
      schema: {
        tags,
        params: z.object({ token: z.string().max(400) }),
        response: okResponse(verificationSchema),
      },
    },
    async (request) =>
      ok(MESSAGES.paperVerified, verificationAnswer(await verifyToken(deps.db, request.params.token))),
  );
};
