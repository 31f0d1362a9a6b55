import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../../../components/form/Form.module.css';
import { FormMessage } from '../../../components/form/FormMessage';
import { ApiError } from '../../../lib/api-client';
import { profileQueryKey } from '../api/get-profile';
import { uploadProfilePicture } from '../api/profile-picture';
import { CropArea } from './CropArea';
import {
  type CropView,
  cropOf,
  type ImageSize,
  initialView,
  isAcceptedPicture,
  ZOOM_MAX,
  ZOOM_MIN,
  ZOOM_STEP,
  zoomView,
} from './crop-geometry';
import { croppedJpeg } from './cropped-picture';
import styles from './PictureEditor.module.css';
import sectionStyles from './Section.module.css';

interface Loaded {
  image: HTMLImageElement;
  size: ImageSize;
}

/** Choose a file, crop it square (drag, arrow keys, zoom 1 to 3), save it as the avatar. */
export function PictureEditor({ onClose }: { onClose(saved: boolean): void }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const zoomId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const objectUrl = useRef<string | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [view, setView] = useState<CropView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    fileInput.current?.focus();
    return () => {
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    };
  }, []);

  const replaceUrl = (url: string | null) => {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = url;
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setError(null);
    if (!isAcceptedPicture(file)) {
      setError('picture.invalid_file');
      event.target.value = '';
      return;
    }
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      if (!image.naturalWidth || !image.naturalHeight) {
        URL.revokeObjectURL(url);
        setError('picture.load_failed');
        return;
      }
      replaceUrl(url);
      const size = { width: image.naturalWidth, height: image.naturalHeight };
      setLoaded({ image, size });
      setView(initialView(size));
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      setError('picture.load_failed');
    };
    image.src = url;
  };

  const save = async () => {
    if (!loaded || !view) return;
    setSaving(true);
    setError(null);
    const picture = await croppedJpeg(loaded.image, cropOf(loaded.size, view)).catch(() => null);
    if (!picture || picture.size === 0) {
      setError('picture.process_failed');
      setSaving(false);
      return;
    }
    try {
      await uploadProfilePicture(picture);
    } catch (failure) {
      // The server answers 400 only when it refuses the image itself.
      const refused = failure instanceof ApiError && failure.status === 400;
      setError(refused ? 'picture.invalid_file' : 'picture.upload_failed');
      setSaving(false);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    onClose(true);
  };

  return (
    <div className={styles.editor}>
      {error && <FormMessage kind="error">{t(error)}</FormMessage>}
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={`${zoomId}-file`}>
          {t('picture.choose')}
        </label>
        <input
          ref={fileInput}
          id={`${zoomId}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={`${zoomId}-formats`}
          onChange={choose}
        />
        <p id={`${zoomId}-formats`} className={sectionStyles.text}>
          {t('picture.formats')}
        </p>
      </div>
      {loaded && view && (
        <>
          <CropArea image={loaded.image} size={loaded.size} view={view} onChange={setView} />
          <div className={styles.zoom}>
            <label htmlFor={zoomId}>{t('picture.zoom')}</label>
            <input
              id={zoomId}
              type="range"
              min={ZOOM_MIN}
              max={ZOOM_MAX}
              step={ZOOM_STEP}
              value={view.zoom}
              onChange={(event) => setView(zoomView(loaded.size, view, Number(event.target.value)))}
            />
          </div>
        </>
      )}
      <div className={sectionStyles.actions}>
        <button
          type="button"
          className={sectionStyles.primary}
          disabled={!loaded || saving}
          aria-busy={saving}
          onClick={save}
        >
          {saving ? t('saving') : t('save')}
        </button>
        <button
          type="button"
          className={sectionStyles.secondary}
          disabled={saving}
          onClick={() => onClose(false)}
        >
          {t('cancel')}
        </button>
      </div>
    </div>
  );
}
