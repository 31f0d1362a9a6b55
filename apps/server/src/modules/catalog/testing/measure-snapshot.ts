/**
 * How long the catalogue snapshot takes to read and build, and how much heap it holds, for a plain
 * catalogue of N classes on in-memory PGlite.
 *
 *   node --expose-gc --import tsx apps/server/src/modules/catalog/testing/measure-snapshot.ts 5000 50000
 */
import { openDatabase } from '@releve/db';
import { CatalogRepository } from '../catalog.repository';
import { CatalogSnapshot } from '../catalog-snapshot';
import { insertScaleCatalog } from './scale-catalog';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const heapUsed = () => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
};

async function measure(classes: number) {
  const database = await openDatabase({});
  await database.migrate();
  await insertScaleCatalog(database.db, classes);
  const repository = new CatalogRepository(database.db);
  await repository.loadAll(); // warm the database's caches and the JIT

  new CatalogSnapshot(await repository.loadAll()); // and the snapshot code

  let started = performance.now();
  const rows = await repository.loadAll();
  const readMs = performance.now() - started;
  started = performance.now();
  let snapshot: CatalogSnapshot | undefined = new CatalogSnapshot(rows);
  const buildMs = performance.now() - started;
  const { size: playlists } = snapshot.playlists;
  const { length: media } = snapshot.media;
  // What the service keeps is the snapshot (which took over the media rows), not the other rows.
  const heapWithSnapshot = heapUsed();
  snapshot = undefined;
  rows.media.length = 0;
  const snapshotBytes = heapWithSnapshot - heapUsed();
  console.log(
    `${classes} classes: tables read in ${readMs.toFixed(0)} ms, snapshot built in ${buildMs.toFixed(0)} ms, ` +
      `snapshot heap ${megabytes(snapshotBytes)} (${media} media, ${playlists} playlists)`,
  );
  await database.close();
}

for (const arg of process.argv.slice(2)) await measure(Number(arg));
