/**
 * `node --import tsx packages/db/src/testing/pglite-from-template.ts <folder>`: makes `<folder>` a PGlite
 * data folder holding the tests' migrated template (built first when missing), as a server's first
 * start would leave it. A child process of its own, as initdb's WebAssembly memory never shrinks.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../client';
import { ensurePgliteTemplate } from './template';

const folder = process.argv[2];
if (!folder) throw new Error('Usage: pglite-from-template.ts <folder>');
const template = await ensurePgliteTemplate();
mkdirSync(folder, { recursive: true });
const client = await PGlite.create({
  dataDir: folder,
  loadDataDir: new Blob([readFileSync(template)]),
  extensions: pgliteExtensions,
});
await client.close();
