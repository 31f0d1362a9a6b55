import { todaysQueue, zonedDay } from '@releve/contracts';
import { useReaderTimeZone } from '../../lib/reader-time';
import { usePlan } from './api/week-plan-api';

/** The My Week queue (`myweek=1`): today's planned classes, in the member's order. */
export function useTodaysQueue(): string[] {
  return todaysQueue(usePlan(), zonedDay(new Date(), useReaderTimeZone()));
}
