import { MenuButton } from '../../../components/MenuButton';
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
  return (
    <MenuButton
      label={t('options')}
      buttonClassName={styles.outline}
      items={[
        { key: 'edit', label: t('edit'), onSelect: onEdit },
        { key: 'reset', label: t('reset'), onSelect: onReset, disabled: empty },
      ]}
    />
  );
}
