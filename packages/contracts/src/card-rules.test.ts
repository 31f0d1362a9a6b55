import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  formatCardExpiry,
  formatCardNumber,
  formatCvc,
  passesLuhn,
  toCardPayload,
  validateCard,
} from './card-rules';

const now = new Date('2026-11-23T12:00:00Z');
const good = {
  cardholderName: 'Ada Dancer',
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12/30',
  cardCVC: '123',
};

describe('card number', () => {
  it('spaces by brand: amex 4-6-5, diners 4-6-4, others 4-4-4-4', () => {
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('30569309025904')).toBe('3056 930902 5904');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('5555-5555 5555x4444')).toBe('5555 5555 5555 4444');
  });

  it('keeps at most 16 digits (15 for amex, 14 for diners)', () => {
    expect(formatCardNumber('42424242424242429999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('3782822463100059999')).toBe('3782 822463 10005');
    expect(formatCardNumber('305693090259049999')).toBe('3056 930902 5904');
  });

  it('tells brands apart and checks the Luhn sum', () => {
    expect(cardBrand('3400')).toBe('amex');
    expect(cardBrand('3000')).toBe('diners');
    expect(cardBrand('4000')).toBe('visa');
    expect(cardBrand('2221')).toBe('mastercard');
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });
});

describe('expiry MM/YY', () => {
  it('gives a first digit above 1 a leading 0 and caps the month at 12', () => {
    expect(formatCardExpiry('4')).toBe('04/');
    expect(formatCardExpiry('1')).toBe('1');
    expect(formatCardExpiry('13')).toBe('12/');
    expect(formatCardExpiry('0829')).toBe('08/29');
    expect(formatCardExpiry('08/2')).toBe('08/2');
    expect(formatCardExpiry('082930')).toBe('08/29');
  });
});

describe('CVC', () => {
  it('keeps digits only, at most 4', () => expect(formatCvc('12a34 5')).toBe('1234'));
});

describe('validateCard', () => {
  it('accepts a good card and strips spaces on submit', () => {
    expect(validateCard(good, now)).toEqual({});
    expect(toCardPayload(good)).toEqual({
      cardName: 'Ada Dancer',
      cardNumber: '4242424242424242',
      cvc: '123',
      expMonth: 12,
      expYear: 2030,
    });
  });

  it('requires the name, a valid number, a future expiry and a CVC for the brand', () => {
    expect(
      validateCard(
        { cardholderName: ' ', cardNumber: '4242 4242 4242 4241', cardExpiry: '10/26', cardCVC: '12' },
        now,
      ),
    ).toEqual({
      cardholderName: 'Cardholder name is required',
      cardNumber: 'invalid card number',
      cardExpiry: 'invalid expiry date',
      cardCVC: 'invalid CVC',
    });
    expect(validateCard({ ...good, cardExpiry: '11/26' }, now)).toEqual({});
    expect(validateCard({ ...good, cardNumber: '3782 822463 10005', cardCVC: '123' }, now).cardCVC).toBe(
      'invalid CVC',
    );
    expect(validateCard({ ...good, cardNumber: '3782 822463 10005', cardCVC: '1234' }, now)).toEqual({});
  });
});
