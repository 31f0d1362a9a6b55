import {
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_MAX_PIXELS,
  profilePictureMimeTypes,
} from '@releve/contracts';

/** The spec's zoom range for the picture crop (§5, §9). */
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 3;
export const ZOOM_STEP = 0.01;

export interface ImageSize {
  width: number;
  height: number;
}

/** What the member chose: how far zoomed in, and where the square's centre is (image pixels). */
export interface CropView {
  zoom: number;
  centerX: number;
  centerY: number;
}

/** The square cut out of the image, in the image's pixels. */
export interface Crop {
  x: number;
  y: number;
  size: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The checks the server makes again: JPEG, PNG or WebP, at most 10 MB. */
export function isAcceptedPicture(file: { type: string; size: number }): boolean {
  return (
    (profilePictureMimeTypes as readonly string[]).includes(file.type) &&
    file.size > 0 &&
    file.size <= PROFILE_PICTURE_MAX_BYTES
  );
}

/** At zoom 1 the square is as large as the image's shorter side; at zoom 3, a third of it. */
export function cropOf(image: ImageSize, view: CropView): Crop {
  const size = Math.min(image.width, image.height) / clamp(view.zoom, ZOOM_MIN, ZOOM_MAX);
  return {
    x: clamp(view.centerX - size / 2, 0, image.width - size),
    y: clamp(view.centerY - size / 2, 0, image.height - size),
    size,
  };
}

/** The same choice, with the zoom in range and the square inside the image. */
export function clampView(image: ImageSize, view: CropView): CropView {
  const zoom = clamp(view.zoom, ZOOM_MIN, ZOOM_MAX);
  const crop = cropOf(image, { ...view, zoom });
  return { zoom, centerX: crop.x + crop.size / 2, centerY: crop.y + crop.size / 2 };
}

export const initialView = (image: ImageSize): CropView => ({
  zoom: ZOOM_MIN,
  centerX: image.width / 2,
  centerY: image.height / 2,
});

export const moveView = (image: ImageSize, view: CropView, dx: number, dy: number) =>
  clampView(image, { ...view, centerX: view.centerX + dx, centerY: view.centerY + dy });

/** Zooming keeps the square's centre where it is, as far as the image allows. */
export const zoomView = (image: ImageSize, view: CropView, zoom: number) =>
  clampView(image, { ...view, zoom });

/** The saved picture's side: the crop's own pixels, at most 512. */
export const outputSize = (crop: Crop) => clamp(Math.round(crop.size), 1, PROFILE_PICTURE_MAX_PIXELS);
