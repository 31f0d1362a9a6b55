import { Link, useParams } from 'wouter';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { PageLoading } from '../../../app/PageLoading';
import { FormMessage } from '../../../components/form/FormMessage';
import { ConsolePage } from '../shared/ConsolePage';
import { Announcer } from '../shared/reorder/announcer';
import { CollectionEditor } from './CollectionEditor';
import { tabOf } from './CollectionsPage';
import { useCollection, usePlaylist, useSeries } from './collections-api';
import { PlaylistEditor } from './PlaylistEditor';
import { SeriesEditor } from './SeriesEditor';
import { COLLECTION_TABS, type CollectionTab, useCollectionTexts } from './texts';

/** Back to the tab's list. */
export function BackLink({ tab }: { tab: CollectionTab }) {
  const { t } = useCollectionTexts();
  return (
    <Link href={`/collections?tab=${tab}`}>{t('editor.back', { what: t(`tabs.${tab}`).toLowerCase() })}</Link>
  );
}

/** `/collections/{tab}/{id}`: the tab's editor for one item, moves said by one announcer. */
export default function EditorPage() {
  const { kind = '', id = '' } = useParams<{ kind: string; id: string }>();
  if (!(COLLECTION_TABS as readonly string[]).includes(kind)) return <NotFoundPage />;
  const tab = tabOf(kind);
  return (
    <Announcer>
      {tab === 'playlists' && <LoadPlaylist id={id} />}
      {tab === 'collections' && <LoadCollection id={id} />}
      {tab === 'series' && <LoadSeries id={id} />}
    </Announcer>
  );
}

function Failed({ tab, message }: { tab: CollectionTab; message: string }) {
  const { t } = useCollectionTexts();
  return (
    <ConsolePage title={t(`tabs.${tab}`)} intro={<BackLink tab={tab} />}>
      <FormMessage kind="error">{message}</FormMessage>
    </ConsolePage>
  );
}

function LoadPlaylist({ id }: { id: string }) {
  const answer = usePlaylist(id);
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <Failed tab="playlists" message={answer.error.message} />;
  return <PlaylistEditor key={id} playlist={answer.data.playlist} />;
}

function LoadCollection({ id }: { id: string }) {
  const answer = useCollection(id);
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <Failed tab="collections" message={answer.error.message} />;
  return <CollectionEditor key={id} collection={answer.data.collection} />;
}

function LoadSeries({ id }: { id: string }) {
  const answer = useSeries(id);
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <Failed tab="series" message={answer.error.message} />;
  return <SeriesEditor key={id} series={answer.data.series} />;
}
