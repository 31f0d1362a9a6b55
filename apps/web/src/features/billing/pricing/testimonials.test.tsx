import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TESTIMONIAL_ROTATION_MS, Testimonials } from './Testimonials';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const shown = () => screen.getByTestId('testimonial').textContent ?? '';

describe('Testimonials', () => {
  it('moves on by itself every 30 s, and its dots pick one', () => {
    render(<Testimonials />);
    expect(shown()).toContain('Marguerite');
    act(() => vi.advanceTimersByTime(TESTIMONIAL_ROTATION_MS - 1));
    expect(shown()).toContain('Marguerite');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toContain('Dev');
    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 4' }));
    expect(shown()).toContain('Ines');
    expect(screen.getByRole('button', { name: 'Show testimonial 4' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // After the last comes the first.
    act(() => vi.advanceTimersByTime(TESTIMONIAL_ROTATION_MS));
    expect(shown()).toContain('Marguerite');
  });

  it('follows a swipe of at least 30 px, either way', () => {
    render(<Testimonials />);
    const slide = () => screen.getByTestId('testimonial');
    fireEvent.pointerDown(slide(), { clientX: 200 });
    fireEvent.pointerUp(slide(), { clientX: 180 });
    expect(shown()).toContain('Marguerite');
    fireEvent.pointerDown(slide(), { clientX: 200 });
    fireEvent.pointerUp(slide(), { clientX: 150 });
    expect(shown()).toContain('Dev');
    fireEvent.pointerDown(slide(), { clientX: 100 });
    fireEvent.pointerUp(slide(), { clientX: 160 });
    expect(shown()).toContain('Marguerite');
  });

  it('waits while the pointer is on it', () => {
    render(<Testimonials />);
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'What members say' }));
    act(() => vi.advanceTimersByTime(TESTIMONIAL_ROTATION_MS * 2));
    expect(shown()).toContain('Marguerite');
  });
});
