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

/**
 * Checks `change` with the API's own schema, then sends it: a message per field when either refuses
 * (the server's arrives in its 400's message), or the refusal as a whole. True once saved.
 */
export async function saveChecked<T>(
  schema: z.ZodType<unknown, T>,
  change: T,
  send: (change: T) => Promise<unknown>,
  report: (fields: FieldErrors, whole?: string) => void,
): Promise<boolean> {
  const checked = schema.safeParse(change);
  if (!checked.success) {
    report(fieldErrorsOfIssues(checked.error));
    return false;
  }
  try {
    await send(change);
    report({});
    return true;
  } catch (error) {
    const message = (error as Error).message;
    const fields = fieldErrorsOfMessage(message);
    report(fields, Object.keys(fields).length ? undefined : message);
    return false;
  }
}
