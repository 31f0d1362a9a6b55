import {
  type AppConfig,
  apiPaths,
  type ConfigErrorCode,
  configLocation,
  formatIssues,
  hasUsableConfigSources,
  isAllowedConfigSource,
  type SettingsAnswer,
  type SiteSettings,
  settingsAnswerSchema,
  stylingProperties,
  validateAppConfig,
} from '@releve/contracts';
import { ApiError, callApi } from '../../lib/api-client';
import { readLocal, removeLocal, writeLocal } from '../../lib/storage';
import { sendToPublicOrigin } from './public-origin';

export { ConfigErrorPage } from './ConfigErrorPage';

export type ConfigLoad =
  | {
      kind: 'ready';
      config: AppConfig;
      settings: SiteSettings;
      source: string;
      /** The page came with a session cookie: someone may be signed in (else nobody is). */
      hasSession: boolean;
    }
  | { kind: 'invalid-settings' | 'invalid-config'; code: ConfigErrorCode; issues: string[] }
  /** The server could not be reached or failed: the spec's load-failure message. */
  | { kind: 'load-failed' };

/** The query parameter that picks a config, remembered for later visits. */
export const CONFIG_QUERY_KEY = 'app-config';
const STORED_SOURCE_KEY = 'config-source';

/** The config source for this visit: ?app-config= if allowed, else a remembered one, else the default. */
export function pickConfigSource(search: string, settings: SiteSettings): string | undefined {
  const requested = new URLSearchParams(search).get(CONFIG_QUERY_KEY);
  if (requested !== null) {
    if (requested && isAllowedConfigSource(requested, settings)) {
      writeLocal(STORED_SOURCE_KEY, requested);
      return requested;
    }
    removeLocal(STORED_SOURCE_KEY);
    return settings.defaultConfigSource ?? undefined;
  }
  const stored = readLocal(STORED_SOURCE_KEY);
  if (stored && isAllowedConfigSource(stored, settings)) return stored;
  return settings.defaultConfigSource ?? undefined;
}

async function loadSettings(): Promise<SettingsAnswer | Exclude<ConfigLoad, { kind: 'ready' }>> {
  let result: Awaited<ReturnType<typeof callApi>>;
  try {
    result = await callApi(apiPaths.settings);
  } catch (error) {
    const serverFault = !(error instanceof ApiError) || error.status >= 500;
    return serverFault
      ? { kind: 'load-failed' }
      : { kind: 'invalid-settings', code: 'invalidSettings', issues: [] };
  }
  if (!result.success) return { kind: 'invalid-settings', code: 'invalidSettings', issues: [result.message] };
  const parsed = settingsAnswerSchema.safeParse(result.data);
  if (!parsed.success)
    return { kind: 'invalid-settings', code: 'invalidSettings', issues: formatIssues(parsed.error) };
  return parsed.data;
}

/** The whole start-up sequence of the spec: settings, source, fetch, strict validation. */
export async function loadConfig(search = window.location.search): Promise<ConfigLoad> {
  const answer = await loadSettings();
  if ('kind' in answer) return answer;
  const { hasSession, publicOrigin, ...settings } = answer;
  // The page is being left for the studio's own address: nothing more to load or show here.
  if (sendToPublicOrigin(publicOrigin)) return new Promise<never>(() => {});
  if (!hasUsableConfigSources(settings))
    return { kind: 'invalid-settings', code: 'noUsableSources', issues: [] };

  const source = pickConfigSource(search, settings);
  if (!source) return { kind: 'invalid-config', code: 'noConfigLocation', issues: [] };

  let body: unknown;
  try {
    const result = await callApi(configLocation(source));
    if (!result.success) return { kind: 'invalid-config', code: 'loadFailed', issues: [] };
    body = result.data;
  } catch {
    return { kind: 'invalid-config', code: 'loadFailed', issues: [] };
  }
  const validation = validateAppConfig(body);
  if (!validation.ok || !validation.config) {
    return { kind: 'invalid-config', code: validation.code ?? 'invalidConfig', issues: validation.issues };
  }
  return { kind: 'ready', config: validation.config, settings, source, hasSession };
}

/**
 * Applies the config's colours and card shape as CSS custom properties on the document. The server
 * has written them already on a page of its default config; only what differs is set again.
 */
export function applyStyling(config: AppConfig, root: HTMLElement = document.documentElement) {
  for (const [name, value] of stylingProperties(config.styling)) {
    if (!value) root.style.removeProperty(name);
    else if (root.style.getPropertyValue(name) !== value) root.style.setProperty(name, value);
  }
}
