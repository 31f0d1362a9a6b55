import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';

/** Smaller bodies are sent as they are: compressing them saves less than the headers weigh. */
const COMPRESS_FROM_BYTES = 1_024;
/** Fast brotli: answers are compressed on the request path (once each), not ahead of time. */
const BROTLI_QUALITY = 5;

export type ContentEncoding = 'br' | 'gzip';

export interface EncodedBody {
  body: Buffer;
  etag: string;
  encoding: ContentEncoding | undefined;
}

/**
 * A catalogue answer serialized once, kept as UTF-8 bytes (so sending it encodes nothing), with a
 * strong ETag (a hash of the bytes, so it survives snapshot rebuilds and restarts while the content
 * does not change). Compressed copies are made the first time a client asks for them.
 */
export class JsonAnswer {
  readonly body: Buffer;
  readonly etag: string;
  private compressed: Partial<Record<ContentEncoding, EncodedBody>> = {};

  constructor(json: string) {
    this.body = Buffer.from(json, 'utf8');
    this.etag = `"${createHash('sha1').update(this.body).digest('base64url')}"`;
  }

  static of(value: unknown): JsonAnswer {
    return new JsonAnswer(JSON.stringify(value));
  }

  /** The body in the best encoding the client accepts; each encoding has its own ETag. */
  encodedFor(acceptEncoding: string | undefined): EncodedBody {
    const encoding = this.body.byteLength >= COMPRESS_FROM_BYTES ? pickEncoding(acceptEncoding) : undefined;
    if (!encoding) return { body: this.body, etag: this.etag, encoding: undefined };
    let found = this.compressed[encoding];
    if (!found) {
      const bytes =
        encoding === 'br'
          ? brotliCompressSync(this.body, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: this.body.byteLength,
              },
            })
          : gzipSync(this.body);
      found = { body: bytes, etag: `${this.etag.slice(0, -1)}-${encoding}"`, encoding };
      this.compressed[encoding] = found;
    }
    return found;
  }
}

/** Brotli when the client takes it, else gzip, else nothing (q=0 refuses an encoding). */
export function pickEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** True when `If-None-Match` names this ETag (weak comparison, as RFC 9110 asks for this header). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
