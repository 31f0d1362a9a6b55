/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { median } from './measure';

/*
 * The camera angle switch (issue 38, decision 063), on the video start bench's page: a class plays
 * from 2 s, then switches to its side angle and back, as the player does (the source detached, the
 * next angle attached to the same video element with hls.js's start position at the moment left).
 * Timed: from the switch to the next angle's first frame shown (the player holds the last picture
 * that long: the "frozen picture"). Baseline, measured in the same run: the bare transfer, one after
 * the other, of the files the next angle needed before that frame.
 */

export interface AngleSwitchFigures {
  switches: number;
  medianMs: number;
  /** The worst switch: the bar holds for every switch. */
  maxMs: number;
  baselineMs: number;
  ratio: number;
  /** How far from the moment left the next angle went on (worst, seconds). */
  maxOffsetS: number;
}

interface OneSwitch {
  ms: number;
  baselineMs: number;
  offsetS: number;
}

/** `runs` switches (side, main, side...) while playing; undefined when the class has no other angle. */
export async function measureAngleSwitch(
  page: Page,
  mediaId: string,
  runs: number,
): Promise<AngleSwitchFigures | undefined> {
  const list = await page.evaluate(
    async ({ id, runs }) => {
      const { token, playlists } = (await (
        await fetch(`/api/media/${encodeURIComponent(id)}/sign`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).json()) as { token: string; playlists?: Record<string, string> };
      const { angles } = (await (await fetch(`/media/play/${token}/angles.json`)).json()) as {
        angles: { id: string }[];
      };
      const side = angles[0];
      if (!side) return undefined;
      const video = document.getElementById('v') as HTMLVideoElement & {
        requestVideoFrameCallback(callback: () => void): number;
      };
      // biome-ignore lint/suspicious/noExplicitAny: the player's hls.js set-up is a global script on the bench page
      const { Hls, createPlayerHls } = (window as any).releveBench;
      const firstFrame = () =>
        new Promise<number>((resolve) =>
          video.addEventListener(
            'loadeddata',
            () => video.requestVideoFrameCallback(() => resolve(performance.now())),
            {
              once: true,
            },
          ),
        );
      const attach = (url: string, start?: Record<string, string>, at?: number) => {
        const hls = createPlayerHls(Hls, start, at);
        const files: string[] = [];
        hls.on(Hls.Events.MANIFEST_LOADED, (_: unknown, data: { url: string }) => files.push(data.url));
        hls.on(Hls.Events.LEVEL_LOADED, (_: unknown, data: { details: { url: string } }) =>
          files.push(data.details.url),
        );
        hls.on(Hls.Events.FRAG_LOADED, (_: unknown, data: { frag: { url: string } }) =>
          files.push(data.frag.url),
        );
        hls.loadSource(url);
        hls.attachMedia(video);
        video.play().catch(() => undefined);
        return { hls, files };
      };
      const manifests = [
        `/media/play/${token}/angles/${side.id}/master.m3u8`,
        `/media/play/${token}/master.m3u8`,
      ];
      const shown = firstFrame();
      let current = attach(manifests[1] as string, playlists);
      await shown;
      video.currentTime = 2;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const results: { ms: number; baselineMs: number; offsetS: number }[] = [];
      for (let i = 0; i < runs; i++) {
        const at = video.currentTime;
        const started = performance.now();
        const next = firstFrame();
        current.hls.destroy();
        current = attach(manifests[i % 2] as string, undefined, at);
        const ms = (await next) - started;
        const offsetS = Math.abs(video.currentTime - at);
        const needed = [...current.files];
        const baselineStart = performance.now();
        for (const url of needed) await (await fetch(url, { cache: 'no-store' })).arrayBuffer();
        results.push({ ms, baselineMs: performance.now() - baselineStart, offsetS });
        // Plays on a moment before the next switch, as a member watches the new angle.
        await new Promise((resolve) => setTimeout(resolve, 700));
      }
      current.hls.destroy();
      video.removeAttribute('src');
      video.load();
      return results;
    },
    { id: mediaId, runs },
  );
  return list && switchFigures(list);
}

function switchFigures(list: OneSwitch[]): AngleSwitchFigures {
  const ms = median(list.map((one) => one.ms));
  const baselineMs = median(list.map((one) => one.baselineMs));
  return {
    switches: list.length,
    medianMs: Math.round(ms),
    maxMs: Math.round(Math.max(...list.map((one) => one.ms))),
    baselineMs: Math.round(baselineMs),
    ratio: Number((ms / Math.max(1, baselineMs)).toFixed(2)),
    maxOffsetS: Number(Math.max(...list.map((one) => one.offsetS)).toFixed(3)),
  };
}
