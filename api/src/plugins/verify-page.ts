// The public verify page (issue 44): /verify/<token>, the URL a paper's QR code holds. Rendered
// here as plain HTML, no script and no sign-in, readable on a phone: 'Genuine' with the paper's
// essentials, 'Cancelled on <day>: <reason>' for a reversed payment's receipt (or a worksheet
// whose reading was corrected), or 'Not issued by this portal'. Served by the API server itself,
// so `npm start`, the e2e server and the cluster (nginx passes every path to the API servers) all
// answer it. Read from the database each time.
import type { FastifyInstance } from 'fastify';
import { formatPaise } from '../services/money';
import { pdfDay } from '../services/pdf/labels';
import { verifyToken, type Verification } from '../services/verify/papers';
import { takeVerifyCheck, verifyLimitMessage } from './verify-limit';

const KIND_NAMES = {
  RECEIPT: 'Payment receipt',
  HRA_RECEIPT: 'Rent receipt (HRA)',
  INVOICE: 'Invoice',
  EXIT_STATEMENT: 'Exit statement',
  CREDIT_NOTE: 'GST credit note',
  DEBIT_NOTE: 'GST debit note',
  ELECTRICITY_WORKSHEET: 'Electricity worksheet',
} as const;

/** Days as the papers print them ('1 Apr 2026'), where the JSON answer has 2026-04-01. */
const asPrinted = (text: string) => text.replace(/\b\d{4}-\d{2}-\d{2}\b/g, (day) => pdfDay('en', day));

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif;
    background: #f6f7fb; color: #0f172a; line-height: 1.5; }
  main { max-width: 32rem; margin: 0 auto; padding: 1.5rem 1rem; }
  .brand { color: #4338ca; font-weight: 700; font-size: 1.1rem; margin: 0 0 1rem; }
  .card { background: #fff; border: 1px solid #e2e8f0; border-radius: 12px; padding: 1.25rem; }
  h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
  .genuine h1 { color: #15803d; }
  .cancelled h1, .not-issued h1 { color: #b91c1c; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .4rem 1rem; margin: 1rem 0 0; }
  dt { color: #475569; } dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  p.note { color: #475569; font-size: .9rem; margin-top: 1.25rem; }
  a { color: #4338ca; }
`;

type PageBody = { title: string; html: string };

/** The page for an address that has used its checks: what happened and when to try again. */
const limited = (seconds: number): PageBody => ({
  title: 'Too many checks',
  html: `<section class="card not-issued" aria-labelledby="result">
  <h1 id="result">Too many checks</h1>
  <p>${escape(verifyLimitMessage(seconds))} The paper was not checked yet: scan its code or open this address again then.</p>
</section>`,
});

function body(verification: Verification): PageBody {
  if (verification.status === 'NOT_ISSUED') {
    return {
      title: 'Not issued by this portal',
      html: `<section class="card not-issued" aria-labelledby="result">
  <h1 id="result">Not issued by this portal</h1>
  <p>This code was not signed by this portal, was changed after it was printed, or names a paper the portal does not hold. Do not rely on the paper.</p>
</section>`,
    };
  }
  const cancelled = verification.status === 'CANCELLED';
  const title = cancelled
    ? `Cancelled on ${asPrinted(verification.cancelledOn ?? '')}: ${verification.cancelReason || 'no reason given'}`
    : 'Genuine';
  const rows: Array<[string, string]> = [
    ['Paper', KIND_NAMES[verification.kind]],
    ['Number', verification.number],
    ['Property', verification.property],
    ['Amount', formatPaise(verification.amountPaise)],
    ['Period', asPrinted(verification.period)],
    ['Date', asPrinted(verification.issuedOn)],
    // a worksheet names its room and everyone who shared it
    [verification.kind === 'ELECTRICITY_WORKSHEET' ? 'Tenants' : 'Tenant', verification.tenant],
  ];
  return {
    title,
    html: `<section class="card ${cancelled ? 'cancelled' : 'genuine'}" aria-labelledby="result">
  <h1 id="result">${escape(title)}</h1>
  <p>${cancelled ? 'This paper was issued by this portal, but it no longer counts.' : 'This paper was issued by this portal. Check that it shows the same details.'}</p>
  <dl>${rows.map(([label, value]) => `<dt>${label}</dt><dd>${escape(value)}</dd>`).join('')}</dl>
</section>`,
  };
}

export function renderVerifyPage(verification: Verification | { limitedFor: number }): string {
  const { title, html } =
    'limitedFor' in verification ? limited(verification.limitedFor) : body(verification);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} · PG Portal</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <p class="brand">PG Portal · Paper check</p>
  ${html}
  <p class="note">The check reads the portal's records now. Anyone can check a token offline with the portal's public keys: <a href="/api/v1/verify/keys">public keys</a>.</p>
</main>
</body>
</html>`;
}

export function registerVerifyPage(app: FastifyInstance) {
  app.get<{ Params: { token: string } }>('/verify/:token', async (request, reply) => {
    const seconds = await takeVerifyCheck(request);
    if (seconds !== null) {
      return reply
        .code(429)
        .header('retry-after', String(seconds))
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderVerifyPage({ limitedFor: seconds }));
    }
    const verification = await verifyToken(app.deps.db, request.params.token.slice(0, 400));
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderVerifyPage(verification));
  });
}
