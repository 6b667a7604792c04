import { act, screen, waitFor } from '@testing-library/react';
import { useLazyLoadQuery } from 'react-relay/hooks';
import type { OperationDescriptor } from 'relay-runtime';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { describe, expect, it } from 'vitest';
import HomeRouteQuery, { type HomeRouteQuery as HomeRouteQueryType } from '../../__generated__/HomeRouteQuery.graphql';
import { mockPayload } from '../../test/mockPayload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ProductCard } from '../ProductCard/ProductCard';

function FirstPopularProduct() {
  const data = useLazyLoadQuery<HomeRouteQueryType>(HomeRouteQuery, {});
  const product = data.popular?.nodes[0];
  return product ? <ProductCard product={product} /> : null;
}

const STANDARD = { __typename: 'SimpleProduct', id: 'p1', name: 'Belt', slug: 'belt', onSale: false, price: '65.45', regularPrice: '65.45', taxStatus: 'TAXABLE' };
const RATES = [
  { taxClass: 'STANDARD', rate: 19 },
  { taxClass: 'REDUCED_RATE', rate: 7 },
];

/** A product card, then the shop's price display as the server answers it (or an error, as WooGraphQL gives). */
async function renderCard(product: Record<string, unknown>, display: { pricesIncludeTax: boolean } | Error) {
  const { environment } = renderWithProviders(<FirstPopularProduct />, {
    respond: (operation) => mockPayload(operation, { popular: { nodes: [product] } }),
  });
  const mock = environment as RelayMockEnvironment;
  let operation: OperationDescriptor | undefined;
  await waitFor(() => {
    operation = mock.mock.getAllOperations().find((candidate) => candidate.request.node.params.name === 'PriceTaxNoteQuery');
    expect(operation).toBeDefined();
  });
  act(() => {
    if (display instanceof Error) mock.mock.reject(operation!, display);
    else mock.mock.resolve(operation!, { data: { shopPriceDisplay: { ...display, taxRates: RATES } } });
  });
}

describe('PriceTaxNote on a product card', () => {
  it('says the price includes the VAT rate of the product tax class', async () => {
    await renderCard({ ...STANDARD, taxClass: 'STANDARD' }, { pricesIncludeTax: true });
    expect(await screen.findByText('incl. 19% VAT')).toBeInTheDocument();
    expect(screen.getByText('€65.45')).toBeInTheDocument();
  });

  it('names the reduced rate for a reduced-rate product', async () => {
    await renderCard({ ...STANDARD, taxClass: 'REDUCED_RATE', price: '16.05', regularPrice: '16.05' }, { pricesIncludeTax: true });
    expect(await screen.findByText('incl. 7% VAT')).toBeInTheDocument();
  });

  it('says "excl. VAT" when the shop shows prices without tax', async () => {
    await renderCard({ ...STANDARD, taxClass: 'STANDARD', price: '55', regularPrice: '55' }, { pricesIncludeTax: false });
    expect(await screen.findByText('excl. VAT')).toBeInTheDocument();
    expect(screen.queryByText(/incl\./)).toBeNull();
  });

  it('labels nothing for a product without tax', async () => {
    await renderCard({ ...STANDARD, taxClass: 'STANDARD', taxStatus: 'NONE' }, { pricesIncludeTax: true });
    expect(await screen.findByText('€65.45')).toBeInTheDocument();
    expect(screen.queryByText(/VAT/)).toBeNull();
  });

  it('shows the price without a label when the backend does not know the extension', async () => {
    await renderCard({ ...STANDARD, taxClass: 'STANDARD' }, new Error('Cannot query field "shopPriceDisplay" on type "RootQuery".'));
    expect(await screen.findByText('€65.45')).toBeInTheDocument();
    expect(screen.queryByText(/VAT/)).toBeNull();
  });
});
