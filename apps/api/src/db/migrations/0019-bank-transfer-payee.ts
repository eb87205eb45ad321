import type { Kysely } from 'kysely';

/**
 * Issue 21, the cashier: a bank transfer deposit shows the account to send to before it asks
 * what was sent, so the method carries its payee: the IBAN and the account holder's name
 * (null for methods that pay in another way).
 */
export const bankTransferPayee = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('payment_method')
      .addColumn('payee_iban', 'text')
      .addColumn('payee_name', 'text')
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('payment_method')
      .dropColumn('payee_iban')
      .dropColumn('payee_name')
      .execute();
  },
};
