// The signed token a paper's QR code carries (issue 44), kept short so the QR stays small:
// base64url of  [version 1][key id, 4 bytes][kind, 1 byte][object id, 16 bytes (a uuid)][extra]
// (a tenant's for an HRA receipt and an exit statement, a meter reading's for an electricity
// worksheet) followed by the 64-byte Ed25519 signature of everything before it. `extra` is the
// period of an HRA rent receipt (year, 2 bytes; month 1-12, or 0 for the financial year starting
// April of that year), or an electricity worksheet's stamp (its reading's last change, epoch
// milliseconds, 6 bytes). docs/verify.md shows how to check one offline with the public key.
import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import type { Executor } from '../../db/client';
import { keyById, signingKey } from './keys';

// New kinds go at the end: a kind's byte is its place in this list, printed on papers already.
export const PAPER_KINDS = [
  'RECEIPT',
  'HRA_RECEIPT',
  'INVOICE',
  'EXIT_STATEMENT',
  'CREDIT_NOTE',
  'DEBIT_NOTE',
  'ELECTRICITY_WORKSHEET',
] as const;
export type PaperKind = (typeof PAPER_KINDS)[number];

const VERSION = 1;
const SIGNATURE_BYTES = 64;
const HEAD_BYTES = 1 + 4 + 1 + 16;
/** the bytes after the head, by kind */
const EXTRA_BYTES: Partial<Record<PaperKind, number>> = { HRA_RECEIPT: 3, ELECTRICITY_WORKSHEET: 6 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a token names: the kind of paper, its object and, for an HRA receipt, its period. */
export interface PaperRef {
  kind: PaperKind;
  id: string;
  /** HRA_RECEIPT only: a month (1-12) of `year`, or the financial year from April of `year` (month 0) */
  period?: { year: number; month: number };
  /** ELECTRICITY_WORKSHEET only: when its reading last changed (epoch ms); a correction changes it */
  stamp?: number;
}

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidOf = (bytes: Buffer) =>
  bytes.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

function payloadOf(keyId: string, paper: PaperRef): Buffer {
  if (!UUID.test(paper.id)) throw new Error(`A paper's id must be a uuid: ${paper.id}`);
  const head = Buffer.alloc(HEAD_BYTES);
  head.writeUInt8(VERSION, 0);
  Buffer.from(keyId, 'hex').copy(head, 1);
  head.writeUInt8(PAPER_KINDS.indexOf(paper.kind) + 1, 5);
  uuidBytes(paper.id).copy(head, 6);
  const extra = Buffer.alloc(EXTRA_BYTES[paper.kind] ?? 0);
  if (paper.kind === 'HRA_RECEIPT') {
    extra.writeUInt16BE(paper.period!.year, 0);
    extra.writeUInt8(paper.period!.month, 2);
  }
  if (paper.kind === 'ELECTRICITY_WORKSHEET') extra.writeUIntBE(paper.stamp!, 0, 6);
  return Buffer.concat([head, extra]);
}

/** The paper's token, signed with the key that signs now. */
export async function signPaper(db: Executor, paper: PaperRef): Promise<string> {
  const key = await signingKey(db);
  const payload = payloadOf(key.id, paper);
  const signature = sign(null, payload, createPrivateKey(key.privateKey));
  return Buffer.concat([payload, signature]).toString('base64url');
}

/** The paper a token names when a key of this portal signed it, else null (garbage, tampered, unknown key). */
export async function readPaperToken(db: Executor, token: string): Promise<PaperRef | null> {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  // Node's decoder skips what it cannot read: only the one spelling of these bytes is a token.
  if (bytes.toString('base64url') !== token) return null;
  if (bytes.length < HEAD_BYTES + SIGNATURE_BYTES) return null;
  const payload = bytes.subarray(0, bytes.length - SIGNATURE_BYTES);
  const signature = bytes.subarray(bytes.length - SIGNATURE_BYTES);
  if (payload.readUInt8(0) !== VERSION) return null;
  const kind = PAPER_KINDS[payload.readUInt8(5) - 1];
  const extraBytes = payload.length - HEAD_BYTES;
  if (!kind || extraBytes !== (EXTRA_BYTES[kind] ?? 0)) return null;
  const key = await keyById(db, payload.subarray(1, 5).toString('hex'));
  if (!key || !verify(null, payload, createPublicKey(key.publicKey), signature)) return null;
  const paper: PaperRef = { kind, id: uuidOf(payload.subarray(6, HEAD_BYTES)) };
  if (kind === 'HRA_RECEIPT') {
    paper.period = { year: payload.readUInt16BE(HEAD_BYTES), month: payload.readUInt8(HEAD_BYTES + 2) };
  }
  if (kind === 'ELECTRICITY_WORKSHEET') paper.stamp = payload.readUIntBE(HEAD_BYTES, 6);
  return paper;
}

/** The URL a paper's QR code holds. */
export const verifyUrl = (publicUrl: string, token: string) => `${publicUrl}/verify/${token}`;

/** The paper signed now and its verify URL. */
export const paperVerifyUrl = async (db: Executor, publicUrl: string, paper: PaperRef) =>
  verifyUrl(publicUrl, await signPaper(db, paper));
