import type { ProgramSummary } from '@releve/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedPage } from '../../../app/LoadFailedPage';
import type { CardLayout } from '../../../components/MediaCard';
import { Page } from '../../../components/Page';
import { useInitialData } from '../api/get-initial-data';
import { BrowseCard, CardBadge } from '../browse/BrowseCard';
import styles from '../browse/browse.module.css';
import { LoadingPage } from '../browse/LoadingPage';
import { CardGrid } from '../components/CardGrid';
import { useViewMode, ViewModeToggle } from '../components/ViewModeToggle';
import { groupPrograms, type ProgramGroup } from '../home/sidebar-catalog';

const PROGRAM_PLACEHOLDERS = 8;
/** Program posters are portrait where the studio gave one. */
const VERTICAL = '2 / 3';

/** /programs: every program, by group, drafts last (grouped as the sidebar groups them). */
export default function ProgramsPage() {
  const { t } = useTranslation(['browse', 'pages']);
  const [layout, setLayout] = useViewMode();
  const initial = useInitialData();
  if (initial.isError) return <LoadFailedPage />;
  if (!initial.data) return <LoadingPage count={PROGRAM_PLACEHOLDERS} layout={layout} aspect={VERTICAL} />;

  const groups = groupPrograms(initial.data.programs);
  return (
    <Page title={t('pages:programs')}>
      <div className={styles.toolbar}>
        <span className={styles.toolbarEnd}>
          <ViewModeToggle mode={layout} onChange={setLayout} />
        </span>
      </div>
      {groups.length === 0 ? (
        <p className={styles.empty}>{t('programs.empty')}</p>
      ) : (
        <div className={styles.blocks}>
          {groups.map((group, index) => (
            <ProgramGroupBlock
              key={group.name || 'programs'}
              group={group}
              layout={layout}
              eager={index === 0}
            />
          ))}
        </div>
      )}
    </Page>
  );
}

/** Grids show the portrait poster where there is one; list rows the landscape one, which suits a row. */
function posterFor(program: ProgramSummary, layout: CardLayout) {
  const portrait = program.verticalThumbnail;
  const landscape = program.thumbnail;
  if (portrait && (layout === 'grid' || !landscape)) return { image: portrait, aspect: VERTICAL };
  return { image: landscape, aspect: '16 / 9' };
}

function ProgramGroupBlock({
  group,
  layout,
  eager,
}: {
  group: ProgramGroup<ProgramSummary>;
  layout: CardLayout;
  eager: boolean;
}) {
  const { t } = useTranslation(['browse', 'pages']);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupHeading}>
        {group.name || t('pages:programs')}
      </h2>
      <div className={layout === 'grid' ? styles.posterWall : undefined}>
        <CardGrid layout={layout}>
          {group.programs.map((program, index) => {
            const poster = posterFor(program, layout);
            return (
              <BrowseCard
                key={program.id}
                href={`/programs/${encodeURIComponent(program.id)}`}
                title={program.name}
                image={poster.image}
                aspect={poster.aspect}
                layout={layout}
                meta={t('counts.lessons', { count: program.counts.lessons })}
                description={program.shortDescription}
                badges={program.type === 'draft' ? <CardBadge>{t('programs.draft')}</CardBadge> : undefined}
                eager={eager && index < 4}
              />
            );
          })}
        </CardGrid>
      </div>
    </section>
  );
}
