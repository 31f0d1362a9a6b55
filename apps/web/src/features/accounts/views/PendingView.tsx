import { useTranslation } from 'react-i18next';
import type { DialogViewProps } from './view-props';

/** A view of the dialog whose form arrives with a later part of Relevé (billing, profile). */
export default function PendingView(_props: DialogViewProps) {
  const { t } = useTranslation('account');
  return <p>{t('pendingView')}</p>;
}
