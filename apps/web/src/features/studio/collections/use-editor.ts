import type { FieldErrors } from '@releve/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { fieldErrorsOfIssues, fieldErrorsOfMessage } from '../shared/field-errors';
import { useCollectionTexts } from './texts';

/**
 * An editor's save: checked first with the server's own schema (a message beside each field, nothing
 * sent), then sent whole; the server's refusals land beside their fields too. Tracks unsaved changes.
 */
export function useEditor<W, A>(schema: z.ZodType<W>, save: UseMutationResult<A, Error, W>) {
  const { t } = useCollectionTexts();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [dirty, setDirty] = useState(false);
  const [notice, setNotice] = useState<string>();
  return {
    errors,
    dirty,
    notice,
    saving: save.isPending,
    /** Every edit calls this: the page has unsaved changes. */
    touched: () => {
      setDirty(true);
      setNotice(undefined);
    },
    submit(write: W, onSaved: (answer: A) => void) {
      const checked = schema.safeParse(write);
      if (!checked.success) {
        setErrors(fieldErrorsOfIssues(checked.error));
        setNotice(t('editor.fixErrors'));
        return;
      }
      setErrors({});
      save.mutate(checked.data, {
        onSuccess: (answer) => {
          onSaved(answer);
          setDirty(false);
          setNotice(t('editor.saved'));
        },
        onError: (error) => {
          const fields = fieldErrorsOfMessage(error.message);
          setErrors(fields);
          setNotice(Object.keys(fields).length ? t('editor.fixErrors') : error.message);
        },
      });
    },
  };
}
