import { useEffect, useState } from 'react';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Label,
  Radio,
  RadioGroup,
  Slider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { priceFilterValue, priceSliderValue, withFilter, type Filters } from '../../catalog/filters';
import { useFormatPrice } from '../../i18n/format';
import { useDebouncedCallback } from '../../lib/useDebouncedCallback';
import * as styles from './ProductFilters.css';

/**
 * What the filters offer, and how many products each option has: from Vitrine's facets (with counts
 * everywhere) or from WooGraphQL's collectionStats (no count for categories or "On sale"). A null
 * count is not shown.
 */
export interface FilterFacets {
  onSale: number | null;
  categories: readonly { readonly slug: string; readonly name: string; readonly count: number | null }[];
  attributes: readonly {
    readonly taxonomy: string;
    readonly label: string;
    readonly terms: readonly { readonly slug: string; readonly name: string; readonly count: number | null }[];
  }[];
  ratings: readonly { readonly rating: number; readonly count: number }[] | null;
  priceRange: { readonly min: number | null; readonly max: number | null } | null;
}

const MIN_RATINGS = [4, 3, 2, 1] as const;

function countOf(terms: FilterFacets['categories'] | undefined, slug: string): number | null {
  if (!terms) return null;
  const term = terms.find((entry) => entry.slug === slug);
  return term ? term.count : 0;
}

/**
 * A price thumb stepped with the arrow keys ends a change at every press: the list follows once the
 * steps pause, not at each one.
 */
const PRICE_SETTLE_MS = 250;

/** The price range Slider; it follows the thumbs while they move and reports once they are let go. */
function PriceRange({ low, high, chosen, onChange }: { low: number; high: number; chosen: readonly string[] | undefined; onChange: (from: number, to: number) => void }) {
  const intl = useIntl();
  const formatPrice = useFormatPrice();
  const [value, setValue] = useState<number[]>(() => priceSliderValue(chosen, low, high));
  const settle = useDebouncedCallback(onChange, PRICE_SETTLE_MS);
  // A change from outside (the URL, Clear all) moves the thumbs without remounting the slider, so a
  // keyboard user stepping through prices keeps focus on the thumb.
  const chosenKey = chosen?.join(',') ?? '';
  useEffect(() => setValue(priceSliderValue(chosenKey ? chosenKey.split(',') : undefined, low, high)), [chosenKey, low, high]);
  return (
    <Slider
      className={styles.slider}
      minValue={low}
      maxValue={high}
      value={value}
      onChange={(next) => setValue(next as number[])}
      onChangeEnd={(next) => {
        const [start, end] = next as number[];
        settle(start!, end!);
      }}
      formatOptions={{ style: 'decimal', maximumFractionDigits: 0 }}
    >
      <div className={styles.sliderHeader}>
        <Label>
          <FormattedMessage id="filters.price" defaultMessage="Price" />
        </Label>
        <SliderOutput className={styles.output}>
          {({ state }) => `${formatPrice(state.getThumbValue(0))} – ${formatPrice(state.getThumbValue(1))}`}
        </SliderOutput>
      </div>
      <SliderTrack className={styles.track}>
        <div className={styles.rail} />
        <SliderThumb index={0} className={styles.thumb} aria-label={intl.formatMessage({ id: 'filters.priceLow', defaultMessage: 'Lowest price' })} />
        <SliderThumb index={1} className={styles.thumb} aria-label={intl.formatMessage({ id: 'filters.priceHigh', defaultMessage: 'Highest price' })} />
      </SliderTrack>
    </Slider>
  );
}

function Count({ value }: { value: number | null }) {
  return value === null ? null : <span className={styles.count}>({value})</span>;
}

export interface ProductFiltersProps {
  /** Facets of the list without the shopper's filters: which options exist and the price bounds. */
  options: FilterFacets;
  /** Facets of the filtered list: how many products each option has now. */
  counts: FilterFacets | null;
  filters: Filters;
  /** Category pages filter within their category, so they offer no category filter. */
  showCategories: boolean;
  /** A new set of filters; `movingControl` names a control whose steps are one move (the price range, the rating). */
  onChange: (filters: Filters, movingControl?: string) => void;
}

/**
 * The list's filters (spec §9): category, price range, minimum rating, sale and the global attributes,
 * each option with its number of products from the server.
 */
export function ProductFilters({ options: base, counts: now, filters, showCategories, onChange }: ProductFiltersProps) {
  const set = (name: string, values: readonly string[], movingControl?: string) => onChange(withFilter(filters, name, values), movingControl);

  const low = Math.floor(base.priceRange?.min ?? 0);
  const high = Math.ceil(base.priceRange?.max ?? 0);

  const ratingsAtLeast = (minimum: number) =>
    now?.ratings ? now.ratings.filter((entry) => entry.rating >= minimum).reduce((sum, entry) => sum + entry.count, 0) : null;
  const hasFilters = Object.keys(filters).length > 0;

  return (
    <div className={styles.filters}>
      {hasFilters ? (
        <Button className={styles.clear} onPress={() => onChange({})}>
          <FormattedMessage id="filters.clearAll" defaultMessage="Clear all filters" />
        </Button>
      ) : null}

      {showCategories && base.categories.length > 0 ? (
        <CheckboxGroup className={styles.group} value={[...(filters.category ?? [])]} onChange={(values) => set('category', values)}>
          <Label className={styles.groupLabel}>
            <FormattedMessage id="filters.category" defaultMessage="Category" />
          </Label>
          {base.categories.map((category) => (
            <Checkbox key={category.slug} value={category.slug} className={styles.checkbox}>
              <span className={styles.box} aria-hidden="true">✓</span>
              {category.name} <Count value={countOf(now?.categories, category.slug)} />
            </Checkbox>
          ))}
        </CheckboxGroup>
      ) : null}

      {high > low ? (
        <PriceRange
          low={low}
          high={high}
          chosen={filters.price}
          onChange={(from, to) => set('price', priceFilterValue(from, to, low, high), 'price')}
        />
      ) : null}

      <RadioGroup className={styles.group} value={filters.rating?.[0] ?? ''} onChange={(value) => set('rating', value ? [value] : [], 'rating')}>
        <Label className={styles.groupLabel}>
          <FormattedMessage id="filters.rating" defaultMessage="Rating" />
        </Label>
        <Radio value="" className={styles.radio}>
          <span className={styles.dot} aria-hidden="true" />
          <FormattedMessage id="filters.anyRating" defaultMessage="Any rating" />
        </Radio>
        {MIN_RATINGS.map((minimum) => (
          <Radio key={minimum} value={String(minimum)} className={styles.radio}>
            <span className={styles.dot} aria-hidden="true" />
            <FormattedMessage
              id="filters.ratingAtLeast"
              defaultMessage="{stars, plural, one {# star} other {# stars}} & up"
              values={{ stars: minimum }}
            />{' '}
            <Count value={ratingsAtLeast(minimum)} />
          </Radio>
        ))}
      </RadioGroup>

      <Checkbox
        className={styles.checkbox}
        isSelected={filters.sale?.includes('true') ?? false}
        onChange={(selected) => set('sale', selected ? ['true'] : [])}
      >
        <span className={styles.box} aria-hidden="true">✓</span>
        <FormattedMessage id="filters.onSale" defaultMessage="On sale" /> <Count value={now?.onSale ?? null} />
      </Checkbox>

      {base.attributes.map((attribute) => {
        const current = now?.attributes.find((entry) => entry.taxonomy === attribute.taxonomy);
        return (
          <CheckboxGroup
            key={attribute.taxonomy}
            className={styles.group}
            value={[...(filters[attribute.taxonomy] ?? [])]}
            onChange={(values) => set(attribute.taxonomy, values)}
          >
            <Label className={styles.groupLabel}>{attribute.label}</Label>
            {attribute.terms.map((term) => (
              <Checkbox key={term.slug} value={term.slug} className={styles.checkbox}>
                <span className={styles.box} aria-hidden="true">✓</span>
                {attribute.taxonomy === 'pa_color' ? <span className={styles.swatch} style={{ background: term.slug }} aria-hidden="true" /> : null}
                {term.name} <Count value={now ? countOf(current?.terms ?? [], term.slug) : null} />
              </Checkbox>
            ))}
          </CheckboxGroup>
        );
      })}
    </div>
  );
}
