import { mediaIdOfClassUrl, notificationThumbnail } from '@releve/contracts';
import { describe, expect, it } from 'vitest';
import { formatNotificationDate, notificationTarget } from './notification-rules';

describe('notification rules', () => {
  it('dates a notification like "MMMM d, yyyy h:mm a"', () => {
    expect(formatNotificationDate('2026-11-25T15:05:00Z', 'UTC')).toBe('November 25, 2026 3:05 PM');
    expect(formatNotificationDate('2026-03-08T00:00:00Z', 'UTC')).toBe('March 8, 2026 12:00 AM');
    // In the reader's zone: 15:05 UTC is 10:05 in New York in November.
    expect(formatNotificationDate('2026-11-25T15:05:00Z', 'America/New_York')).toBe(
      'November 25, 2026 10:05 AM',
    );
  });

  it('finds the class media by the last segment of the class URL, and its thumbnail', () => {
    expect(mediaIdOfClassUrl('/m/abc123')).toBe('abc123');
    expect(mediaIdOfClassUrl('https://studio.example/m/abc123/morning-barre?x=1')).toBe('morning-barre');
    expect(mediaIdOfClassUrl(null)).toBeUndefined();
    const images = [{ src: '/first.webp' }];
    expect(notificationThumbnail({ image: '/a.jpg', cardImage: '/b.jpg', images })).toBe('/a.jpg');
    expect(notificationThumbnail({ image: null, cardImage: '/b.jpg', images })).toBe('/b.jpg');
    expect(notificationThumbnail({ image: null, cardImage: null, images })).toBe('/first.webp');
    expect(notificationThumbnail({ image: null, cardImage: null, images: [] })).toBeNull();
  });

  it('opens the media when found, else the class URL', () => {
    const classUrl = 'https://elsewhere.example/class';
    expect(notificationTarget({ media: { mediaid: 'abc123', thumbnail: null }, classUrl })).toBe('/m/abc123');
    expect(notificationTarget({ media: null, classUrl })).toBe(classUrl);
  });
});
