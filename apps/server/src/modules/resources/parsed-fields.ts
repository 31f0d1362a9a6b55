import type { z } from 'zod';
import { invalidFields } from '../../plugins/errors';

/**
 * Input checked with a contracts schema, or a 400 naming each field at fault (as a route's schema
 * would): the upload routes' fields arrive in a multipart body, which no route schema reads.
 */
export function parsed<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  throw invalidFields(fields);
}
