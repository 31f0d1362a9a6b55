import { RESOURCE_ACCESS, type ResourceAccess } from '@releve/contracts';
import { FormField, fieldControlClass } from '../shared/FormField';
import styles from './Library.module.css';
import { useLibraryTranslation } from './texts';

interface TextProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  type?: 'text' | 'url';
  maxLength: number;
}

/** A one-line field of the Library's forms (a title, a shop link). */
export function TextField({ label, value, onChange, error, hint, type = 'text', maxLength }: TextProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          type={type}
          className={fieldControlClass}
          value={value}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** A PDF's description (2,000 characters at most, as the API takes). */
export function DescriptionField({
  value,
  onChange,
  error,
}: Pick<TextProps, 'value' | 'onChange' | 'error'>) {
  const { t } = useLibraryTranslation();
  return (
    <FormField label={t('form.description')} error={error}>
      {(control) => (
        <textarea
          {...control}
          rows={2}
          className={fieldControlClass}
          value={value}
          maxLength={2000}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

export interface Placement {
  programId: string;
  access: ResourceAccess;
  canDownload: boolean;
}

interface PlacementProps {
  programs: readonly { id: string; name: string }[];
  value: Placement;
  onChange: (value: Placement) => void;
  programError?: string | undefined;
  /** The resource is in no program now (the builder detached it): it may stay so. */
  allowNoProgram?: boolean;
}

/** Where a resource is and who may have it: its program, who may open it, whether it may be downloaded. */
export function PlacementFields({ programs, value, onChange, programError, allowNoProgram }: PlacementProps) {
  const { t } = useLibraryTranslation();
  const set = (change: Partial<Placement>) => onChange({ ...value, ...change });
  return (
    <>
      <FormField label={t('form.program')} error={programError}>
        {(control) => (
          <select
            {...control}
            className={fieldControlClass}
            value={value.programId}
            onChange={(event) => set({ programId: event.target.value })}
          >
            {allowNoProgram && <option value="">{t('resources.noProgram')}</option>}
            {programs.map((program) => (
              <option key={program.id} value={program.id}>
                {program.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('form.access')}>
        {(control) => (
          <select
            {...control}
            className={fieldControlClass}
            value={value.access}
            onChange={(event) => set({ access: event.target.value as ResourceAccess })}
          >
            {RESOURCE_ACCESS.map((choice) => (
              <option key={choice} value={choice}>
                {t(`resources.access.${choice}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={value.canDownload}
          onChange={(event) => set({ canDownload: event.target.checked })}
        />
        {t('form.canDownload')}
      </label>
    </>
  );
}
