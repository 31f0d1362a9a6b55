import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { LoadFailedPage } from '../../../app/LoadFailedPage';
import { Page } from '../../../components/Page';
import { useInitialData } from '../api/get-initial-data';
import { BrowseCard } from '../browse/BrowseCard';
import styles from '../browse/browse.module.css';
import { GroupFilter } from '../browse/GroupFilter';
import { groupsWithSections, sectionsForGroup } from '../browse/group-filter';
import { LoadingPage } from '../browse/LoadingPage';
import { CardGrid } from '../components/CardGrid';
import { useViewMode, ViewModeToggle } from '../components/ViewModeToggle';

/** Placeholders while the Classes page waits for the initial data. */
const SECTION_PLACEHOLDERS = 12;

/**
 * /sections, the Classes page: the studio's sections as cards, filtered by promoted group (`?group=`,
 * so a group's view can be linked to and survives a reload). The title carries the group's name.
 */
export default function SectionsPage() {
  const { t } = useTranslation(['browse', 'pages']);
  const [layout, setLayout] = useViewMode();
  const [params, setParams] = useSearchParams();
  const initial = useInitialData();
  if (initial.isError) return <LoadFailedPage />;
  if (!initial.data) return <LoadingPage count={SECTION_PLACEHOLDERS} layout={layout} />;

  const { sections, promotedGroups } = initial.data;
  const groups = groupsWithSections(promotedGroups, sections);
  const group = groups.find((g) => g.id === params.get('group'));
  const shown = sectionsForGroup(sections, group);
  const title = group
    ? t('classes.titleWithGroup', { title: t('pages:sections'), group: group.name })
    : t('pages:sections');

  const choose = (groupId: string | undefined) => {
    const next = new URLSearchParams(params);
    if (groupId) next.set('group', groupId);
    else next.delete('group');
    setParams(next, { replace: true });
  };

  return (
    <Page title={title}>
      <div className={styles.toolbar}>
        <GroupFilter groups={groups} chosen={group?.id} onChoose={choose} />
        <span className={styles.toolbarEnd}>
          <ViewModeToggle mode={layout} onChange={setLayout} />
        </span>
      </div>
      {shown.length === 0 ? (
        <p className={styles.empty}>{t('classes.empty')}</p>
      ) : (
        <CardGrid layout={layout} label={title}>
          {shown.map((section, index) => (
            <BrowseCard
              key={section.id}
              href={`/p/${encodeURIComponent(section.id)}`}
              title={section.name}
              image={section.thumbnail}
              layout={layout}
              description={section.description}
              eager={index < 4}
            />
          ))}
        </CardGrid>
      )}
    </Page>
  );
}
