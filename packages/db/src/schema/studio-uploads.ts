import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { mediaItem, videoAsset } from './catalog';

/**
 * The studio's uploads (decision 039): one row per tus upload, from its creation to its end. The bytes
 * live in storage's upload area; this row says whose it is, what it feeds (its video asset and the draft
 * class made for it, or the published class whose video it replaces), how far it got and, for a refused
 * file, why, until the studio dismisses it. Not a catalogue table: progress writes rebuild nothing.
 */
export const studioUpload = pgTable(
  'studio_upload',
  {
    /** The tus upload's id (the last segment of its URL). */
    id: text('id').primaryKey(),
    /** uploading, finished (handed to packaging) or failed (refused, with `error`). */
    state: text('state').notNull().default('uploading'),
    /** The file's name on the studio's computer, as its browser gave it. */
    filename: text('filename').notNull(),
    /** The type the browser guessed from the name (the server checks the content itself). */
    fileType: text('file_type').notNull().default(''),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    receivedBytes: bigint('received_bytes', { mode: 'number' }).notNull().default(0),
    assetId: text('asset_id').references(() => videoAsset.id, { onDelete: 'set null' }),
    /** The class the upload feeds: the draft made for it, or the published class it replaces the video of. */
    mediaId: text('media_id').references(() => mediaItem.id, { onDelete: 'set null' }),
    /** Set when the upload replaces a published class's video (that class is `media_id`). */
    replacesMediaId: text('replaces_media_id'),
    /** Why the file was refused, in words naming the file (state failed). */
    error: text('error'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** An upload still unfinished at this time is removed, with its asset and draft. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('studio_upload_state_check', sql`${table.state} in ('uploading', 'finished', 'failed')`),
    index('studio_upload_state_idx').on(table.state, table.expiresAt),
  ],
);
