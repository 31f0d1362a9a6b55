import { useEffect } from 'react';
import { useConfig } from './config-context';

/** Sets the tab title to "Page - Site name" (or just the site name for the home page). */
export function useDocumentTitle(title: string | undefined) {
  const { siteName } = useConfig();
  useEffect(() => {
    document.title = title ? `${title} - ${siteName}` : siteName;
  }, [title, siteName]);
}
