import { describe, expect, it } from 'vitest';
import {
  type CaptureSettings,
  captureAnswersSchema,
  checkCaptureAnswers,
  customWidget,
  isValidBirthDate,
} from './capture';

const settings: CaptureSettings = {
  enabled: true,
  fields: [
    { key: 'firstNameLastName', enabled: true, required: true },
    { key: 'birthDate', enabled: true, required: false },
    { key: 'phoneNumber', enabled: false, required: true },
  ],
  questions: [
    { id: 'level', question: 'Your level?', options: 'Beginner;Intermediate;Advanced', required: true },
    { id: 'pointe', question: 'Do you dance on pointe?', options: 'Yes;No', required: false },
    { id: 'photos', question: 'Happy to be in class photos', options: 'Yes', required: false },
  ],
};

describe('capture answers', () => {
  it('requires the required fields and questions', () => {
    expect(checkCaptureAnswers(settings, {})).toEqual({
      ok: false,
      errors: {
        firstName: 'This field is required',
        lastName: 'This field is required',
        'question:level': 'This field is required',
      },
    });
  });

  it("refuses names over 50 characters with the spec's message, on both checks", () => {
    const long = 'A'.repeat(51);
    const answers = {
      firstName: long,
      lastName: 'B'.repeat(50),
      customAnswers: [{ questionId: 'level', question: 'x', value: 'Beginner' }],
    };
    expect(checkCaptureAnswers(settings, answers)).toEqual({
      ok: false,
      errors: { firstName: 'firstName can have max 50 characters.' },
    });
    const parsed = captureAnswersSchema.safeParse({ lastName: long });
    expect(parsed.error?.issues[0]?.message).toBe('lastName can have max 50 characters.');
  });

  it('drops empty values and keeps the answered ones, ignoring disabled fields', () => {
    const result = checkCaptureAnswers(settings, {
      firstName: ' Anna ',
      lastName: 'Pavlova',
      birthDate: '',
      phoneNumber: '123',
      customAnswers: [
        { questionId: 'level', question: 'x', value: 'Advanced' },
        { questionId: 'pointe', question: 'x', value: '' },
        { questionId: 'photos', question: 'x', value: 'true' },
      ],
    });
    expect(result).toEqual({
      ok: true,
      answers: {
        firstName: 'Anna',
        lastName: 'Pavlova',
        customAnswers: [
          { questionId: 'level', question: 'Your level?', value: 'Advanced' },
          { questionId: 'photos', question: 'Happy to be in class photos', value: 'true' },
        ],
      },
    });
  });

  it('checks the birth date and the options', () => {
    const result = checkCaptureAnswers(settings, {
      firstName: 'A',
      lastName: 'B',
      birthDate: '1990-02-30',
      customAnswers: [{ questionId: 'level', question: 'x', value: 'Expert' }],
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        birthDate: 'Please enter a valid date (YYYY-MM-DD)',
        'question:level': 'Please choose one of the options',
      },
    });
  });

  it.each([
    ['1990-01-31', true],
    ['2100-12-31', true],
    ['1900-01-01', true],
    ['1899-12-31', false],
    ['2101-01-01', false],
    ['1990-13-01', false],
    ['1990-00-10', false],
    ['1990-01-32', false],
    ['1990-1-5', false],
    ['19a0-01-01', false],
    ['2023-02-29', false],
    ['2024-02-29', true],
  ])('birth date %s valid: %s', (value, valid) => {
    expect(isValidBirthDate(value)).toBe(valid);
  });

  it('picks the widget by the number of options', () => {
    expect(customWidget('Yes')).toBe('checkbox');
    expect(customWidget('Yes;No')).toBe('radio');
    expect(customWidget('A;B;C')).toBe('dropdown');
    expect(customWidget('A; ;B;')).toBe('radio');
  });
});
