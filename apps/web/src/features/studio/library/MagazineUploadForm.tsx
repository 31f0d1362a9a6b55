import { type FormEvent, useState } from 'react';
import buttons from '../../../components/Buttons.module.css';
import { FormMessage } from '../../../components/form/FormMessage';
import { useUploadMagazine } from './api';
import styles from './Library.module.css';
import { TextField } from './LibraryFields';
import { DescriptionAndPdf, uploadForm } from './PdfFileField';
import { useLibraryTranslation } from './texts';

type Errors = Partial<Record<'title' | 'file', string>>;

/** Uploads an issue: its title, description, buy link and PDF; the server makes its pages after. */
export function MagazineUploadForm({ maxBytes }: { maxBytes: number }) {
  const { t } = useLibraryTranslation();
  const upload = useUploadMagazine();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [buyUrl, setBuyUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<{ kind: 'notice' | 'error'; text: string }>();
  // A new key empties the file input after an upload (a file input's value cannot be set).
  const [round, setRound] = useState(0);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!title.trim()) found.title = t('form.titleRequired');
    if (!file) found.file = errors.file ?? t('form.fileRequired');
    setErrors(found);
    if (!file || found.title) return;
    setOutcome(undefined);
    try {
      const { magazine } = await upload.mutateAsync(uploadForm({ title, description, buyUrl }, file));
      setOutcome({ kind: 'notice', text: t('magazines.uploaded', { title: magazine.title }) });
      setTitle('');
      setDescription('');
      setBuyUrl('');
      setFile(null);
      setRound((value) => value + 1);
    } catch (error) {
      setOutcome({ kind: 'error', text: (error as Error).message });
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="magazine-form-title"
      data-testid="magazine-form"
    >
      <h3 id="magazine-form-title" className={styles.formTitle}>
        {t('magazines.upload')}
      </h3>
      <div className={styles.fields}>
        <TextField
          label={t('form.title')}
          value={title}
          onChange={setTitle}
          error={errors.title}
          maxLength={200}
        />
        <TextField
          label={t('form.buyUrl')}
          hint={t('form.buyUrlHint')}
          type="url"
          value={buyUrl}
          onChange={setBuyUrl}
          maxLength={500}
        />
        <DescriptionAndPdf
          description={description}
          onDescription={setDescription}
          round={round}
          maxBytes={maxBytes}
          error={errors.file}
          onChoose={(chosen, refusal) => {
            setFile(chosen);
            setErrors((current) => ({ ...current, file: refusal }));
          }}
        />
      </div>
      {outcome && <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>}
      <div className={styles.formActions}>
        <button type="submit" className={buttons.primary} disabled={upload.isPending}>
          {upload.isPending ? t('magazines.uploading') : t('magazines.upload')}
        </button>
      </div>
    </form>
  );
}
