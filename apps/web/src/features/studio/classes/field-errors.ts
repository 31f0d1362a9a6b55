import type { FieldErrors } from '@releve/contracts';
import type { z } from 'zod';

/**
 * A 400's messages per field, read from its message (`Invalid request. title: why; level: why`): the
 * answer's `fields` says the same, but the API client lives in the members' first script, whose
 * budget has no room to carry it; the console reads the message instead.
 */
export function fieldErrorsOfMessage(message: string): FieldErrors {
  const prefix = 'Invalid request. ';
  if (!message.startsWith(prefix)) return {};
  const fields: FieldErrors = {};
  for (const part of message.slice(prefix.length).split('; ')) {
    const at = part.indexOf(': ');
    if (at > 0) fields[part.slice(0, at)] ??= part.slice(at + 2);
  }
  return fields;
}

/** The form's own check, with the same schema as the server: a message per field (list items by their field). */
export function fieldErrorsOfIssues(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) fields[issue.path.join('.') || 'form'] ??= issue.message;
  return fields;
}

/** A field's message, or the first of its items' (`tags.2`). */
export const errorOf = (errors: FieldErrors, field: string): string | undefined =>
  errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];
