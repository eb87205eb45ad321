import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DynamicForm, type DynamicFormTranslate } from '@zar/dynamic-form';
import '@zar/dynamic-form/styles.css';
import type { PaymentRequest } from '@zar/api-client';
import { TransactionKind, TransactionStatus } from '@zar/api-client/contract';
import {
  Button,
  DepositOutcome,
  Dialog,
  FormAlert,
  LoadingIndicator,
  notify,
  PaymentFormShell,
} from '@zar/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiQueries } from '../api/api-client';
import { scheduleFlowStep } from '../session/flow-timers';
import { failureMessage } from '../session/server-message';
import {
  closeAfterFailedLoadMs,
  closeAfterWithdrawalMs,
  type DepositOutcome as Outcome,
  type PaymentTarget,
  sendDeposit,
  sendWithdrawal,
} from './payment-flow';
import {
  useWithdrawalForfeit,
  WithdrawableCash,
  WithdrawForfeitConfirm,
} from './withdraw-bonus-notice';

export interface PaymentDialogProps {
  /** The method to pay with or to, or `null` when the dialog is closed. */
  target: PaymentTarget | null;
  /** Closes the dialog. */
  onClose: () => void;
}

/** The fields that get one-tap amounts within the method's limits: every method's amount. */
const quickAmountKeys = ['amount'] as const;

/**
 * The dynamic form's texts from the `paymentForm` namespace. Its keys name their params only at
 * run time (`label`, `format`, `min`, `max`), so the call goes through i18next untyped.
 */
function useFormTranslate(): DynamicFormTranslate {
  const { i18n } = useTranslation();
  return (key, params) => String(i18n.t(`paymentForm.${key}` as never, { ...params } as never));
}

/**
 * The form of one method (SPEC §4): loading, then the server's fields. A failed or empty load
 * shows its error (or 'No data found') and closes 100 ms later.
 */
function PaymentDialogBody({ target, onClose }: { target: PaymentTarget; onClose: () => void }) {
  const content = <PaymentDialogContent target={target} onClose={onClose} />;
  return target.method ? (
    <PaymentFormShell method={target.method}>{content}</PaymentFormShell>
  ) : (
    content
  );
}

function PaymentDialogContent({
  target,
  onClose,
}: {
  target: PaymentTarget;
  onClose: () => void;
}): ReactNode {
  const { t, i18n } = useTranslation();
  const translate = useFormTranslate();
  const queryClient = useQueryClient();
  const detail = useQuery({
    ...apiQueries.paymentDetail({ id: target.id, type: target.type }),
    retry: false,
  });
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The server's refusal of the last submission, beside the form as well as in the toast.
  const [failure, setFailure] = useState<string | null>(null);
  // A withdrawal held back until the player agrees to forfeit the active bonus, and what to say.
  const [forfeitAsk, setForfeitAsk] = useState<{ request: PaymentRequest; text: string } | null>(
    null,
  );
  const deposit = target.type === 'deposit';
  const forfeitNotice = useWithdrawalForfeit(!deposit);
  const failed = detail.isError || (detail.isSuccess && detail.data.length === 0);

  useEffect(() => {
    if (!failed) return;
    notify.error(detail.isError ? failureMessage(detail.error) : t('paymentForm.noData'));
    scheduleFlowStep(onClose, closeAfterFailedLoadMs);
  }, [failed, detail.isError, detail.error, onClose, t]);

  if (outcome) {
    return outcome.mode === 'external' ? (
      <ExternalDeposit outcome={outcome} methodName={target.title} onClose={onClose} />
    ) : (
      <DepositOutcome
        mode="message"
        methodName={target.title}
        message={outcome.message ?? undefined}
      />
    );
  }
  if (!detail.isSuccess || failed) return <LoadingIndicator label={t('paymentForm.loading')} />;

  const withdraw = async (request: PaymentRequest, forfeitBonus: boolean) => {
    const accepted = await sendWithdrawal(request, queryClient, setFailure, {
      forfeitBonus,
      onForfeitRequired: (text) => setForfeitAsk({ request, text }),
    });
    if (accepted) {
      setForfeitAsk(null);
      scheduleFlowStep(onClose, closeAfterWithdrawalMs);
    }
  };

  return (
    <>
      {deposit ? null : <WithdrawableCash />}
      {forfeitNotice && !forfeitAsk ? (
        <p className="site-withdraw-notice">{forfeitNotice}</p>
      ) : null}
      {forfeitAsk ? (
        <WithdrawForfeitConfirm
          text={forfeitAsk.text}
          busy={sending}
          onConfirm={async () => {
            setSending(true);
            try {
              await withdraw(forfeitAsk.request, true);
            } finally {
              setSending(false);
            }
          }}
          onCancel={() => setForfeitAsk(null)}
        />
      ) : null}
      {/* Kept while the forfeit is asked, so going back finds the form as it was. */}
      <div hidden={forfeitAsk !== null}>
        <DynamicForm
          methodId={target.id}
          fields={detail.data}
          translate={translate}
          locale={i18n.language}
          currency="TRY"
          loading={sending}
          quickAmountKeys={quickAmountKeys}
          submitLabel={t(deposit ? 'paymentForm.submitDeposit' : 'paymentForm.submitWithdraw')}
          onSubmit={async (request) => {
            setSending(true);
            setFailure(null);
            try {
              if (deposit) {
                const result = await sendDeposit(request, queryClient, setFailure);
                if (result) setOutcome(result);
              } else if (forfeitNotice) {
                // A bonus is being wagered: say what goes before anything is sent.
                setForfeitAsk({ request, text: forfeitNotice });
              } else {
                await withdraw(request, false);
              }
            } finally {
              setSending(false);
            }
          }}
        />
        <FormAlert message={failure} style={{ marginBlockStart: 'var(--space-3)' }} />
      </div>
    </>
  );
}

/**
 * A deposit that goes on on the provider's page: the continue link until the page reports the
 * payment. The hub's push of the deposit's notification refreshes the financial activities
 * (notify-socket.ts), and so does the player coming back to this tab; once this deposit is
 * Confirmed (or Cancelled) the dialog says so, with a Close button.
 */
function ExternalDeposit({
  outcome,
  methodName,
  onClose,
}: {
  outcome: Extract<Outcome, { mode: 'external' }>;
  methodName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const deposits = useQuery({
    ...apiQueries.financialActivities({ kind: TransactionKind.Deposit, skip: 0, take: 20 }),
    refetchOnWindowFocus: 'always',
  });
  const status = deposits.data?.items.find((item) => item.id === outcome.id)?.status;
  const settled =
    status === TransactionStatus.Confirmed
      ? 'completed'
      : status === TransactionStatus.Cancelled
        ? 'cancelled'
        : null;
  if (settled) {
    return (
      <div className="site-payment-done">
        <DepositOutcome mode="message" methodName={methodName} status={settled} />
        <Button fullWidth onClick={onClose}>
          {t('payments.outcome.done')}
        </Button>
      </div>
    );
  }
  return (
    <>
      <DepositOutcome mode="external" url={outcome.url} methodName={methodName} />
      <p className="site-payment-waiting">{t('payments.outcome.waiting')}</p>
    </>
  );
}

/**
 * The dynamic deposit or withdraw dialog of SPEC §2: opened with a method's id, type and title,
 * its form built from `payment/detail`; after a deposit, the external page's continue button or
 * the server's message; a withdrawal closes it 500 ms after it was accepted, and any failure keeps
 * it open.
 */
export function PaymentDialog({ target, onClose }: PaymentDialogProps) {
  const { t } = useTranslation();
  const title = target
    ? t(target.type === 'deposit' ? 'paymentForm.depositTitle' : 'paymentForm.withdrawTitle')
    : '';
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      closeLabel={t('common.close')}
    >
      {target ? (
        <PaymentDialogBody key={`${target.type}-${target.id}`} target={target} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}
