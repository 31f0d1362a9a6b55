import { loadSecretFile } from './secret-file';

/**
 * The secret that signs session cookies: AUTH_SECRET when set, otherwise one generated on first start
 * and kept in DATA_DIR/auth-secret.
 */
export function loadAuthSecret(dataDir: string, configured: string | undefined): string {
  return configured || loadSecretFile(dataDir, 'auth-secret');
}
