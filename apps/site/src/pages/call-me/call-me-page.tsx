import { useMutation } from '@tanstack/react-query';
import type { CallMeBackRequest, PreferredCallTime } from '@zar/api-client';
import { callMeBackRules, preferredCallTimes } from '@zar/api-client/contract';
import { Button, useRulesResolver } from '@zar/ui';
import { useId, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import { apiClient } from '../../api/api-client';
import { Page } from '../../layout/page';
import './call-me-page.css';

type CallMeBackValues = CallMeBackRequest & { preferredTime: PreferredCallTime };

const emptyForm: CallMeBackValues = { name: '', phone: '', preferredTime: 'anytime', note: '' };

/** A field's error line, tied to its input by id. */
function FieldMessage({ id, error }: { id: string; error: FieldError | undefined }) {
  if (!error?.message) return null;
  return (
    <p id={id} className="call-me-form__error">
      {error.message}
    </p>
  );
}

/**
 * The call-me-back form (/call-me, opened in a new tab from the header button and the
 * 'Sizi Arayalım' tile): validated with the contract's rules, then the server's confirmation.
 */
export function CallMePage() {
  const { t } = useTranslation();
  const ids = useId();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const resolver = useRulesResolver(callMeBackRules);
  const form = useForm<CallMeBackValues, unknown, z.output<typeof callMeBackRules>>({
    resolver,
    defaultValues: emptyForm,
    mode: 'onTouched',
  });
  const send = useMutation({
    mutationFn: (request: z.output<typeof callMeBackRules>) => apiClient.callMeBack(request),
    onSuccess: (answer) => setConfirmation(answer.message ?? t('callMe.successTitle')),
  });
  const { errors } = form.formState;
  const fieldProps = (name: keyof CallMeBackValues) => ({
    id: `${ids}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${ids}-${name}-error` : undefined,
  });

  if (confirmation !== null) {
    return (
      <Page title={t('callMe.title')}>
        <section className="call-me-done" role="status" aria-labelledby={`${ids}-done`}>
          <h2 id={`${ids}-done`} className="call-me-done__title">
            {t('callMe.successTitle')}
          </h2>
          <p className="call-me-done__message">{confirmation}</p>
          <Button
            variant="secondary"
            onClick={() => {
              form.reset(emptyForm);
              send.reset();
              setConfirmation(null);
            }}
          >
            {t('callMe.another')}
          </Button>
        </section>
      </Page>
    );
  }

  return (
    <Page title={t('callMe.title')}>
      <p className="site-page__text">{t('callMe.intro')}</p>
      <form
        className="call-me-form"
        noValidate
        onSubmit={form.handleSubmit((request) => send.mutate(request))}
      >
        <div className="call-me-form__field">
          <label htmlFor={`${ids}-name`}>{t('callMe.name')}</label>
          <input
            {...form.register('name')}
            {...fieldProps('name')}
            className="call-me-form__input"
            autoComplete="name"
          />
          <FieldMessage id={`${ids}-name-error`} error={errors.name} />
        </div>
        <div className="call-me-form__field">
          <label htmlFor={`${ids}-phone`}>{t('callMe.phone')}</label>
          <input
            {...form.register('phone')}
            {...fieldProps('phone')}
            className="call-me-form__input"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            aria-describedby={
              errors.phone ? `${ids}-phone-error ${ids}-phone-hint` : `${ids}-phone-hint`
            }
          />
          <p id={`${ids}-phone-hint`} className="call-me-form__hint">
            {t('callMe.phoneHint')}
          </p>
          <FieldMessage id={`${ids}-phone-error`} error={errors.phone} />
        </div>
        <div className="call-me-form__field">
          <label htmlFor={`${ids}-preferredTime`}>{t('callMe.preferredTime')}</label>
          <select
            {...form.register('preferredTime')}
            {...fieldProps('preferredTime')}
            className="call-me-form__input"
          >
            {preferredCallTimes.map((time) => (
              <option key={time} value={time}>
                {t(`callMe.times.${time}`)}
              </option>
            ))}
          </select>
          <FieldMessage id={`${ids}-preferredTime-error`} error={errors.preferredTime} />
        </div>
        <div className="call-me-form__field">
          <label htmlFor={`${ids}-note`}>{t('callMe.note')}</label>
          <textarea
            {...form.register('note')}
            {...fieldProps('note')}
            className="call-me-form__input call-me-form__input--note"
            rows={4}
            maxLength={500}
          />
          <FieldMessage id={`${ids}-note-error`} error={errors.note} />
        </div>
        {send.isError ? (
          <p role="alert" className="call-me-form__failure">
            {send.error.message || t('callMe.failed')}
          </p>
        ) : null}
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('callMe.sending') : t('callMe.submit')}
        </Button>
      </form>
    </Page>
  );
}
