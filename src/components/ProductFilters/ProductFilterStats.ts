import { graphql, useFragment } from 'react-relay/hooks';
import type { ProductFilterStats_categories$key } from '../../__generated__/ProductFilterStats_categories.graphql';
import type { ProductFilterStats_stats$key } from '../../__generated__/ProductFilterStats_stats.graphql';
import type { FilterFacets } from './ProductFilters';

/**
 * The filters on a plain WooGraphQL backend, from its own `collectionStats` (WooCommerce's Store API
 * statistics): attribute terms and ratings with counts over the list, the price range over the
 * unfiltered list. Categories come without counts, and "On sale" has none.
 */
const statsFragment = graphql`
  fragment ProductFilterStats_stats on CollectionStats {
    attributeCounts {
      slug
      label
      terms {
        count
        node {
          slug
          name
        }
      }
    }
    ratingCounts {
      rating
      count
    }
    priceRange {
      minPrice(format: RAW)
      maxPrice(format: RAW)
    }
  }
`;

const categoriesFragment = graphql`
  fragment ProductFilterStats_categories on RootQueryToProductCategoryConnection {
    nodes {
      slug
      name
    }
  }
`;

function amount(raw: string | null | undefined): number | null {
  const value = raw == null || raw === '' ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function useProductFilterStats(
  statsKey: ProductFilterStats_stats$key | null,
  categoriesKey: ProductFilterStats_categories$key | null,
): FilterFacets | null {
  const stats = useFragment(statsFragment, statsKey);
  const categories = useFragment(categoriesFragment, categoriesKey);
  if (!stats) return null;
  return {
    onSale: null,
    categories: (categories?.nodes ?? []).flatMap((node) => (node.slug && node.name ? [{ slug: node.slug, name: node.name, count: null }] : [])),
    attributes: (stats.attributeCounts ?? []).flatMap((attribute) =>
      attribute
        ? [
            {
              taxonomy: attribute.slug.toLowerCase(),
              label: attribute.label,
              terms: (attribute.terms ?? []).flatMap((term) =>
                term?.node?.slug ? [{ slug: term.node.slug, name: term.node.name ?? term.node.slug, count: term.count ?? 0 }] : [],
              ),
            },
          ]
        : [],
    ),
    ratings: (stats.ratingCounts ?? []).flatMap((entry) => (entry ? [{ rating: entry.rating, count: entry.count ?? 0 }] : [])),
    priceRange: stats.priceRange ? { min: amount(stats.priceRange.minPrice), max: amount(stats.priceRange.maxPrice) } : null,
  };
}
