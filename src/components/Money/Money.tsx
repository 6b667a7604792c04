import { useFormatPrice } from '../../i18n/format';

/**
 * A money amount the server sent RAW ("24.2"), formatted for the active locale in the store's
 * currency (or an order's own). The amount is shown, never computed: totals come from the server.
 */
export function Money({ raw, currency }: { raw: string | null | undefined; currency?: string | null }) {
  const formatPrice = useFormatPrice();
  const text = raw === null || raw === undefined ? '' : formatPrice(raw, currency || undefined);
  return text ? <>{text}</> : <span aria-hidden="true">–</span>;
}
