import { clsx } from 'clsx';
import { Download } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../primitives/button/button';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { FormField } from '../form-field/form-field';
import { type FormRules, useRulesResolver } from '../form-field/rules-resolver';
import { lastDays } from './statement-days';

/** The statement's period: two days, `YYYY-MM-DD` (the `customer/statement` body). */
export interface ActivityStatementRange {
  from: string;
  to: string;
}

export interface ActivityStatementFormProps
  extends Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> {
  /** Called with a valid period only (To not before From, at most 366 days). */
  onDownload: (request: ActivityStatementRange) => Promise<void> | void;
  /**
   * The validation rules, any Standard Schema over the period (the site passes the contract's
   * `activityStatementRequest`). Issue messages are `validation.*` keys, shown translated.
   */
  rules: FormRules<ActivityStatementRange>;
  /** The statement is being prepared: the button shows its spinner. Default `false`. */
  busy?: boolean;
  /** The period shown first. Default the last 30 days ending today (Europe/Istanbul). */
  defaultRange?: ActivityStatementRange;
  /** Show the 'Activity statement' heading; hide it when the page already has one. Default `true`. */
  showTitle?: boolean;
}

/**
 * The activity statement (responsible gaming): a From and a To day, checked with the `rules` it
 * is given, and a 'Download CSV' button.
 */
export function ActivityStatementForm({
  onDownload,
  rules,
  busy = false,
  defaultRange,
  showTitle = true,
  className,
  ...props
}: ActivityStatementFormProps) {
  const { t } = useUiTranslation();
  const titleId = useId();
  const resolver = useRulesResolver(rules);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ActivityStatementRange>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: defaultRange ?? lastDays(30),
  });
  const [from, to] = watch(['from', 'to']);

  return (
    <form
      aria-labelledby={showTitle ? titleId : undefined}
      aria-label={showTitle ? undefined : t('responsibleGaming.statement.title')}
      {...props}
      className={clsx('zar-rg-panel', 'zar-statement', className)}
      data-slot="activity-statement-form"
      noValidate
      onSubmit={handleSubmit((values) => onDownload(values))}
    >
      {showTitle ? (
        <h2 className="zar-rg-panel__title" id={titleId}>
          {t('responsibleGaming.statement.title')}
        </h2>
      ) : null}
      <p className="zar-rg-panel__intro">{t('responsibleGaming.statement.intro')}</p>
      <div className="zar-statement__fields">
        <FormField
          type="date"
          label={t('responsibleGaming.statement.from')}
          max={to || undefined}
          error={errors.from?.message}
          {...register('from')}
        />
        <FormField
          type="date"
          label={t('responsibleGaming.statement.to')}
          min={from || undefined}
          error={errors.to?.message}
          {...register('to')}
        />
      </div>
      <div className="zar-rg-panel__actions">
        <Button type="submit" loading={busy}>
          <Download aria-hidden="true" size={16} />
          {t('responsibleGaming.statement.submit')}
        </Button>
      </div>
    </form>
  );
}
