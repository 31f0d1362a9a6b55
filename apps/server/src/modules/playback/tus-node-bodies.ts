import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Server } from '@tus/server';
import type { CancellationContext, DataStore, Upload } from '@tus/utils';
import { ERRORS, StreamLimiter } from '@tus/utils';
import { NodeRequest } from 'srvx/node';

type WriteToStore = (
  body: ReadableStream | null,
  upload: Upload,
  maxFileSize: number,
  context: CancellationContext,
) => Promise<number>;

/**
 * Request bodies straight from Node to the tus store (decision 039). @tus/server 2 reads a body as a web
 * stream made from the Node request (Readable.toWeb, then Readable.fromWeb and a PassThrough): three
 * more hands per 64 KB chunk, which the upload bench measured at about half a plain PUT's throughput.
 * Here tus is given a placeholder body, and its handlers' one writing step (`writeToStore`) pipes the
 * Node request into the store itself, keeping tus's rules: the length limit, and on a dropped
 * connection or a cancelled request, the bytes already written kept (the offset a resume starts from).
 */
export class NodeBodies {
  private readonly raw = new WeakMap<ReadableStream, IncomingMessage>();

  /** The request tus is given: its body is a placeholder this class knows the Node request by. */
  requestFor(req: IncomingMessage, res: ServerResponse): Request {
    const request = new NodeRequest({ req, res });
    const placeholder = new ReadableStream();
    this.raw.set(placeholder, req);
    Object.defineProperty(request, 'body', { value: placeholder });
    return request;
  }

  /** Makes the server's POST and PATCH handlers write the Node bodies themselves. */
  install(server: Server) {
    for (const handler of [server.handlers.POST, server.handlers.PATCH]) {
      const writes = handler as unknown as { writeToStore: WriteToStore; store: DataStore };
      const viaWebStreams = writes.writeToStore.bind(handler);
      writes.writeToStore = (body, upload, maxFileSize, context) => {
        const raw = body ? this.raw.get(body) : undefined;
        return raw
          ? writeNodeBody(writes.store, raw, upload, maxFileSize, context)
          : viaWebStreams(body, upload, maxFileSize, context);
      };
    }
  }
}

async function writeNodeBody(
  store: DataStore,
  raw: IncomingMessage,
  upload: Upload,
  maxFileSize: number,
  context: CancellationContext,
): Promise<number> {
  if (context.signal.aborted) throw ERRORS.ABORTED;
  const limiter = new StreamLimiter(maxFileSize);
  // A body cut off (the connection dropped, the request aborted) ends the store's input where it
  // stopped, so what arrived is kept; the request itself is never destroyed here, so tus can answer.
  const endHere = () => {
    raw.unpipe(limiter);
    if (!limiter.writableEnded) limiter.end();
  };
  raw.once('error', endHere);
  raw.once('aborted', endHere);
  context.signal.addEventListener('abort', endHere, { once: true });
  raw.pipe(limiter);
  try {
    return await store.write(limiter, upload.id, upload.offset);
  } catch (error) {
    raw.unpipe(limiter);
    throw (error as Error).name === 'AbortError' ? ERRORS.ABORTED : error;
  } finally {
    raw.off('error', endHere);
    raw.off('aborted', endHere);
    context.signal.removeEventListener('abort', endHere);
  }
}
