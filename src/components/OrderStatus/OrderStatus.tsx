import { useIntl } from 'react-intl';

/** An order status (OrderStatusEnum) in the shopper's words; unknown plugin statuses show as sent. */
export function OrderStatus({ status }: { status: string | null | undefined }) {
  const intl = useIntl();
  switch (status) {
    case 'PENDING':
      return <>{intl.formatMessage({ id: 'order.status.pending', defaultMessage: 'Pending payment' })}</>;
    case 'PROCESSING':
      return <>{intl.formatMessage({ id: 'order.status.processing', defaultMessage: 'Processing' })}</>;
    case 'ON_HOLD':
      return <>{intl.formatMessage({ id: 'order.status.onHold', defaultMessage: 'On hold' })}</>;
    case 'COMPLETED':
      return <>{intl.formatMessage({ id: 'order.status.completed', defaultMessage: 'Completed' })}</>;
    case 'CANCELLED':
      return <>{intl.formatMessage({ id: 'order.status.cancelled', defaultMessage: 'Cancelled' })}</>;
    case 'REFUNDED':
      return <>{intl.formatMessage({ id: 'order.status.refunded', defaultMessage: 'Refunded' })}</>;
    case 'FAILED':
      return <>{intl.formatMessage({ id: 'order.status.failed', defaultMessage: 'Failed' })}</>;
    default:
      return <>{status ?? ''}</>;
  }
}
