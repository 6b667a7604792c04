/* eslint-disable relay/unused-fields -- the whole record goes to ProductFilters, which reads every field */
import { graphql, useFragment } from 'react-relay/hooks';
import type { ProductFilterFacets_facets$key } from '../../__generated__/ProductFilterFacets_facets.graphql';
import type { FilterFacets } from './ProductFilters';

/** Vitrine's facets extension, as the filters read it (outside the filters' own lazily loaded code). */
const facetsFragment = graphql`
  fragment ProductFilterFacets_facets on ProductFacets {
    onSale
    categories {
      slug
      name
      count
    }
    attributes {
      taxonomy
      label
      terms {
        slug
        name
        count
      }
    }
    ratings {
      rating
      count
    }
    priceRange {
      min
      max
    }
  }
`;

export function useProductFilterFacets(key: ProductFilterFacets_facets$key): FilterFacets;
export function useProductFilterFacets(key: ProductFilterFacets_facets$key | null): FilterFacets | null;
export function useProductFilterFacets(key: ProductFilterFacets_facets$key | null): FilterFacets | null {
  const facets = useFragment(facetsFragment, key);
  if (!facets) return null;
  const { priceRange } = facets;
  return { ...facets, priceRange: priceRange ? { min: priceRange.min ?? null, max: priceRange.max ?? null } : null };
}
