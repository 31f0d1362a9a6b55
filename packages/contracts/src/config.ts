import { z } from 'zod';
import { CONSENTS_MAX, captureSettingsSchema } from './capture';
import { DOWNLOADS_OFF, downloadsSettingsSchema } from './offline-licence';
import { configuredShortcuts } from './routes';

/**
 * The site config: the JSON a studio edits to brand and shape its site.
 * Strict everywhere: an unknown key is an error, so typos never pass silently.
 */
const color = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a hex colour such as #aa3355');

/** Where the shortcut pages (/sticky-buns, ...) land: a program or a playlist page of this site. */
const internalTarget = z
  .string()
  .regex(/^\/(?:programs|p)\/[A-Za-z0-9_-]+$/, 'must be a /programs/{id} or /p/{id} path');

/** The card shapes shelves and grids may take (viewing.md §5); 16:9 unless the config says. */
export const CARD_ASPECT_RATIOS = ['2:1', '16:9', '5:3', '4:3', '1:1', '9:13', '2:3', '9:16'] as const;
export type CardAspectRatio = (typeof CARD_ASPECT_RATIOS)[number];

/** "2:3" as CSS reads it: "2 / 3". */
export const cardAspectCss = (ratio: CardAspectRatio) => ratio.replace(':', ' / ');

/**
 * The document's custom properties a config's styling sets, each with its value, or null where the
 * config leaves the default (tokens.css). The server writes the set ones on a page's `<html>`, and the
 * web app sets them again for the config it starts with.
 */
export function stylingProperties(styling: AppConfig['styling']): [name: string, value: string | null][] {
  return [
    ['--color-background', styling.backgroundColor ?? null],
    ['--color-highlight', styling.highlightColor ?? null],
    ['--color-header-background', styling.headerBackground ?? null],
    // Shelves' and grids' cards (and their placeholders) take this shape.
    ['--card-aspect', styling.cardAspectRatio ? cardAspectCss(styling.cardAspectRatio) : null],
  ];
}

/** A key of the original platform's config Relevé does not serve: refused unless absent or null. */
const notServed = (why: string) => z.null({ error: `Relevé ${why}: remove this key` }).optional();

const optionalUrl = z.url({ protocol: /^https?$/ }).nullish();

const contentRow = z.strictObject({
  contentId: z.string().min(1).nullish(),
  title: z.string().nullish(),
  featured: z.boolean().default(false),
  backgroundColor: color.nullish(),
  type: z.enum(['playlist', 'continue_watching', 'favorites']),
});

const menuItem = z.strictObject({
  label: z.string().min(1),
  contentId: z.string().min(1),
  filterTags: z.string().nullish(),
});

/** A payment integration as the web app sees it: which offers the pricing page sells. No secrets here. */
const paymentIntegration = z.strictObject({
  monthlyOffer: z.string().min(1),
  yearlyOffer: z.string().min(1),
});

export const appConfigSchema = z.strictObject({
  id: z.string().min(1),
  siteName: z.string().min(1).max(80),
  description: z.string().default(''),
  /**
   * The studio's locale (BCP 47: en-US, fr-FR): the console's time fields read the clock as it does,
   * "5:30 PM" or "17:30". Unset: the browser's.
   */
  locale: z
    .string()
    .trim()
    .refine((tag) => {
      try {
        return Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0;
      } catch {
        return false;
      }
    }, 'must be a locale such as en-US or fr-FR')
    .nullish(),
  /*
   * The original platform's analytics token and ad schedule: Relevé records its own analytics and
   * serves no ads (decision 033), so a config that sets either is refused, naming the key, rather
   * than loaded and ignored. `null` (a moved config's empty value) passes.
   */
  analyticsToken: notServed('records its own analytics and takes no analytics token'),
  adSchedule: notServed('serves no ads'),
  assets: z
    .strictObject({
      /** A wide image across the top of home (decision 033); `logo` is the header's. */
      banner: z.string().nullish(),
      logo: z.string().nullish(),
    })
    .default({}),
  /** Home's rows, in order, in place of the catalogue's when set (home-rows.ts, decision 033). */
  content: z.array(contentRow).default([]),
  /** Links to playlist pages, in the sidebar after its pages (decision 033). */
  menu: z.array(menuItem).default([]),
  styling: z
    .strictObject({
      backgroundColor: color.nullish(),
      highlightColor: color.nullish(),
      headerBackground: color.nullish(),
      footerText: z.string().nullish(),
      cardAspectRatio: z
        .enum(CARD_ASPECT_RATIOS, { error: `must be one of ${CARD_ASPECT_RATIOS.join(', ')}` })
        .nullish(),
    })
    .default({}),
  features: z
    .strictObject({
      recommendationsPlaylist: z.string().nullish(),
      /*
       * Switches, after the original platform's lists (decision 033): with `searchPlaylist` set the
       * site has its search (header box, Search link, /search and /q pages), without it none;
       * `continueWatchingList` set shows the continue-watching row on home, and `favoritesList` the
       * favorites account page. Relevé keeps searches, progress and favorites itself: any id does.
       */
      searchPlaylist: z.string().nullish(),
      continueWatchingList: z.string().nullish(),
      favoritesList: z.string().nullish(),
      /*
       * accounts-and-billing.md §4's feature flags, on unless the studio turns them off: the home
       * page's new-year-sale row, its shelves of classes (off: the featured carousel and the studio's
       * banner rows only), and members' own profile pictures (off: the server refuses uploads).
       */
      newYearSaleRow: z.boolean().default(true),
      homeShelves: z.boolean().default(true),
      profilePictureUpload: z.boolean().default(true),
    })
    .default({ newYearSaleRow: true, homeShelves: true, profilePictureUpload: true }),
  integrations: z
    .strictObject({
      sandbox: paymentIntegration.nullish(),
      stripe: paymentIntegration.nullish(),
    })
    .default({}),
  /** Classes members may download for offline playback, and for how many days offline (decision 064). */
  downloads: downloadsSettingsSchema.default(DOWNLOADS_OFF),
  contentProtection: z
    .strictObject({
      accessModel: z.enum(['free', 'freeauth', 'authvod', 'svod']),
      /**
       * The original platform's DRM policy. Accepted so a config moved to Relevé loads; Relevé serves
       * its own HLS with short-lived signed playback tokens and applies no DRM (docs/operations.md).
       */
      drm: z.strictObject({ defaultPolicyId: z.string().min(1) }).nullish(),
    })
    .default({ accessModel: 'svod' }),
  /**
   * The original platform's URL-signing service. Accepted for moved configs; Relevé signs playback
   * itself and calls no signing host (docs/operations.md).
   */
  contentSigningService: z
    .strictObject({ host: z.url({ protocol: /^https?$/ }), drmPolicyId: z.string().min(1).nullish() })
    .nullish(),
  custom: z
    .strictObject({
      /** Targets of /sticky-buns, /journey-to-pointe and /free-library. */
      shortcuts: z.partialRecord(z.enum(configuredShortcuts), internalTarget).default({}),
      /** The playlist behind the mobile bottom bar's Trending tab. */
      trendingPlaylistId: z.string().nullish(),
      /** External links; each is hidden when not configured. */
      communityUrl: optionalUrl,
      privateLessonsUrl: optionalUrl,
      helpUrl: optionalUrl,
      customProgramUrl: optionalUrl,
      /** The terms members accept at registration. */
      termsUrl: optionalUrl,
      /** Consents asked at registration; `required` ones must be given to register. */
      consents: z
        .array(
          z.strictObject({
            name: z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/, 'must be a short lowercase name'),
            label: z.string().min(1).max(300),
            required: z.boolean().default(false),
          }),
        )
        .max(CONSENTS_MAX)
        .default([]),
      /** Personal details asked after registration. */
      capture: captureSettingsSchema.default({ enabled: false, fields: [], questions: [] }),
      /** The about page's text (/o/about), as markdown; without it the page shows the description. */
      aboutMarkdown: z.string().max(20_000).nullish(),
      /** Programs recommended by the welcome questionnaire. */
      welcomePrograms: z
        .strictObject({
          beginner: z.string().min(1),
          intermediate: z.string().min(1),
          gentleReturn: z.string().min(1),
        })
        .nullish(),
    })
    .default({ shortcuts: {}, consents: [], capture: { enabled: false, fields: [], questions: [] } }),
});

export type AppConfig = z.infer<typeof appConfigSchema>;

/** Whether members may upload a picture of their own (the server refuses, the page hides the editor). */
export const profilePictureUploadAllowed = (config: Pick<AppConfig, 'features'> | undefined): boolean =>
  config?.features.profilePictureUpload !== false;

/**
 * Which config sources the web app may load (the studio's "settings").
 * A source is either an 8-character config id hosted by this server, or a same-origin path.
 */
export const siteSettingsSchema = z.strictObject({
  defaultConfigSource: z.string().nullish(),
  additionalAllowedConfigSources: z.array(z.string()).default([]),
  unsafeAllowAnyConfigSource: z.boolean().default(false),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/**
 * GET /api/settings: the settings, and whether the request came with a session cookie. That cookie is
 * HttpOnly, so only the server can tell; without it the web app knows nobody is signed in and does not
 * ask for a profile (a 401 every browser would log as an error on each visitor's page). `publicOrigin`
 * is PUBLIC_URL's origin when the studio set one: the only origin its calls are taken from, so a
 * visitor who reached the site by another name is sent there before anything (signing in, checking out).
 */
export const settingsAnswerSchema = siteSettingsSchema.extend({
  hasSession: z.boolean().default(false),
  publicOrigin: z.string().nullable().default(null),
});
export type SettingsAnswer = z.infer<typeof settingsAnswerSchema>;

/** An 8-character lowercase alphanumeric config id maps to a config hosted by this server. */
export const configIdPattern = /^[a-z0-9]{8}$/;

export function configLocation(source: string): string {
  return configIdPattern.test(source) ? `/api/configs/${source}` : source;
}

export function isAllowedConfigSource(source: string, settings: SiteSettings): boolean {
  return (
    settings.unsafeAllowAnyConfigSource ||
    source === settings.defaultConfigSource ||
    settings.additionalAllowedConfigSources.includes(source)
  );
}

export function hasUsableConfigSources(settings: SiteSettings): boolean {
  return (
    !!settings.defaultConfigSource ||
    settings.additionalAllowedConfigSources.length > 0 ||
    settings.unsafeAllowAnyConfigSource
  );
}

/** The kinds of config failure; each maps to a text in the web app's English resources. */
export const configErrorCodes = [
  'noConfigLocation',
  'loadFailed',
  'noConfig',
  'configNotDefined',
  'bothIntegrations',
  'noUsableSources',
  'invalidConfig',
  'invalidSettings',
] as const;
export type ConfigErrorCode = (typeof configErrorCodes)[number];

export interface ConfigValidation {
  ok: boolean;
  config?: AppConfig;
  code?: ConfigErrorCode;
  /** One line per problem: "styling.highlightColor: must be a hex colour such as #aa3355". */
  issues: string[];
}

/** Validates a parsed config body the way the spec asks: strict schema, then the integration rule. */
export function validateAppConfig(input: unknown): ConfigValidation {
  if (input === null || input === undefined || input === '') {
    return { ok: false, code: 'noConfig', issues: [] };
  }
  const parsed = appConfigSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, code: 'invalidConfig', issues: formatIssues(parsed.error) };
  }
  const { sandbox, stripe } = parsed.data.integrations;
  if (sandbox && stripe) return { ok: false, code: 'bothIntegrations', issues: [] };
  return { ok: true, config: parsed.data, issues: [] };
}

export function formatIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const where = issue.path.length ? issue.path.join('.') : '(root)';
    return `${where}: ${issue.message}`;
  });
}
