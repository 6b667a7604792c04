import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteData } from '../router/NavigationRouter';
import type { CategoriesRouteQuery } from '../__generated__/CategoriesRouteQuery.graphql';
import { CategoryCard } from '../components/CategoryCard/CategoryCard';
import { PageMeta } from '../components/PageMeta/PageMeta';
import { loadRouteQuery } from '../relay/loadRouteQuery';
import { cardFetchOrder } from '../ui/ResponsiveImage/fetchOrder';
import type { RouteLoader } from './types';
import * as styles from './CategoriesRoute.css';

/** Spec §7 getProductCategories: the first 20 by product count, empty ones hidden. */
const query = graphql`
  query CategoriesRouteQuery {
    productCategories(first: 20, where: { orderby: COUNT, order: DESC, hideEmpty: true }) {
      nodes {
        id
        ...CategoryCard_category
      }
    }
  }
`;

export const loader: RouteLoader<Promise<PreloadedQuery<CategoriesRouteQuery>>> = (_args, environment) =>
  loadRouteQuery<CategoriesRouteQuery>(environment, query, {});

/** /categories (spec §2). */
export function Component() {
  const intl = useIntl();
  const data = usePreloadedQuery<CategoriesRouteQuery>(query, useRouteData<PreloadedQuery<CategoriesRouteQuery>>());
  const categories = data.productCategories?.nodes ?? [];
  return (
    <>
      <PageMeta
        title={intl.formatMessage({ id: 'categories.title', defaultMessage: 'Categories' })}
        description={intl.formatMessage({ id: 'categories.description', defaultMessage: 'Browse our product categories.' })}
      />
      <h1 className={styles.title}>
        <FormattedMessage id="categories.title" defaultMessage="Categories" />
      </h1>
      <ul className={styles.grid}>
        {categories.map((category, index) => (
          <li key={category.id}>
            <CategoryCard category={category} fetchOrder={cardFetchOrder(index)} />
          </li>
        ))}
      </ul>
    </>
  );
}
