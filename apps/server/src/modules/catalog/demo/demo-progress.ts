import type { DemoAssetsProgress } from './demo-assets-cache';

const seconds = (milliseconds: number) => `${Math.round(milliseconds / 1000)} s`;

/**
 * Turns the demo assets' progress into lines for the person who typed `npm run demo`: what is being
 * made and why it takes a while on the first start, a count at most every `everyMs`, and where the
 * result is kept so that later starts are quick.
 */
export function demoProgressLines(
  print: (line: string) => void,
  options: { everyMs?: number; now?: () => number } = {},
): (progress: DemoAssetsProgress) => void {
  const everyMs = options.everyMs ?? 10_000;
  const now = options.now ?? (() => performance.now());
  let lastLine = now();
  return (progress) => {
    switch (progress.step) {
      case 'waiting':
        print('Demo studio: another process is making the posters and clips; waiting for it...');
        break;
      case 'generating':
        print(
          `Demo studio: making ${progress.posters} posters and ${progress.clips} video clips, once for this checkout (a minute or two)${progress.using ? `; ${progress.using}` : ''}...`,
        );
        break;
      case 'made':
        if (progress.done === progress.total || now() - lastLine < everyMs) return;
        print(`Demo studio: ${progress.done} of ${progress.total} made (${seconds(progress.milliseconds)})`);
        break;
      case 'ready':
        print(
          progress.generated
            ? `Demo studio: posters and clips made in ${seconds(progress.milliseconds)}; later starts reuse them from ${progress.dir}`
            : `Demo studio: posters and clips reused from ${progress.dir}`,
        );
        break;
    }
    lastLine = now();
  };
}
