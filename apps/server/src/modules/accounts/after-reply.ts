import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not hold up an answer, run one task at a time after the reply has gone (a
 * password reset's mail: the answer is the same, at the same speed, for every address). A failed
 * task is logged, never shown to the caller. The server waits for the queue when it closes.
 */
export class AfterReply {
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly log: FastifyBaseLogger) {}

  add(name: string, task: () => Promise<unknown>): void {
    this.tail = this.tail
      // A macrotask later: the reply's bytes are written before the task starts.
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(task)
      .then(
        () => undefined,
        (error: unknown) => this.log.error({ err: error, task: name }, 'background task failed'),
      );
  }

  /** Resolves once every task added so far has finished. */
  drained(): Promise<void> {
    return this.tail;
  }
}
