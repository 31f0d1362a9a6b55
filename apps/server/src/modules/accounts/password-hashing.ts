import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at OWASP's floor or above: 19 MiB of memory, 2 passes, 1 lane.
 * better-auth's default (scrypt N=16384) is below it.
 */
export const argon2Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  try {
    return await verify(stored, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}
