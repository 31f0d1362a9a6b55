/**
 * Whether an error says the database could not be reached or did not answer in time (decision 060),
 * possibly wrapped by Drizzle or pg-boss: a fault of the moment, answered 503 with Retry-After so a
 * client (and a load balancer) tries again, never a 500 that reads as a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.test(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

/**
 * SQLSTATE classes 08 (connection exception) and 57 (operator intervention: a statement cancelled by
 * its timeout, a server shutting down or starting), 53300 (too many connections), 55P03 (a lock
 * not granted in time), and the socket's own codes.
 */
const UNAVAILABLE_CODES =
  /^(08[0-9A-Z]{3}|57[0-9A-Z]{3}|53300|55P03|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENOTFOUND)$/;

/** node-postgres's own words for a connection it could not make or lost, and its client-side timeout. */
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error|Connection ended unexpectedly|connect ECONNREFUSED/;

/** How long a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 2;
