import { formatClockTime, usesTwelveHourClock } from '@releve/contracts';
import { useConfig } from '../../../lib/config-context';

/**
 * Whether the studio reads times on a 12-hour clock (its site config's locale, else the browser's
 * language), and a studio time (`HH:mm`) as it reads it: the form, the week and the list alike.
 */
export function useStudioClock() {
  const locale = useConfig().locale ?? (typeof navigator === 'undefined' ? undefined : navigator.language);
  const twelveHour = usesTwelveHourClock(locale);
  return { twelveHour, show: (time: string) => formatClockTime(time, twelveHour) };
}
