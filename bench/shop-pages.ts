/**
 * The public pages benchmarks load, with real slugs of the shop: its biggest category, the first
 * product of the default list, and the first simple and variable products (each type of product page
 * hydrates its own parts), where those are not the first product already.
 */
export async function publicPages(origin: string): Promise<{ name: string; path: string }[]> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{ productCategories(first: 1, where: { orderby: COUNT, order: DESC, hideEmpty: true }) { nodes { slug } }
                products(first: 1) { nodes { slug } }
                simple: products(first: 1, where: { type: SIMPLE }) { nodes { slug } }
                variable: products(first: 1, where: { type: VARIABLE }) { nodes { slug } } }`,
    }),
  });
  type Slugs = { nodes: { slug: string }[] };
  const { data } = (await response.json()) as { data: { productCategories: Slugs; products: Slugs; simple: Slugs; variable: Slugs } };
  const first = data.products.nodes[0]!.slug;
  const ofType = [
    { name: 'simple product', slug: data.simple.nodes[0]?.slug },
    { name: 'variable product', slug: data.variable.nodes[0]?.slug },
  ].flatMap(({ name, slug }) => (slug && slug !== first ? [{ name, path: `/product/${slug}` }] : []));
  return [
    { name: 'home', path: '/' },
    { name: 'product list', path: '/products' },
    { name: 'category', path: `/product-category/${data.productCategories.nodes[0]!.slug}` },
    { name: 'product', path: `/product/${first}` },
    ...ofType,
  ];
}
