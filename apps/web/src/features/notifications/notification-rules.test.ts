import { describe, expect, it } from 'vitest';
import { formatNotificationDate, mediaIdOfClassUrl, notificationTarget } from './notification-rules';

describe('notification rules', () => {
  it('dates a notification like "MMMM d, yyyy h:mm a"', () => {
    expect(formatNotificationDate('2026-11-25T15:05:00Z', 'UTC')).toBe('November 25, 2026 3:05 PM');
    expect(formatNotificationDate('2026-03-08T00:00:00Z', 'UTC')).toBe('March 8, 2026 12:00 AM');
    // In the reader's zone: 15:05 UTC is 10:05 in New York in November.
    expect(formatNotificationDate('2026-11-25T15:05:00Z', 'America/New_York')).toBe(
      'November 25, 2026 10:05 AM',
    );
  });

  it('finds the class media by the last segment of the class URL', () => {
    expect(mediaIdOfClassUrl('/m/abc123')).toBe('abc123');
    expect(mediaIdOfClassUrl('https://studio.example/m/abc123/morning-barre?x=1')).toBe('morning-barre');
    expect(mediaIdOfClassUrl(null)).toBeUndefined();
  });

  it('opens the media when found, else the class URL', () => {
    const media = { mediaid: 'abc123' } as Parameters<typeof notificationTarget>[0];
    expect(notificationTarget(media, 'https://elsewhere.example/class')).toBe('/m/abc123');
    expect(notificationTarget(undefined, 'https://elsewhere.example/class')).toBe(
      'https://elsewhere.example/class',
    );
  });
});
