import { useState } from 'react';
import styles from '../programs/Programs.module.css';
import { FormField, fieldControlClass } from '../shared/FormField';
import { useHomeEditor } from './home-context';
import { PickedList } from './PickedList';
import { useHomeTexts } from './texts';

interface Props {
  rowName: string;
  programIds: readonly string[];
  error?: string;
  onChange(programIds: string[]): void;
}

/** A row of hand-picked programs in order, and a choice of the others to add. */
export function PickedPrograms({ rowName, programIds, error, onChange }: Props) {
  const { t } = useHomeTexts();
  const { answer } = useHomeEditor();
  const [choice, setChoice] = useState('');
  const titleOf = (id: string) => answer.programs.find((program) => program.id === id)?.title ?? id;
  const others = answer.programs.filter((program) => !programIds.includes(program.id));
  return (
    <PickedList
      ids={programIds}
      titleOf={titleOf}
      listLabel={t('programsPicked')}
      emptyText={t('noPrograms')}
      removeLabel={(name) => t('removeProgram', { name })}
      error={error}
      onChange={onChange}
    >
      <div className={styles.inline}>
        <FormField label={t('addProgramTo', { name: rowName })}>
          {(control) => (
            <select
              {...control}
              className={fieldControlClass}
              value={choice}
              onChange={(event) => setChoice(event.target.value)}
            >
              <option value="">{t('choose')}</option>
              {others.map((program) => (
                <option key={program.id} value={program.id}>
                  {program.title}
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
            onChange([...programIds, choice]);
            setChoice('');
          }}
        >
          {t('addProgram')}
        </button>
      </div>
    </PickedList>
  );
}
