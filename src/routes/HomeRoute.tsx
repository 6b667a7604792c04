import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteData } from '../router/NavigationRouter';
import type { HomeRouteQuery } from '../__generated__/HomeRouteQuery.graphql';
import { CategoryCard } from '../components/CategoryCard/CategoryCard';
import { PageMeta, useAbsoluteAppUrl, useSiteOrigin } from '../components/PageMeta/PageMeta';
import { ProductCard } from '../components/ProductCard/ProductCard';
import { ProductGrid } from '../components/ProductGrid/ProductGrid';
import { site } from '../config';
import { loadRouteQuery } from '../relay/loadRouteQuery';
import { organizationJsonLd, webSiteJsonLd } from '../seo/jsonLd';
import { PreloadLink } from '../ui/PreloadLink/PreloadLink';
import { cardFetchOrder } from '../ui/ResponsiveImage/fetchOrder';
import type { RouteLoader } from './types';
import * as styles from './HomeRoute.css';

/** Below the hero a phone shows the first row of categories (two cards) before scrolling. */
const CATEGORIES_ON_FIRST_SCREEN = 2;

const query = graphql`
  query HomeRouteQuery {
    productCategories(first: 8, where: { orderby: COUNT, order: DESC, hideEmpty: true }) {
      nodes {
        id
        ...CategoryCard_category
      }
    }
    popular: products(first: 8, where: { orderby: [{ field: POPULARITY, order: DESC }] }) {
      nodes {
        id
        ...ProductCard_product
      }
    }
  }
`;

export const loader: RouteLoader<Promise<PreloadedQuery<HomeRouteQuery>>> = (_args, environment) =>
  loadRouteQuery<HomeRouteQuery>(environment, query, {});

/** / (spec §2): the shop's hero, its largest categories and its best sellers. */
export function Component() {
  const intl = useIntl();
  const data = usePreloadedQuery<HomeRouteQuery>(query, useRouteData<PreloadedQuery<HomeRouteQuery>>());
  const categories = data.productCategories?.nodes ?? [];
  const popular = data.popular?.nodes ?? [];
  const absoluteUrl = useAbsoluteAppUrl();
  const origin = useSiteOrigin();
  const home = absoluteUrl('/');
  const jsonLd = [
    webSiteJsonLd({ name: site.siteName, url: home, searchUrlTemplate: `${absoluteUrl('/products')}?search={search_term_string}` }),
    organizationJsonLd({ name: site.siteName, url: home, logo: new URL('/favicon.svg', origin || 'http://localhost').href }),
  ];
  return (
    <>
      <PageMeta description={site.description} jsonLd={jsonLd} />
      <section className={styles.hero} aria-labelledby="home-title">
        <p className={styles.eyebrow}>{site.siteName}</p>
        <h1 id="home-title" className={styles.title}>
          <FormattedMessage id="home.heroTitle" defaultMessage="Find your next favourite" />
        </h1>
        <p className={styles.lead}>
          <FormattedMessage
            id="home.heroLead"
            defaultMessage="Discover products picked with care. Order in a few clicks, pay the way you like and follow your parcel to your door."
          />
        </p>
        <div className={styles.actions}>
          <PreloadLink className={styles.cta} to="/products">
            <FormattedMessage id="home.shopNow" defaultMessage="Shop all products" />
          </PreloadLink>
          <PreloadLink className={styles.secondary} to="/contact">
            <FormattedMessage id="home.askUs" defaultMessage="Questions? Ask us" />
          </PreloadLink>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="home-categories">
        <div className={styles.sectionHeader}>
          <h2 id="home-categories">
            <FormattedMessage id="home.categories" defaultMessage="Shop by category" />
          </h2>
          <PreloadLink to="/categories">
            <FormattedMessage id="home.allCategories" defaultMessage="All categories" />
          </PreloadLink>
        </div>
        <ul className={styles.grid}>
          {categories.map((category, index) => (
            <li key={category.id}>
              <CategoryCard category={category} fetchOrder={cardFetchOrder(index, CATEGORIES_ON_FIRST_SCREEN)} />
            </li>
          ))}
        </ul>
      </section>
      {popular.length > 0 ? (
        <section className={styles.section} aria-labelledby="home-popular">
          <div className={styles.sectionHeader}>
            <h2 id="home-popular">
              <FormattedMessage id="home.popular" defaultMessage="Popular products" />
            </h2>
            <PreloadLink to="/products">
              <FormattedMessage id="home.allProducts" defaultMessage="All products" />
            </PreloadLink>
          </div>
          <ProductGrid label={intl.formatMessage({ id: 'home.popular', defaultMessage: 'Popular products' })}>
            {popular.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ProductGrid>
        </section>
      ) : null}
    </>
  );
}
