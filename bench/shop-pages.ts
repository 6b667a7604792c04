/** The public pages benchmarks load, with real slugs of the shop: its biggest category and the first product of the default list. */
export async function publicPages(origin: string): Promise<{ name: string; path: string }[]> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{ productCategories(first: 1, where: { orderby: COUNT, order: DESC, hideEmpty: true }) { nodes { slug } }
                products(first: 1) { nodes { slug } } }`,
    }),
  });
  const { data } = (await response.json()) as { data: { productCategories: { nodes: { slug: string }[] }; products: { nodes: { slug: string }[] } } };
  return [
    { name: 'home', path: '/' },
    { name: 'product list', path: '/products' },
    { name: 'category', path: `/product-category/${data.productCategories.nodes[0]!.slug}` },
    { name: 'product', path: `/product/${data.products.nodes[0]!.slug}` },
  ];
}
