import { useState } from 'react';
import { useWeekPlanTranslation } from '../texts';
import styles from './WeekPlan.module.css';

/** The page's Options menu (viewing.md §2): Edit, Reset My Week Plan. */
export function OptionsMenu({
  onEdit,
  onReset,
  empty,
}: {
  onEdit: () => void;
  onReset: () => void;
  empty: boolean;
}) {
  const { t } = useWeekPlanTranslation();
  const [open, setOpen] = useState(false);
  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <div className={styles.menu}>
      <button
        type="button"
        className={styles.outline}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        {t('options')}
      </button>
      {open && (
        <div
          role="menu"
          onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
          className={styles.menuList}
          aria-label={t('options')}
        >
          <button type="button" role="menuitem" onClick={choose(onEdit)}>
            {t('edit')}
          </button>
          <button type="button" role="menuitem" disabled={empty} onClick={choose(onReset)}>
            {t('reset')}
          </button>
        </div>
      )}
    </div>
  );
}
