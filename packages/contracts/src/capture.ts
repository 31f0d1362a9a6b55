import { z } from 'zod';

/**
 * Personal details a studio may ask for after registration ("capture"). Which fields show,
 * and which are required, comes from the site config; the rules here are shared by the
 * dialog and the server.
 */
export const captureFieldKeys = [
  'firstNameLastName',
  'companyName',
  'address',
  'phoneNumber',
  'birthDate',
] as const;
export type CaptureFieldKey = (typeof captureFieldKeys)[number];

export const captureSettingsSchema = z.strictObject({
  enabled: z.boolean().default(false),
  fields: z
    .array(
      z.strictObject({
        key: z.enum(captureFieldKeys),
        enabled: z.boolean().default(true),
        required: z.boolean().default(false),
      }),
    )
    .default([]),
  /** Custom questions; options split by ";" (one: checkbox, two: radio, more: dropdown). */
  questions: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z0-9_-]{1,40}$/),
        question: z.string().min(1).max(300),
        options: z.string().min(1).max(1000),
        required: z.boolean().default(false),
      }),
    )
    .default([]),
});
export type CaptureSettings = z.infer<typeof captureSettingsSchema>;

/** Names are at most 50 characters (accounts-and-billing.md §5), refused with the spec's message (§8). */
export const CAPTURE_NAME_MAX = 50;
export const captureNameTooLong = (field: 'firstName' | 'lastName') =>
  `${field} can have max ${CAPTURE_NAME_MAX} characters.`;

export const captureAnswersSchema = z.strictObject({
  firstName: z.string().trim().max(CAPTURE_NAME_MAX, captureNameTooLong('firstName')).optional(),
  lastName: z.string().trim().max(CAPTURE_NAME_MAX, captureNameTooLong('lastName')).optional(),
  companyName: z.string().trim().max(100).optional(),
  address: z.string().trim().max(200).optional(),
  address2: z.string().trim().max(200).optional(),
  city: z.string().trim().max(100).optional(),
  state: z.string().trim().max(100).optional(),
  postCode: z.string().trim().max(20).optional(),
  country: z.string().trim().max(100).optional(),
  phoneNumber: z.string().trim().max(40).optional(),
  birthDate: z.string().max(10).optional(),
  customAnswers: z
    .array(
      z.strictObject({
        questionId: z.string().max(40),
        question: z.string().max(300),
        value: z.string().max(1000),
      }),
    )
    .max(50)
    .optional(),
});
export type CaptureAnswers = z.infer<typeof captureAnswersSchema>;

/** Which answer fields each setting asks for. */
export const captureFieldsOf: Record<CaptureFieldKey, (keyof CaptureAnswers)[]> = {
  firstNameLastName: ['firstName', 'lastName'],
  companyName: ['companyName'],
  address: ['address', 'city', 'postCode', 'country'],
  phoneNumber: ['phoneNumber'],
  birthDate: ['birthDate'],
};

/** Optional address lines: shown with the address, never required. */
export const optionalAddressFields: (keyof CaptureAnswers)[] = ['address2', 'state'];

export function splitOptions(options: string): string[] {
  return options
    .split(';')
    .map((option) => option.trim())
    .filter(Boolean);
}

export function customWidget(options: string): 'checkbox' | 'radio' | 'dropdown' {
  const count = splitOptions(options).length;
  return count <= 1 ? 'checkbox' : count === 2 ? 'radio' : 'dropdown';
}

/** A birth date typed as YYYY-MM-DD: digits only, day 1-31, month 1-12, year 1900-2100, a real date. */
export function isValidBirthDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1 || day > 31) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const CAPTURE_REQUIRED = 'This field is required';
export const CAPTURE_BAD_DATE = 'Please enter a valid date (YYYY-MM-DD)';

/**
 * Checks answers against the settings: required fields present, names not too long, the birth date valid,
 * required questions answered with one of their options. Empty values are dropped.
 * Returns the cleaned answers, or the errors by field ("question:<id>" for questions).
 */
export function checkCaptureAnswers(
  settings: CaptureSettings,
  answers: CaptureAnswers,
): { ok: true; answers: CaptureAnswers } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const cleaned: Record<string, unknown> = {};
  for (const field of settings.fields.filter((f) => f.enabled)) {
    for (const key of [
      ...captureFieldsOf[field.key],
      ...(field.key === 'address' ? optionalAddressFields : []),
    ]) {
      const value = (answers[key] as string | undefined)?.trim() ?? '';
      if (value) cleaned[key] = value;
      else if (field.required && !optionalAddressFields.includes(key)) errors[key] = CAPTURE_REQUIRED;
    }
  }
  for (const name of ['firstName', 'lastName'] as const) {
    const value = cleaned[name];
    if (typeof value === 'string' && value.length > CAPTURE_NAME_MAX) errors[name] = captureNameTooLong(name);
  }
  if (typeof cleaned.birthDate === 'string' && !isValidBirthDate(cleaned.birthDate)) {
    errors.birthDate = CAPTURE_BAD_DATE;
  }
  const given = new Map((answers.customAnswers ?? []).map((a) => [a.questionId, a.value.trim()]));
  const custom: NonNullable<CaptureAnswers['customAnswers']> = [];
  for (const question of settings.questions) {
    const value = given.get(question.id) ?? '';
    const options = splitOptions(question.options);
    const allowed = customWidget(question.options) === 'checkbox' ? ['', 'true', 'false'] : ['', ...options];
    if (!allowed.includes(value)) errors[`question:${question.id}`] = 'Please choose one of the options';
    else if (!value || value === 'false') {
      if (question.required) errors[`question:${question.id}`] = CAPTURE_REQUIRED;
      else if (value) custom.push({ questionId: question.id, question: question.question, value });
    } else custom.push({ questionId: question.id, question: question.question, value });
  }
  if (custom.length > 0) cleaned.customAnswers = custom;
  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, answers: cleaned as CaptureAnswers };
}

/**
 * A site config names its consents (asked at registration beside these details); more than this
 * many is not a form but an attack.
 */
export const CONSENTS_MAX = 50;
