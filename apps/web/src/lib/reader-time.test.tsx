import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ReaderTime from './reader-time';

let formatDateTimeIn: typeof ReaderTime.formatDateTimeIn;
let sayNeutralZone: typeof ReaderTime.sayNeutralZone;
let useReaderTimeZone: typeof ReaderTime.useReaderTimeZone;

// Fresh modules: the files of a worker share their modules, and one run before this may have marked
// the page taken over, or read (and kept) the machine's zone.
beforeAll(async () => {
  vi.resetModules();
  ({ formatDateTimeIn, sayNeutralZone, useReaderTimeZone } = await import('./reader-time'));
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const START = '2026-12-01T17:00:00Z';

/** A scheduled start as a class page draws it. */
function Start() {
  const zone = useReaderTimeZone();
  return <p>{formatDateTimeIn(START, zone)}</p>;
}

describe('reader time', () => {
  it('writes a moment in a zone, naming it', () => {
    expect(formatDateTimeIn(START, 'UTC')).toBe('Dec 1, 2026, 5:00 PM UTC');
    expect(formatDateTimeIn(START, 'America/New_York')).toBe('Dec 1, 2026, 12:00 PM EST');
    expect(sayNeutralZone('3:05 PM', 'UTC')).toBe('3:05 PM UTC');
    expect(sayNeutralZone('10:05 AM', 'America/New_York')).toBe('10:05 AM');
  });

  it('draws UTC on the server and through the take-over, whatever the machine’s zone, then the reader’s', async () => {
    // Server and reader both in New York here: the server's text must not come from its zone.
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone: 'America/New_York' };
    });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Start />);
    document.body.append(container);
    expect(container.textContent).toBe('Dec 1, 2026, 5:00 PM UTC');

    // The take-over finds the server's text (no error #418), then draws the reader's zone.
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Start />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(container.textContent).toBe('Dec 1, 2026, 12:00 PM EST');
  });
});
