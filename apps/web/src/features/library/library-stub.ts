import type { ProfileAnswer } from '@releve/contracts';
import { vi } from 'vitest';
import { testInitialData } from '../../testing/media';

/** An answer: a body (200), a status with a body, or a function of the request. */
export type StubAnswer = unknown | ((init: RequestInit | undefined) => Response | Promise<Response>);

/**
 * Stands in for the API in the library's tests: answers by `METHOD path` or by path (GET), the
 * path taken with or without its query. The profile is 401 for a visitor.
 */
export function stubLibraryApi(routes: Record<string, StubAnswer>, profile: ProfileAnswer | null = null) {
  const all: Record<string, StubAnswer> = { '/api/initial-data': testInitialData(), ...routes };
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    if (input === '/api/users/me') {
      return profile
        ? new Response(JSON.stringify(profile))
        : new Response(JSON.stringify({ message: 'Not logged in' }), { status: 401 });
    }
    const method = init?.method ?? 'GET';
    const path = input.split('?')[0] as string;
    const keys = [`${method} ${input}`, `${method} ${path}`, ...(method === 'GET' ? [input, path] : [])];
    const key = keys.find((candidate) => candidate in all);
    if (key === undefined)
      return new Response(JSON.stringify({ message: `no stub for ${method} ${input}` }), { status: 404 });
    const answer = all[key];
    if (typeof answer === 'function') return answer(init);
    return new Response(JSON.stringify(answer));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A promise the test settles when it wants: to see what shows while a call runs. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
