import { Suspense } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import type { ChosenAttributesQuery } from '../../__generated__/ChosenAttributesQuery.graphql';
import type { ChosenAttributes_attributes$key } from '../../__generated__/ChosenAttributes_attributes.graphql';
import * as styles from './CartLine.css';

interface Chosen {
  readonly id: string;
  readonly name?: string | null;
  readonly label?: string | null;
  readonly value?: string | null;
}

function List({ chosen, nameOf }: { chosen: readonly Chosen[]; nameOf: (attribute: Chosen) => string }) {
  return (
    <ul className={styles.attributes}>
      {chosen.map((attribute) => (
        <li key={attribute.id}>
          {attribute.label}: {nameOf(attribute)}
        </li>
      ))}
    </ul>
  );
}

/**
 * A global attribute's chosen value is its term's slug ("blue" of pa_color); the shopper reads the term's
 * name ("Blue"), as on the product page. Asked per product, once: the cart's own query stays within the
 * server's cost limit whatever the number of lines.
 */
function Named({ productId, chosen }: { productId: number; chosen: readonly Chosen[] }) {
  const { product } = useLazyLoadQuery<ChosenAttributesQuery>(
    graphql`
      query ChosenAttributesQuery($id: ID!) {
        product(id: $id, idType: DATABASE_ID) {
          ... on ProductWithAttributes {
            attributes(first: 20) {
              nodes {
                name
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
      }
    `,
    { id: String(productId) },
    { fetchPolicy: 'store-or-network' },
  );
  const nameOf = (attribute: Chosen) =>
    product?.attributes?.nodes.find((candidate) => candidate?.name === attribute.name)?.terms?.nodes.find((term) => term.slug === attribute.value)?.name ||
    (attribute.value ?? '');
  return <List chosen={chosen} nameOf={nameOf} />;
}

/** The variation a cart line holds, as "Color: Blue" lines; custom attributes' values are their own text. */
export function ChosenAttributes({ productId, attributes }: { productId: number; attributes: ChosenAttributes_attributes$key }) {
  const chosen = useFragment(
    graphql`
      fragment ChosenAttributes_attributes on VariationAttribute @relay(plural: true) {
        id
        name
        label
        value
      }
    `,
    attributes,
  );
  const hasTerms = chosen.some((attribute) => attribute.name?.startsWith('pa_'));
  if (!hasTerms) return <List chosen={chosen} nameOf={(attribute) => attribute.value ?? ''} />;
  return (
    <Suspense fallback={<List chosen={chosen} nameOf={() => ''} />}>
      <Named productId={productId} chosen={chosen} />
    </Suspense>
  );
}
