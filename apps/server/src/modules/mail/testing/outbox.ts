// Test support for other modules' tests: the messages the outbox mailer wrote.
import { latestMailTo } from '../outbox';

export { latestMailTo, type OutboxMessage, readOutbox } from '../outbox';

/** The newest e-mail to `address`, waiting up to `timeoutMs` for it (mail is sent after the reply). */
export async function waitForMailTo(dataDir: string, address: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await latestMailTo(dataDir, address);
    if (found || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
