import { describe, expect, it } from 'vitest';
import {
  configLocation,
  hasUsableConfigSources,
  isAllowedConfigSource,
  profilePictureUploadAllowed,
  type SiteSettings,
  validateAppConfig,
} from './config';

const minimal = { id: 'abcd1234', siteName: 'Studio' };
const settings: SiteSettings = {
  defaultConfigSource: 'abcd1234',
  additionalAllowedConfigSources: ['/configs/preview.json'],
  unsafeAllowAnyConfigSource: false,
};

describe('validateAppConfig', () => {
  it('accepts a minimal config and fills the defaults', () => {
    const result = validateAppConfig(minimal);
    expect(result.ok).toBe(true);
    expect(result.config?.contentProtection.accessModel).toBe('svod');
    expect(result.config?.custom.shortcuts).toEqual({});
  });

  it.each([null, undefined, ''])('reports "no config" for %j', (body) => {
    expect(validateAppConfig(body)).toMatchObject({ ok: false, code: 'noConfig' });
  });

  it('is strict: an unknown key is an error naming the key', () => {
    const result = validateAppConfig({ ...minimal, sitename: 'typo' });
    expect(result).toMatchObject({ ok: false, code: 'invalidConfig' });
    expect(result.issues.join()).toContain('sitename');
  });

  it.each([
    [
      'analyticsToken',
      'abc123',
      'analyticsToken: Relevé records its own analytics and takes no analytics token: remove this key',
    ],
    ['adSchedule', 'sched1', 'adSchedule: Relevé serves no ads: remove this key'],
  ])('refuses %s, which Relevé does not serve, naming the key (decision 033)', (key, value, issue) => {
    const result = validateAppConfig({ ...minimal, [key]: value });
    expect(result).toMatchObject({ ok: false, code: 'invalidConfig', issues: [issue] });
    // A moved config's empty value passes: it asks for nothing.
    expect(validateAppConfig({ ...minimal, [key]: null }).ok).toBe(true);
  });

  it('is strict in nested objects too', () => {
    const result = validateAppConfig({ ...minimal, styling: { highlightColour: '#fff' } });
    expect(result.code).toBe('invalidConfig');
    expect(result.issues.join()).toContain('highlightColour');
  });

  it('lists every problem with its path', () => {
    const result = validateAppConfig({ id: 'x', siteName: '', styling: { highlightColor: 'pink' } });
    expect(result.issues).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^siteName: /),
        'styling.highlightColor: must be a hex colour such as #aa3355',
      ]),
    );
  });

  it('accepts only the card shapes of the spec', () => {
    for (const ratio of ['2:1', '16:9', '5:3', '4:3', '1:1', '9:13', '2:3', '9:16']) {
      expect(validateAppConfig({ ...minimal, styling: { cardAspectRatio: ratio } }).ok).toBe(true);
    }
    const result = validateAppConfig({ ...minimal, styling: { cardAspectRatio: '3:2' } });
    expect(result).toMatchObject({ ok: false, code: 'invalidConfig' });
    expect(result.issues).toEqual([
      'styling.cardAspectRatio: must be one of 2:1, 16:9, 5:3, 4:3, 1:1, 9:13, 2:3, 9:16',
    ]);
  });

  it("accepts the original platform's signing and DRM keys, and checks their shape", () => {
    const moved = {
      ...minimal,
      contentSigningService: { host: 'https://sign.example.test', drmPolicyId: 'policy1' },
      contentProtection: { accessModel: 'svod', drm: { defaultPolicyId: 'policy1' } },
    };
    expect(validateAppConfig(moved).ok).toBe(true);
    const wrong = validateAppConfig({ ...minimal, contentSigningService: { host: 'sign.example.test' } });
    expect(wrong.issues).toEqual([expect.stringMatching(/^contentSigningService\.host: /)]);
  });

  it("takes the studio's feature switches, each on unless turned off, and only as true or false", () => {
    expect(validateAppConfig(minimal).config?.features).toMatchObject({
      newYearSaleRow: true,
      homeShelves: true,
      profilePictureUpload: true,
    });
    const off = validateAppConfig({
      ...minimal,
      features: { homeShelves: false, profilePictureUpload: false },
    });
    expect(off.config?.features).toMatchObject({
      newYearSaleRow: true,
      homeShelves: false,
      profilePictureUpload: false,
    });
    expect(profilePictureUploadAllowed(off.config)).toBe(false);
    expect(profilePictureUploadAllowed(validateAppConfig(minimal).config)).toBe(true);
    const wrong = validateAppConfig({ ...minimal, features: { newYearSaleRow: 'no' } });
    expect(wrong.issues).toEqual([expect.stringMatching(/^features\.newYearSaleRow: /)]);
  });

  it('refuses both payment integrations at once', () => {
    const offers = { monthlyOffer: 'm', yearlyOffer: 'y' };
    const result = validateAppConfig({ ...minimal, integrations: { sandbox: offers, stripe: offers } });
    expect(result).toMatchObject({ ok: false, code: 'bothIntegrations' });
    expect(validateAppConfig({ ...minimal, integrations: { stripe: offers } }).ok).toBe(true);
    expect(validateAppConfig({ ...minimal, integrations: { sandbox: offers, stripe: null } }).ok).toBe(true);
  });

  it('only accepts program or playlist paths as shortcut targets', () => {
    const ok = validateAppConfig({ ...minimal, custom: { shortcuts: { 'sticky-buns': '/programs/sb' } } });
    expect(ok.ok).toBe(true);
    const external = validateAppConfig({
      ...minimal,
      custom: { shortcuts: { 'free-library': 'https://x.test' } },
    });
    expect(external.code).toBe('invalidConfig');
    const unknown = validateAppConfig({ ...minimal, custom: { shortcuts: { other: '/p/x' } } });
    expect(unknown.code).toBe('invalidConfig');
  });
});

describe('config sources', () => {
  it('maps an 8-character lowercase id to the hosted path and leaves paths alone', () => {
    expect(configLocation('abcd1234')).toBe('/api/configs/abcd1234');
    expect(configLocation('ABCD1234')).toBe('ABCD1234');
    expect(configLocation('abcd123')).toBe('abcd123');
    expect(configLocation('/configs/preview.json')).toBe('/configs/preview.json');
  });

  it('allows the default and the listed sources only, unless any source is allowed', () => {
    expect(isAllowedConfigSource('abcd1234', settings)).toBe(true);
    expect(isAllowedConfigSource('/configs/preview.json', settings)).toBe(true);
    expect(isAllowedConfigSource('zzzz9999', settings)).toBe(false);
    expect(isAllowedConfigSource('zzzz9999', { ...settings, unsafeAllowAnyConfigSource: true })).toBe(true);
  });

  it('knows when settings leave no usable source', () => {
    expect(hasUsableConfigSources(settings)).toBe(true);
    const none = {
      defaultConfigSource: null,
      additionalAllowedConfigSources: [],
      unsafeAllowAnyConfigSource: false,
    };
    expect(hasUsableConfigSources(none)).toBe(false);
    expect(hasUsableConfigSources({ ...none, additionalAllowedConfigSources: ['a'] })).toBe(true);
    expect(hasUsableConfigSources({ ...none, unsafeAllowAnyConfigSource: true })).toBe(true);
  });
});
