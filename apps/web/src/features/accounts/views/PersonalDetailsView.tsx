import {
  CAPTURE_BAD_DATE,
  CAPTURE_REQUIRED,
  type CaptureAnswers,
  captureFieldsOf,
  captureNameTooLong,
  checkCaptureAnswers,
  customWidget,
  optionalAddressFields,
  splitOptions,
} from '@releve/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/form/Form.module.css';
import { FormMessage } from '../../../components/form/FormMessage';
import { TextField } from '../../../components/form/TextField';
import { type DialogViewProps, REGISTERED_PARAM } from '../../../lib/account-dialog';
import { useConfig } from '../../../lib/config-context';
import { profileQueryKey } from '../api/get-profile';
import { savePersonalDetails } from '../api/save-personal-details';
import { useAfterRegistration } from './use-after-registration';

const errorKeys: Record<string, string> = {
  [CAPTURE_REQUIRED]: 'capture.required',
  [CAPTURE_BAD_DATE]: 'capture.badDate',
  [captureNameTooLong('firstName')]: 'capture.firstNameTooLong',
  [captureNameTooLong('lastName')]: 'capture.lastNameTooLong',
};

type TextKey = Exclude<keyof CaptureAnswers, 'customAnswers'>;

/** The personal details the studio asks for after registration, as its config says. */
export default function PersonalDetailsView({ params, go, close }: DialogViewProps) {
  // Asked during registration, registration goes on afterwards; asked again at a later sign-in, it closes.
  const duringRegistration = params.has(REGISTERED_PARAM);
  const afterRegistration = useAfterRegistration({ params, go, close });
  const { t } = useTranslation('account');
  const { custom } = useConfig();
  const settings = custom.capture;
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Partial<Record<TextKey, string>>>({});
  const [questions, setQuestions] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const fields = settings.fields
    .filter((field) => field.enabled)
    .flatMap((field) =>
      [...captureFieldsOf[field.key], ...(field.key === 'address' ? optionalAddressFields : [])].map(
        (key) => ({
          key: key as TextKey,
          required: field.required && !optionalAddressFields.includes(key),
        }),
      ),
    );

  const answers = (): CaptureAnswers => ({
    ...values,
    customAnswers: settings.questions.map((q) => ({
      questionId: q.id,
      question: q.question,
      value: questions[q.id] ?? '',
    })),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCaptureAnswers(settings, answers());
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await savePersonalDetails(checked.answers);
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
      if (duringRegistration) afterRegistration();
      else close();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const errorText = (key: string) => errors[key] && t(errorKeys[errors[key]] ?? 'capture.badOption');

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p>{t('capture.intro')}</p>
      {failed && <FormMessage kind="error">{t('capture.failed')}</FormMessage>}
      {fields.map(({ key, required }) => (
        <TextField
          key={key}
          label={t(`capture.fields.${key}`)}
          optionalLabel={required ? undefined : t('form.optional')}
          value={values[key] ?? ''}
          onChange={(event) => setValues((v) => ({ ...v, [key]: event.target.value }))}
          inputMode={key === 'birthDate' ? 'numeric' : undefined}
          placeholder={key === 'birthDate' ? 'YYYY-MM-DD' : undefined}
          autoComplete={autoCompleteOf[key]}
          error={errorText(key)}
        />
      ))}
      {settings.questions.map((question) => {
        const options = splitOptions(question.options);
        const widget = customWidget(question.options);
        const value = questions[question.id] ?? '';
        const set = (next: string) => setQuestions((q) => ({ ...q, [question.id]: next }));
        const error = errorText(`question:${question.id}`);
        const optional = question.required ? '' : ` ${t('form.optional')}`;
        return (
          <fieldset key={question.id} className={styles.field}>
            <legend className={styles.label}>
              {widget === 'checkbox' ? t('capture.question') : question.question}
              {optional && <span className={styles.optional}>{optional}</span>}
            </legend>
            {widget === 'checkbox' && (
              <label className={styles.checkbox}>
                <input
                  type="checkbox"
                  checked={value === 'true'}
                  onChange={(e) => set(String(e.target.checked))}
                />
                <span>{question.question}</span>
              </label>
            )}
            {widget === 'radio' &&
              options.map((option) => (
                <label key={option} className={styles.checkbox}>
                  <input
                    type="radio"
                    name={question.id}
                    checked={value === option}
                    onChange={() => set(option)}
                  />
                  <span>{option}</span>
                </label>
              ))}
            {widget === 'dropdown' && (
              <select
                className={styles.input}
                aria-label={question.question}
                value={value}
                onChange={(e) => set(e.target.value)}
              >
                <option value="">{t('capture.choose')}</option>
                {options.map((option) => (
                  <option key={option}>{option}</option>
                ))}
              </select>
            )}
            {error && (
              <p className={styles.error} role="alert">
                {error}
              </p>
            )}
          </fieldset>
        );
      })}
      <button type="submit" className={styles.primary} disabled={busy}>
        {t('capture.submit')}
      </button>
    </form>
  );
}

const autoCompleteOf: Partial<Record<TextKey, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  companyName: 'organization',
  address: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  postCode: 'postal-code',
  country: 'country-name',
  phoneNumber: 'tel',
  birthDate: 'bday',
};
