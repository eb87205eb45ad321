import { useQuery } from '@tanstack/react-query';
import type { PaymentDirection, PaymentMethod } from '@zar/api-client';
import { PaymentMethodList } from '@zar/ui';
import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { apiQueries } from '../api/api-client';
import { afterIdle } from '../bootstrap/after-idle';
import { failureMessage } from '../session/server-message';
import type { PaymentDialogProps } from './payment-dialog';
import type { PaymentTarget } from './payment-flow';

type PaymentDialogComponent = ComponentType<PaymentDialogProps>;

/**
 * The dialog and its form (react-hook-form, the resolvers, the dynamic form, the contract's
 * schemas) are a chunk of their own, fetched at the first idle moment after the list has rendered:
 * the page neither waits for them nor suspends on them (a lazy component in a navigation's
 * transition held the whole page's commit until its chunk came), and on a slow line their ~70 KB
 * start after the page's first paint instead of sharing the line with it (issue 26: the deposit
 * page's largest paint). A method chosen before it arrives loads it at once and opens when it does.
 */
function usePaymentDialog(): [PaymentDialogComponent | null, () => void] {
  const [dialog, setDialog] = useState<PaymentDialogComponent | null>(null);
  const load = useCallback(() => {
    import('./payment-dialog').then(
      ({ PaymentDialog }) => setDialog(() => PaymentDialog),
      // Not there (offline): asked again when a method is chosen.
      () => undefined,
    );
  }, []);
  useEffect(() => afterIdle(load), [load]);
  return [dialog, load];
}

export interface PaymentMethodsSectionProps {
  direction: PaymentDirection;
}

/**
 * The methods of /dashboard/deposit or /dashboard/withdraw; choosing one opens its dynamic dialog
 * with the method's id, the direction and its name as the title (SPEC §2).
 */
export function PaymentMethodsSection({ direction }: PaymentMethodsSectionProps) {
  const methods = useQuery(apiQueries.paymentMethods({ type: direction }));
  const [target, setTarget] = useState<PaymentTarget | null>(null);
  const [PaymentDialog, loadPaymentDialog] = usePaymentDialog();
  const close = useCallback(() => setTarget(null), []);

  if (methods.isError) {
    return (
      <p className="site-page__text" role="alert">
        {failureMessage(methods.error)}
      </p>
    );
  }
  return (
    <>
      <PaymentMethodList
        methods={methods.data ?? []}
        direction={direction}
        loading={methods.isPending}
        onSelect={(method: PaymentMethod) => {
          if (!PaymentDialog) loadPaymentDialog();
          setTarget({ id: method.id, type: direction, title: method.name, method });
        }}
      />
      {PaymentDialog ? <PaymentDialog target={target} onClose={close} /> : null}
    </>
  );
}
