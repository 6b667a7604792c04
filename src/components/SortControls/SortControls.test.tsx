import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SORT_KEYS } from '../../catalog/sort';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SortControls } from './SortControls';

describe('SortControls', () => {
  it('a newly chosen key starts in its natural direction, not the previous key’s', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<SortControls sort="date" order="DESC" keys={SORT_KEYS} onChange={onChange} />);
    await user.click(await screen.findByRole('button', { name: /Sort by/ }));
    await user.click(screen.getByRole('option', { name: 'Price' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('price', 'ASC'));
    await user.click(screen.getByRole('button', { name: 'Ascending order; switch to descending' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('price', 'DESC'));
    await user.click(screen.getByRole('button', { name: /Sort by/ }));
    await user.click(screen.getByRole('option', { name: 'Rating' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('rating', 'DESC'));
  });
});
