import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AttemptCounter, AttemptLimit, OverLimit } from './attempt-counter';

/** Relevé's limits on guessing (decision 011). */
export const attemptLimits = {
  /** Password checks on one account from one place: an address, or a browser the account trusts. */
  passwordPerPlace: { windowMs: 15 * 60_000, max: 10 },
  /** Password checks on one account from all the places it does not trust, together. */
  passwordPerAccount: { windowMs: 60 * 60_000, max: 50 },
  resetPerAccount: { windowMs: 60 * 60_000, max: 5 },
  resetPerAddress: { windowMs: 60_000, max: 5 },
} satisfies Record<string, AttemptLimit>;

/** The cookie of a browser that signed in to an account: `<device id>.<signature of id and e-mail>`. */
export const DEVICE_COOKIE = 'releve.device';
const DEVICE_COOKIE_DAYS = 365;

export const tooManyAttemptsMessage = 'Too many attempts for this account. Try again later.';

const accountOf = (email: string) => email.trim().toLowerCase();

/**
 * Limits password guesses and reset requests, per account (decision 011). A place that guesses
 * wrong locks only itself out: attempts count per account and address, and, more slowly, per
 * account across every address; a browser that has signed in to the account before (its device
 * cookie) counts on its own, so a stranger's guesses never lock the member's own browsers out.
 */
export class PasswordGuard {
  constructor(
    private readonly counter: AttemptCounter,
    private readonly secret: string,
    private readonly secureCookies: boolean,
  ) {}

  /** Counts a password check on the account of `email`; the refusal when it is over a limit. */
  async attempt(request: FastifyRequest, email: string): Promise<OverLimit | undefined> {
    const account = accountOf(email);
    const device = this.trustedDevice(request, account);
    if (device)
      return this.counter.count(`password:${account}:device:${device}`, attemptLimits.passwordPerPlace);
    return (
      (await this.counter.count(
        `password:${account}:address:${request.ip}`,
        attemptLimits.passwordPerPlace,
      )) ?? (await this.counter.count(`password:${account}:all`, attemptLimits.passwordPerAccount))
    );
  }

  /**
   * The password was right: this place's counter starts again. Answers the device cookie to set
   * when the browser is not yet trusted by the account.
   */
  async accepted(request: FastifyRequest, email: string): Promise<string | undefined> {
    const account = accountOf(email);
    const device = this.trustedDevice(request, account);
    await this.counter.forget([
      device ? `password:${account}:device:${device}` : `password:${account}:address:${request.ip}`,
    ]);
    return device ? undefined : this.deviceCookie(account);
  }

  /** A new password (reset or change), or a deleted account: every password counter starts again. */
  async passwordChanged(email: string): Promise<void> {
    await this.counter.forgetStartingWith(`password:${accountOf(email)}:`);
  }

  /** Counts a reset request, per address and per account; the refusal when over a limit. */
  async resetRequest(request: FastifyRequest, email: string): Promise<OverLimit | undefined> {
    return (
      (await this.counter.count(`reset:address:${request.ip}`, attemptLimits.resetPerAddress)) ??
      (await this.counter.count(`reset:${accountOf(email)}`, attemptLimits.resetPerAccount))
    );
  }

  /** A Set-Cookie value that makes this browser trusted by the account of `email`. */
  deviceCookie(email: string): string {
    const id = randomBytes(16).toString('base64url');
    const value = `${id}.${this.sign(id, accountOf(email))}`;
    const secure = this.secureCookies ? '; Secure' : '';
    return `${DEVICE_COOKIE}=${value}; Path=/api; Max-Age=${DEVICE_COOKIE_DAYS * 86_400}; HttpOnly; SameSite=Lax${secure}`;
  }

  private trustedDevice(request: FastifyRequest, account: string): string | undefined {
    const match = new RegExp(
      `(?:^|;\\s*)${DEVICE_COOKIE.replace('.', '\\.')}=([\\w-]{1,64})\\.([\\w-]{1,64})`,
    ).exec(request.headers.cookie ?? '');
    if (!match?.[1] || !match[2]) return undefined;
    const expected = Buffer.from(this.sign(match[1], account));
    const given = Buffer.from(match[2]);
    return given.length === expected.length && timingSafeEqual(given, expected) ? match[1] : undefined;
  }

  private sign(id: string, account: string): string {
    return createHmac('sha256', this.secret).update(`device:${id}:${account}`).digest('base64url');
  }
}

/** The 429 of a refused attempt, with how long until the lock ends. */
export function sendTooManyAttempts(reply: FastifyReply, over: OverLimit) {
  return reply.code(429).header('retry-after', String(over.retryAfterSeconds)).send({
    statusCode: 429,
    error: 'Too Many Requests',
    message: tooManyAttemptsMessage,
  });
}
