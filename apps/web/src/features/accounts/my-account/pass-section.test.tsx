import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PassSection } from './PassSection';

const now = new Date('2026-11-23T12:00:00Z');
const product = (expiresAt: string, isRecurring = false) => ({
  type: 'on-demand' as const,
  createdAt: '2026-01-01T00:00:00Z',
  expiresAt,
  isRecurring,
});

describe('PassSection', () => {
  it('shows the time left on a pass in whole months and the day it ends', () => {
    // 95 days: rounded up to 95, divided by 30 rounded down: 3 months.
    render(<PassSection products={[product('2027-02-26T12:00:00Z')]} now={now} />);
    expect(screen.getByTestId('pass-left').textContent).toBe(
      '3 months left Your On-Demand Pass ends on February 26, 2027.',
    );
    expect(screen.getByRole('link', { name: 'Extend Your Pass' }).getAttribute('href')).toBe(
      '/pricing#on-demand-pass',
    );
  });

  it('says less than a month for the last days, and reads the pass that ends last', () => {
    render(
      <PassSection products={[product('2026-12-01T00:00:00Z'), product('2026-12-10T00:00:00Z')]} now={now} />,
    );
    expect(screen.getByTestId('pass-left').textContent).toContain('Less than a month left');
    expect(screen.getByTestId('pass-left').textContent).toContain('December 10, 2026');
  });

  it('shows nothing for a membership that renews, or a pass that has ended', () => {
    const { container } = render(
      <PassSection
        products={[product('2027-01-01T00:00:00Z', true), product('2026-11-01T00:00:00Z')]}
        now={now}
      />,
    );
    expect(container.textContent).toBe('');
  });
});
