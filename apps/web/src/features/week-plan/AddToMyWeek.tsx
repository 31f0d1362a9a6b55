import { addRefusal, type WeekDay, weekFrom, zonedDay } from '@releve/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { MenuButton } from '../../components/MenuButton';
import { viewerTimeZone } from '../../lib/time-zone';
import { useViewer } from '../accounts';
import { planCalls, setPlan, usePlan } from './api/week-plan-api';
import styles from './components/WeekPlan.module.css';
import { useWeekPlanTranslation } from './texts';
import { weekdayName } from './week-view';

/**
 * "Add to My Week" on a class page (viewing.md §4): the weekdays from today; a non-member (or a
 * visitor) opening it goes to /pricing. The plan changes at once and is synced.
 */
export function AddToMyWeek({ mediaId, className }: { mediaId: string; className?: string }) {
  const { t } = useWeekPlanTranslation();
  const { isMember } = useViewer();
  const plan = usePlan();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const [message, setMessage] = useState('');

  const add = (key: WeekDay, date: string) => {
    if (!plan) return;
    const day = weekdayName(date);
    if (addRefusal(plan, mediaId, key)) {
      setMessage(t('add.already', { day }));
      return;
    }
    const before = plan;
    setPlan(client, {
      ...plan,
      classesByDay: { ...plan.classesByDay, [key]: [...plan.classesByDay[key], mediaId] },
    });
    setMessage(t('add.added', { day }));
    planCalls.add(mediaId, key).then(
      (answer) => setPlan(client, answer.myWeekPlan),
      (error) => {
        console.warn('My Week Plan not synced', error);
        setPlan(client, before);
        setMessage(t('add.failed'));
      },
    );
  };

  return (
    <div>
      <MenuButton
        label={t('add.button')}
        buttonClassName={className}
        align="left"
        beforeOpen={() => {
          if (!isMember) navigate('/pricing');
          return isMember;
        }}
        // Worked out when the menu opens: the reader's time zone and the weekdays' names come from Intl,
        // whose first use on a page costs a phone tens of milliseconds (and the days move at midnight).
        items={() => {
          const today = zonedDay(new Date(), viewerTimeZone());
          return weekFrom(today).map(({ key, date }) => ({
            key,
            label: date === today ? t('add.todaySuffix', { day: weekdayName(date) }) : weekdayName(date),
            onSelect: () => add(key, date),
          }));
        }}
      />
      <p role="status" className={styles.itemMeta} data-testid="add-to-week-status">
        {message}
      </p>
    </div>
  );
}
