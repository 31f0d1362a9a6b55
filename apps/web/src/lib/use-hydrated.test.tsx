import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as UseHydrated from './use-hydrated';

let markTakenOver: typeof UseHydrated.markTakenOver;
let useHydrated: typeof UseHydrated.useHydrated;

// A fresh module for each test, the page not taken over yet: the files of a worker share their
// modules, and a file (or a test) run before may have marked the take-over already.
beforeEach(async () => {
  vi.resetModules();
  ({ markTakenOver, useHydrated } = await import('./use-hydrated'));
});

/** Records each value the hook gave, render by render. */
function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'drawn' : 'waiting'}</p>;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useHydrated', () => {
  it('is false on the server and through the take-over, then true after it, in a transition', async () => {
    const server: boolean[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe seen={server} />);
    document.body.append(container);
    expect(server).toEqual([false]);

    const client: boolean[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe seen={client} />);
    });
    // The take-over drew what the server drew (no mismatch), and the switch came after it.
    expect(client[0]).toBe(false);
    expect(client.at(-1)).toBe(true);
    expect(container.textContent).toBe('drawn');
  });

  it('is true from the first render once the page is the app’s own', () => {
    markTakenOver();
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(seen).toEqual([true]);
  });
});
