import type { ProfileAnswer } from '@releve/contracts';
import { vi } from 'vitest';
import { testInitialData } from '../../../testing/media';

type Answer = unknown | { status: number; body?: unknown };

/** A stubbed answer with a status other than 200. */
export const failWith = (status: number, message = 'failed') => ({
  status,
  body: { statusCode: status, error: 'Error', message },
});

function isFailure(answer: Answer): answer is { status: number; body?: unknown } {
  return (
    typeof answer === 'object' && answer !== null && 'status' in answer && typeof answer.status === 'number'
  );
}

/**
 * Stands in for the API the media and series pages call: answers by path without the query
 * (or by path and query when the key has one). The profile is 401 for a visitor.
 */
export function stubCatalog(routes: Record<string, Answer>, profile: ProfileAnswer | null = null) {
  const all: Record<string, Answer> = { '/api/initial-data': testInitialData(), ...routes };
  const fetchMock = vi.fn(async (input: string) => {
    if (input === '/api/users/me') {
      return profile
        ? new Response(JSON.stringify(profile))
        : new Response(JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'Not logged in' }), {
            status: 401,
          });
    }
    const answer = input in all ? all[input] : all[input.split('?')[0] as string];
    if (answer === undefined) {
      return new Response(JSON.stringify({ statusCode: 404, message: `no stub for ${input}` }), {
        status: 404,
      });
    }
    if (isFailure(answer)) return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
    return new Response(JSON.stringify(answer));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
