import { useQuery } from '@tanstack/react-query';
import type { PaymentDirection, PaymentMethod } from '@zar/api-client';
import { PaymentMethodList } from '@zar/ui';
import { lazy, Suspense, useCallback, useState } from 'react';
import { apiQueries } from '../api/api-client';
import { failureMessage } from '../session/server-message';
import type { PaymentTarget } from './payment-flow';

// The dialog and its form (react-hook-form, the resolvers, the dynamic form) in their own chunk:
// fetched as the list first renders, not before it, so the page shows without waiting for them.
const PaymentDialog = lazy(() =>
  import('./payment-dialog').then((module) => ({ default: module.PaymentDialog })),
);

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
        onSelect={(method: PaymentMethod) =>
          setTarget({ id: method.id, type: direction, title: method.name, method })
        }
      />
      <Suspense fallback={null}>
        <PaymentDialog target={target} onClose={close} />
      </Suspense>
    </>
  );
}
