import type { WeekDay } from '@releve/contracts';
import type { Db } from '@releve/db';
import { WeekPlanRepository } from './week-plan.repository';

/** A demo account's week plan (decision 034): the classes the caller picked from the catalogue, by day. */
export async function seedDemoWeekPlan(
  db: Db,
  userId: string,
  classesByDay: Partial<Record<WeekDay, string[]>>,
): Promise<void> {
  await new WeekPlanRepository(db).update(userId, (plan) => ({
    ...plan,
    classesByDay: { ...plan.classesByDay, ...classesByDay },
  }));
}
