import { API_BASE } from '@pgportal/contracts/api';
import { API, withQuery } from '@pgportal/contracts/api-paths';
import { PATHS } from '@pgportal/contracts/paths';
import { expect, type APIRequestContext, type Page, type Response } from '@playwright/test';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The newest mail to `to` written after `since`, from the server's development outbox. */
export async function waitForMail(request: APIRequestContext, to: string, since: Date, subject: RegExp) {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${API_BASE}${withQuery(API.devOutbox, { to })}`);
        const body = (await response.json()) as { data: OutboxMail[] };
        found = body.data.find((mail) => new Date(mail.createdAt) >= since && subject.test(mail.subject));
        return Boolean(found);
      },
      { message: `a mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found as OutboxMail;
}

export async function readSignInCode(request: APIRequestContext, email: string, since: Date) {
  // The code mail is in the tenant's language: "sign-in code" or "साइन-इन कोड".
  const mail = await waitForMail(request, email, since, /code|कोड/i);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code, 'the sign-in mail carries a 6-digit code').toBeTruthy();
  return code as string;
}

const CODE_REQUEST_OF = { staff: `${API_BASE}${API.auth.login}`, tenant: `${API_BASE}${API.tenant.login}` };
const isCodeRequest = (response: Response) =>
  response.request().method() === 'POST' &&
  Object.values(CODE_REQUEST_OF).includes(new URL(response.url()).pathname);

let signIns = 0;

/**
 * A loopback address of its own for each sign-in (the e2e server trusts one proxy hop): the whole
 * suite signing in from one address would reach the limit on code requests a real address has
 * (30 in 10 minutes).
 */
function nextAddress() {
  signIns += 1;
  return `127.0.${Math.floor(signIns / 250)}.${(signIns % 250) + 2}`;
}

/**
 * Signs in through the sign-in screen that is open on `page`, reading the code from the outbox.
 * With `kind`, the code must be asked of that kind's route: an unknown e-mail is answered like a
 * known one but gets no mail, so the wrong screen would show only as a mail never seen.
 */
export async function completeSignIn(page: Page, email: string, kind?: keyof typeof CODE_REQUEST_OF) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': nextAddress() });
  const since = new Date(Date.now() - 1000);
  await page.getByLabel('Email').fill(email);
  // Its answer, so that a refused or missing code request fails here, saying so, not as a mail never seen.
  const answered = page.waitForResponse(isCodeRequest, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const answer = await answered;
  const askedAt = new URL(answer.url()).pathname;
  if (kind) expect(askedAt, `the ${kind} sign-in screen asks for the code`).toBe(CODE_REQUEST_OF[kind]);
  expect(answer.ok(), `${askedAt} answered ${answer.status()}: ${await answer.text()}`).toBe(true);
  const code = await readSignInCode(page.request, email, since);
  await page.getByLabel('OTP').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

const CODE_CHECK_OF = {
  staff: `${API_BASE}${API.auth.verifyOtp}`,
  tenant: `${API_BASE}${API.tenant.verifyAuthOtp}`,
};

/**
 * Signs a browser context in through the API, as the sign-in screen would (code mailed, read from
 * the outbox, checked): for journeys that start signed in, where the screen itself is not the
 * subject. `request` is the context's (context.request), so the session cookie becomes its own.
 */
export async function signInThroughApi(
  request: APIRequestContext,
  origin: string,
  email: string,
  kind: keyof typeof CODE_REQUEST_OF,
) {
  const headers = { origin, 'x-forwarded-for': nextAddress() };
  const since = new Date(Date.now() - 1000);
  const asked = await request.post(CODE_REQUEST_OF[kind], { data: { email }, headers });
  expect(asked.ok(), `the code request answered ${asked.status()}: ${await asked.text()}`).toBe(true);
  const otp = await readSignInCode(request, email, since);
  const checked = await request.post(CODE_CHECK_OF[kind], { data: { email, otp }, headers });
  expect(checked.ok(), `the code check answered ${checked.status()}: ${await checked.text()}`).toBe(true);
}

export async function signInAsStaff(page: Page, email: string) {
  await page.goto('/login');
  await completeSignIn(page, email, 'staff');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
}

export async function signInAsTenant(page: Page, email: string) {
  await page.goto(PATHS.tenantLogin);
  await completeSignIn(page, email, 'tenant');
  await expect(page).toHaveURL(/\/tenant\/dashboard$/);
  await acceptPrivacyNotice(page);
}

/**
 * A tenant who has not agreed to the current privacy notice reads it first (issue 45): agree, as
 * the journeys are about what comes after. The server says whether it will be asked.
 */
export async function acceptPrivacyNotice(page: Page) {
  const status = await page.request.get(`${API_BASE}${API.tenant.myPrivacyConsent}`);
  if (!status.ok() || ((await status.json()) as { data: { accepted: boolean } }).data.accepted) return;
  const notice = page.getByRole('dialog', { name: /^(Privacy notice|गोपनीयता सूचना)$/ });
  await notice.getByRole('button', { name: /^(I agree|मैं सहमत हूँ)$/ }).click();
  await expect(notice).toBeHidden();
}
