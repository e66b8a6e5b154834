// The sign-in, code, CSRF, host and outbox modules (the security work) still spell their messages
// out; until they read @pgportal/contracts/messages, their texts must match it.
import { MESSAGES, tooManyCodeRequestsMessage } from '@pgportal/contracts/messages';
import { CROSS_SITE } from './plugins/csrf';
import { NO_HOST, UNKNOWN_HOST } from './plugins/hosts';
import { BAD_URL } from './plugins/security';
import { OUTBOX_LOOPBACK_ONLY, OUTBOX_TO_REQUIRED } from './routes/dev';
import { INVALID_CODE } from './services/auth/otp';
import { EMAIL_INCORRECT, NOT_VERIFIED } from './services/auth/write';

describe('the message catalogue', () => {
  it('holds the texts the security modules answer with', () => {
    const spelledOut = {
      EMAIL_INCORRECT,
      NOT_VERIFIED,
      INVALID_CODE,
      CROSS_SITE,
      UNKNOWN_HOST,
      NO_HOST,
      BAD_URL,
      OUTBOX_TO_REQUIRED,
      OUTBOX_LOOPBACK_ONLY,
    };
    expect(spelledOut).toEqual({
      EMAIL_INCORRECT: MESSAGES.emailIncorrect,
      NOT_VERIFIED: MESSAGES.verifyBeforeSignIn,
      INVALID_CODE: MESSAGES.invalidCode,
      CROSS_SITE: MESSAGES.crossSite,
      UNKNOWN_HOST: MESSAGES.unknownHost,
      NO_HOST: MESSAGES.noHost,
      BAD_URL: MESSAGES.badUrl,
      OUTBOX_TO_REQUIRED: MESSAGES.outboxToRequired,
      OUTBOX_LOOPBACK_ONLY: MESSAGES.outboxLoopbackOnly,
    });
  });

  it('spells counts in words a user reads', () => {
    expect(tooManyCodeRequestsMessage(1)).toBe('Too many code requests. Try again in 1 minute.');
    expect(tooManyCodeRequestsMessage(5)).toBe('Too many code requests. Try again in 5 minutes.');
  });
});
