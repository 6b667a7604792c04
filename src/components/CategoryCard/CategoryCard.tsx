import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { CategoryCard_category$key } from '../../__generated__/CategoryCard_category.graphql';
import * as styles from './CategoryCard.css';

export function CategoryCard({ category }: { category: CategoryCard_category$key }) {
  const data = useFragment(
    graphql`
      fragment CategoryCard_category on ProductCategory {
        name
        slug
      }
    `,
    category,
  );
  return (
    <Link className={styles.card} to={`/product-category/${data.slug}`}>
      <span className={styles.name}>{data.name}</span>
    </Link>
  );
}
