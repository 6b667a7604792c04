import { FormattedMessage } from 'react-intl';
import * as styles from './StockStatus.css';

export type StockStatusValue = 'IN_STOCK' | 'ON_BACKORDER' | 'OUT_OF_STOCK';

/** WooCommerce's default "low stock" threshold, used when the product sets none. */
const DEFAULT_LOW_STOCK_AMOUNT = 2;

export interface StockStatusProps {
  status: StockStatusValue | '%future added value' | null | undefined;
  quantity?: number | null;
  lowStockAmount?: number | null;
}

/** In stock (with the quantity when only a few are left), on backorder, or out of stock. */
export function StockStatus({ status, quantity, lowStockAmount }: StockStatusProps) {
  if (status !== 'IN_STOCK' && status !== 'ON_BACKORDER' && status !== 'OUT_OF_STOCK') return null;
  const low = status === 'IN_STOCK' && quantity != null && quantity > 0 && quantity <= (lowStockAmount ?? DEFAULT_LOW_STOCK_AMOUNT);
  return (
    <p className={styles.status[status]}>
      {status === 'OUT_OF_STOCK' ? (
        <FormattedMessage id="stock.outOfStock" defaultMessage="Out of stock" />
      ) : status === 'ON_BACKORDER' ? (
        <FormattedMessage id="stock.onBackorder" defaultMessage="On backorder" />
      ) : low ? (
        <FormattedMessage id="stock.lowStock" defaultMessage="Only {quantity} left in stock" values={{ quantity }} />
      ) : (
        <FormattedMessage id="stock.inStock" defaultMessage="In stock" />
      )}
    </p>
  );
}
