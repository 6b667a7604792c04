import { FormattedMessage } from 'react-intl';

export interface ResultSummaryProps {
  /** 1-based position of the first product shown. */
  from: number;
  to: number;
  total: number;
  className?: string;
}

/** "Showing 25 to 48 of 1,203". */
export function ResultSummary({ from, to, total, className }: ResultSummaryProps) {
  return (
    <p className={className} role="status">
      <FormattedMessage
        id="products.showing"
        defaultMessage="Showing {from, number} to {to, number} of {total, number}"
        values={{ from, to, total }}
      />
    </p>
  );
}
