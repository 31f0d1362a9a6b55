import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './Form.module.css';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  /** Shown after the label for fields that may stay empty. */
  optionalLabel?: string;
  /** Something beside the input, such as a show/hide button. */
  addon?: ReactNode;
  hint?: ReactNode;
}

/** A labelled input with its error announced to assistive technology. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, error, optionalLabel, addon, hint, id, ...input },
  ref,
) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {optionalLabel && <span className={styles.optional}> {optionalLabel}</span>}
      </label>
      <div className={styles.inputRow}>
        <input
          ref={ref}
          id={inputId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {addon}
      </div>
      {hint}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
