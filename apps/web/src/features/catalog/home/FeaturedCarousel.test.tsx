import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { shelf, testFeatured, testInitialData } from '../../../testing/home';
import { profileQueryKey } from '../../accounts';
import { initialDataQueryKey } from '../api/get-initial-data';
import { FeaturedCarousel } from './FeaturedCarousel';

function renderCarousel() {
  const client = createQueryClient();
  client.setQueryData(
    initialDataQueryKey,
    testInitialData({ featuredContent: ['a', 'b', 'c'].map((id) => testFeatured(id, 'all')) }),
  );
  client.setQueryData(profileQueryKey, null);
  render(
    <QueryClientProvider client={client}>
      <FeaturedCarousel shelf={shelf(0, 'featured', 'Featured')} priority />
    </QueryClientProvider>,
  );
  const carousel = screen.getByTestId('featured-carousel');
  const current = () =>
    within(carousel)
      .getAllByRole('button', { name: /Show slide/ })
      .findIndex((dot) => dot.getAttribute('aria-current') === 'true');
  return { carousel, current };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const touch = (x: number, y = 100) => ({
  touches: [{ clientX: x, clientY: y }],
  changedTouches: [{ clientX: x, clientY: y }],
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('featured carousel', () => {
  it('moves on every 5 s and wraps to the first slide', () => {
    const { current } = renderCarousel();
    expect(current()).toBe(0);
    advance(4_999);
    expect(current()).toBe(0);
    advance(1);
    expect(current()).toBe(1);
    advance(5_000);
    expect(current()).toBe(2);
    advance(5_000);
    expect(current()).toBe(0);
  });

  it('pauses while hovered or focused', () => {
    const { carousel, current } = renderCarousel();
    fireEvent.mouseEnter(carousel);
    advance(12_000);
    expect(current()).toBe(0);
    fireEvent.mouseLeave(carousel);
    advance(5_000);
    expect(current()).toBe(1);
    fireEvent.focus(within(carousel).getAllByRole('button')[0] as HTMLElement);
    advance(12_000);
    expect(current()).toBe(1);
  });

  it('changes slide on a swipe of 30 px or more, not on a shorter one', () => {
    const { carousel, current } = renderCarousel();
    fireEvent.mouseEnter(carousel);
    fireEvent.touchStart(carousel, touch(200));
    fireEvent.touchEnd(carousel, touch(171));
    expect(current()).toBe(0);
    fireEvent.touchStart(carousel, touch(200));
    fireEvent.touchEnd(carousel, touch(170));
    expect(current()).toBe(1);
    fireEvent.touchStart(carousel, touch(100));
    fireEvent.touchEnd(carousel, touch(160));
    expect(current()).toBe(0);
  });

  it('stays still for people who asked for reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const { current } = renderCarousel();
    advance(20_000);
    expect(current()).toBe(0);
  });

  it('leaves only the shown slide reachable', () => {
    const { carousel } = renderCarousel();
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true]);
  });
});
