import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { BankTransferDetails, type BankTransferPayee } from './bank-transfer-details';
import { PaymentLimits } from './payment-limits';
import type { PaymentMethodOption } from './payment-method-list';

export interface PaymentFormShellProps extends ComponentProps<'div'> {
  /** The method the form pays with or to: its logo, name and limits head the form. */
  method: PaymentFormMethod;
}

/** The method a payment form heads with: its card's facts and, for a bank transfer, the payee. */
export interface PaymentFormMethod extends Omit<PaymentMethodOption, 'id'> {
  /** A bank transfer's account to send to; absent or null for other methods. */
  payee?: BankTransferPayee | null;
}

/**
 * The frame of a payment method's form inside its dialog: the method's logo, name and amount
 * limits on top, so the player sees what they chose and how much they may send; for a bank
 * transfer the account to send to (IBAN, holder, reference, each with a copy button); then the
 * form (the children, e.g. the dynamic form) asking what was sent.
 */
export function PaymentFormShell({ method, className, children, ...props }: PaymentFormShellProps) {
  return (
    <div
      {...props}
      className={clsx('zar-payment-form-shell', className)}
      data-slot="payment-form-shell"
    >
      <div className="zar-payment-form-shell__method">
        <img
          className="zar-payment-form-shell__logo"
          src={method.logo}
          alt=""
          width={72}
          height={48}
        />
        <div className="zar-payment-form-shell__facts">
          <p className="zar-payment-form-shell__name">{method.name}</p>
          <PaymentLimits
            className="zar-payment-form-shell__limits"
            min={method.min}
            max={method.max}
          />
        </div>
      </div>
      {method.payee ? <BankTransferDetails payee={method.payee} /> : null}
      {children}
    </div>
  );
}
