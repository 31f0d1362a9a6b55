import type { AppConfig } from '@releve/contracts';
import { createContext, useContext } from 'react';

export const ConfigContext = createContext<AppConfig | undefined>(undefined);

export class ConfigNotDefinedError extends Error {
  readonly code = 'configNotDefined' as const;
  constructor() {
    super('Config not defined');
    this.name = 'ConfigNotDefinedError';
  }
}

/** The loaded site config; asking before it loaded is a programming error. */
export function useConfig(): AppConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new ConfigNotDefinedError();
  return config;
}
