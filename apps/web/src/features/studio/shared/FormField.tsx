import { type ReactNode, useId } from 'react';
import styles from './FormField.module.css';

/** What the field's control must carry to be named, described and marked invalid. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface Props {
  label: string;
  /** The field's own error, shown beside it and read with it. */
  error?: string | undefined;
  hint?: ReactNode;
  /**
   * The error is announced as it appears: for a field whose value is sent at once (a file chosen),
   * where no form's summary tells that something went wrong.
   */
  announceError?: boolean;
  /** The control (input, select, textarea), given what names and describes it. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form control with its hint and its error beside it: the error says what is wrong with
 * this field, is read with it by a screen reader, and marks it invalid.
 */
export function FormField({ label, error, hint, announceError, children }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The look of a console form's inputs and selects (they are the caller's own elements). */
export const fieldControlClass = styles.control;
