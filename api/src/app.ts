// The Fastify app: external plugins, then the app's own plugins, then routes.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Deps } from './deps';
import { named } from './http/plugin-name';
import { registerAnswerLanguage } from './http/language';
import { registerResponseSchemas } from './http/responses';
import { validatorCompiler } from './http/schema';
import { createMailer, type Mailer } from './mail/mailer';
import { registerAuth } from './plugins/auth';
import { registerCsrf } from './plugins/csrf';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/errors';
import { clientErrorHandler, registerFrameworkErrors } from './plugins/framework-errors';
import { registerFrontEnd } from './plugins/front-end';
import { registerHostCheck } from './plugins/hosts';
import { registerIdempotency } from './plugins/idempotency';
import { registerUploadLimits } from './plugins/upload-limits';
import { loggerOptions } from './plugins/logging';
import { frameworkError, genReqId, registerSecurity } from './plugins/security';
import { authRoutes } from './routes/auth';
import { bedRoutes } from './routes/beds';
import { complaintRoutes } from './routes/complaints';
import { devRoutes, outboxDir } from './routes/dev';
import { healthRoutes } from './routes/health';
import { propertyRoutes } from './routes/properties';
import { roomRoutes } from './routes/rooms';
import { paymentClaimRoutes } from './routes/payment-claims';
import { paymentRoutes } from './routes/payments';
import { statementRoutes } from './routes/statements';
import { tenantProfileRoutes } from './routes/tenant-profile';
import { aadhaarQrRoutes } from './routes/aadhaar-qr';
import { privacyRoutes } from './routes/privacy';
import { form3Routes } from './routes/form3';
import { policeRoutes } from './routes/police';
import { sessionRoutes } from './routes/session';
import { statsRoutes } from './routes/stats';
import { tenantAuthRoutes } from './routes/tenant-auth';
import { tenantRoutes } from './routes/tenants';
import { moveRoutes } from './routes/moves';
import { admissionPaperRoutes } from './routes/admission-papers';
import { chargeRoutes } from './routes/charges';
import { lateFeeRoutes } from './routes/late-fees';
import { noticeRoutes } from './routes/notices';
import { officeNoticeRoutes } from './routes/office-notices';
import { duesRoutes } from './routes/dues';
import { mealRoutes } from './routes/meals';
import { reportRoutes } from './routes/reports';
import { electricityRoutes } from './routes/electricity';
import { expenseRoutes } from './routes/expenses';
import { exportRoutes } from './routes/exports';
import { occupancyRoutes } from './routes/occupancy';
import { overviewRoutes } from './routes/overview';
import { exitRoutes } from './routes/exits';
import { userRoutes } from './routes/users';
import { auditRoutes } from './routes/audit';
import { waitingRoutes } from './routes/waiting';
import { rentReceiptRoutes } from './routes/rent-receipts';
import { verifyRoutes } from './routes/verify';
import { registerVerifyPage } from './plugins/verify-page';
import { createUploads } from './services/files/uploads';
import { createFileStores } from './storage/stores';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** defaults to SMTP or the outbox, as the config says */
  mailer?: Mailer;
  /** Runs after the routes are registered, before ready (tests add routes here). */
  configure?: (app: FastifyInstance) => void | Promise<void>;
  /** where log lines go (tests); defaults to stdout */
  logDestination?: { write: (line: string) => void };
}

/** The API's route plugins, registered in this order under /api/v1 (devRoutes too, outside production). */
const API_ROUTES = [
  healthRoutes,
  authRoutes,
  sessionRoutes,
  tenantAuthRoutes,
  tenantRoutes,
  userRoutes,
  propertyRoutes,
  roomRoutes,
  bedRoutes,
  paymentRoutes,
  paymentClaimRoutes,
  statementRoutes,
  tenantProfileRoutes,
  aadhaarQrRoutes,
  privacyRoutes,
  form3Routes,
  policeRoutes,
  statsRoutes,
  complaintRoutes,
  moveRoutes,
  exitRoutes,
  admissionPaperRoutes,
  chargeRoutes,
  auditRoutes,
  lateFeeRoutes,
  noticeRoutes,
  duesRoutes,
  mealRoutes,
  reportRoutes,
  electricityRoutes,
  officeNoticeRoutes,
  expenseRoutes,
  exportRoutes,
  occupancyRoutes,
  overviewRoutes,
  waitingRoutes,
  rentReceiptRoutes,
  verifyRoutes,
];

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const fileStores = await createFileStores(config);
  // Uploads stream here first: under DATA_DIR, so moving a file into place is a rename.
  const uploadTempDir = join(config.dataDir, 'upload-temp');
  mkdirSync(uploadTempDir, { recursive: true });
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      outboxDir: outboxDir(config.dataDir),
    });

  const { trustProxy } = config;
  const app = Fastify({
    ...loggerOptions(config, { destination: options.logDestination }),
    genReqId,
    // A hop count trusts that many proxies in front of the server: X-Forwarded-For is read from the
    // right, so a client cannot choose its address by writing the left-most entry.
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // A URL with bad percent-encoding gets the API's envelope, not Fastify's own body.
    frameworkErrors: frameworkError,
    // Headers too large and other bytes Node's parser refuses, and the answer while closing: the envelope too.
    clientErrorHandler,
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // A verify token (issue 44) is about 120 characters: longer than the router's default 100.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 400 },
  });
  app.decorate('deps', {
    config,
    database,
    db: database.db,
    mailer,
    uploads: createUploads({
      publicFiles: fileStores.publicFiles,
      privateFiles: fileStores.privateFiles,
      tempDir: uploadTempDir,
    }),
  });
  // Route schemas are zod schemas (http/schema.ts).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerResponseSchemas(app);

  // External plugins.
  registerSecurity(app, config);
  registerHostCheck(app, config);
  registerUploadLimits(app);
  await app.register(cookie);
  await app.register(multipart);
  if (!config.isProduction) await registerDocs(app);

  // The app's own plugins.
  registerErrorHandler(app);
  registerFrameworkErrors(app);
  registerCsrf(app, config);
  registerAuth(app);
  registerAnswerLanguage(app);
  registerIdempotency(app);

  // Routes.
  await app.register(
    named(async (api: FastifyInstance) => {
      // API answers over 1 KB are compressed per request (br or gzip, by Accept-Encoding); built
      // front-end files are not: the build compressed them (see plugins/front-end.ts). Request
      // bodies are read as before (no decompression of uploads).
      await api.register(compress, {
        threshold: 1024,
        encodings: ['br', 'gzip'],
        globalDecompression: false,
      });
      for (const routes of API_ROUTES) await api.register(named(routes));
      if (!config.isProduction) await api.register(named(devRoutes));
    }, 'api'),
    { prefix: '/api/v1' },
  );
  registerVerifyPage(app);
  await registerFrontEnd(app, config, fileStores.publicFilesFolder);
  await options.configure?.(app);

  app.addHook('onClose', async () => mailer.close());
  await app.ready();
  return app;
}
