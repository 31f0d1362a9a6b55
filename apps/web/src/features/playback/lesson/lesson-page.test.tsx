import type { VideoState } from '@releve/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCourse } from '../../../testing/browse';
import { testMedia } from '../../../testing/home';
import { testProfile } from '../../../testing/profiles';
import { renderApp, stubApi } from '../../../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

/** The first render loads the lazily loaded route modules, slow on a busy machine. */
const patient = { timeout: 5000 };

const state = (mediaId: string, lastTime: number, completed: boolean): VideoState => ({
  mediaId,
  lastTime,
  duration: 600,
  completed,
  programId: 'basics',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

/** A member who finished the first lesson of week one and is half way through the second. */
const memberWithProgress = () => testProfile({ membership: { isMember: true, isTrialEligible: false } });
const progress = {
  'prog:basics:sec-b1:0:0:v1': state('v1', 600, true),
  'prog:basics:sec-b1:0:1:v2': state('v2', 200, false),
};

const stubCourse = (profile: ReturnType<typeof testProfile> | null) =>
  stubApi(profile, {
    '/api/courses': { courses: [testCourse()] },
    '/api/users/me/video-state': { videoState: progress },
  });

describe('program page lesson status', () => {
  it("shows completed, in progress and not started from the member's progress in this program", async () => {
    stubCourse(memberWithProgress());
    renderApp('/programs/basics');
    await screen.findByRole('button', { name: 'Account menu' }, patient);
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('link', { name: /Lesson v1/ })).getByRole('img', { name: 'Completed' }),
        ).toBeTruthy(),
      patient,
    );
    expect(
      within(screen.getByRole('link', { name: /Lesson v2/ })).getByRole('img', { name: 'In progress' }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('link', { name: /Lesson v3/ })).getByRole('img', { name: 'Not started' }),
    ).toBeTruthy();
  });
});

describe('lesson page', () => {
  it('shows the title, "n of total", Previous/Next across modules and the side list', async () => {
    stubCourse(memberWithProgress());
    renderApp('/programs/basics/sections/sec-b1/p/0/v/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lesson v2' }, patient)).toBeTruthy();
    expect(screen.getByTestId('lesson-position').textContent).toBe('2 of 2');
    expect(screen.getByRole('link', { name: 'Previous lesson: Lesson v1' }).getAttribute('href')).toBe(
      '/programs/basics/sections/sec-b1/p/0/v/0',
    );
    expect(screen.getByRole('link', { name: 'Next lesson: Lesson v3' }).getAttribute('href')).toBe(
      '/programs/basics/sections/sec-b1/p/1/v/0',
    );
    const list = screen.getByRole('navigation', { name: 'Lessons in Foundations' });
    const current = within(list).getByRole('link', { current: 'page' });
    expect(current.textContent).toContain('Lesson v2');
    await waitFor(() =>
      expect(within(list).getByRole('link', { name: /Lesson v1 \(Completed\)/ })).toBeTruthy(),
    );
    expect(within(list).getByRole('link', { name: /Lesson v1/ }).textContent).toContain('Last');
  });

  it('shows the Completed bar with "Keep going!" to the next lesson once the lesson is completed', async () => {
    stubCourse(memberWithProgress());
    renderApp('/programs/basics/sections/sec-b1/p/0/v/0');
    const bar = await screen.findByTestId('lesson-completed', {}, patient);
    expect(within(bar).getByText('Completed')).toBeTruthy();
    expect(within(bar).getByRole('link', { name: 'Keep going!' }).getAttribute('href')).toBe(
      '/programs/basics/sections/sec-b1/p/0/v/1',
    );
    expect(screen.queryByRole('link', { name: 'Start 7-Day Free Trial' })).toBeNull();
  });

  it('gives visitors a locked lesson as a thumbnail to pricing, with the free-trial button', async () => {
    stubCourse(null);
    renderApp('/programs/basics/sections/sec-b1/p/0/v/1');
    const thumbnail = await screen.findByRole('link', { name: /Members only: Lesson v2/ }, patient);
    expect(thumbnail.getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole('link', { name: 'Start 7-Day Free Trial' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(screen.queryByTestId('player')).toBeNull();
    expect(screen.queryByTestId('lesson-completed')).toBeNull();
  });

  it('has no Previous at the first lesson of a section and no Next at its last', async () => {
    stubCourse(null);
    renderApp('/programs/basics/sections/sec-b2/p/0/v/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lesson v5' }, patient)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Next lesson/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous lesson: Lesson v4' })).toBeTruthy();
  });

  it('says so when the program has no lesson at the place', async () => {
    stubCourse(null);
    renderApp('/programs/basics/sections/sec-b1/p/4/v/0');
    expect(await screen.findByRole('heading', { name: 'Lesson not found' }, patient)).toBeTruthy();
  });

  it('shows a lesson of a section not open to the member as locked, saying when it opens, and signs nothing', async () => {
    const course = testCourse();
    const dripped = {
      ...course,
      sections: course.sections.map((section, n) =>
        n === 1 ? { ...section, drip: { kind: 'after-previous' as const } } : section,
      ),
    };
    const fetchMock = stubApi(memberWithProgress(), {
      '/api/courses': { courses: [dripped] },
      '/api/users/me/video-state': { videoState: progress },
      '/api/users/me/programs/basics/locks': {
        locked: {
          'sec-b2': {
            locked: true,
            reason: 'after-previous',
            previousSectionId: 'sec-b1',
            previousSectionName: 'Week one',
          },
        },
      },
    });
    renderApp('/programs/basics/sections/sec-b2/p/0/v/0');
    const closed = await screen.findByRole(
      'link',
      { name: /Lesson v4: Opens when you finish Week one/ },
      patient,
    );
    expect(closed.getAttribute('href')).toBe('/programs/basics');
    expect(screen.queryByTestId('player')).toBeNull();
    expect(fetchMock.mock.calls.some(([path]) => String(path).includes('/sign'))).toBe(false);
  });

  it("signs a lesson for its program section, so the server applies the section's drip rule", async () => {
    const fetchMock = stubApi(memberWithProgress(), {
      '/api/courses': { courses: [testCourse()] },
      '/api/users/me/video-state': { videoState: progress },
      '/api/v2/media/v2': { feedid: 'v2', title: 'Lesson v2', playlist: [testMedia('v2', 'Lesson v2')] },
    });
    renderApp('/programs/basics/sections/sec-b1/p/0/v/1');
    await waitFor(() => {
      const calls = fetchMock.mock.calls as unknown as [string, RequestInit | undefined][];
      const call = calls.find(([path]) => path === '/api/media/v2/sign');
      expect(call?.[1]?.body).toBe(JSON.stringify({ programId: 'basics', sectionId: 'sec-b1' }));
    }, patient);
  });
});
