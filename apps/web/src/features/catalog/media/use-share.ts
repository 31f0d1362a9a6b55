import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the share button says "Copied" (viewing.md §9). */
export const COPIED_MS = 2000;

export interface ShareData {
  title: string;
  url: string;
}

/** Copies through the Clipboard API, or the older selection copy on plain-HTTP self-hosted sites. */
async function copyText(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission or focus): try the selection copy below.
    }
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

/**
 * Share with the device's share sheet when there is one; otherwise copy the URL and report `copied`
 * for 2 seconds.
 */
export function useShare() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const share = useCallback(async ({ title, url }: ShareData) => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch {
        // The person closed the share sheet: nothing to report.
      }
      return;
    }
    if (!(await copyText(url))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  }, []);

  return { share, copied };
}
