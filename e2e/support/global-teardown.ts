import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serverLogDir } from './global-setup';
import { secretsIn } from './log-secrets';

/**
 * The run's last check (issue 31, item 22): every server the tests started wrote its whole log to
 * `serverLogDir`; a secret in any line fails the run, listing each.
 */
export default function globalTeardown() {
  const files = readdirSync(serverLogDir).filter((name) => name.endsWith('.log'));
  const found = files.flatMap((name) => secretsIn(name, readFileSync(path.join(serverLogDir, name), 'utf8')));
  console.log(`Scanned ${files.length} server logs for secrets: ${found.length} found`);
  if (found.length > 0) {
    throw new Error(
      `Secrets in the servers' logs (${serverLogDir}):\n${found
        .map((secret) => `  ${secret.file}:${secret.line} ${secret.kind}: ${secret.text}`)
        .join('\n')}`,
    );
  }
}
