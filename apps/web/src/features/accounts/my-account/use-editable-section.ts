import { useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormSetFocus } from 'react-hook-form';

/**
 * A card that reads, then edits, then reads again (the spec's profile form states), with
 * focus that follows the switch: into the form when it opens, back to its button when it closes.
 */
export function useEditableSection<T extends FieldValues>(setFocus: UseFormSetFocus<T>, firstField: Path<T>) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (editing) setFocus(firstField);
    else if (wasEditing.current) openButton.current?.focus();
    wasEditing.current = editing;
  }, [editing, setFocus, firstField]);

  return {
    editing,
    saved,
    openButton,
    open: () => {
      setSaved(false);
      setEditing(true);
    },
    /** Back to reading; `withSaved` shows the saved notice. */
    close: (withSaved = false) => {
      setEditing(false);
      setSaved(withSaved);
    },
  };
}
