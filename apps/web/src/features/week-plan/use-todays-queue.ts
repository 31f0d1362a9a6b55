import { todaysQueue, zonedDay } from '@releve/contracts';
import { usePlan } from './api/week-plan-api';
import { viewerTimeZone } from './week-view';

/** The My Week queue (`myweek=1`): today's planned classes, in the member's order. */
export function useTodaysQueue(): string[] {
  return todaysQueue(usePlan(), zonedDay(new Date(), viewerTimeZone()));
}
