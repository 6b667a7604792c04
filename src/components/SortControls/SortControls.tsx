import { useEffect, useState } from 'react';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { NATURAL_ORDER, type SortKey, type SortOrder } from '../../catalog/sort';
import { useDebouncedCallback } from '../../lib/useDebouncedCallback';
import { ChevronDownIcon } from '../../ui/icons/ChevronDownIcon';
import * as styles from './SortControls.css';

/** A new sort applies this long after the last change (spec §9), so quick corrections cost one query. */
export const SORT_DELAY_MS = 100;

const labels = defineMessages({
  date: { id: 'sort.date', defaultMessage: 'Newest' },
  price: { id: 'sort.price', defaultMessage: 'Price' },
  rating: { id: 'sort.rating', defaultMessage: 'Rating' },
  discount: { id: 'sort.discount', defaultMessage: 'Discount' },
  alphabetically: { id: 'sort.alphabetically', defaultMessage: 'Alphabetically' },
});

export interface SortControlsProps {
  sort: SortKey;
  order: SortOrder;
  /** The keys the backend can sort by. */
  keys: readonly SortKey[];
  onChange: (sort: SortKey, order: SortOrder) => void;
}

/** The sort Select and the direction toggle (`showOrderByDropdown`). */
export function SortControls({ sort, order, keys, onChange }: SortControlsProps) {
  const intl = useIntl();
  const [choice, setChoice] = useState({ sort, order });
  useEffect(() => setChoice({ sort, order }), [sort, order]);
  const apply = useDebouncedCallback(onChange, SORT_DELAY_MS);
  const change = (next: { sort: SortKey; order: SortOrder }) => {
    setChoice(next);
    apply(next.sort, next.order);
  };
  return (
    <div className={styles.controls}>
      <Select
        className={styles.select}
        selectedKey={choice.sort}
        onSelectionChange={(key) => change({ sort: key as SortKey, order: NATURAL_ORDER[key as SortKey] })}
      >
        <Label className={styles.label}>{intl.formatMessage({ id: 'sort.label', defaultMessage: 'Sort by' })}</Label>
        {/* The Select has no description or error, but its server HTML names their ids until it
            hydrates, which it does only when the shopper reaches for it: no dangling references. */}
        <Button className={styles.trigger} aria-describedby="">
          <SelectValue />
          <ChevronDownIcon width={16} height={16} />
        </Button>
        <Popover className={styles.popover}>
          <ListBox className={styles.listBox}>
            {keys.map((key) => (
              <ListBoxItem key={key} id={key} className={styles.option}>
                {intl.formatMessage(labels[key])}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
      <Button
        className={styles.direction}
        onPress={() => change({ sort: choice.sort, order: choice.order === 'DESC' ? 'ASC' : 'DESC' })}
        aria-label={
          choice.order === 'DESC'
            ? intl.formatMessage({ id: 'sort.descending', defaultMessage: 'Descending order; switch to ascending' })
            : intl.formatMessage({ id: 'sort.ascending', defaultMessage: 'Ascending order; switch to descending' })
        }
      >
        {choice.order === 'DESC' ? '↓' : '↑'}
      </Button>
    </div>
  );
}
