import { angleLabelSchema, angleRefusal, MAX_EXTRA_ANGLES, type StudioVideo } from '@releve/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { FormField, fieldControlClass } from '../shared/FormField';
import { ProgressBar } from '../shared/ProgressBar';
import { StatusBadge } from '../shared/StatusBadge';
import { useStudioUploads } from '../uploads/api';
import type { UploadItem } from '../uploads/upload-queue';
import { useUploadQueue } from '../uploads/use-upload-queue';
import { PanelMessage, type PanelNote } from './panel-save';
import { useStudioEvents } from './studio-events';
import { useVideoTexts } from './texts';
import styles from './VideoPanels.module.css';
import { anglesKey, removeAngle, useAngles } from './video-api';
import { newest, stageText, toneOf } from './video-format';

/**
 * The Angles panel (decision 063): the class's other camera angles with their packaging live from the
 * events stream, an upload for one more (named, sent over tus like any video, its bytes' progress
 * here) and removal after a confirmation. The name and the limit are checked here with the server's
 * own rule (contracts' angleRefusal) before a byte is sent; the server checks them again.
 */
export function AnglesPanel({ video }: { video: StudioVideo }) {
  const { t } = useVideoTexts();
  const id = useId();
  const angles = useClassAngles(video.assetId);
  const [removing, setRemoving] = useState<StudioVideo>();
  const [removeError, setRemoveError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<PanelNote>();
  const client = useQueryClient();

  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(true);
    setRemoveError(undefined);
    try {
      await removeAngle(removing.assetId);
      await client.invalidateQueries({ queryKey: anglesKey(video.assetId) });
      setNote({ text: t('angles.removed', { label: removing.angleLabel }), error: false });
      setRemoving(undefined);
    } catch (error) {
      setRemoveError(error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="angles-panel">
      <h2 id={`${id}-title`}>{t('angles.title')}</h2>
      <p className={styles.muted}>{t('angles.intro', { count: MAX_EXTRA_ANGLES })}</p>
      <ul className={styles.angles} aria-label={t('angles.list')}>
        <li className={styles.angle}>
          <span className={styles.angleName}>{t('angles.main')}</span>
        </li>
        {angles.map((angle) => (
          <AngleRow key={angle.assetId} angle={angle} onRemove={() => setRemoving(angle)} />
        ))}
      </ul>
      <PanelMessage message={note} />
      {video.mediaId && (
        <AddAngle
          classId={video.mediaId}
          taken={angles.map((angle) => angle.angleLabel)}
          anglesOf={video.assetId}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t('angles.removeTitle', { label: removing.angleLabel })}
          confirmLabel={t('angles.removeConfirm')}
          cancelLabel={t('angles.cancel')}
          busy={busy}
          error={removeError}
          onConfirm={() => void confirmRemove()}
          onCancel={() => {
            setRemoving(undefined);
            setRemoveError(undefined);
          }}
          testId="remove-angle-dialog"
        >
          <p>{t('angles.removeBody')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

/**
 * The angles as the route answered (asked again as an upload is created or ends, and after a removal),
 * each in its state as the events stream last told it. Which angles there are is the route's to say:
 * the stream tells no removal (a cancelled upload's angle would stay "Uploading" here).
 */
function useClassAngles(assetId: string): StudioVideo[] {
  const query = useAngles(assetId);
  const events = useStudioEvents();
  return (query.data?.angles ?? []).map((angle) => newest(events.videos.get(angle.assetId), angle) ?? angle);
}

function AngleRow({ angle, onRemove }: { angle: StudioVideo; onRemove(): void }) {
  const { t } = useVideoTexts();
  const percent = angle.progress ? Math.round(angle.progress.percent) : undefined;
  return (
    <li className={styles.angle} data-testid="angle-row">
      <div className={styles.heading}>
        <span className={styles.angleName}>{angle.angleLabel}</span>
        <span data-testid="angle-state">
          <StatusBadge tone={toneOf(angle.state)}>
            {t(`state.${angle.state}`)}
            {percent !== undefined && angle.state !== 'ready' ? ` ${percent}%` : ''}
          </StatusBadge>
        </span>
      </div>
      {angle.progress && (
        <ProgressBar
          label={`${angle.angleLabel}: ${stageText(t, angle) ?? t('progressLabel')}`}
          value={angle.progress.percent / 100}
        />
      )}
      {angle.state === 'failed' && angle.error && (
        <p className={styles.error} role="alert">
          {t('failedReason')}: {angle.error}
        </p>
      )}
      <button type="button" className={styles.secondary} onClick={onRemove}>
        {t('angles.remove', { label: angle.angleLabel })}
      </button>
    </li>
  );
}

interface AddAngleProps {
  classId: string;
  /** The names of the angles the class has. */
  taken: readonly (string | null)[];
  /** The class's video: its angles are asked again as an upload is created and handed to packaging. */
  anglesOf: string;
}

/** One more angle: its name and its file, sent over tus with the class and the name. */
function AddAngle({ classId, taken, anglesOf }: AddAngleProps) {
  const { t } = useVideoTexts();
  const limits = useStudioUploads().data;
  const { queue, items } = useUploadQueue(limits, anglesKey(anglesOf));
  const [name, setName] = useState('');
  const [file, setFile] = useState<File>();
  const [errors, setErrors] = useState<{ name?: string; file?: string }>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const sending = items.filter((item) => ['waiting', 'uploading', 'paused', 'checking'].includes(item.state));
  const last = items.at(-1);

  if (taken.length >= MAX_EXTRA_ANGLES && sending.length === 0) {
    return <p data-testid="angles-full">{t('angles.full', { count: MAX_EXTRA_ANGLES + 1 })}</p>;
  }

  const submit = () => {
    const label = angleLabelSchema.safeParse(name);
    const nameError = label.success ? angleRefusal(label.data, taken) : label.error.issues[0]?.message;
    const fileError = file ? undefined : t('angles.pickFile');
    setErrors({ name: nameError, file: fileError });
    if (nameError || fileError || !file || !label.success) return;
    queue.add([file], { angleOfClassId: classId, angleLabel: label.data });
    setName('');
    setFile(undefined);
    if (fileInput.current) fileInput.current.value = '';
  };
  // A refusal of the last upload (its size, its content, the server's check of the name) goes beside the file.
  const refusal = last && ['refused', 'failed'].includes(last.state) ? (last.error ?? undefined) : undefined;

  return (
    <form
      className={styles.angleForm}
      aria-label={t('angles.upload')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {sending.map((item) => (
        <AngleUpload
          key={item.key}
          item={item}
          onPause={() => queue.pause(item.key)}
          onResume={() => queue.resume(item.key)}
          onCancel={() => queue.cancel(item.key)}
        />
      ))}
      <FormField label={t('angles.name')} hint={t('angles.nameHint')} error={errors.name}>
        {(props) => (
          <input
            {...props}
            className={fieldControlClass}
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.currentTarget.value)}
          />
        )}
      </FormField>
      <FormField
        label={t('angles.file')}
        hint={t('angles.fileHint')}
        error={errors.file ?? refusal}
        announceError
      >
        {(props) => (
          <input
            {...props}
            ref={fileInput}
            type="file"
            accept="video/*,.mp4,.mov,.mkv,.webm"
            onChange={(event) => setFile(event.currentTarget.files?.[0])}
          />
        )}
      </FormField>
      <button type="submit" className={styles.button} disabled={!limits}>
        {t('angles.upload')}
      </button>
    </form>
  );
}

function AngleUpload(props: { item: UploadItem; onPause(): void; onResume(): void; onCancel(): void }) {
  const { t } = useVideoTexts();
  const { item } = props;
  return (
    <div className={styles.angleUpload} data-testid="angle-upload">
      <ProgressBar
        label={t('angles.uploading', { name: item.name })}
        value={item.size > 0 ? item.sentBytes / item.size : undefined}
      />
      <div className={styles.actions}>
        {item.state === 'uploading' && (
          <button type="button" className={styles.secondary} onClick={props.onPause}>
            {t('angles.pause')}
          </button>
        )}
        {item.state === 'paused' && (
          <button type="button" className={styles.secondary} onClick={props.onResume}>
            {t('angles.resume')}
          </button>
        )}
        {item.state !== 'checking' && (
          <button type="button" className={styles.secondary} onClick={props.onCancel}>
            {t('angles.cancelUpload')}
          </button>
        )}
      </div>
    </div>
  );
}
