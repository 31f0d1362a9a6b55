import { afterEach, describe, expect, it } from 'vitest';
import { type QueuedSave, queuedProgress, queueProgress, sendQueuedProgress } from './progress-queue';

/* Progress saved offline (decision 064): kept per class in this browser, sent when back online. */

afterEach(() => localStorage.clear());

const save = (mediaId: string, lastTime: number): QueuedSave => ({
  path: `/api/users/u1/video-state/${mediaId}`,
  body: { lastTime, duration: 600, programId: null },
});
const answer = (status: number) => new Response(null, { status });

describe('the offline progress queue', () => {
  it('keeps the newest save of each class, in the order the classes were last saved', () => {
    queueProgress(save('a', 10));
    queueProgress(save('b', 20));
    queueProgress(save('a', 30));
    expect(queuedProgress()).toEqual([save('b', 20), save('a', 30)]);
  });

  it('sends them oldest first; what the server answered leaves, taken or refused for good', async () => {
    queueProgress(save('a', 10));
    queueProgress(save('b', 20));
    const sent: string[] = [];
    const taken = await sendQueuedProgress(async (one) => {
      sent.push(one.path);
      return answer(one.path.endsWith('/a') ? 204 : 403);
    });
    expect(sent).toEqual([save('a', 0).path, save('b', 0).path]);
    expect(taken).toBe(1);
    expect(queuedProgress()).toEqual([]);
  });

  it('stops at the first save the network still refuses, and keeps it and those after', async () => {
    queueProgress(save('a', 10));
    queueProgress(save('b', 20));
    const taken = await sendQueuedProgress(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(taken).toBe(0);
    expect(queuedProgress()).toEqual([save('a', 10), save('b', 20)]);
  });

  it('keeps a newer save of the class queued while the older one was on its way', async () => {
    queueProgress(save('a', 10));
    const taken = await sendQueuedProgress(async () => {
      queueProgress(save('a', 45));
      return answer(204);
    });
    expect(taken).toBe(1);
    expect(queuedProgress()).toEqual([save('a', 45)]);
  });
});
