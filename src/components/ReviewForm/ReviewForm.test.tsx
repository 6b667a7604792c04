import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pendingOperation } from '../../test/cartFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ReviewForm } from './ReviewForm';

describe('ReviewForm', () => {
  it('sends a guest’s pasted review without the invisible control characters it brought, keeping its lines', async () => {
    const user = userEvent.setup();
    const { environment } = renderWithProviders(<ReviewForm productId="product-1" productDatabaseId={11} productName="Beanie" />);
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.click(screen.getByRole('textbox', { name: 'Your review' }));
    await user.paste('Warm\u0000 and soft.\n\tWould buy again.\u0007');
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.paste('Maria\u0000');
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    await user.paste('maria@example.com\u0000');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    const review = pendingOperation(environment, 'useWriteReviewMutation')!;
    expect(review.request.variables.input).toEqual({
      commentOn: 11,
      rating: 4,
      content: 'Warm and soft.\n\tWould buy again.',
      author: 'Maria',
      authorEmail: 'maria@example.com',
    });
  });
});
