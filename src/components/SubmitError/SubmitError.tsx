import * as checkout from '../CheckoutForm/Checkout.css';

/**
 * Why a form's submit failed (final-form's `submitError`: the server's words, or the network's),
 * read out as soon as it shows. Nothing while there is none.
 */
export function SubmitError({ error, className = checkout.alert }: { error: unknown; className?: string }) {
  return error ? (
    <p role="alert" className={className}>
      {String(error)}
    </p>
  ) : null;
}
