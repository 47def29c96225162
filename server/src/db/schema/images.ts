// Uploaded images (and the demo's pictures), kept in the database so every API process serves the
// same ones: one row per name, never changed once written, so a name always means the same bytes.
import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// node-postgres answers bytea as a Buffer, PGlite as a Uint8Array; callers get a Buffer either way.
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

export const images = pgTable('images', {
  /** The file name in `/uploads/<name>`: the content's SHA-256 and the type's extension. */
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  /** SHA-256 of the bytes, hex: the strong ETag. */
  sha256: text('sha256').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
