import type { StudioClass } from '@releve/contracts';
import type { ComponentType } from 'react';
import { VideoPanels } from '../videos/VideoPanels';

/**
 * The class editor's panels beside its fields, in order: each is shown for the classes it applies to.
 * Packaging's Video, Poster, Chapters and Captions panels (decision 040) come as one for a class
 * with a video; a new panel is one more entry here.
 */
export interface EditorPanel {
  id: string;
  appliesTo: (item: StudioClass) => boolean;
  Panel: ComponentType<{ item: StudioClass }>;
}

export const editorPanels: readonly EditorPanel[] = [
  {
    id: 'video',
    appliesTo: (item) => item.video !== null,
    Panel: ({ item }) => (item.video ? <VideoPanels assetId={item.video.id} /> : null),
  },
];
