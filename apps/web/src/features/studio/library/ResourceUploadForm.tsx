import { type FormEvent, useState } from 'react';
import buttons from '../../../components/Buttons.module.css';
import { FormMessage } from '../../../components/form/FormMessage';
import { useUploadResource } from './api';
import styles from './Library.module.css';
import { type Placement, PlacementFields, TextField } from './LibraryFields';
import { DescriptionAndPdf, uploadForm } from './PdfFileField';
import { useLibraryTranslation } from './texts';

type Errors = Partial<Record<'title' | 'file', string>>;

interface Props {
  maxBytes: number;
  programs: readonly { id: string; name: string }[];
}

/** Uploads a resource: its PDF, title and description, its program, who may open and download it. */
export function ResourceUploadForm({ maxBytes, programs }: Props) {
  const { t } = useLibraryTranslation();
  const upload = useUploadResource();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [placement, setPlacement] = useState<Placement>({
    programId: programs[0]?.id ?? '',
    access: 'members',
    canDownload: true,
  });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<{ kind: 'notice' | 'error'; text: string }>();
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
      const fields = { title, description, ...placement, canDownload: String(placement.canDownload) };
      const { resource } = await upload.mutateAsync(uploadForm(fields, file));
      setOutcome({
        kind: 'notice',
        text: t('resources.uploaded', { title: resource.title, program: resource.programName ?? '' }),
      });
      setTitle('');
      setDescription('');
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
      aria-labelledby="resource-form-title"
      data-testid="resource-form"
    >
      <h3 id="resource-form-title" className={styles.formTitle}>
        {t('resources.upload')}
      </h3>
      <div className={styles.fields}>
        <TextField
          label={t('form.title')}
          value={title}
          onChange={setTitle}
          error={errors.title}
          maxLength={200}
        />
        <PlacementFields programs={programs} value={placement} onChange={setPlacement} />
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
          {upload.isPending ? t('resources.uploading') : t('resources.upload')}
        </button>
      </div>
    </form>
  );
}
