// The sign-in, code and CSRF services still spell their messages out (they are being reworked
// elsewhere); until they read @pgportal/contracts/messages, their texts must match it.
import { MESSAGES, tooManyCodeRequestsMessage, wrongCodeMessage } from '@pgportal/contracts/messages';
import { CROSS_SITE } from './plugins/csrf';
import { CODE_EXPIRED, CODE_USED, CODE_VOIDED, NO_CODE } from './services/otp';
import { EMAIL_INCORRECT, NOT_VERIFIED } from './services/sign-in';

describe('the message catalogue', () => {
  it('holds the texts the sign-in services answer with', () => {
    expect({
      EMAIL_INCORRECT,
      NOT_VERIFIED,
      NO_CODE,
      CODE_USED,
      CODE_EXPIRED,
      CODE_VOIDED,
      CROSS_SITE,
    }).toEqual({
      EMAIL_INCORRECT: MESSAGES.emailIncorrect,
      NOT_VERIFIED: MESSAGES.verifyBeforeSignIn,
      NO_CODE: MESSAGES.noCodePending,
      CODE_USED: MESSAGES.codeUsed,
      CODE_EXPIRED: MESSAGES.codeExpired,
      CODE_VOIDED: MESSAGES.codeVoided,
      CROSS_SITE: MESSAGES.crossSite,
    });
  });

  it('spells counts in words a user reads', () => {
    expect([wrongCodeMessage(2), wrongCodeMessage(1), wrongCodeMessage(0)]).toEqual([
      'Invalid OTP. 2 attempts left.',
      'Invalid OTP. 1 attempt left.',
      'Invalid OTP. No attempts left. Please request a new one.',
    ]);
    expect(tooManyCodeRequestsMessage(1)).toBe('Too many code requests. Try again in 1 minute.');
  });
});
