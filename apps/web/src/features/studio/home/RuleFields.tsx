import { HOME_RULE_ORDERS, type HomeRowContent, type HomeRule } from '@releve/contracts';
import styles from '../programs/Programs.module.css';
import { FormField, fieldControlClass } from '../shared/FormField';
import { errorOf } from '../shared/field-errors';
import { useHomeEditor } from './home-context';
import { useHomeTexts } from './texts';

type RuleContent = Extract<HomeRowContent, { kind: 'rule' }>;

/** A number field's value: empty is "not said" (null). */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** A rule row's filters (tag, level, style, instructor, length), its order and how many classes it shows. */
export function RuleFields({
  content,
  path,
  onChange,
}: {
  content: RuleContent;
  path: string;
  onChange(content: RuleContent): void;
}) {
  const { t } = useHomeTexts();
  const { errors, answer } = useHomeEditor();
  const { rule } = content;
  const set = (patch: Partial<HomeRule>) => onChange({ ...content, rule: { ...rule, ...patch } });
  const at = `${path}.rule`;
  const choice = (field: 'level' | 'style' | 'instructor', options: { id: string; title: string }[]) => (
    <FormField label={t(`rule.${field}`)} error={errorOf(errors, `${at}.${field}`)}>
      {(control) => (
        <select
          {...control}
          className={fieldControlClass}
          value={rule[field] ?? ''}
          onChange={(event) => set({ [field]: event.target.value || null })}
        >
          <option value="">{t('rule.any')}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.title}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
  const minutes = (field: 'minMinutes' | 'maxMinutes' | 'days', path: string, testId?: string) => (
    <FormField label={t(`rule.${field}`)} error={errorOf(errors, path)}>
      {(control) => (
        <input
          {...control}
          type="number"
          min={field === 'days' ? 1 : 0}
          inputMode="numeric"
          className={fieldControlClass}
          value={rule[field] ?? ''}
          onChange={(event) => set({ [field]: numberOrNull(event.target.value) })}
          data-testid={testId}
        />
      )}
    </FormField>
  );
  return (
    <div className={styles.fields}>
      <FormField label={t('rule.tag')} error={errorOf(errors, `${at}.tag`)}>
        {(control) => (
          <input
            {...control}
            className={fieldControlClass}
            value={rule.tag ?? ''}
            onChange={(event) => set({ tag: event.target.value.trim() ? event.target.value : null })}
          />
        )}
      </FormField>
      {choice(
        'level',
        answer.levels.map((level) => ({ id: level, title: level })),
      )}
      {choice('style', answer.styles)}
      {choice(
        'instructor',
        answer.instructors.map((name) => ({ id: name, title: name })),
      )}
      {minutes('minMinutes', `${at}.minMinutes`)}
      {minutes('maxMinutes', `${at}.maxMinutes`, 'rule-max-minutes')}
      <FormField label={t('rule.order')} error={errorOf(errors, `${at}.order`)}>
        {(control) => (
          <select
            {...control}
            className={fieldControlClass}
            value={rule.order}
            onChange={(event) => {
              const order = event.target.value as HomeRule['order'];
              set({ order, days: order === 'most-watched' ? (rule.days ?? 30) : null });
            }}
          >
            {HOME_RULE_ORDERS.map((order) => (
              <option key={order} value={order}>
                {t(`rule.orders.${order}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {rule.order === 'most-watched' && minutes('days', `${at}.days`)}
      <FormField label={t('rule.limit')} error={errorOf(errors, `${path}.limit`)}>
        {(control) => (
          <input
            {...control}
            type="number"
            min={1}
            inputMode="numeric"
            className={fieldControlClass}
            value={Number.isNaN(content.limit) ? '' : content.limit}
            onChange={(event) => onChange({ ...content, limit: Number(event.target.value) })}
          />
        )}
      </FormField>
    </div>
  );
}
