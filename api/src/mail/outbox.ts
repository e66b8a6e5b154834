// The development outbox: one JSON file per mail, {to, subject, text, html, attachments?, createdAt};
// an attachment's content is kept as base64.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mail } from './mailer';

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

export interface OutboxMail extends Omit<Mail, 'attachments'> {
  attachments?: OutboxAttachment[];
  createdAt: string;
}

/** Writes the mail as <timestamp>-<random>.json (atomically: readers never see half a file). */
export async function writeOutboxMail(dir: string, mail: Mail): Promise<string> {
  await mkdir(dir, { recursive: true });
  const name = `${String(Date.now()).padStart(15, '0')}-${randomBytes(4).toString('hex')}.json`;
  const file = join(dir, name);
  const { attachments, ...rest } = mail;
  const record: OutboxMail = {
    ...rest,
    ...(attachments?.length && {
      attachments: attachments.map((file) => ({ ...file, content: file.content.toString('base64') })),
    }),
    createdAt: new Date().toISOString(),
  };
  await writeFile(`${file}.tmp`, JSON.stringify(record, null, 2));
  await rename(`${file}.tmp`, file);
  return file;
}

/** The newest mails first, optionally only those to one address (case-insensitive). */
export async function listOutbox(
  dir: string,
  options: { to?: string; limit?: number } = {},
): Promise<OutboxMail[]> {
  const to = options.to?.trim().toLowerCase();
  const limit = options.limit ?? 50;
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  names.sort().reverse();
  const mails: OutboxMail[] = [];
  for (const name of names) {
    if (mails.length >= limit) break;
    try {
      const mail = JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxMail;
      if (!to || mail.to.toLowerCase() === to) mails.push(mail);
    } catch {
      // a file removed or edited by hand: skip it
    }
  }
  return mails;
}
