import { loginSchema, verifyOtpSchema } from './auth';
import { emailProblem, normaliseEmail, otpProblem } from './sign-in-rules';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? 'no message');

const EMAILS = [
  '',
  '   ',
  'a@b.co',
  ' Admin@Example.com ',
  'first.last+tag@sub.example.in',
  "o'brien@example.ie",
  'no-at-sign',
  'two@@example.com',
  '.dot@example.com',
  'dot.@example.com',
  'a..b@example.com',
  'user@-example.com',
  'user@example',
  'user@example.c',
  'user@exa_mple.com',
  'user name@example.com',
  'user@例え.jp',
  `${'a'.repeat(243)}@example.com`,
  `${'a'.repeat(244)}@example.com`,
];
const CODES = ['', '  ', '123456', ' 654321 ', '12345', '1234567', '12a456', '١٢٣٤٥٦', '12 456'];

describe('the sign-in form rules', () => {
  it.each(EMAILS)('judge the e-mail %j as loginSchema does, with its message and output', (email) => {
    const result = loginSchema.safeParse({ email });
    expect(emailProblem(email)).toBe(firstMessage(result));
    if (result.success) expect(normaliseEmail(email)).toBe(result.data.email);
  });

  it.each(CODES)('judge the code %j as verifyOtpSchema does, with its message', (otp) => {
    const result = verifyOtpSchema.shape.otp.safeParse(otp);
    expect(otpProblem(otp)).toBe(firstMessage(result));
  });
});
