/**
 * A provider's refusal or a transport failure. `permanent` means trying again cannot help (an
 * invalid number, a refused address): the delivery stops at once instead of using its retries.
 * The message is what the provider said, never the text sent, so it may be stored and logged.
 */
export class DeliveryError extends Error {
  readonly permanent: boolean;

  constructor(message: string, { permanent }: { permanent: boolean }) {
    super(message);
    this.name = 'DeliveryError';
    this.permanent = permanent;
  }
}
