import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecretFile } from './secret-file';

describe('loadSecretFile', () => {
  it('makes a random secret once, readable by the owner only, and reads that one after', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'secret-')), 'data');
    const first = loadSecretFile(dir, 'some-secret', 'whsec_');
    expect(first).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(loadSecretFile(dir, 'some-secret', 'whsec_')).toBe(first);
    expect(statSync(path.join(dir, 'some-secret')).mode & 0o777).toBe(0o600);
    expect(loadSecretFile(dir, 'another-secret')).not.toBe(first);
  });

  it('keeps a secret another process wrote first', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'secret-'));
    writeFileSync(path.join(dir, 'auth-secret'), 'theirs\n');
    expect(loadSecretFile(dir, 'auth-secret')).toBe('theirs');
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8')).toBe('theirs\n');
  });
});
