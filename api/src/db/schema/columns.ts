// Column helpers every domain table uses.
import { timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Soft delete: set when the spec deletes; rows with it are gone for every query. */
export const deletedAt = () => timestamp('deleted_at', { withTimezone: true });
