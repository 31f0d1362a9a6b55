import type { Magazine } from '@releve/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProfile } from '../../../testing/profiles';
import { renderApp, stubApi } from '../../../testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const patient = { timeout: 5000 };
const spring: Magazine = {
  id: 'spring',
  title: 'Spring',
  description: '',
  totalPages: 3,
  baseUrl: '/media/magazines/spring',
  buyUrl: 'https://shop.example.com/spring',
  cover: '/media/magazines/spring/cover.webp',
  publishedAt: '2026-01-01T00:00:00.000Z',
};
const untitled: Magazine = { ...spring, id: 'untitled', title: '', buyUrl: null };
const reader = () =>
  testProfile({ membership: { isMember: true, isSubscriber: true, hasMagazineAccess: true } });
const stub = (profile: ReturnType<typeof testProfile> | null) =>
  stubApi(profile, { '/api/magazines': { magazines: [spring, untitled] } });

async function pageOf(text: string) {
  await waitFor(() => expect(screen.getByTestId('page-of-top').textContent).toBe(text), patient);
  expect(screen.getByTestId('page-of-bottom').textContent).toBe(text);
}

describe('the magazine reader', () => {
  it('sends those without magazine access to /pricing', async () => {
    stub(testProfile({ membership: { isMember: true, hasMagazineAccess: false } }));
    renderApp('/library/magazines/spring');
    await waitFor(() => expect(window.location.pathname).toBe('/pricing'), patient);
  });

  it('titles the tab, offers Back and Buy, and turns pages with arrows, scrolling smoothly to the top', async () => {
    stub(reader());
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderApp('/library/magazines/spring');
    await pageOf('Page 1 of 3');
    expect(document.title).toBe('Spring - Test Studio');
    const buy = screen.getByRole('link', { name: 'Buy Spring (opens in a new tab)' });
    expect(buy.getAttribute('href')).toBe('https://shop.example.com/spring');
    expect(buy.getAttribute('target')).toBe('_blank');
    const previous = screen.getAllByRole('button', { name: 'Previous page' });
    expect(previous.every((button) => (button as HTMLButtonElement).disabled)).toBe(true);

    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await pageOf('Page 2 of 3');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Next page' })[1] as HTMLElement);
    await pageOf('Page 3 of 3');
    const next = screen.getAllByRole('button', { name: 'Next page' });
    expect(next.every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await pageOf('Page 2 of 3');
    expect(scrollTo).toHaveBeenCalledTimes(3);
  });

  it('applies the page input on Enter: clamped, empty ignored', async () => {
    stub(reader());
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderApp('/library/magazines/spring');
    await pageOf('Page 1 of 3');
    const [input] = screen.getAllByLabelText('Page number') as HTMLInputElement[];
    fireEvent.change(input as HTMLInputElement, { target: { value: ' 9 ' } });
    fireEvent.submit(input as HTMLInputElement);
    await pageOf('Page 3 of 3');
    fireEvent.change(input as HTMLInputElement, { target: { value: '' } });
    fireEvent.submit(input as HTMLInputElement);
    await pageOf('Page 3 of 3');
    expect(input?.value).toBe('3');
  });

  it('blocks the context menu on the page', async () => {
    stub(reader());
    renderApp('/library/magazines/spring');
    const canvas = await screen.findByTestId('magazine-canvas', undefined, patient);
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    canvas.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('calls an issue without a title "Magazine", and shows no Buy without a buy link', async () => {
    stub(reader());
    renderApp('/library/magazines/untitled');
    await pageOf('Page 1 of 3');
    expect(document.title).toBe('Magazine - Test Studio');
    expect(screen.queryByRole('link', { name: /^Buy/ })).toBeNull();
  });
});
