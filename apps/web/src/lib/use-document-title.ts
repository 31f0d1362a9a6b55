import { useEffect } from 'react';
import { useConfig } from './config-context';

/** Sets the tab title to "Page - Site name" (or just the site name for the home page). */
export function useDocumentTitle(title: string | undefined) {
  const { siteName } = useConfig();
  useEffect(() => {
    const wanted = title ? `${title} - ${siteName}` : siteName;
    // The server's page already has its title: setting it again costs the browser work at the take-over.
    if (document.title !== wanted) document.title = wanted;
  }, [title, siteName]);
}
