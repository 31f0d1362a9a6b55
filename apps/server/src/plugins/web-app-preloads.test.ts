import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_SCRIPTS_ELEMENT_ID } from '@releve/contracts/viewport';
import { afterAll, describe, expect, it } from 'vitest';
import { readPagePreloads } from './web-app-preloads';

const dist = mkdtempSync(path.join(tmpdir(), 'releve-preloads-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
writeFileSync(
  path.join(dist, 'page-preloads.json'),
  JSON.stringify({
    'boot:start': { js: ['/assets/react.js', '/assets/start.js'], css: ['/assets/start.css'] },
    'boot:i18n': { js: ['/assets/i18n.js'], css: [] },
    'boot:config': { js: ['/assets/zod.js', '/assets/config.js'], css: [] },
    media: { js: ['/assets/media.js', '/assets/zod.js', '/assets/bad"name.js'], css: ['/assets/media.css'] },
  }),
);
const preloads = readPagePreloads(dist);
const listed = (head: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">(.*?)</script>`).exec(
      head,
    )?.[1] ?? 'null',
  );

describe('page preloads', () => {
  it("names a page's scripts and style sheets in its head, once each, for the app to render anew", () => {
    const head = preloads('media', { scripts: true });
    expect(head.match(/rel="modulepreload"/g)).toHaveLength(6);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/media.css">');
    expect(head).not.toContain('bad');
    expect(listed(head)).toBeNull();
  });

  it('lists the scripts of a page the server rendered, without preloading them, leaving out the start chunk’s own', () => {
    const head = preloads('media', { scripts: false });
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/start.css">');
    // The start chunk's imports come with it; the rest is preloaded by the first script (decision 022).
    expect(listed(head)).toEqual([
      '/assets/i18n.js',
      '/assets/zod.js',
      '/assets/config.js',
      '/assets/media.js',
    ]);
  });
});
