import { describe, expect, it } from 'vitest';
import { mediaLink, mediaOffersOf, nextStatusChange, posterImages } from './media-items';

describe('media item fields', () => {
  it('reads offers from productIds, a leading ! marking a premier one', () => {
    expect(mediaOffersOf('!sandbox:on-demand, sandbox:day-pass,,')).toEqual([
      { offerId: 'sandbox:on-demand', premier: true },
      { offerId: 'sandbox:day-pass', premier: false },
    ]);
    expect(mediaOffersOf(null)).toEqual([]);
    expect(mediaOffersOf('!')).toEqual([]);
  });

  it('links to /m/{id}/{slug}, or /m/{id} when the title has no letters or digits', () => {
    expect(mediaLink('abc12345', 'Pliés & Tendus!')).toBe('/m/abc12345/plies-tendus');
    expect(mediaLink('abc12345', '***')).toBe('/m/abc12345');
  });

  it('lists every poster width in WebP then JPEG', () => {
    expect(posterImages('p1').map((image) => image.src)).toEqual([
      '/media/posters/p1/320.webp',
      '/media/posters/p1/640.webp',
      '/media/posters/p1/1280.webp',
      '/media/posters/p1/320.jpg',
      '/media/posters/p1/640.jpg',
      '/media/posters/p1/1280.jpg',
    ]);
    expect(posterImages(null)).toEqual([]);
  });

  it('finds the next scheduled start or end of a live event', () => {
    const at = (iso: string) => new Date(iso);
    const record = (eventState: string | null, start: string | null, end: string | null) =>
      ({ eventState, scheduledStart: start && at(start), scheduledEnd: end && at(end) }) as never;
    const now = Date.parse('2026-05-01T12:00:00Z');
    expect(
      nextStatusChange(
        [
          record('pre-live', '2026-05-01T18:00:00Z', '2026-05-01T19:00:00Z'),
          record('pre-live', '2026-05-01T10:00:00Z', '2026-05-01T13:00:00Z'),
          record('vod', '2026-05-01T12:30:00Z', null),
        ],
        now,
      ),
    ).toBe(Date.parse('2026-05-01T13:00:00Z'));
    expect(nextStatusChange([], now)).toBe(Number.POSITIVE_INFINITY);
  });
});
