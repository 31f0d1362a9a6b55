import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../testing/spawn-server';
import { pointAtCdn } from './media-cdn';

/*
 * Relevé's CDN tokens (decision 059, media-cdn.ts) checked by a real nginx with the `secure_link`
 * configuration docs/decisions/059 gives, in front of a stand-in for the bucket: a segment named by a
 * media playlist opens; a tampered token, another video's token and an expired one do not.
 */
const NGINX = '/usr/sbin/nginx';
const SECRET = 'cdn-secret-of-at-least-32-characters!';
const SEGMENT = Buffer.from('segment bytes of asset001');

describe.runIf(existsSync(NGINX))('a CDN token checked by nginx secure_link', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'releve-nginx-'));
  let bucket: Server;
  let nginx: ReturnType<typeof spawn> | undefined;
  let cdn = '';

  beforeAll(async () => {
    // The bucket behind the CDN: answers /BUCKET/hls/... as the private bucket would to the CDN's gateway.
    bucket = createServer((request, response) => {
      if (request.url === '/media-bucket/hls/asset001/360p/seg000.ts') return response.end(SEGMENT);
      response.statusCode = 404;
      response.end();
    });
    await new Promise<void>((resolve) => bucket.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(bucket.address() as AddressInfo).port}`;
    const port = await findFreePort();
    mkdirSync(path.join(dir, 'logs'));
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    location ~ ^/hls/(?<folder>[A-Za-z0-9_-]+)/ {
      secure_link $arg_s,$arg_e;
      secure_link_md5 "$secure_link_expires/hls/$folder/ ${SECRET}";
      if ($secure_link = "") { return 403; }
      if ($secure_link = "0") { return 410; }
      proxy_set_header Authorization "";
      proxy_pass ${origin}/media-bucket$uri;
    }
  }
}
`,
    );
    execFileSync(NGINX, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'pipe' });
    nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: 'ignore',
    });
    cdn = `http://127.0.0.1:${port}`;
    const until = Date.now() + 10_000;
    while (
      !(await fetch(cdn).then(
        () => true,
        () => false,
      ))
    ) {
      if (Date.now() > until) throw new Error('nginx did not start');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 30_000);
  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await new Promise<void>((resolve) => bucket?.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  });

  /** The segment's address as a media playlist names it for a video, with a token ending at `expires`. */
  const segmentUrl = (assetId: string, expires: number) =>
    pointAtCdn('#EXTM3U\n#EXTINF:4,\nseg000.ts\n', {
      cdn: { baseUrl: cdn, secret: SECRET },
      assetId,
      dir: '360p',
      expires,
    })
      .split('\n')
      .find((line) => line.startsWith('http')) ?? '';

  it('opens the segment with the token the playlist carries, until it ends', async () => {
    const url = segmentUrl('asset001', Math.floor(Date.now() / 1000) + 15 * 60);
    expect(url).toMatch(/\/hls\/asset001\/360p\/seg000\.ts\?e=\d+&s=[A-Za-z0-9_-]+$/);
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(Buffer.from(await answer.arrayBuffer()).equals(SEGMENT)).toBe(true);
  });

  it('refuses a tampered token, another video’s token, and an expired one', async () => {
    const expires = Math.floor(Date.now() / 1000) + 15 * 60;
    const url = new URL(segmentUrl('asset001', expires));
    const tampered = new URL(url);
    const token = url.searchParams.get('s') ?? '';
    tampered.searchParams.set('s', `${token.startsWith('A') ? 'B' : 'A'}${token.slice(1)}`);
    expect((await fetch(tampered)).status).toBe(403);
    // asset002's token on asset001's folder.
    const other = new URL(segmentUrl('asset002', expires));
    const borrowed = new URL(url);
    borrowed.searchParams.set('s', other.searchParams.get('s') ?? '');
    expect((await fetch(borrowed)).status).toBe(403);
    // A later expiry with the old token: the token names its own end.
    const extended = new URL(url);
    extended.searchParams.set('e', String(expires + 3_600));
    expect((await fetch(extended)).status).toBe(403);
    expect((await fetch(segmentUrl('asset001', Math.floor(Date.now() / 1000) - 1))).status).toBe(410);
  });
});
