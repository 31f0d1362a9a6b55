import { describe, expect, it } from 'vitest';
import {
  cropOf,
  initialView,
  isAcceptedPicture,
  moveView,
  outputSize,
  ZOOM_MAX,
  zoomView,
} from './crop-geometry';

const landscape = { width: 1200, height: 800 };

describe('picture crop', () => {
  it('starts with the largest centred square', () => {
    expect(cropOf(landscape, initialView(landscape))).toEqual({ x: 200, y: 0, size: 800 });
  });

  it('zooms from 1 to 3 around the centre, and no further', () => {
    const view = zoomView(landscape, initialView(landscape), 2);
    expect(cropOf(landscape, view)).toEqual({ x: 400, y: 200, size: 400 });
    const most = zoomView(landscape, view, 7);
    expect(most.zoom).toBe(ZOOM_MAX);
    expect(cropOf(landscape, zoomView(landscape, view, 0.2)).size).toBe(800);
  });

  it('moves the square but keeps it inside the image', () => {
    const start = initialView(landscape);
    expect(cropOf(landscape, moveView(landscape, start, -50, 0))).toEqual({ x: 150, y: 0, size: 800 });
    expect(cropOf(landscape, moveView(landscape, start, -5000, 300))).toEqual({ x: 0, y: 0, size: 800 });
    const zoomed = zoomView(landscape, start, 2);
    expect(cropOf(landscape, moveView(landscape, zoomed, 5000, 5000))).toEqual({ x: 800, y: 400, size: 400 });
  });

  it('saves at most 512 pixels a side, and small crops at their own size', () => {
    expect(outputSize({ x: 0, y: 0, size: 800 })).toBe(512);
    expect(outputSize({ x: 0, y: 0, size: 200.4 })).toBe(200);
  });

  it('takes JPEG, PNG and WebP up to 10 MB', () => {
    expect(isAcceptedPicture({ type: 'image/png', size: 10_485_760 })).toBe(true);
    expect(isAcceptedPicture({ type: 'image/webp', size: 1000 })).toBe(true);
    expect(isAcceptedPicture({ type: 'image/png', size: 10_485_761 })).toBe(false);
    expect(isAcceptedPicture({ type: 'image/gif', size: 1000 })).toBe(false);
    expect(isAcceptedPicture({ type: 'image/jpeg', size: 0 })).toBe(false);
  });
});
