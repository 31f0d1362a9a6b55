import { FIRST_DATA_ELEMENT_ID } from '@releve/contracts/api-paths';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi, IMPERSONATION_KEY } from './api-client';
import { resetFirstData, takeFirstJson } from './first-data';
import { removeSession, writeSession } from './storage';

function pageCarries(answers: Record<string, { status: number; body: string }>) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_DATA_ELEMENT_ID;
  script.textContent = JSON.stringify(answers);
  document.body.append(script);
  resetFirstData();
}

function network() {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ from: 'server' }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  removeSession(IMPERSONATION_KEY);
  document.getElementById(FIRST_DATA_ELEMENT_ID)?.remove();
  resetFirstData();
});

describe('first data', () => {
  it('answers the first GET of its path from the page, later ones from the server', async () => {
    pageCarries({ '/api/settings': { status: 200, body: '{"from":"page"}' } });
    const fetchMock = network();
    await expect(callApi('/api/settings')).resolves.toEqual({ success: true, data: { from: 'page' } });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(callApi('/api/settings')).resolves.toEqual({ success: true, data: { from: 'server' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The element is read once and taken out of the page.
    expect(document.getElementById(FIRST_DATA_ELEMENT_ID)).toBeNull();
  });

  it('never answers a write, nor a call made on a member’s behalf', async () => {
    pageCarries({ '/api/x': { status: 200, body: '{"from":"page"}' } });
    const fetchMock = network();
    await callApi('/api/x', { method: 'POST', body: {} });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    writeSession(IMPERSONATION_KEY, 'u1');
    await expect(callApi('/api/x')).resolves.toEqual({ success: true, data: { from: 'server' } });
  });

  it('gives its JSON once, and nothing for a damaged payload', () => {
    pageCarries({ '/api/initial-data': { status: 200, body: '{"sections":[]}' } });
    expect(takeFirstJson('/api/initial-data')).toEqual({ sections: [] });
    expect(takeFirstJson('/api/initial-data')).toBeUndefined();
    const script = document.createElement('script');
    script.id = FIRST_DATA_ELEMENT_ID;
    script.textContent = '{not json';
    document.body.append(script);
    resetFirstData();
    expect(takeFirstJson('/api/initial-data')).toBeUndefined();
  });
});
