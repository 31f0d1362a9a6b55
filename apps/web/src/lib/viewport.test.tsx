import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWidthValue } from './viewport';

function Width({ id }: { id: string }) {
  const wide = useWidthValue((width) => (width >= 768 ? 'wide' : 'narrow'));
  return <p data-testid={id}>{wide}</p>;
}

afterEach(() => vi.restoreAllMocks());

describe('useWidthValue', () => {
  it('reads the window’s width once for many parts and renders, and again on a resize', () => {
    let width = 500;
    const reads = vi.spyOn(window, 'innerWidth', 'get').mockImplementation(() => width);
    const view = render(
      <div>
        {Array.from({ length: 12 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed list
          <Width key={index} id={`w${index}`} />
        ))}
      </div>,
    );
    expect(view.getByTestId('w0').textContent).toBe('narrow');
    // Twelve parts rendered (React reads each snapshot more than once): at most one read on the first
    // use and one when the first part starts following resizes.
    expect(reads.mock.calls.length).toBeLessThanOrEqual(2);

    width = 1024;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(view.getByTestId('w11').textContent).toBe('wide');
    expect(reads.mock.calls.length).toBeLessThanOrEqual(3);
  });
});
