import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { QuantityField } from './QuantityField';

const renderField = (minValue: number) => {
  const onChange = vi.fn();
  renderWithProviders(<QuantityField label="Quantity of Cap" value={2} minValue={minValue} onChange={onChange} classNames={{}} />);
  return onChange;
};

describe('QuantityField', () => {
  it('refuses a fraction with a message and keeps the quantity', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const onChange = renderField(1);
    const input = await screen.findByRole('textbox', { name: 'Quantity of Cap' });
    await user.clear(input);
    await user.type(input, '2.5');
    await user.tab();
    expect(await screen.findByText('Enter a whole number of at least 1.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, '3');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.queryByText('Enter a whole number of at least 1.')).toBeNull();
  });

  it('passes 0 on where 0 is allowed (a cart line: 0 removes it)', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const onChange = renderField(0);
    const input = await screen.findByRole('textbox', { name: 'Quantity of Cap' });
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(0);
  });
});
