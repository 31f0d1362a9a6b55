import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { JsonAnswer, matchesEtag, pickEncoding } from './json-answer';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 refusals', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('br;q=0.0, gzip;q=0')).toBeUndefined();
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});

describe('matchesEtag', () => {
  it('matches the tag itself, its weak form, a list holding it, and *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abcd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});

describe('JsonAnswer', () => {
  it('hashes the bytes into the ETag, so equal content has equal tags', () => {
    expect(JsonAnswer.of({ a: 1 }).etag).toBe(JsonAnswer.of({ a: 1 }).etag);
    expect(JsonAnswer.of({ a: 1 }).etag).not.toBe(JsonAnswer.of({ a: 2 }).etag);
  });

  it('compresses only bodies worth it, once, under an ETag of their own', () => {
    const small = JsonAnswer.of({ a: 1 });
    expect(small.encodedFor('gzip').encoding).toBeUndefined();
    const large = JsonAnswer.of({ text: 'plié '.repeat(1_000) });
    const zipped = large.encodedFor('gzip');
    expect(zipped.encoding).toBe('gzip');
    expect(zipped.etag).not.toBe(large.etag);
    expect(gunzipSync(zipped.body).equals(large.body)).toBe(true);
    expect(large.encodedFor('gzip')).toBe(zipped);
  });
});
