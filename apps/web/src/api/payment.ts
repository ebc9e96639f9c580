/**
 * The payment-required handler of spec section 8. The upgrade prompt registers itself here;
 * the API client calls it with true whenever a call answers 402.
 */
type PaymentRequiredHandler = (required: boolean) => void;

let handler: PaymentRequiredHandler | null = null;

/** Registers the handler that opens the upgrade prompt; returns the unregister function. */
export function setPaymentRequiredHandler(next: PaymentRequiredHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

/** Tells the registered prompt whether a paid plan is needed. */
export function paymentRequired(required: boolean): void {
  handler?.(required);
}
