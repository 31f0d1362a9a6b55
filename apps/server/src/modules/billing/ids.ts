import { randomBytes } from 'node:crypto';

/** A random id with a prefix saying what it names (`ord_…`, `txn_…`); 12 bytes unless told. */
export const newId = (prefix: string, bytes = 12) => `${prefix}_${randomBytes(bytes).toString('base64url')}`;
