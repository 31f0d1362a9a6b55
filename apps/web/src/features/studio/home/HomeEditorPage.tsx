import { type FieldErrors, type StudioHomeAnswer, studioHomeWriteSchema } from '@releve/contracts';
import { useMemo, useState } from 'react';
import { PageLoading } from '../../../app/PageLoading';
import { FormMessage } from '../../../components/form/FormMessage';
import styles from '../programs/Programs.module.css';
import { ConsolePage } from '../shared/ConsolePage';
import { fieldErrorsOfIssues, fieldErrorsOfMessage } from '../shared/field-errors';
import { Announcer } from '../shared/reorder/announcer';
import { DailyEditor } from './DailyEditor';
import { FeaturedEditor } from './FeaturedEditor';
import { usePublishHome, useStudioHome } from './home-api';
import { HomeEditorContext } from './home-context';
import { draftOf, type HomeDraft, writeOf } from './home-draft';
import { PreviewPanel } from './PreviewPanel';
import { RowsEditor } from './RowsEditor';
import { useHomeTexts } from './texts';

/**
 * The Home page editor (decision 044): the rows, featured slots and Class of the Day of the members'
 * home. Rows and slots are a draft in the page, previewed as a visitor, a member or a day-pass holder
 * on a chosen date, and published whole; Class of the Day is set per day at once.
 */
export default function HomeEditorPage() {
  const { t } = useHomeTexts();
  const answer = useStudioHome();
  if (answer.isPending) return <PageLoading />;
  if (answer.isError)
    return (
      <ConsolePage title={t('title')}>
        <FormMessage kind="error">{answer.error.message}</FormMessage>
      </ConsolePage>
    );
  return (
    <Announcer>
      <Editor answer={answer.data} />
    </Announcer>
  );
}

function Editor({ answer }: { answer: StudioHomeAnswer }) {
  const { t } = useHomeTexts();
  const [draft, setDraft] = useState<HomeDraft>(() => draftOf(answer));
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<string>();
  const publish = usePublishHome();
  const editor = useMemo(
    () => ({
      draft,
      errors,
      answer,
      change: (update: (d: HomeDraft) => HomeDraft) => {
        setDraft(update);
        setDirty(true);
        setNotice(undefined);
      },
    }),
    [draft, errors, answer],
  );

  const onPublish = () => {
    const checked = studioHomeWriteSchema.safeParse(writeOf(draft));
    if (!checked.success) {
      setErrors(fieldErrorsOfIssues(checked.error));
      setNotice(t('fixErrors'));
      return;
    }
    setErrors({});
    publish.mutate(checked.data, {
      onSuccess: (published) => {
        // New rows and slots have their ids now: the next publish names them.
        setDraft(draftOf(published));
        setDirty(false);
        setNotice(t('published'));
      },
      onError: (error) => {
        const fields = fieldErrorsOfMessage(error.message);
        setErrors(fields);
        if (Object.keys(fields).length) setNotice(t('fixErrors'));
      },
    });
  };

  return (
    <HomeEditorContext.Provider value={editor}>
      <ConsolePage title={t('title')} intro={t('intro')}>
        <RowsEditor />
        <FeaturedEditor />
        <PreviewPanel />
        <div className={styles.bar} data-testid="home-bar">
          <button
            type="button"
            className={styles.primary}
            onClick={onPublish}
            disabled={publish.isPending}
            data-testid="publish-home"
          >
            {publish.isPending ? t('publishing') : t('publish')}
          </button>
          {dirty && (
            <>
              <span className={styles.muted}>{t('unsaved')}</span>
              <button
                type="button"
                className={styles.quiet}
                onClick={() => {
                  setDraft(draftOf(answer));
                  setDirty(false);
                  setErrors({});
                }}
              >
                {t('discard')}
              </button>
            </>
          )}
          <div role="status" aria-live="polite">
            {notice && <span>{notice}</span>}
          </div>
          {publish.error && !Object.keys(errors).length && (
            <FormMessage kind="error">{publish.error.message}</FormMessage>
          )}
        </div>
        <DailyEditor />
      </ConsolePage>
    </HomeEditorContext.Provider>
  );
}
