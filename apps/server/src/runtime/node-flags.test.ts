import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_MALLOC_ENV, SERVER_NODE_FLAGS } from './node-flags';

const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  scripts: Record<string, string>;
};

describe('how `npm start` and `npm run worker` start the server', () => {
  it.each(['start', 'worker'])(
    '`%s` sets the allocator and gives node its flags before the script',
    (name) => {
      const script = manifest.scripts[name] ?? '';
      const [beforeNode = '', afterNode = ''] = script.split(/(?:^| )node /);
      const beforeScript = afterNode.split('scripts/start.mjs')[0] ?? '';
      for (const [variable, value] of Object.entries(SERVER_MALLOC_ENV)) {
        expect(beforeNode).toContain(`${variable}=${value}`);
      }
      for (const flag of SERVER_NODE_FLAGS) expect(` ${beforeScript}`).toContain(` ${flag} `);
    },
  );
});
