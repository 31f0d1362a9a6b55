import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testMedia } from '../testing/media';
import '../i18n';
import { MediaCard } from './MediaCard';

describe('MediaCard', () => {
  it("takes the studio's card shape from --card-aspect, 16:9 when the config sets none", () => {
    const { container } = render(<MediaCard item={testMedia()} />);
    const frame = container.querySelector<HTMLElement>('[style*="aspect-ratio"]');
    expect(frame?.style.aspectRatio).toBe('var(--card-aspect, 16 / 9)');
  });
});
