import { type Crop, outputSize } from './crop-geometry';

/** The spec's output: JPEG at quality 0.9. */
const JPEG_QUALITY = 0.9;

/** Draws the crop at its saved size; null when the browser could not make the picture. */
export async function croppedJpeg(image: CanvasImageSource, crop: Crop): Promise<Blob | null> {
  const size = outputSize(crop);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return null;
  // JPEG has no transparency: a transparent PNG gets white behind it, not black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, crop.x, crop.y, crop.size, crop.size, 0, 0, size, size);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}
