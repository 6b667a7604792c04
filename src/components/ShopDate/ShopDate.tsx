import { useFormatDate } from '../../i18n/format';

/** A date the server sent, as 'Month day, year' in the active locale (spec §9). */
export function ShopDate({ value }: { value: string | null | undefined }) {
  const formatDate = useFormatDate();
  return <>{value ? formatDate(value) : ''}</>;
}
