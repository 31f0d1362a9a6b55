import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, callApi, fetchApi, IMPERSONATION_KEY } from './api-client';
import { writeSession } from './storage';

function answer(body: BodyInit | null, status = 200) {
  const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) => new Response(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it('returns the data of a readable answer, checked against the schema', async () => {
    answer(JSON.stringify({ ok: true }));
    await expect(callApi('/api/ping', { schema: z.object({ ok: z.boolean() }) })).resolves.toEqual({
      success: true,
      data: { ok: true },
    });
  });

  it('throws with the server message on failure', async () => {
    answer(JSON.stringify({ statusCode: 403, error: 'Forbidden', message: 'Not yours' }), 403);
    const error = await callApi('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Not yours', status: 403 });
  });

  it('throws "Request failed with status" when the server gave no message', async () => {
    answer('<html>bad gateway</html>', 502);
    await expect(callApi('/api/x')).rejects.toThrow('Request failed with status 502');
  });

  it('yields success false and "no response" for an unreadable body', async () => {
    answer('not json');
    await expect(callApi('/api/x')).resolves.toEqual({ success: false, message: 'no response' });
    answer(JSON.stringify({ ok: 'yes' }));
    await expect(callApi('/api/x', { schema: z.object({ ok: z.boolean() }) })).resolves.toEqual({
      success: false,
      message: 'no response',
    });
  });

  it('sends JSON bodies and the impersonation header when a mid is set', async () => {
    const fetchMock = answer(JSON.stringify({}));
    await callApi('/api/x', { method: 'POST', body: { a: 1 } });
    let init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['x-impersonate']).toBeUndefined();

    writeSession(IMPERSONATION_KEY, 'user-42');
    await callApi('/api/x');
    init = fetchMock.mock.calls[1]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>)['x-impersonate']).toBe('user-42');
  });
});

describe('fetchApi', () => {
  it('throws "no response" so queries fail visibly', async () => {
    answer('');
    await expect(fetchApi('/api/x')).rejects.toThrow('no response');
  });
});

describe('a session ended by newer sign-ins', () => {
  it('tells the app through a window event and carries the code', async () => {
    answer(JSON.stringify({ statusCode: 401, error: 'SESSIONS_LIMIT', message: 'signed in elsewhere' }), 401);
    const heard = vi.fn();
    window.addEventListener('releve:session-ended', heard);
    const error = await callApi('/api/users/me').catch((e: unknown) => e);
    window.removeEventListener('releve:session-ended', heard);
    expect(heard).toHaveBeenCalledOnce();
    expect(error).toMatchObject({ status: 401, code: 'SESSIONS_LIMIT' });
  });
});
