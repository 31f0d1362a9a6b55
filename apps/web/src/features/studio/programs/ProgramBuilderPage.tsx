import { type FieldErrors, type StudioProgram, studioProgramWriteSchema } from '@releve/contracts';
import { useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { PageLoading } from '../../../app/PageLoading';
import { FormMessage } from '../../../components/form/FormMessage';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { ConsolePage } from '../shared/ConsolePage';
import { fieldErrorsOfIssues, fieldErrorsOfMessage } from '../shared/field-errors';
import { Announcer } from '../shared/reorder/announcer';
import { StatusBadge } from '../shared/StatusBadge';
import { BuilderContext } from './builder-context';
import { DetailsPanel } from './DetailsPanel';
import styles from './Programs.module.css';
import { useDuplicateProgram, useProgramState, useSaveProgram, useStudioProgram } from './program-api';
import { draftOf, type ProgramDraft, writeOf } from './program-draft';
import { stateTone } from './program-states';
import { ResourcesEditor } from './ResourcesEditor';
import { SectionsEditor } from './SectionsEditor';
import { useProgramTexts } from './texts';

/**
 * The Programs builder (decision 042): one program's fields, sections (with their drip), modules,
 * lessons and resources, edited in the page and saved whole; Publish, Retire and Duplicate.
 */
export default function ProgramBuilderPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { t } = useProgramTexts();
  const answer = useStudioProgram(id);
  if (answer.isPending) return <PageLoading />;
  if (answer.isError)
    return (
      <ConsolePage title={t('caption')}>
        <FormMessage kind="error">{answer.error.message}</FormMessage>
        <Link href="/programs">{t('builder.back')}</Link>
      </ConsolePage>
    );
  return (
    <Announcer>
      <Builder key={id} program={answer.data.program} timeZone={answer.data.timeZone} />
    </Announcer>
  );
}

function Builder({ program, timeZone }: { program: StudioProgram; timeZone: string }) {
  const { t } = useProgramTexts();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<ProgramDraft>(() => draftOf(program));
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<string>();
  const [retiring, setRetiring] = useState(false);
  const save = useSaveProgram(program.id);
  const state = useProgramState(program.id);
  const duplicate = useDuplicateProgram();

  const builder = useMemo(
    () => ({
      draft,
      errors,
      timeZone,
      change: (update: (d: ProgramDraft) => ProgramDraft) => {
        setDraft(update);
        setDirty(true);
        setNotice(undefined);
      },
    }),
    [draft, errors, timeZone],
  );

  const onSave = () => {
    const write = writeOf(draft);
    const checked = studioProgramWriteSchema.safeParse(write);
    if (!checked.success) {
      setErrors(fieldErrorsOfIssues(checked.error));
      setNotice(t('builder.fixErrors'));
      return;
    }
    setErrors({});
    save.mutate(checked.data, {
      onSuccess: (answer) => {
        // New sections and modules have their ids now: the next save names them.
        setDraft(draftOf(answer.program));
        setDirty(false);
        setNotice(t('builder.saved'));
      },
      onError: (error) => {
        const fields = fieldErrorsOfMessage(error.message);
        setErrors(fields);
        if (Object.keys(fields).length) setNotice(t('builder.fixErrors'));
      },
    });
  };
  const setState = (verb: 'publish' | 'retire') =>
    state.mutate(verb, {
      onSuccess: () => {
        setRetiring(false);
        setNotice(t(verb === 'publish' ? 'builder.published' : 'builder.retired'));
      },
    });
  const error = save.error ?? state.error ?? duplicate.error;

  return (
    <BuilderContext.Provider value={builder}>
      <ConsolePage
        title={program.name}
        intro={
          <>
            <StatusBadge tone={stateTone[program.state]}>{t(`states.${program.state}`)}</StatusBadge>{' '}
            <Link href="/programs">{t('builder.back')}</Link>
          </>
        }
        actions={
          <button
            type="button"
            className={styles.quiet}
            disabled={duplicate.isPending}
            onClick={() =>
              duplicate.mutate(program.id, { onSuccess: (a) => navigate(`/programs/${a.program.id}`) })
            }
          >
            {t('duplicate')}
          </button>
        }
      >
        <DetailsPanel />
        <SectionsEditor />
        <ResourcesEditor programId={program.id} />
        <div className={styles.bar} data-testid="builder-bar">
          <button
            type="button"
            className={styles.primary}
            onClick={onSave}
            disabled={save.isPending}
            data-testid="save-program"
          >
            {save.isPending ? t('builder.saving') : t('builder.save')}
          </button>
          {program.state !== 'published' && (
            <button
              type="button"
              className={styles.quiet}
              disabled={dirty || state.isPending}
              title={dirty ? t('builder.unsaved') : undefined}
              onClick={() => setState('publish')}
              data-testid="publish-program"
            >
              {t('builder.publish')}
            </button>
          )}
          {program.state === 'published' && (
            <button type="button" className={styles.quiet} onClick={() => setRetiring(true)}>
              {t('builder.retire')}
            </button>
          )}
          {dirty && <span className={styles.muted}>{t('builder.unsaved')}</span>}
          <div role="status" className={styles.muted}>
            {notice}
          </div>
        </div>
        {error && !Object.keys(errors).length && <FormMessage kind="error">{error.message}</FormMessage>}
        {retiring && (
          <ConfirmDialog
            title={t('builder.retireTitle', { name: program.name })}
            confirmLabel={t('builder.retire')}
            cancelLabel={t('builder.keep')}
            busy={state.isPending}
            error={state.error?.message}
            onConfirm={() => setState('retire')}
            onCancel={() => setRetiring(false)}
          >
            {t('builder.retireBody')}
          </ConfirmDialog>
        )}
      </ConsolePage>
    </BuilderContext.Provider>
  );
}
