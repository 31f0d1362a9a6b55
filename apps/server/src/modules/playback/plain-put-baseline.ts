import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';

/** The upload bench's baseline route: only on a server started for it (see below). */
export const PLAIN_PUT_BASELINE_PATH = '/api/studio/upload-baseline';

/**
 * Bench hook (bench/src/upload.ts, decision 039): a plain streaming PUT of a file onto the disk tus
 * uploads go to, behind the same staff guard, so tus's throughput has a baseline from the same server
 * in the same run. Registered only under NODE_ENV=test with RELEVE_BENCH_PLAIN_PUT=1; the bytes are
 * removed once counted.
 */
export async function plainPutBaselineRoute(app: FastifyInstance, { directory }: { directory: string }) {
  app.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null));
  app.put(PLAIN_PUT_BASELINE_PATH, { config: { studio: 'classes.edit' } }, async (request) => {
    await mkdir(directory, { recursive: true });
    const file = path.join(directory, `baseline-${randomBytes(8).toString('hex')}`);
    let received = 0;
    request.raw.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    try {
      await pipeline(request.raw, createWriteStream(file));
    } finally {
      await rm(file, { force: true });
    }
    return { received };
  });
}

export const plainPutBaselineWanted = () =>
  process.env.NODE_ENV === 'test' && process.env.RELEVE_BENCH_PLAIN_PUT === '1';
