import type { StudioProgram, StudioProgramWrite } from '@releve/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ConfigContext } from '../../../lib/config-context';
import { createQueryClient } from '../../../lib/query-client';
import { testConfig } from '../../../testing/render-app';
import ProgramBuilderPage from './ProgramBuilderPage';

afterEach(() => vi.unstubAllGlobals());

const lesson = (mediaId: string, title: string) => ({
  mediaId,
  title,
  free: false,
  durationSeconds: 600,
  posterId: null,
  classState: 'published' as const,
});
const program: StudioProgram = {
  id: 'pointe-journey',
  name: 'Pointe Journey',
  description: '',
  shortDescription: '',
  level: null,
  groupName: 'Programs',
  posterId: null,
  state: 'unpublished',
  sections: [
    {
      id: 'sec-a',
      name: 'Foundations',
      description: '',
      drip: { kind: 'none' },
      modules: [
        {
          id: 'mod-a',
          name: 'Week 1',
          lessons: [lesson('barre001', 'Barre Basics'), lesson('stretch1', 'Deep Stretch')],
        },
      ],
    },
    {
      id: 'sec-b',
      name: 'On Pointe',
      description: '',
      drip: { kind: 'after-previous' },
      modules: [{ id: 'mod-b', name: 'Week 2', lessons: [lesson('pointe01', 'Pointe Prep')] }],
    },
  ],
  resources: [],
};

/** The server as the builder asks it; every PUT is kept in `saved`. */
function stubServer(saved: StudioProgramWrite[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const json = (body: unknown) => new Response(JSON.stringify(body));
      if (path === '/api/studio/programs/pointe-journey' && init?.method === 'PUT') {
        saved.push(JSON.parse(String(init.body)));
        return json({ program, timeZone: 'UTC' });
      }
      if (path === '/api/studio/programs/pointe-journey') return json({ program, timeZone: 'UTC' });
      if (path === '/api/studio/programs/resources') return json({ resources: [] });
      return new Response(JSON.stringify({ message: `no stub for ${path}` }), { status: 404 });
    }),
  );
}

function renderBuilder() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConfigContext.Provider value={testConfig()}>
        <Router hook={memoryLocation({ path: '/programs/pointe-journey' }).hook}>
          <Route path="/programs/:id">
            <ProgramBuilderPage />
          </Route>
        </Router>
      </ConfigContext.Provider>
    </QueryClientProvider>,
  );
}

const announcer = () => screen.getByTestId('builder-announcer');
const lessonTitles = () =>
  screen
    .getAllByTestId('lesson-row')
    .map((row) => row.querySelector('[data-testid="lesson-title"]')?.textContent);

it('moves a section down by its menu, says so, and gives the focus back to the menu', async () => {
  stubServer([]);
  renderBuilder();
  const trigger = await screen.findByRole('button', { name: 'Move Foundations' });
  fireEvent.click(trigger);
  expect(trigger.getAttribute('aria-expanded')).toBe('true');
  expect(screen.getByRole('button', { name: 'Move up' })).toHaveProperty('disabled', true);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move down' }));
  fireEvent.click(screen.getByRole('button', { name: 'Move down' }));
  expect(announcer().textContent).toBe('Foundations moved to position 2 of 2.');
  const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
  expect(headings).toEqual(['Section 1: On Pointe', 'Section 2: Foundations']);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Foundations' }));
});

it('moves a lesson to a position, and into another module, with the menu alone, and saves the order', async () => {
  const saved: StudioProgramWrite[] = [];
  stubServer(saved);
  renderBuilder();
  fireEvent.click(await screen.findByRole('button', { name: 'Move Deep Stretch' }));
  fireEvent.click(screen.getByRole('button', { name: 'Move to…' }));
  fireEvent.change(screen.getByLabelText('Position'), { target: { value: '0' } });
  fireEvent.click(screen.getByRole('button', { name: 'Move' }));
  expect(announcer().textContent).toBe('Deep Stretch moved to position 1 of 2.');
  expect(lessonTitles()).toEqual(['Deep Stretch', 'Barre Basics', 'Pointe Prep']);

  fireEvent.click(screen.getByRole('button', { name: 'Move Barre Basics' }));
  fireEvent.click(screen.getByRole('button', { name: 'Move to…' }));
  fireEvent.change(screen.getByLabelText('Into'), {
    target: { value: screen.getByRole('option', { name: 'On Pointe › Week 2' }).getAttribute('value') },
  });
  fireEvent.change(screen.getByLabelText('Position'), { target: { value: '1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Move' }));
  expect(announcer().textContent).toBe('Barre Basics moved to On Pointe › Week 2, position 2 of 2.');

  fireEvent.click(screen.getByTestId('save-program'));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]?.sections.map((s) => s.modules[0]?.lessons.map((l) => l.mediaId))).toEqual([
    ['stretch1'],
    ['pointe01', 'barre001'],
  ]);
});

it('closes the menu with Escape, and shows a bad value beside its field without saving', async () => {
  const saved: StudioProgramWrite[] = [];
  stubServer(saved);
  renderBuilder();
  const trigger = await screen.findByRole('button', { name: 'Move On Pointe' });
  fireEvent.click(trigger);
  fireEvent.keyDown(screen.getByRole('button', { name: 'Move up' }), { key: 'Escape' });
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(trigger);

  const names = screen.getAllByLabelText('Section name');
  fireEvent.change(names[0] as HTMLElement, { target: { value: '' } });
  fireEvent.click(screen.getByTestId('save-program'));
  const field = screen.getAllByLabelText('Section name')[0] as HTMLElement;
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const described = document.getElementById(String(field.getAttribute('aria-describedby')));
  expect(described?.textContent).toBe('A section needs a name');
  expect(within(screen.getByTestId('builder-bar')).getByRole('status').textContent).toBe(
    'Some values need a change: see the messages beside them.',
  );
  expect(saved).toEqual([]);
});
