// Mailing a notice: in batches of NOTICE_MAIL_BATCH at a time, and one failed mail neither stops
// the others nor throws.
import type { Mail, Mailer } from '../../mail/mailer';
import type { OfficeNoticeRow } from '../../db/schema';
import { NOTICE_MAIL_BATCH, mailOfficeNotice } from './mail';

const notice = {
  id: 'n1',
  title: 'Water off Sunday',
  body: 'From 10 to 12.',
  expiresOn: '2030-01-05',
} as OfficeNoticeRow;

const recipients = Array.from({ length: 25 }, (_, index) => ({
  email: `t${index}@example.com`,
  name: `tenant ${index}`,
  language: index === 1 ? ('hi' as const) : ('en' as const),
  propertyName: 'Sunrise PG',
}));

function fakeMailer(failFor: string) {
  const sent: Mail[] = [];
  let inFlight = 0;
  let most = 0;
  const mailer: Mailer = {
    kind: 'outbox',
    close: () => undefined,
    send: async (mail) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await Promise.resolve();
      inFlight -= 1;
      if (mail.to === failFor) throw new Error('mailbox full');
      sent.push(mail);
      return { location: null };
    },
  };
  return { mailer, sent, most: () => most };
}

describe('mailOfficeNotice', () => {
  it('mails every tenant in batches, and goes on past a failed mail', async () => {
    const { mailer, sent, most } = fakeMailer('t3@example.com');
    const errors: string[] = [];
    const count = await mailOfficeNotice(
      { mailer, config: { publicUrl: 'https://pg.example' } as never, db: undefined as never },
      notice,
      recipients,
      { error: (_details, message) => errors.push(message) },
    );
    expect(count).toBe(24);
    expect(sent.map((mail) => mail.to)).not.toContain('t3@example.com');
    expect(sent).toHaveLength(24);
    expect(errors).toEqual(['Could not mail notice n1 to t3@example.com']);
    expect(most()).toBe(NOTICE_MAIL_BATCH);
    expect(sent[0]).toMatchObject({ subject: 'Notice from Sunrise PG: Water off Sunday' });
    expect(sent[0]!.text).toContain('It shows until 5 January 2030.');
    expect(sent[0]!.text).toContain('https://pg.example/tenant');
    const hindi = sent.find((mail) => mail.to === 't1@example.com')!;
    expect(hindi.subject).toBe('Sunrise PG की ओर से सूचना: Water off Sunday');
    expect(hindi.text).toContain('यह 5 जनवरी 2030 तक दिखेगी।');
  });
});
