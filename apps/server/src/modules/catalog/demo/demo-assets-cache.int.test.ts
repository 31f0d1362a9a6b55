import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { allDemoPosters, demoClips } from '@releve/db/seed';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { streamCodecs } from '../../../video/testing/inspect-media';
import { FfmpegMissingError, findVideoTools } from '../../../video/video-tools';
import { type DemoAssetMakers, type DemoAssetsProgress, ensureDemoAssets } from './demo-assets-cache';
import { makeDemoClip } from './demo-clips';
import { renderPoster } from './demo-posters';

const root = mkdtempSync(path.join(tmpdir(), 'releve-demo-assets-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('ensureDemoAssets', () => {
  it('generates once when two callers start together, and leaves no temporary folder or lock', async () => {
    const cache = path.join(root, 'race');
    let made = 0;
    const makers: DemoAssetMakers = {
      async poster(poster, filesDir) {
        made++;
        await sleep(1);
        mkdirSync(path.join(filesDir, 'posters', poster.id), { recursive: true });
        writeFileSync(path.join(filesDir, 'posters', poster.id, '320.jpg'), 'x');
      },
      async clip() {
        made++;
      },
    };
    const options = { posters: allDemoPosters.slice(0, 4), clips: demoClips.slice(0, 2) };
    const [a, b] = await Promise.all([
      ensureDemoAssets(cache, makers, options),
      ensureDemoAssets(cache, makers, options),
    ]);
    expect(made).toBe(6);
    expect([a.generated, b.generated].sort()).toEqual([false, true]);
    expect(a.filesDir).toBe(b.filesDir);
    expect(readdirSync(cache)).toEqual([path.basename(path.dirname(a.filesDir))]);
  });

  it('starts over when the generating process died and left its lock', async () => {
    const cache = path.join(root, 'stale');
    const options = { posters: allDemoPosters.slice(0, 1), clips: [] };
    const makers: DemoAssetMakers = { poster: async () => {}, clip: async () => {} };
    const { filesDir } = await ensureDemoAssets(path.join(root, 'probe'), makers, options);
    const version = path.basename(path.dirname(filesDir));
    mkdirSync(cache, { recursive: true });
    // A pid no process has: the lock's owner is gone.
    writeFileSync(path.join(cache, `${version}.lock`), JSON.stringify({ pid: 2 ** 22 + 17, at: Date.now() }));
    mkdirSync(path.join(cache, `${version}.building-${2 ** 22 + 17}`, 'files'), { recursive: true });
    const result = await ensureDemoAssets(cache, makers, options);
    expect(result.generated).toBe(true);
    // The dead process's half-made folder and its lock are gone.
    expect(readdirSync(cache)).toEqual([version]);
  });
});

describe('ensureDemoAssets progress', () => {
  it('reports each thing made on the first start, and only the reuse of the cache on the next', async () => {
    const cache = path.join(root, 'progress');
    const events: DemoAssetsProgress[] = [];
    let made = 0;
    const makers: DemoAssetMakers = {
      prepare: () => 'stand-ins',
      poster: async () => {
        made++;
      },
      clip: async () => {
        made++;
      },
    };
    const options = {
      posters: allDemoPosters.slice(0, 3),
      clips: demoClips.slice(0, 1),
      onProgress: (event: DemoAssetsProgress) => events.push(event),
    };
    const first = await ensureDemoAssets(cache, makers, options);
    expect(events.map((event) => event.step)).toEqual([
      'generating',
      'made',
      'made',
      'made',
      'made',
      'ready',
    ]);
    expect(events[0]).toEqual({ step: 'generating', posters: 3, clips: 1, using: 'stand-ins' });
    expect(events.at(-2)).toMatchObject({ step: 'made', done: 4, total: 4 });
    expect(events.at(-1)).toMatchObject({
      step: 'ready',
      generated: true,
      dir: path.dirname(first.filesDir),
    });

    events.length = 0;
    const second = await ensureDemoAssets(cache, makers, options);
    expect(second).toMatchObject({ generated: false, filesDir: first.filesDir });
    expect(made).toBe(4);
    expect(events).toEqual([
      {
        step: 'ready',
        generated: false,
        milliseconds: expect.any(Number),
        dir: path.dirname(first.filesDir),
      },
    ]);
  });

  it('makes nothing when a tool the makers need is missing, and leaves no lock behind', async () => {
    const cache = path.join(root, 'no-ffmpeg');
    let made = 0;
    const makers: DemoAssetMakers = {
      prepare: () => {
        throw new FfmpegMissingError('ffmpeg was not found: install ffmpeg');
      },
      poster: async () => {
        made++;
      },
      clip: async () => {
        made++;
      },
    };
    await expect(
      ensureDemoAssets(cache, makers, { posters: allDemoPosters.slice(0, 2), clips: [] }),
    ).rejects.toThrow('ffmpeg was not found: install ffmpeg');
    expect(made).toBe(0);
    expect(readdirSync(cache)).toEqual([]);
  });
});

describe('the real makers', () => {
  it('render a poster at 320, 640 and 1280 px as WebP and JPEG, 16:9', async () => {
    const poster = allDemoPosters.find((item) => item.id === 'demo-jazz-a');
    if (!poster) throw new Error('no poster');
    const files = await renderPoster(poster);
    expect(files.map((file) => file.key)).toEqual([
      'posters/demo-jazz-a/320.webp',
      'posters/demo-jazz-a/320.jpg',
      'posters/demo-jazz-a/640.webp',
      'posters/demo-jazz-a/640.jpg',
      'posters/demo-jazz-a/1280.webp',
      'posters/demo-jazz-a/1280.jpg',
    ]);
    for (const file of files) {
      const meta = await sharp(file.data).metadata();
      const width = Number(/\/(\d+)\./.exec(file.key)?.[1]);
      expect(meta).toMatchObject({
        width,
        height: (width * 9) / 16,
        format: file.key.endsWith('.jpg') ? 'jpeg' : 'webp',
      });
    }
  });

  it('make a clip with its title burned in, packaged as HLS', async () => {
    const clip = { ...(demoClips[3] as (typeof demoClips)[number]), seconds: 4 };
    const out = path.join(root, 'clip');
    const tools = findVideoTools();
    await makeDemoClip(clip, out, tools);
    expect(readdirSync(out)).toEqual(
      expect.arrayContaining(['360p', '540p', '720p', 'master.m3u8', 'poster.jpg', 'thumbnails.vtt']),
    );
    // Through the uploads' packaging: built aside and renamed, with timeline previews.
    expect(readdirSync(root).filter((name) => name.startsWith('.'))).toEqual([]);
    expect(readdirSync(path.join(out, 'thumbnails'))).toEqual(['sprite-000.jpg']);
    expect(await streamCodecs(tools.ffmpeg, path.join(out, '720p', 'seg000.ts'))).toEqual(['aac', 'h264']);
  }, 60_000);
});
