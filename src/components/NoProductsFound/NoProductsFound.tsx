import { FormattedMessage } from 'react-intl';
import { LazyButton } from '../../ui/LazyButton/LazyButton';
import * as styles from './NoProductsFound.css';

/** The empty product list (spec §8): a hint and, when something narrows the list, a way back. */
export function NoProductsFound({ onClearAll }: { onClearAll?: () => void }) {
  return (
    <div className={styles.empty}>
      <h2 className={styles.title}>
        <FormattedMessage id="products.noneFound" defaultMessage="No products found" />
      </h2>
      <p className={styles.hint}>
        <FormattedMessage id="products.noneFoundHint" defaultMessage="Try adjusting your search or filters to find what you are looking for." />
      </p>
      {onClearAll ? (
        <LazyButton className={styles.clear} onPress={onClearAll}>
          <FormattedMessage id="filters.clearAll" defaultMessage="Clear all filters" />
        </LazyButton>
      ) : null}
    </div>
  );
}
