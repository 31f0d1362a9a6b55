import { describe, expect, it } from 'vitest';
import { unreadBadge } from './unread-badge';

describe('unread badge', () => {
  it.each([
    [0, undefined],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('%i unread shows %s', (count, badge) => {
    expect(unreadBadge(count)).toBe(badge);
  });
});

describe('the refresh throttle', () => {
  it("is contracts' 5 minutes in the first script too", async () => {
    const { NOTIFICATIONS_REFRESH_MS } = await import('@releve/contracts');
    const { NOTIFICATIONS_REFRESH_MS: firstScript } = await import('./api/get-notifications');
    expect(firstScript).toBe(NOTIFICATIONS_REFRESH_MS);
    expect(NOTIFICATIONS_REFRESH_MS).toBe(300_000);
  });
});
