/*
 * Secrets that must never reach a server's log (issue 31, item 22), by their shape as the server
 * makes them: independent of the server's own redaction (plugins/log-redaction.ts), so a line that
 * escaped it, or a kind it does not know yet, is found.
 */
const SECRET_PATTERNS: { name: string; pattern: RegExp }[] = [
  { name: 'sandbox checkout session id', pattern: /cs_sbx_[A-Za-z0-9_-]{32}/ },
  { name: 'calendar feed token', pattern: /\/api\/calendar\/(?!\[redacted\])[A-Za-z0-9_-]{32}/ },
  { name: 'playback token', pattern: /\/media\/play\/(?!\[redacted\])[^/\s"]+/ },
  { name: 'reset link token', pattern: /\/api\/auth\/reset-password\/(?!\[redacted\])[^/?\s"]+/ },
  { name: 'token in a query', pattern: /[?&](?:token|resetPasswordToken)=(?!\[redacted\])[^&\s"]+/i },
  { name: 'session cookie', pattern: /better-auth\.session_token=[^;\s"]+/ },
];

export interface SecretInLog {
  file: string;
  line: number;
  kind: string;
  text: string;
}

/** Every line of `text` (a log file's) holding a secret, with what kind it is. */
export function secretsIn(file: string, text: string): SecretInLog[] {
  const found: SecretInLog[] = [];
  text.split('\n').forEach((line, index) => {
    for (const { name, pattern } of SECRET_PATTERNS) {
      if (pattern.test(line)) found.push({ file, line: index + 1, kind: name, text: line.slice(0, 300) });
    }
  });
  return found;
}
