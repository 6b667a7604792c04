import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { HomeRouteQuery } from '../__generated__/HomeRouteQuery.graphql';
import { CategoryCard } from '../components/CategoryCard/CategoryCard';
import { site } from '../config';
import type { RouteLoader } from './types';
import * as styles from './HomeRoute.css';

const query = graphql`
  query HomeRouteQuery {
    productCategories(first: 20, where: { orderby: COUNT, order: DESC, hideEmpty: true }) {
      nodes {
        id
        ...CategoryCard_category
      }
    }
  }
`;

export const loader: RouteLoader<PreloadedQuery<HomeRouteQuery>> = (_args, environment) =>
  loadQuery<HomeRouteQuery>(environment, query, {}, { fetchPolicy: 'store-or-network' });

export function Component() {
  const data = usePreloadedQuery<HomeRouteQuery>(query, useLoaderData() as PreloadedQuery<HomeRouteQuery>);
  useEffect(() => {
    document.title = `${site.siteName} | ${site.shortDescription}`;
  }, []);
  const categories = data.productCategories?.nodes ?? [];
  return (
    <>
      <section className={styles.hero}>
        <h1 className={styles.title}>{site.siteName}</h1>
        <p className={styles.lead}>{site.description}</p>
      </section>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">
          <FormattedMessage id="home.categories" defaultMessage="Shop by category" />
        </h2>
        <ul className={styles.grid}>
          {categories.map((category) => (
            <li key={category.id}>
              <CategoryCard category={category} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
