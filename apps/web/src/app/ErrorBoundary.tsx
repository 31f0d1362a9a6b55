import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../components/StatusPage';

function GenericErrorPage() {
  const { t } = useTranslation();
  return (
    <StatusPage title={t('errors.genericTitle')} testId="generic-error">
      <p>{t('errors.genericBody')}</p>
    </StatusPage>
  );
}

interface Props {
  children: ReactNode;
}

/**
 * A page that throws (or whose code fails to load) shows the spec's generic error page
 * inside the layout. The router gives each location a new boundary, so navigating away recovers.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <GenericErrorPage /> : this.props.children;
  }
}
