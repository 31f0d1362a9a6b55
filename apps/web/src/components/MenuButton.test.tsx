import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton } from './MenuButton';

describe('MenuButton', () => {
  it('opens a menu named like the button; a choice runs and closes it, Escape closes it', () => {
    const edit = vi.fn();
    render(
      <MenuButton
        label="Options"
        items={[
          { key: 'edit', label: 'Edit', onSelect: edit },
          { key: 'reset', label: 'Reset', onSelect: vi.fn(), disabled: true },
        ]}
      />,
    );
    const button = screen.getByRole('button', { name: 'Options' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'Options' });
    expect(screen.getByRole('menuitem', { name: 'Reset' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(edit).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(menu.isConnected).toBe(false);
  });

  it('stays shut when beforeOpen says so', () => {
    const elsewhere = vi.fn(() => false);
    render(<MenuButton label="Add to My Week" beforeOpen={elsewhere} items={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to My Week' }));
    expect(elsewhere).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
