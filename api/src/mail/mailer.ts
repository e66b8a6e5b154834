// Mail: SMTP when SMTP_URL is set; otherwise every mail is written to DATA_DIR/outbox as JSON.
import type { Transporter } from 'nodemailer';
import { writeOutboxMail } from './outbox';

/** A file sent with a mail, e.g. a receipt's PDF. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  /** Sends a mail; `location` is the outbox file it was written to (null over SMTP). */
  send: (mail: Mail) => Promise<{ location: string | null }>;
  close: () => void;
}

export function createMailer(options: {
  smtpUrl: string | null;
  mailFrom: string;
  outboxDir: string;
}): Mailer {
  if (!options.smtpUrl) {
    return {
      kind: 'outbox',
      // a mail to nobody (a tenant admitted without an e-mail, issue 42) is not sent
      send: async (mail) => ({ location: mail.to ? await writeOutboxMail(options.outboxDir, mail) : null }),
      close: () => undefined,
    };
  }
  const smtpUrl = options.smtpUrl;
  // nodemailer loads on the first mail: a server without SMTP never needs it.
  let transport: Transporter | undefined;
  return {
    kind: 'smtp',
    send: async (mail) => {
      if (!mail.to) return { location: null };
      transport ??= (await import('nodemailer')).createTransport(smtpUrl);
      await transport.sendMail({ from: options.mailFrom, ...mail });
      return { location: null };
    },
    close: () => transport?.close(),
  };
}
