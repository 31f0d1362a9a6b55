import { useState } from 'react';
import { ClassPicker } from '../shared/ClassPicker';
import { useHomeEditor } from './home-context';
import { PickedList } from './PickedList';
import { useHomeTexts } from './texts';

interface Props {
  rowName: string;
  mediaIds: readonly string[];
  error?: string;
  onChange(mediaIds: string[]): void;
  /** The list's heading and what it says when empty (a row's classes by default). */
  listLabel?: string;
  emptyText?: string;
}

/** A hand-picked row's classes in order (moved by their Move menu, removed), and a search to add more. */
export function PickedClasses({ rowName, mediaIds, error, onChange, listLabel, emptyText }: Props) {
  const { t } = useHomeTexts();
  const { answer } = useHomeEditor();
  const [added, setAdded] = useState<Record<string, string>>({});
  return (
    <PickedList
      ids={mediaIds}
      titleOf={(id) => added[id] ?? answer.classTitles[id] ?? id}
      listLabel={listLabel ?? t('classes')}
      emptyText={emptyText ?? t('noClasses')}
      removeLabel={(name) => t('removeClass', { name })}
      error={error}
      onChange={onChange}
    >
      <ClassPicker
        label={t('findClasses', { name: rowName })}
        addLabel={(title) => t('addClassNamed', { name: title })}
        onAdd={(hit) => {
          // A class is in a row once.
          if (mediaIds.includes(hit.mediaId)) return;
          setAdded((titles) => ({ ...titles, [hit.mediaId]: hit.title }));
          onChange([...mediaIds, hit.mediaId]);
        }}
      />
    </PickedList>
  );
}
