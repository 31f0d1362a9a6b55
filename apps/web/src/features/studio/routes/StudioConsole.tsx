import { STUDIO_ACTING_AS_REFUSED } from '@releve/contracts';
import { STUDIO_CONSOLE_PATH } from '@releve/contracts/studio-console';
import { Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from '../../../app/ErrorBoundary';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { PageLoading } from '../../../app/PageLoading';
import { StatusPage } from '../../../components/StatusPage';
import { ApiError } from '../../../lib/api-client';
import { useStudioMe } from '../api/get-studio-me';
import ClassEditorPage from '../classes/ClassEditorPage';
import CollectionEditorPage from '../collections/EditorPage';
import { StudioLayout } from '../layout/StudioLayout';
import MemberPage from '../members/MemberPage';
import ProgramBuilderPage from '../programs/ProgramBuilderPage';
import { homeSectionOf, sectionsFor } from '../sections';
import { useStudioTranslation } from '../texts';
import VideoPage from '../videos/VideoPage';

/**
 * The studio console (decision 037): every path under `/studio`. The server has served this page to
 * staff only; the console asks the role again (`GET /api/studio/me`, answered from the page's first
 * data) and opens the sections it allows, as the server's rule (contracts' `studioSectionsFor`) says.
 * Anyone else (a session ended, a role just taken away) sees the site's not-found page.
 */
export default function StudioConsole() {
  const { t } = useStudioTranslation();
  const me = useStudioMe();
  if (me.isPending) return <PageLoading />;
  if (me.isError) {
    // Acting as a member (`?mid=`) in this tab: the console is not reached so; the server says why.
    if (me.error.message === STUDIO_ACTING_AS_REFUSED)
      return <StatusPage title={STUDIO_ACTING_AS_REFUSED} testId="studio-acting-as" landmark />;
    const refused = me.error instanceof ApiError && [401, 403, 404].includes(me.error.status);
    if (refused) return <NotFoundPage />;
    return (
      <StatusPage title={t('loadFailed')} testId="studio-load-failed" landmark>
        <button type="button" onClick={() => void me.refetch()}>
          {t('retry')}
        </button>
      </StatusPage>
    );
  }
  const sections = sectionsFor(me.data.role);
  const home = homeSectionOf(sections);
  return (
    <Route path={STUDIO_CONSOLE_PATH} nest>
      <StudioLayout me={me.data} sections={sections}>
        <SectionRoutes sections={sections} homePath={home?.path} />
      </StudioLayout>
    </Route>
  );
}

function SectionRoutes({
  sections,
  homePath,
}: {
  sections: ReturnType<typeof sectionsFor>;
  homePath: string | undefined;
}) {
  const [location] = useLocation();
  return (
    <ErrorBoundary key={location}>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          {homePath && (
            <Route path="/">
              <Redirect to={homePath} replace />
            </Route>
          )}
          {sections.map((section) => (
            <Route key={section.id} path={section.path} component={section.Page} />
          ))}
          {/* A class's editor (decision 038) and a video's own page (decision 040): whoever opens the classes. */}
          {sections.some((section) => section.id === 'classes') && (
            <Route path="/classes/:id" component={ClassEditorPage} />
          )}
          {sections.some((section) => section.id === 'classes') && (
            <Route path="/videos/:assetId" component={VideoPage} />
          )}
          {/* A program's builder (decision 042): whoever opens the programs. */}
          {/* A member's page (decision 048): whoever opens the members. */}
          {sections.some((section) => section.id === 'members') && (
            <Route path="/members/:id" component={MemberPage} />
          )}
          {sections.some((section) => section.id === 'programs') && (
            <Route path="/programs/:id" component={ProgramBuilderPage} />
          )}
          {/* A playlist's, collection's or series' editor (decision 045): whoever opens the collections. */}
          {sections.some((section) => section.id === 'collections') && (
            <Route path="/collections/:kind/:id" component={CollectionEditorPage} />
          )}
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}
