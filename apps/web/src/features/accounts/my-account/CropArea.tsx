import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type CropView, cropOf, type ImageSize, moveView, zoomView } from './crop-geometry';
import styles from './PictureEditor.module.css';

/** The preview's drawing size; CSS scales it to the space there is. */
const PREVIEW_PIXELS = 512;
/** Arrow keys move the square by this share of its side (Shift: a larger step). */
const KEY_STEP = 0.02;
const SHIFT_KEY_STEP = 0.1;
const KEY_ZOOM_STEP = 0.1;

const arrows: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

interface Props {
  image: HTMLImageElement;
  size: ImageSize;
  view: CropView;
  onChange(view: CropView): void;
}

/**
 * The square that will be saved, drawn as it will look, under a round mask like the avatar's.
 * Dragging moves the picture under the square; arrow keys move the square; + and - zoom.
 */
export function CropArea({ image, size, view, onChange }: Props) {
  const { t } = useTranslation('profile');
  const hintId = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const dragFrom = useRef<{ x: number; y: number } | null>(null);
  const crop = cropOf(size, view);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const side = PREVIEW_PIXELS;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, side, side);
    context.drawImage(image, crop.x, crop.y, crop.size, crop.size, 0, 0, side, side);
    // Shade what the round avatar will not show.
    context.beginPath();
    context.rect(0, 0, side, side);
    context.arc(side / 2, side / 2, side / 2 - 2, 0, Math.PI * 2);
    context.fillStyle = 'rgb(0 0 0 / 0.45)';
    context.fill('evenodd');
    context.beginPath();
    context.arc(side / 2, side / 2, side / 2 - 2, 0, Math.PI * 2);
    context.strokeStyle = '#ffffff';
    context.lineWidth = 3;
    context.stroke();
  }, [image, crop.x, crop.y, crop.size]);

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    dragFrom.current = { x: event.clientX, y: event.clientY };
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const from = dragFrom.current;
    if (!from) return;
    const shown = event.currentTarget.getBoundingClientRect().width || PREVIEW_PIXELS;
    const imagePixelsPerScreenPixel = crop.size / shown;
    // The picture follows the pointer, so the square moves the other way.
    onChange(
      moveView(
        size,
        view,
        -(event.clientX - from.x) * imagePixelsPerScreenPixel,
        -(event.clientY - from.y) * imagePixelsPerScreenPixel,
      ),
    );
    dragFrom.current = { x: event.clientX, y: event.clientY };
  };

  const endDrag = () => {
    dragFrom.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const arrow = arrows[event.key];
    if (arrow) {
      const step = crop.size * (event.shiftKey ? SHIFT_KEY_STEP : KEY_STEP);
      onChange(moveView(size, view, arrow[0] * step, arrow[1] * step));
    } else if (event.key === '+' || event.key === '=') {
      onChange(zoomView(size, view, view.zoom + KEY_ZOOM_STEP));
    } else if (event.key === '-') {
      onChange(zoomView(size, view, view.zoom - KEY_ZOOM_STEP));
    } else {
      return;
    }
    event.preventDefault();
  };

  return (
    <div className={styles.cropArea}>
      <canvas
        ref={canvas}
        className={styles.canvas}
        width={PREVIEW_PIXELS}
        height={PREVIEW_PIXELS}
        role="img"
        tabIndex={0}
        aria-label={t('picture.crop')}
        aria-describedby={hintId}
        data-crop={`${Math.round(crop.x)},${Math.round(crop.y)},${Math.round(crop.size)}`}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      />
      <p id={hintId} className={styles.hint}>
        {t('picture.cropHint')}
      </p>
    </div>
  );
}
