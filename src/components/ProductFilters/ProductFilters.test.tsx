import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { useLazyLoadQuery } from 'react-relay/hooks';
import { describe, expect, it, vi } from 'vitest';
import FiltersQuery, { type ProductListRouteFiltersQuery } from '../../__generated__/ProductListRouteFiltersQuery.graphql';
import type { Filters } from '../../catalog/filters';
import { mockPayload } from '../../test/mockPayload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { useProductFilterFacets } from './ProductFilterFacets';
import { ProductFilters } from './ProductFilters';

function Harness({ filters, onChange }: { filters: Filters; onChange: (filters: Filters) => void }) {
  const data = useLazyLoadQuery<ProductListRouteFiltersQuery>(FiltersQuery, { where: { search: 'filtered' }, baseWhere: {} });
  const options = useProductFilterFacets(data.base!.facets!);
  const counts = useProductFilterFacets(data.current?.facets ?? null);
  return <ProductFilters options={options} counts={counts} filters={filters} showCategories onChange={onChange} />;
}

const term = (slug: string, name: string, count: number) => ({ slug, name, count, databaseId: slug.length, taxonomyName: 'x' });
const facets = (colorCounts: [number, number]) => ({
  onSale: 3,
  categories: [term('hoodies', 'Hoodies', 4), term('music', 'Music', 2)],
  attributes: [{ taxonomy: 'pa_color', label: 'Color', terms: [term('blue', 'Blue', colorCounts[0]), term('red', 'Red', colorCounts[1])] }],
  ratings: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: rating >= 4 ? 2 : 1 })),
  priceRange: { min: 2.5, max: 90 },
});

/** Applies each change as the list route does, so the filters come back as new props. */
function LiveHarness() {
  const [filters, setFilters] = useState<Filters>({});
  return <Harness filters={filters} onChange={setFilters} />;
}

function renderFilters(filters: Filters = {}) {
  const onChange = vi.fn();
  renderWithProviders(<Harness filters={filters} onChange={onChange} />, {
    respond: (operation) => mockPayload(operation, { base: { facets: facets([4, 4]) }, current: { facets: facets([4, 0]) } }),
  });
  return onChange;
}

describe('ProductFilters', () => {
  it('lists every option with its count in the current result', async () => {
    renderFilters({ pa_color: ['blue'] });
    expect(await screen.findByRole('group', { name: 'Color' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Blue (4)' })).toBeChecked();
    // Red has no product among the blue ones, but stays selectable to widen the choice.
    expect(screen.getByRole('checkbox', { name: 'Red (0)' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Hoodies (4)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'On sale (3)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4 stars & up (4)' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: /Lowest price/ })).toHaveAttribute('min', '2');
    expect(screen.getByRole('slider', { name: /Highest price/ })).toHaveAttribute('max', '90');
  });

  it('reports each change as the new set of filters', async () => {
    const user = userEvent.setup();
    const onChange = renderFilters({ pa_color: ['blue'] });
    await user.click(await screen.findByRole('checkbox', { name: 'Red (0)' }));
    expect(onChange).toHaveBeenLastCalledWith({ pa_color: ['blue', 'red'] }, undefined);
    await user.click(screen.getByRole('checkbox', { name: 'On sale (3)' }));
    expect(onChange).toHaveBeenLastCalledWith({ pa_color: ['blue'], sale: ['true'] }, undefined);
    await user.click(screen.getByRole('radio', { name: '3 stars & up (5)' }));
    expect(onChange).toHaveBeenLastCalledWith({ pa_color: ['blue'], rating: ['3'] }, 'rating');
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it('moves the price range with the keyboard, applying the steps once they pause', async () => {
    const user = userEvent.setup();
    const onChange = renderFilters();
    const low = await screen.findByRole('slider', { name: /Lowest price/ });
    low.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    // The upper thumb was not moved: it adds no bound, so dearer products are not cut off.
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ price: ['5', '*'] }, 'price'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('keeps keyboard focus on the thumb while stepping through prices that are applied', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LiveHarness />, {
      respond: (operation) => mockPayload(operation, { base: { facets: facets([4, 4]) }, current: { facets: facets([4, 4]) } }),
    });
    const low = await screen.findByRole('slider', { name: /Lowest price/ });
    low.focus();
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowRight}');
    const stepped = screen.getByRole('slider', { name: /Lowest price/ });
    expect(stepped).toHaveFocus();
    expect(stepped).toHaveValue('4');
  });
});
