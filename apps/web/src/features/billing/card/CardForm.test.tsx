import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CardForm } from './CardForm';

const now = () => new Date('2026-11-23T12:00:00Z');

function renderForm(onSubmit = vi.fn(async () => undefined)) {
  render(<CardForm submitLabel="Pay $25.00" busyLabel="Processing…" onSubmit={onSubmit} now={now} />);
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  return { onSubmit, field, type };
}

describe('CardForm', () => {
  it('spaces the number by brand and stops at the brand length (16 at most)', () => {
    const { field, type } = renderForm();
    type('Card number', '42424242424242424242');
    expect(field('Card number').value).toBe('4242 4242 4242 4242');
    type('Card number', '378282246310005');
    expect(field('Card number').value).toBe('3782 822463 10005');
    expect(screen.getByTestId('card-brand').textContent).toContain('AMEX');
    type('Card number', '30569309025904');
    expect(field('Card number').value).toBe('3056 930902 5904');
    type('Card number', '4a2b4 2');
    expect(field('Card number').value).toBe('4242');
  });

  it('writes the expiry as MM/YY while typing', () => {
    const { field, type } = renderForm();
    type('Expiry (MM/YY)', '4');
    expect(field('Expiry (MM/YY)').value).toBe('04/');
    type('Expiry (MM/YY)', '1');
    expect(field('Expiry (MM/YY)').value).toBe('1');
    type('Expiry (MM/YY)', '13');
    expect(field('Expiry (MM/YY)').value).toBe('12/');
    type('Expiry (MM/YY)', '0929');
    expect(field('Expiry (MM/YY)').value).toBe('09/29');
    // Backspace over the slash removes it instead of putting it back.
    type('Expiry (MM/YY)', '09/');
    type('Expiry (MM/YY)', '09');
    expect(field('Expiry (MM/YY)').value).toBe('09');
  });

  it('keeps the CVC to digits, 3 for most cards and 4 for amex', () => {
    const { field, type } = renderForm();
    type('Card number', '4242');
    type('CVC', '1a2b3c4');
    expect(field('CVC').value).toBe('123');
    type('Card number', '3782');
    type('CVC', '98765');
    expect(field('CVC').value).toBe('9876');
  });

  it('names every invalid field and sends nothing', async () => {
    const { onSubmit, type } = renderForm();
    type('Card number', '4242 4242 4242 4241');
    type('Expiry (MM/YY)', '10/26');
    type('CVC', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $25.00' }));
    expect(await screen.findByText('Cardholder name is required')).toBeTruthy();
    expect(screen.getByText('invalid card number')).toBeTruthy();
    expect(screen.getByText('invalid expiry date')).toBeTruthy();
    expect(screen.getByText('invalid CVC')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    // Fixing a field clears its error at once.
    type('Cardholder name', 'Anna Pavlova');
    expect(screen.queryByText('Cardholder name is required')).toBeNull();
  });

  it('sends the card with the spaces stripped and the expiry split', async () => {
    const { onSubmit, type } = renderForm();
    type('Cardholder name', '  Anna Pavlova ');
    type('Card number', '4000 0025 0000 3155');
    type('Expiry (MM/YY)', '1129');
    type('CVC', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $25.00' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        cardName: 'Anna Pavlova',
        cardNumber: '4000002500003155',
        cvc: '123',
        expMonth: 11,
        expYear: 2029,
      }),
    );
  });
});
