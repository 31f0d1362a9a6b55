import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCourse } from '../../../testing/browse';
import { testProfile } from '../../../testing/profiles';
import { renderApp, stubApi } from '../../../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

/** The first render loads the lazily loaded route modules, slow on a busy machine. */
const patient = { timeout: 5000 };

const resource = {
  id: 'r1',
  title: 'Barre chart',
  description: 'Every exercise on one page.',
  thumbnail: null,
  type: 'pdf',
  url: '/media/resources/r1',
  canDownload: true,
  free: false,
  fileSize: 2_400_000,
};

function stubCourses(course = testCourse(), profile = null as ReturnType<typeof testProfile> | null) {
  return stubApi(profile, { '/api/courses': { courses: [course] } });
}

const member = () => testProfile({ membership: { isMember: true } });

describe('program page', () => {
  it('shows the totals and every section, with Collapse all and Expand all', async () => {
    stubCourses();
    renderApp('/programs/basics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ballet Basics' }, patient)).toBeTruthy();
    const totals = screen.getByRole('list', { name: 'Program totals' });
    expect(
      within(totals)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2 sections', '3 modules', '5 lessons', '50 min']);
    const weekOne = screen.getByRole('button', { name: /Week one/ });
    expect(weekOne.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(weekOne.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: /Lesson v1/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(screen.getByRole('link', { name: /Lesson v1/ })).toBeTruthy();
    fireEvent.click(weekOne);
    expect(weekOne.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: /Week two/ }).getAttribute('aria-expanded')).toBe('true');
  });

  it('sends visitors from locked lessons to pricing; free lessons open, each marked Free and not started', async () => {
    stubCourses();
    renderApp('/programs/basics');
    const free = await screen.findByRole('link', { name: /Lesson v1/ }, patient);
    expect(free.getAttribute('href')).toBe('/programs/basics/sections/sec-b1/p/0/v/0');
    expect(within(free).getByText('Free')).toBeTruthy();
    expect(within(free).getByRole('img', { name: 'Not started' })).toBeTruthy();
    const locked = screen.getByRole('link', { name: /Lesson v3/ });
    expect(locked.getAttribute('href')).toBe('/pricing');
    expect(within(locked).getByRole('img', { name: 'Members only' })).toBeTruthy();
    expect(within(locked).queryByText('Free')).toBeNull();
  });

  it('opens every lesson for members, by module and lesson index', async () => {
    stubCourses(testCourse(), member());
    renderApp('/programs/basics');
    await screen.findByRole('button', { name: 'Account menu' }, patient);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Lesson v3/ }).getAttribute('href')).toBe(
        '/programs/basics/sections/sec-b1/p/1/v/0',
      ),
    );
    expect(screen.getByRole('link', { name: /Lesson v5/ }).getAttribute('href')).toBe(
      '/programs/basics/sections/sec-b2/p/0/v/1',
    );
    expect(screen.queryByRole('img', { name: 'Members only' })).toBeNull();
  });

  it('has no Resources tab without resources, and picks the tab from view', async () => {
    stubCourses();
    renderApp('/programs/basics?view=resources');
    await screen.findByRole('heading', { level: 1, name: 'Ballet Basics' }, patient);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Program', 'Description']);
    expect(screen.getByRole('tab', { name: 'Program' }).getAttribute('aria-selected')).toBe('true');
  });

  it('moves between tabs with the arrow keys and writes the tab into the URL', async () => {
    stubCourses(testCourse({ resources: [resource] }));
    renderApp('/programs/basics');
    const program = await screen.findByRole('tab', { name: 'Program' }, patient);
    fireEvent.keyDown(program, { key: 'ArrowLeft' });
    const resources = screen.getByRole('tab', { name: 'Resources' });
    expect(resources.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(resources);
    expect(new URLSearchParams(window.location.search).get('view')).toBe('resources');
    fireEvent.keyDown(resources, { key: 'ArrowRight' });
    expect(new URLSearchParams(window.location.search).get('view')).toBe('program');
    fireEvent.click(screen.getByRole('tab', { name: 'Description' }));
    expect(new URLSearchParams(window.location.search).get('view')).toBe('description');
  });

  it('disables the description links for visitors: they lead to pricing', async () => {
    stubCourses();
    renderApp('/programs/basics?view=description');
    const link = await screen.findByRole('link', { name: /the warm-up/ }, patient);
    expect(link.getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole('link', { name: /our guide/ }).getAttribute('href')).toBe('/pricing');
  });

  it('keeps the description links for members', async () => {
    stubCourses(testCourse(), member());
    renderApp('/programs/basics?view=description');
    await screen.findByRole('button', { name: 'Account menu' }, patient);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'the warm-up' }).getAttribute('href')).toBe('/p/warmups'),
    );
    const external = screen.getByRole('link', { name: 'our guide' });
    expect(external.getAttribute('href')).toBe('https://example.test/guide');
    expect(external.getAttribute('target')).toBe('_blank');
  });

  it('lists resources: locked for visitors but free ones, readable and downloadable for members', async () => {
    stubCourses(
      testCourse({
        resources: [
          resource,
          { ...resource, id: 'r3', title: 'Taster', url: '/media/resources/r3', free: true },
        ],
      }),
    );
    const view = renderApp('/programs/basics?view=resources');
    const title = await screen.findByRole('link', { name: /Barre chart/ }, patient);
    expect(title.getAttribute('href')).toBe('/pricing');
    expect(screen.getAllByText('PDF · 2.4 MB')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Download Barre chart' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Taster' }).getAttribute('href')).toBe(
      '/programs/basics/resources/r3',
    );
    expect(screen.getByRole('link', { name: 'Download Taster' }).getAttribute('href')).toBe(
      '/media/resources/r3?download=1',
    );
    view.unmount();

    stubCourses(
      testCourse({ resources: [resource, { ...resource, id: 'r2', title: 'Notes', canDownload: false }] }),
      member(),
    );
    renderApp('/programs/basics?view=resources');
    await screen.findByRole('button', { name: 'Account menu' }, patient);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Barre chart' }).getAttribute('href')).toBe(
        '/programs/basics/resources/r1',
      ),
    );
    expect(screen.getByRole('link', { name: 'Download Barre chart' }).getAttribute('href')).toBe(
      '/media/resources/r1?download=1',
    );
    expect(screen.queryByRole('link', { name: 'Download Notes' })).toBeNull();
  });

  it('shows the not-found page for an unknown program', async () => {
    stubCourses();
    renderApp('/programs/nope');
    expect(await screen.findByTestId('not-found', undefined, patient)).toBeTruthy();
  });
});
