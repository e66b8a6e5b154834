// The portal's Ed25519 signing keys for verifiable papers (issue 44): generated on first start and
// kept here so every server signs alike. Rotation adds a row and retires the old one; a retired
// key still verifies the papers it signed, so no key is ever deleted.
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const signingKeys = pgTable(
  'signing_keys',
  {
    /** 8 hex characters, named by every token the key signs */
    id: text('id').primaryKey(),
    /** SPKI PEM */
    publicKey: text('public_key').notNull(),
    /** PKCS#8 PEM; never leaves the server */
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
    /** set when a newer key took over signing; the key still verifies */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [index('signing_keys_created_idx').on(table.createdAt)],
);

export type SigningKeyRow = typeof signingKeys.$inferSelect;
