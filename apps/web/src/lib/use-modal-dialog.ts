import { useEffect, useRef } from 'react';

/**
 * A `<dialog>` shown modal while its component is mounted (the browser traps the focus and gives it back
 * to where it was when the dialog closes), closed when the component goes.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return ref;
}
