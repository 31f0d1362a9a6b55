import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appConfigSchema } from './config';
import {
  DEFAULT_OFFLINE_DAYS,
  downloadAllowed,
  LICENCE_RENEW_AFTER_MS,
  licenceExpiry,
  licenceState,
  offlineToken,
  pickRendition,
} from './offline-licence';

const DAY = 24 * 60 * 60 * 1000;
const issuedAt = Date.UTC(2026, 10, 1, 9);

describe('the site config switch', () => {
  it('is off with 30 days offline when the config says nothing', () => {
    const config = appConfigSchema.parse({ id: 'abcdefgh', siteName: 'Studio' });
    expect(config.downloads).toEqual({ classes: 'none', offlineDays: DEFAULT_OFFLINE_DAYS });
    expect(DEFAULT_OFFLINE_DAYS).toBe(30);
    expect(downloadAllowed(config.downloads, 'm1')).toBe(false);
  });

  it('allows every class, or only the classes listed', () => {
    expect(downloadAllowed({ classes: 'all', offlineDays: 30 }, 'm1')).toBe(true);
    expect(downloadAllowed({ classes: ['m1', 'm2'], offlineDays: 30 }, 'm2')).toBe(true);
    expect(downloadAllowed({ classes: ['m1', 'm2'], offlineDays: 30 }, 'm3')).toBe(false);
    expect(downloadAllowed(undefined, 'm1')).toBe(false);
  });

  it('refuses days offline outside 1 to 365 and unknown keys', () => {
    for (const downloads of [
      { offlineDays: 0 },
      { offlineDays: 366 },
      { offlineDays: 2.5 },
      { forever: true },
    ])
      expect(appConfigSchema.safeParse({ id: 'abcdefgh', siteName: 'S', downloads }).success).toBe(false);
  });
});

describe('licence rules', () => {
  it('plays for the studio days offline, asks for renewal after half a day, then expires', () => {
    const licence = { mediaId: 'm1', issuedAt, expiresAt: licenceExpiry(issuedAt, 30) };
    expect(licence.expiresAt - issuedAt).toBe(30 * DAY);
    expect(licenceState(licence, issuedAt)).toBe('play');
    expect(licenceState(licence, issuedAt + LICENCE_RENEW_AFTER_MS - 1)).toBe('play');
    expect(licenceState(licence, issuedAt + LICENCE_RENEW_AFTER_MS)).toBe('renew');
    expect(licenceState(licence, issuedAt + 30 * DAY - 1)).toBe('renew');
    expect(licenceState(licence, issuedAt + 30 * DAY)).toBe('expired');
  });

  it('expires a licence whose clock was set back before it was issued', () => {
    const licence = { mediaId: 'm1', issuedAt, expiresAt: licenceExpiry(issuedAt, 30) };
    expect(licenceState(licence, issuedAt - 2 * DAY)).toBe('expired');
  });

  it('never plays past the expiry, whatever the days and the moment', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 365 }), fc.integer({ min: 0, max: 400 * DAY }), (days, after) => {
        const licence = { mediaId: 'm', issuedAt, expiresAt: licenceExpiry(issuedAt, days) };
        const state = licenceState(licence, issuedAt + after);
        expect(state === 'expired').toBe(after >= days * DAY);
      }),
    );
  });
});

describe('choosing a rendition', () => {
  const renditions = [
    { uri: '1080p/index.m3u8', bandwidth: 5_000_000, height: 1080 },
    { uri: '240p/index.m3u8', bandwidth: 400_000, height: 240 },
    { uri: '720p/index.m3u8', bandwidth: 2_800_000, height: 720 },
  ];
  it('takes the least bandwidth for small and the tallest up to 720 lines for good', () => {
    expect(pickRendition(renditions, 'small')?.uri).toBe('240p/index.m3u8');
    expect(pickRendition(renditions, 'good')?.uri).toBe('720p/index.m3u8');
    expect(pickRendition([renditions[0]!], 'good')?.uri).toBe('1080p/index.m3u8');
    expect(pickRendition([], 'small')).toBeUndefined();
  });

  it('keeps downloads under a token no server issues', () => {
    expect(offlineToken('a b')).toBe('offline~a%20b');
    expect(offlineToken('x')).not.toMatch(/^[A-Za-z0-9_.-]+$/);
  });
});
