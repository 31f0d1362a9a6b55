import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import styles from './VideoPanels.module.css';

/** What a panel last said: saved, or why not. */
export interface PanelNote {
  text: string;
  error: boolean;
}

/** A panel's save: busy while it runs, then the saved words or the server's refusal in its own words. */
export function usePanelSave() {
  const [message, setMessage] = useState<PanelNote>();
  const [busy, setBusy] = useState(false);
  const save = async (work: () => Promise<unknown>, savedText: string) => {
    setBusy(true);
    try {
      await work();
      setMessage({ text: savedText, error: false });
    } catch (error) {
      setMessage({ text: error instanceof ApiError ? error.message : String(error), error: true });
    } finally {
      setBusy(false);
    }
  };
  return { message, setMessage, busy, save };
}

/** The panel's last word: an alert for a refusal, a status for a save. */
export function PanelMessage({ message }: { message: PanelNote | undefined }) {
  if (!message) return null;
  return (
    <p className={message.error ? styles.error : styles.saved} role={message.error ? 'alert' : 'status'}>
      {message.text}
    </p>
  );
}
