import {
  emptyWeekPlan,
  moveToDay,
  type Rsvp,
  removeFromDay,
  swapWithinDay,
  UNDO_REMOVE_MS,
  UNDO_RESET_MS,
  type WeekDay,
  type WeekPlan,
} from '@releve/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { cancelRsvp, planCalls, setPlan, useSyncedEdit, weekRsvpsKey } from './api/week-plan-api';
import type { DayCardActions } from './components/DayCard';
import type { ToastContent } from './components/UndoToast';
import { useWeekPlanTranslation } from './texts';
import { startUndoTimer, type UndoTimer } from './undo-timer';
import { weekdayName } from './week-view';

type Pending =
  | { kind: 'recorded'; videoId: string; day: WeekDay }
  | { kind: 'live'; classId: string }
  | { kind: 'reset' };

type RsvpsAnswer = { rsvps: Rsvp[] };

/** Puts `videoId` back at `index` of `day` (a removal the server refused). */
const restore = (plan: WeekPlan, videoId: string, day: WeekDay, index: number): WeekPlan => {
  const ids = plan.classesByDay[day].filter((id) => id !== videoId);
  ids.splice(Math.min(index, ids.length), 0, videoId);
  return { ...plan, classesByDay: { ...plan.classesByDay, [day]: ids } };
};

/**
 * My Week's edits (viewing.md §4): moves are applied at once and synced; a removal or a reset waits
 * behind its Undo toast and commits when the toast closes (4 s, 5 s, or Close); a removal the server
 * refuses comes back with "Failed to remove class from My Week Plan".
 */
export function useWeekEdits(plan: WeekPlan) {
  const { t } = useWeekPlanTranslation();
  const client = useQueryClient();
  const sync = useSyncedEdit();
  const [pending, setPending] = useState<Pending | null>(null);
  const [toast, setToast] = useState<ToastContent | null>(null);
  const timer = useRef<UndoTimer | null>(null);
  const planRef = useRef(plan);
  planRef.current = plan;
  const toastId = useRef(0);
  // The server's calls run one after another, in the order the member made her edits.
  const inflight = useRef<Promise<unknown>>(Promise.resolve());
  const queue = useCallback(<T>(call: () => Promise<T>): Promise<T> => {
    const run = inflight.current.then(call);
    inflight.current = run.catch(() => {});
    return run;
  }, []);

  const showFailure = useCallback(() => {
    toastId.current += 1;
    const id = toastId.current;
    setToast({ id, title: t('toast.removeFailed'), undoable: false });
    setTimeout(() => setToast((shown) => (shown?.id === id ? null : shown)), UNDO_REMOVE_MS);
  }, [t]);

  const commit = useCallback(
    (edit: Pending) => {
      setPending(null);
      setToast((shown) => (shown?.undoable ? null : shown));
      timer.current = null;
      const before = planRef.current;
      if (edit.kind === 'recorded') {
        const index = before.classesByDay[edit.day].indexOf(edit.videoId);
        setPlan(client, removeFromDay(before, edit.videoId, edit.day));
        queue(() => planCalls.remove(edit.videoId, edit.day)).then(
          (answer) => setPlan(client, answer.myWeekPlan),
          () => {
            setPlan(client, restore(planRef.current, edit.videoId, edit.day, index));
            showFailure();
          },
        );
      } else if (edit.kind === 'live') {
        const rsvps = client.getQueryData<RsvpsAnswer>(weekRsvpsKey);
        client.setQueryData<RsvpsAnswer>(weekRsvpsKey, (old) =>
          old ? { rsvps: old.rsvps.filter((rsvp) => rsvp.classId !== edit.classId) } : old,
        );
        queue(() => cancelRsvp(edit.classId)).then(
          (answer) => client.setQueryData(weekRsvpsKey, answer),
          () => {
            if (rsvps) client.setQueryData(weekRsvpsKey, rsvps);
            showFailure();
          },
        );
      } else {
        sync(emptyWeekPlan(), () => queue(planCalls.clear));
      }
    },
    [client, queue, showFailure, sync],
  );

  const begin = (edit: Pending, title: string, description: string | undefined, delay: number) => {
    // One toast at a time: the one showing closes, so its edit commits now.
    timer.current?.close();
    setPending(edit);
    toastId.current += 1;
    setToast({ id: toastId.current, title, description, undoable: true });
    timer.current = startUndoTimer(delay, () => commit(edit));
  };

  // Leaving the page closes the toast: what waited commits.
  useEffect(() => () => timer.current?.close(), []);

  /** The plan as the member sees it, with what waits behind the toast left out. */
  const shownPlan = !pending
    ? plan
    : pending.kind === 'reset'
      ? emptyWeekPlan()
      : pending.kind === 'recorded'
        ? removeFromDay(plan, pending.videoId, pending.day)
        : plan;

  const actions: DayCardActions = {
    removeRecorded: (videoId, title, day) =>
      begin(
        { kind: 'recorded', videoId, day: day.key },
        t('toast.removedFrom', { day: weekdayName(day.date) }),
        title,
        UNDO_REMOVE_MS,
      ),
    removeLive: (classId, name, day) =>
      begin(
        { kind: 'live', classId },
        t('toast.removedLive', { day: weekdayName(day.date) }),
        name,
        UNDO_REMOVE_MS,
      ),
    // A move first closes a waiting toast (its edit commits, and its call goes first), then applies
    // to the plan as shown.
    moveWithin: (day, index, direction) => {
      timer.current?.close();
      const ids = swapWithinDay(shownPlan.classesByDay[day.key], index, direction);
      sync({ ...shownPlan, classesByDay: { ...shownPlan.classesByDay, [day.key]: ids } }, () =>
        queue(() => planCalls.updateDay(day.key, ids)),
      );
    },
    moveToDay: (videoId, day, newDay) => {
      timer.current?.close();
      sync(moveToDay(shownPlan, videoId, day.key, newDay), () =>
        queue(() => planCalls.moveToDay(videoId, day.key, newDay)),
      );
    },
  };

  return {
    actions,
    reset: () => begin({ kind: 'reset' }, t('toast.cleared'), undefined, UNDO_RESET_MS),
    toast,
    undo: () => {
      timer.current?.undo();
      timer.current = null;
      setPending(null);
      setToast(null);
    },
    closeToast: () => {
      if (timer.current) timer.current.close();
      else setToast(null);
    },
    shownPlan,
    hiddenClassId: pending?.kind === 'live' ? pending.classId : null,
  };
}
