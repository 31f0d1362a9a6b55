import { useStudioTranslation } from '../texts';
import styles from './ProgressBar.module.css';

interface Props {
  /** What is progressing ("Uploading barre-basics.mp4"). */
  label: string;
  /** From 0 to 1; undefined while it cannot be told (the bar moves without a figure). */
  value: number | undefined;
  /** Said after the percentage: "12 MB/s, 3 min left". */
  detail?: string;
}

/** A labelled progress bar with its percentage in words, for eyes and for screen readers. */
export function ProgressBar({ label, value, detail }: Props) {
  const { t } = useStudioTranslation();
  const percent = value === undefined ? undefined : Math.round(Math.min(1, Math.max(0, value)) * 100);
  const text = [percent === undefined ? undefined : t('progress.percent', { percent }), detail]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className={styles.progress}>
      <div className={styles.labels}>
        <span className={styles.label}>{label}</span>
        {text && <span className={styles.figure}>{text}</span>}
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text || undefined}
        data-indeterminate={percent === undefined || undefined}
      >
        <div className={styles.bar} style={{ width: `${percent ?? 100}%` }} />
      </div>
    </div>
  );
}
