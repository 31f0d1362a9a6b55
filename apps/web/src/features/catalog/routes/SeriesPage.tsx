import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { ApiError } from '../../../lib/api-client';
import { useSeries } from '../api/get-series';
import { readHistoryState } from '../media/history-state';
import { MediaLoading } from '../media/MediaLoading';
import { LoadError, MessageScreen } from '../media/MessageScreen';
import { SeriesScreen } from '../media/SeriesScreen';

/**
 * /s/{seriesId} (query r, e, play=1). A series that does not exist sends the visitor back to the
 * media page it came from, when known; otherwise it is not found.
 */
export default function SeriesPage() {
  const { t } = useTranslation();
  const { seriesId } = useParams<{ seriesId: string }>();
  const [, navigate] = useLocation();
  const series = useSeries(seriesId);
  const missing = series.error instanceof ApiError && series.error.status === 404;
  const fromMediaId = missing ? readHistoryState().fromMediaId : undefined;

  useEffect(() => {
    if (fromMediaId) {
      navigate(`/m/${encodeURIComponent(fromMediaId)}${window.location.search}`, {
        replace: true,
        state: { seriesMissing: true },
      });
    }
  }, [fromMediaId, navigate]);

  if (fromMediaId) return <MediaLoading />;
  if (missing) return <MessageScreen title={t('errors.notFound')} testId="series-not-found" />;
  if (series.isError) return <LoadError testId="series-error" />;
  if (!series.data) return <MediaLoading />;
  return <SeriesScreen key={series.data.series_id} series={series.data} />;
}
