import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import type { CardLayout } from '../../../components/MediaCard';
import { writeLocal } from '../../../lib/storage';
import { useLocalValue } from '../../../lib/use-stored-value';
import styles from './ViewModeToggle.module.css';

const VIEW_MODE_KEY = 'viewMode';

/** Grid or list, remembered in the browser (the spec's local `viewMode` setting). */
export function useViewMode() {
  const stored = useLocalValue(VIEW_MODE_KEY);
  const [chosen, setMode] = useState<CardLayout | null>(null);
  const mode: CardLayout = chosen ?? (stored === 'list' ? 'list' : 'grid');
  const choose = (next: CardLayout) => {
    setMode(next);
    writeLocal(VIEW_MODE_KEY, next);
  };
  return [mode, choose] as const;
}

export function ViewModeToggle({
  mode,
  onChange,
}: {
  mode: CardLayout;
  onChange: (mode: CardLayout) => void;
}) {
  const { t } = useTranslation('catalog');
  return (
    <fieldset className={styles.toggle}>
      <legend className="visually-hidden">{t('viewMode')}</legend>
      {(['grid', 'list'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className={styles.button}
          aria-pressed={mode === option}
          onClick={() => onChange(option)}
        >
          <Icon name={option} label={t(option === 'grid' ? 'gridView' : 'listView')} />
        </button>
      ))}
    </fieldset>
  );
}
