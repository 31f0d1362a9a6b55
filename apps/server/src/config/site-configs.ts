import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type AppConfig, configIdPattern, type SiteSettings, validateAppConfig } from '@releve/contracts';
import { repoRoot } from '@releve/db';
import type { Env } from './env';

/** Configs shipped with Relevé (the demo studio); a studio's own live in DATA_DIR/configs. */
export const builtInConfigDir = path.join(repoRoot, 'apps/server/site-configs');

export class SiteConfigError extends Error {
  constructor(
    message: string,
    readonly issues: string[] = [],
  ) {
    super(issues.length ? `${message}\n${issues.map((i) => `  - ${i}`).join('\n')}` : message);
    this.name = 'SiteConfigError';
  }
}

/**
 * Finds site configs by id. Files are read on each request so a studio can edit its
 * config without a restart; configs are small and fetched once per visit.
 */
export class SiteConfigs {
  readonly settings: SiteSettings;
  private readonly dirs: string[];

  constructor(
    env: Pick<
      Env,
      'DATA_DIR' | 'DEFAULT_CONFIG_SOURCE' | 'ALLOWED_CONFIG_SOURCES' | 'UNSAFE_ALLOW_ANY_CONFIG_SOURCE'
    >,
  ) {
    this.dirs = [path.join(env.DATA_DIR, 'configs'), builtInConfigDir];
    this.settings = {
      defaultConfigSource: env.DEFAULT_CONFIG_SOURCE || null,
      additionalAllowedConfigSources: env.ALLOWED_CONFIG_SOURCES,
      unsafeAllowAnyConfigSource: env.UNSAFE_ALLOW_ANY_CONFIG_SOURCE,
    };
  }

  /** The raw JSON text of a hosted config, or undefined when there is none by that id. */
  async readRaw(id: string): Promise<string | undefined> {
    if (!configIdPattern.test(id)) return undefined; // also keeps ids from walking the file system
    for (const dir of this.dirs) {
      try {
        return await readFile(path.join(dir, `${id}.json`), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    return undefined;
  }

  /** The default config, validated; undefined when the default source is not a hosted id. */
  async defaultConfig(): Promise<AppConfig | undefined> {
    const source = this.settings.defaultConfigSource;
    if (!source || !configIdPattern.test(source)) return undefined;
    const raw = await this.readRaw(source);
    if (raw === undefined) throw new SiteConfigError(`Default site config "${source}" was not found.`);
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch (error) {
      throw new SiteConfigError(
        `Default site config "${source}" is not valid JSON: ${(error as Error).message}`,
      );
    }
    const result = validateAppConfig(body);
    if (!result.ok || !result.config) {
      throw new SiteConfigError(
        `Default site config "${source}" is invalid (${result.code}):`,
        result.issues,
      );
    }
    return result.config;
  }
}
