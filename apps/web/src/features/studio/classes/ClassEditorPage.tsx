import {
  CLASS_ACCESS,
  CLASS_CONTENT_TYPES,
  CLASS_LEVELS,
  type FieldErrors,
  localDateTimeOf,
  type StudioClass,
  studioClassUpdateSchema,
} from '@releve/contracts';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'wouter';
import { FormMessage } from '../../../components/form/FormMessage';
import { formatDuration } from '../../../lib/format-duration';
import { ConsolePage } from '../shared/ConsolePage';
import { FormField, fieldControlClass } from '../shared/FormField';
import { errorOf, fieldErrorsOfIssues, fieldErrorsOfMessage } from '../shared/field-errors';
import { StatusBadge } from '../shared/StatusBadge';
import { useStudioMay } from '../shared/use-studio-may';
import styles from './ClassEditorPage.module.css';
import { stateTone } from './ClassesPage';
import {
  styleName,
  useClassFacets,
  usePublishClass,
  useSaveClass,
  useStudioClass,
  useUnpublishClass,
} from './class-api';
import { editorPanels } from './editor-panels';
import { useClassTexts } from './texts';

/** `/studio/classes/:id`: the class editor. */
export default function ClassEditorPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { t } = useClassTexts();
  const found = useStudioClass(id);
  // The version a save of this page answered: its "Saved." outlives the fresh form the save brings.
  const [savedVersion, setSavedVersion] = useState<string>();
  if (found.isError) {
    return (
      <ConsolePage title={t('editor.notFound')}>
        <FormMessage kind="error">{found.error.message}</FormMessage>
        <Link href="/classes">{t('editor.back')}</Link>
      </ConsolePage>
    );
  }
  if (!found.data) return null;
  // Keyed by the class's last change: a save, publish or another tab's change gives a fresh form.
  return (
    <ClassEditor
      key={found.data.class.updatedAt}
      item={found.data.class}
      timeZone={found.data.timeZone}
      justSaved={savedVersion === found.data.class.updatedAt}
      onSaved={setSavedVersion}
    />
  );
}

type Form = Record<
  | 'title'
  | 'description'
  | 'instructor'
  | 'level'
  | 'style'
  | 'genre'
  | 'tags'
  | 'access'
  | 'contentType'
  | 'trailerId',
  string
>;

const formOf = (item: StudioClass): Form => ({
  title: item.title,
  description: item.description,
  instructor: item.instructor ?? '',
  level: item.level ?? '',
  style: item.style ?? '',
  genre: item.genre ?? '',
  tags: item.tags.join(', '),
  access: item.access,
  contentType: item.contentType,
  trailerId: item.trailerId ?? '',
});

const when = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));

interface EditorProps {
  item: StudioClass;
  timeZone: string;
  /** The class is as this page's last save left it. */
  justSaved: boolean;
  onSaved: (updatedAt: string) => void;
}

function ClassEditor({ item, timeZone, justSaved, onSaved }: EditorProps) {
  const { t } = useClassTexts();
  const mayPublish = useStudioMay('classes.publish');
  const facets = useClassFacets();
  const save = useSaveClass(item.id);
  const publish = usePublishClass(item.id);
  const unpublish = useUnpublishClass(item.id);
  const [form, setForm] = useState<Form>(() => formOf(item));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [publishAt, setPublishAt] = useState(
    item.state === 'scheduled' && item.publishAt ? localDateTimeOf(new Date(item.publishAt), timeZone) : '',
  );
  const [saved, setSaved] = useState(justSaved);
  const change = (field: keyof Form) => (event: { target: { value: string } }) => {
    setSaved(false);
    setForm((current) => ({ ...current, [field]: event.target.value }));
  };

  const onSave = (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      ...form,
      level: form.level || null,
      tags: form.tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    };
    // The server's own schema first: a bad value gets its message before the request.
    const checked = studioClassUpdateSchema.safeParse(body);
    if (!checked.success) return setErrors(fieldErrorsOfIssues(checked.error));
    setErrors({});
    save.mutate(body as never, {
      onSuccess: (answer) => {
        setSaved(true);
        onSaved(answer.class.updatedAt);
      },
      onError: (error) => setErrors(fieldErrorsOfMessage(error.message)),
    });
  };
  const onPublish = (at: string | undefined) =>
    publish.mutate(at, { onError: (error) => setErrors(fieldErrorsOfMessage(error.message)) });

  const field = (name: keyof Form, label: string, control: (props: object) => ReactNode, hint?: string) => (
    <FormField label={label} error={errorOf(errors, name)} hint={hint}>
      {(props) =>
        control({ ...props, className: fieldControlClass, value: form[name], onChange: change(name), name })
      }
    </FormField>
  );
  const options = (values: readonly string[], label: (value: string) => string, empty?: string) => (
    <>
      {empty !== undefined && <option value="">{empty}</option>}
      {values.map((value) => (
        <option key={value} value={value}>
          {label(value)}
        </option>
      ))}
    </>
  );
  const otherError =
    Object.keys(errors).length > 0 &&
    !Object.keys(errors).some((key) => (key.split('.')[0] ?? '') in form || key === 'publishAt');

  return (
    <ConsolePage
      title={item.title}
      intro={
        <>
          <StatusBadge tone={stateTone[item.state]}>{t(`states.${item.state}`)}</StatusBadge>{' '}
          <Link href="/classes">{t('editor.back')}</Link>
        </>
      }
    >
      <div className={styles.layout}>
        <form className={styles.form} onSubmit={onSave} noValidate data-testid="class-editor">
          {field('title', t('editor.title'), (p) => (
            <input {...p} required />
          ))}
          {field('description', t('editor.description'), (p) => (
            <textarea {...p} rows={5} />
          ))}
          {field(
            'instructor',
            t('editor.instructor'),
            (p) => (
              <input {...p} list="class-instructors" />
            ),
            t('editor.instructorHint'),
          )}
          <datalist id="class-instructors">{options(facets.data?.instructors ?? [], (v) => v)}</datalist>
          {field('level', t('editor.level'), (p) => (
            <select {...p}>{options(CLASS_LEVELS, (v) => t(`levels.${v}`), '—')}</select>
          ))}
          {field(
            'style',
            t('editor.style'),
            (p) => (
              <select {...p}>
                {options(
                  [
                    ...new Set([
                      ...(facets.data?.styles.map((s) => s.style) ?? []),
                      ...(form.style ? [form.style] : []),
                    ]),
                  ],
                  (v) => styleName(facets.data, v),
                  '—',
                )}
              </select>
            ),
            t('editor.styleHint'),
          )}
          {field('genre', t('editor.genre'), (p) => (
            <input {...p} />
          ))}
          {field(
            'tags',
            t('editor.tags'),
            (p) => (
              <input {...p} />
            ),
            t('editor.tagsHint'),
          )}
          {field('access', t('editor.access'), (p) => (
            <select {...p}>{options(CLASS_ACCESS, (v) => t(`access.${v}`))}</select>
          ))}
          {field('contentType', t('editor.contentType'), (p) => (
            <select {...p}>{options(CLASS_CONTENT_TYPES, (v) => t(`contentTypes.${v}`))}</select>
          ))}
          {field('trailerId', t('editor.trailerId'), (p) => (
            <input {...p} />
          ))}
          <p className={styles.fact}>
            {t('editor.duration')}:{' '}
            {item.durationSeconds > 0 ? formatDuration(item.durationSeconds) : t('editor.durationUnknown')}
          </p>
          {Object.keys(errors).length > 0 && <FormMessage kind="error">{t('editor.fixErrors')}</FormMessage>}
          {otherError && <FormMessage kind="error">{Object.values(errors).join(' ')}</FormMessage>}
          {save.isError && Object.keys(errors).length === 0 && (
            <FormMessage kind="error">{save.error.message}</FormMessage>
          )}
          {saved && <FormMessage kind="notice">{t('editor.saved')}</FormMessage>}
          <div className={styles.actions}>
            <button
              type="submit"
              className={styles.primary}
              disabled={save.isPending}
              data-testid="save-class"
            >
              {save.isPending ? t('editor.saving') : t('editor.save')}
            </button>
          </div>
        </form>

        <aside className={styles.side}>
          <section className={styles.box} aria-labelledby="publishing" data-testid="publishing">
            <h2 id="publishing">{t('editor.publishing')}</h2>
            {item.state === 'draft' && <p>{t('editor.draftNote')}</p>}
            {item.state === 'scheduled' && item.publishAt && (
              <p>{t('editor.scheduledFor', { when: when(item.publishAt, timeZone), zone: timeZone })}</p>
            )}
            {item.state === 'published' && item.publishAt && (
              <p>{t('editor.publishedSince', { when: when(item.publishAt, timeZone), zone: timeZone })}</p>
            )}
            {!item.video && <p>{t('editor.noVideoNote')}</p>}
            {!mayPublish ? (
              <p data-testid="may-not-publish">{t('editor.mayNotPublish')}</p>
            ) : (
              <>
                {item.state !== 'published' && (
                  <button
                    type="button"
                    className={styles.primary}
                    onClick={() => onPublish(undefined)}
                    disabled={publish.isPending}
                    data-testid="publish-now"
                  >
                    {t('editor.publishNow')}
                  </button>
                )}
                <FormField
                  label={t('editor.publishAt')}
                  hint={t('editor.publishAtHint', { zone: timeZone })}
                  error={errors.publishAt}
                >
                  {(props) => (
                    <input
                      {...props}
                      type="datetime-local"
                      className={fieldControlClass}
                      value={publishAt}
                      onChange={(event) => setPublishAt(event.target.value)}
                    />
                  )}
                </FormField>
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={!publishAt || publish.isPending}
                  onClick={() => onPublish(publishAt)}
                  data-testid="schedule"
                >
                  {t('editor.schedule')}
                </button>
                {item.state !== 'draft' && (
                  <button
                    type="button"
                    className={styles.secondary}
                    onClick={() => unpublish.mutate()}
                    disabled={unpublish.isPending}
                    data-testid="unpublish"
                  >
                    {t('editor.unpublish')}
                  </button>
                )}
              </>
            )}
          </section>
          {editorPanels
            .filter((panel) => panel.appliesTo(item))
            .map(({ id, Panel }) => (
              <Panel key={id} item={item} />
            ))}
        </aside>
      </div>
    </ConsolePage>
  );
}
