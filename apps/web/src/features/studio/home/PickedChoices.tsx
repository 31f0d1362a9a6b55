import { useState } from 'react';
import styles from '../programs/Programs.module.css';
import { FormField, fieldControlClass } from '../shared/FormField';
import { useHomeEditor } from './home-context';
import { PickedList } from './PickedList';
import { useHomeTexts } from './texts';

interface Props {
  /** What the row holds: programs or playlists, chosen from the editor's lists of them. */
  of: 'programs' | 'playlists';
  rowName: string;
  ids: readonly string[];
  error?: string;
  onChange(ids: string[]): void;
}

/** A row of hand-picked programs or playlists in order, and a choice of the others to add. */
export function PickedChoices({ of, rowName, ids, error, onChange }: Props) {
  const { t } = useHomeTexts();
  const { answer } = useHomeEditor();
  const [choice, setChoice] = useState('');
  const choices = answer[of];
  const titleOf = (id: string) => choices.find((item) => item.id === id)?.title ?? id;
  const others = choices.filter((item) => !ids.includes(item.id));
  return (
    <PickedList
      ids={ids}
      titleOf={titleOf}
      listLabel={t(`picked.${of}.list`)}
      emptyText={t(`picked.${of}.empty`)}
      removeLabel={(name) => t('picked.remove', { name })}
      error={error}
      onChange={onChange}
    >
      <div className={styles.inline}>
        <FormField label={t(`picked.${of}.addTo`, { name: rowName })}>
          {(control) => (
            <select
              {...control}
              className={fieldControlClass}
              value={choice}
              onChange={(event) => setChoice(event.target.value)}
            >
              <option value="">{t('choose')}</option>
              {others.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.title}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <button
          type="button"
          className={styles.quiet}
          disabled={!choice}
          onClick={() => {
            onChange([...ids, choice]);
            setChoice('');
          }}
        >
          {t('picked.add')}
        </button>
      </div>
    </PickedList>
  );
}
