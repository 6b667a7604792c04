import { useIntl, type IntlShape } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type {
  AdditionalInformation_product$data,
  AdditionalInformation_product$key,
} from '../../__generated__/AdditionalInformation_product.graphql';
import * as styles from './AdditionalInformation.css';

/** WooCommerce's default store units (Settings → Products: kg and cm). */
const WEIGHT_UNIT = 'kilogram';
const DIMENSION_UNIT = 'centimeter';

const additionalInformationFragment = graphql`
  fragment AdditionalInformation_product on Product {
    ... on ProductWithDimensions {
      weight
      length
      width
      height
    }
    ... on ProductWithAttributes {
      attributes(first: 20) {
        nodes {
          id
          label
          name
          options
          visible
          ... on GlobalProductAttribute {
            terms(first: 100) {
              nodes {
                slug
                name
              }
            }
          }
        }
      }
    }
  }
`;

export interface AdditionalInformationRow {
  key: string;
  label: string;
  value: string;
}

const positive = (value: string | null | undefined): number | null => (value && Number(value) > 0 ? Number(value) : null);

/** The rows WooCommerce's "Additional information" tab shows: weight, dimensions, visible attributes. */
function additionalInformationRows(data: AdditionalInformation_product$data, intl: IntlShape): AdditionalInformationRow[] {
  const rows: AdditionalInformationRow[] = [];
  const weight = positive(data.weight);
  if (weight !== null) {
    rows.push({
      key: 'weight',
      label: intl.formatMessage({ id: 'product.info.weight', defaultMessage: 'Weight' }),
      value: intl.formatNumber(weight, { style: 'unit', unit: WEIGHT_UNIT }),
    });
  }
  const sides = [data.length, data.width, data.height].map(positive).filter((side): side is number => side !== null);
  if (sides.length > 0) {
    const unit = intl.formatNumber(0, { style: 'unit', unit: DIMENSION_UNIT }).replace(/[\d.,\s]/g, '');
    rows.push({
      key: 'dimensions',
      label: intl.formatMessage({ id: 'product.info.dimensions', defaultMessage: 'Dimensions' }),
      value: `${sides.map((side) => intl.formatNumber(side)).join(' × ')} ${unit}`,
    });
  }
  for (const attribute of data.attributes?.nodes ?? []) {
    if (!attribute.visible || !attribute.options?.length) continue;
    const names = new Map((attribute.terms?.nodes ?? []).map((term) => [term.slug ?? '', term.name ?? '']));
    rows.push({
      key: attribute.id,
      label: attribute.label || attribute.name || '',
      value: attribute.options.map((option) => names.get(option ?? '') || option).join(', '),
    });
  }
  return rows;
}

/** The product's additional information rows; none means the tab is not shown (as in WooCommerce). */
export function useAdditionalInformation(product: AdditionalInformation_product$key): AdditionalInformationRow[] {
  const intl = useIntl();
  return additionalInformationRows(useFragment(additionalInformationFragment, product), intl);
}

/** WooCommerce's "Additional information" table. */
export function AdditionalInformation({ rows }: { rows: AdditionalInformationRow[] }) {
  return (
    <table className={styles.table}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={styles.header}>
              {row.label}
            </th>
            <td className={styles.cell}>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
