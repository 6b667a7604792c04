import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CategoryHeader_category$key } from '../../__generated__/CategoryHeader_category.graphql';
import { RichText } from '../../ui/RichText/RichText';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import * as styles from './CategoryHeader.css';

/** A category page's breadcrumbs, name and description. */
export function CategoryHeader({ category }: { category: CategoryHeader_category$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment CategoryHeader_category on ProductCategory {
        name
        description
      }
    `,
    category,
  );
  return (
    <header className={styles.header}>
      <Breadcrumbs
        items={[
          { label: intl.formatMessage({ id: 'breadcrumbs.home', defaultMessage: 'Home' }), to: '/' },
          { label: intl.formatMessage({ id: 'breadcrumbs.categories', defaultMessage: 'Categories' }), to: '/categories' },
          { label: data.name ?? '' },
        ]}
      />
      <h1 className={styles.title}>{data.name}</h1>
      {data.description ? <RichText className={styles.description} html={data.description} /> : null}
    </header>
  );
}
