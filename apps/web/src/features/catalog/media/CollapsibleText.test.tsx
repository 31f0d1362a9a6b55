import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as UseHydrated from '../../../lib/use-hydrated';
import type * as Collapsible from './CollapsibleText';

let markTakenOver: typeof UseHydrated.markTakenOver;
let COLLAPSED_HEIGHT_XS: typeof Collapsible.COLLAPSED_HEIGHT_XS;
let CollapsibleText: typeof Collapsible.CollapsibleText;

// Fresh modules for each test, the page not taken over yet: the files of a worker share their modules,
// and a file (or a test) run before may have marked the take-over already.
beforeEach(async () => {
  vi.resetModules();
  ({ markTakenOver } = await import('../../../lib/use-hydrated'));
  ({ COLLAPSED_HEIGHT_XS, CollapsibleText } = await import('./CollapsibleText'));
});

/** Pretends the viewport is `width` wide and every element's content is `contentHeight` tall. */
function layout(width: number, contentHeight: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return { matches, media: query, addEventListener() {}, removeEventListener() {} };
  });
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(contentHeight);
}

const text = 'A long description.\n\nWith a second paragraph that goes on and on.';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('collapsible description during the take-over of the server’s page', () => {
  it('folds once the browser has laid the page out, without reading sizes in the take-over', () => {
    layout(375, 180);
    let layoutDone: () => void = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          layoutDone = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const height = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get');
    const { container } = render(<CollapsibleText text={text} />);
    const body = container.querySelector('[id]') as HTMLElement;
    expect(height).not.toHaveBeenCalled();
    expect(body.style.maxHeight).toBe('');
    act(() => layoutDone());
    expect(body.style.maxHeight).toBe(`${COLLAPSED_HEIGHT_XS}px`);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
  });
});

describe('collapsible description', () => {
  beforeEach(() => markTakenOver());

  it('folds to 60 px on extra-small screens, with Show more and Show less', () => {
    layout(375, 180);
    const { container } = render(<CollapsibleText text={text} />);
    const body = container.querySelector('[id]') as HTMLElement;
    expect(body.style.maxHeight).toBe(`${COLLAPSED_HEIGHT_XS}px`);
    expect(COLLAPSED_HEIGHT_XS).toBe(60);

    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(more.getAttribute('aria-controls')).toBe(body.id);
    fireEvent.click(more);
    expect(body.style.maxHeight).toBe('');
    const less = screen.getByRole('button', { name: 'Show less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(less);
    expect(body.style.maxHeight).toBe('60px');
  });

  it('shows a short text whole, without a button', () => {
    layout(375, 40);
    const { container } = render(<CollapsibleText text="Short." />);
    expect((container.querySelector('[id]') as HTMLElement).style.maxHeight).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows everything on wider screens', () => {
    layout(1024, 400);
    const { container } = render(<CollapsibleText text={text} />);
    expect((container.querySelector('[id]') as HTMLElement).style.maxHeight).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelectorAll('p')).toHaveLength(2);
  });
});
