import { z } from 'zod';

/** Answer of GET /healthz. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
  /** Why the server is unavailable (the database's error in a few words); absent when it is up. */
  problem: z.string().optional(),
  /** What the studio must fix before trusting this server (sandbox payments in production...); absent when none. */
  warnings: z.array(z.string()).optional(),
});
export type Health = z.infer<typeof healthSchema>;

/** Every error the API sends has this shape; `message` is meant for people. */
export const apiErrorSchema = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
