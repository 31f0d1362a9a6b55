/**
 * The class form's time field (decision 046, issue 35): a studio whose locale reads the clock in 12
 * hours types and sees "5:30 PM"; others "17:30". Either form is understood whatever the locale, and
 * the value sent is always `HH:mm` on a 24-hour clock.
 */

export const clockTimeMessage = (twelveHour: boolean) =>
  twelveHour ? 'must be a time such as 5:30 PM (or 17:30)' : 'must be a time such as 17:30 (or 5:30 PM)';

/** Whether people of this locale read the clock in 12 hours ("en-US": yes, "fr-FR": no). */
export function usesTwelveHourClock(locale: string | undefined): boolean {
  try {
    const cycle = new Intl.DateTimeFormat(locale || undefined, { hour: 'numeric' }).resolvedOptions()
      .hourCycle;
    return cycle === 'h11' || cycle === 'h12';
  } catch {
    return false;
  }
}

const CLOCK = /^(\d{1,2})(?:[:.h]?(\d{2}))?\s*(?:([ap])\.?\s*m?\.?)?$/i;

/**
 * `HH:mm` of a typed time, or null when it is not one: "17:30", "5:30 PM", "5:30pm", "5 pm", "0530",
 * "12:15 am" (00:15), "12 PM" (noon). An hour past 12 with AM or PM, or an hour of 0 with either, is
 * not a time.
 */
export function parseClockTime(typed: string): string | null {
  const match = CLOCK.exec(typed.trim());
  if (!match) return null;
  const [, hourText, minuteText, half] = match;
  let hour = Number(hourText);
  const minute = minuteText === undefined ? 0 : Number(minuteText);
  if (minute > 59) return null;
  if (half) {
    if (hour < 1 || hour > 12) return null;
    const pm = half.toLowerCase() === 'p';
    hour = (hour % 12) + (pm ? 12 : 0);
  } else if (hour > 23 || (minuteText === undefined && hourText !== undefined && hourText.length > 2)) {
    return null;
  }
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** An `HH:mm` time as the studio reads it: "17:30", or "5:30 PM" on a 12-hour clock. */
export function formatClockTime(time: string, twelveHour: boolean): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match || !twelveHour) return time;
  const hour = Number(match[1]);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}
