import { z } from 'zod';

/*
 * Camera angles (issue 38, decision 063): a class's video and up to two more filmed beside it (front,
 * side, back), each packaged as a video of its own and played under the class's playback token, so the
 * same access rules hold for every angle.
 */

/** Angles a class may show, its own video counted: "front, side, back". */
export const MAX_CLASS_ANGLES = 3;
/** Angles uploaded beside the class's own video. */
export const MAX_EXTRA_ANGLES = MAX_CLASS_ANGLES - 1;

/** An angle's name, as members see it on the player's angle button. */
export const angleLabelSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(40, 'is at most 40 characters')
  .regex(/^[^\p{Cc}]*$/u, 'has control characters');

/** A video asset's id, as the angle files' paths name it (no dots: a path segment of its own). */
export const angleIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an angle id');

/** The angles a member may switch to, beside the class's own video (`angles.json` under the token). */
export const classAnglesSchema = z.object({
  angles: z.array(z.object({ id: angleIdSchema, label: angleLabelSchema })).max(MAX_EXTRA_ANGLES),
});
export type ClassAngles = z.infer<typeof classAnglesSchema>;

/**
 * The angle files, beside the class's own under its token (not in playbackPaths, which the members'
 * first script carries).
 */
export const anglePaths = {
  list: (token: string) => `/media/play/${token}/angles.json`,
  manifest: (token: string, angleId: string) => `/media/play/${token}/angles/${angleId}/master.m3u8`,
} as const;

export const tooManyAngles = () =>
  `A class has at most ${MAX_CLASS_ANGLES} camera angles: its own video and ${MAX_EXTRA_ANGLES} more. Remove one first`;
export const angleLabelTaken = (label: string) => `This class already has an angle named ${label}`;
export const ANGLE_NEEDS_A_VIDEO =
  'This class has no video yet: upload its video first, then the other angles';
export const NOT_AN_ANGLE = 'This video is not a camera angle of a class';

/**
 * Why a class cannot take an angle of this name beside the angles it has (their names), or undefined:
 * at most MAX_EXTRA_ANGLES, each name once regardless of case. The server checks it with the class's
 * video locked; the console says it before a byte is sent.
 */
export function angleRefusal(label: string, existing: readonly (string | null)[]): string | undefined {
  if (existing.length >= MAX_EXTRA_ANGLES) return tooManyAngles();
  const wanted = label.trim().toLowerCase();
  if (existing.some((name) => name?.trim().toLowerCase() === wanted)) return angleLabelTaken(label.trim());
  return undefined;
}
