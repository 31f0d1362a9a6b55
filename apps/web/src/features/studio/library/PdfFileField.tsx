import { formatBytes, libraryFileRefusal } from '@releve/contracts';
import { FormField, fieldControlClass } from '../shared/FormField';
import styles from './Library.module.css';
import { DescriptionField } from './LibraryFields';
import { useLibraryTranslation } from './texts';

interface Props {
  maxBytes: number;
  /** Why the chosen file cannot be sent (too big, empty, none), or the server's refusal of it. */
  error: string | undefined;
  /** A file within the limit, or null with the reason it was refused before a byte was sent. */
  onChoose: (file: File | null, refusal: string | undefined) => void;
}

/** The PDF to upload, with the studio's limit said before it is chosen and applied when it is. */
export function PdfFileField({ maxBytes, error, onChoose }: Props) {
  const { t } = useLibraryTranslation();
  return (
    <FormField
      label={t('form.file')}
      hint={t('limit', { max: formatBytes(maxBytes) })}
      error={error}
      announceError
    >
      {(control) => (
        <input
          {...control}
          type="file"
          accept="application/pdf,.pdf"
          className={fieldControlClass}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return onChoose(null, undefined);
            const refusal = libraryFileRefusal(file, maxBytes);
            onChoose(refusal ? null : file, refusal ?? undefined);
          }}
        />
      )}
    </FormField>
  );
}

/** The form's fields first, the file last: the server reads them in that order. */
export function uploadForm(fields: Record<string, string>, file: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  return form;
}

interface UploadTailProps extends Props {
  description: string;
  onDescription: (description: string) => void;
  /** Changes after each upload sent, so the file field is emptied. */
  round: number;
}

/** The last fields of both upload forms, each the form's whole width: the description, then the PDF. */
export function DescriptionAndPdf({ description, onDescription, round, ...file }: UploadTailProps) {
  return (
    <>
      <div className={styles.wideField}>
        <DescriptionField value={description} onChange={onDescription} />
      </div>
      <div className={styles.wideField} key={round}>
        <PdfFileField {...file} />
      </div>
    </>
  );
}
