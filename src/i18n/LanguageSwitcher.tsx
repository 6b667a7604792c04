import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { ChevronDownIcon } from '../ui/icons/ChevronDownIcon';
import { useLocale, useSwitchLocale } from './localeContext';
import { LANGUAGE_NAMES, LOCALES, isLocale, languageTag } from './locales';
import * as styles from './LanguageSwitcher.css';

/**
 * Picks the storefront's language (footer and mobile menu). Each language is listed under its own
 * name and marked with its `lang`, so a screen reader pronounces it and a shopper who reads only that
 * language can find it; choosing one keeps the current page.
 */
export function LanguageSwitcher() {
  const locale = useLocale();
  const switchLocale = useSwitchLocale();
  return (
    <Select
      className={styles.switcher}
      selectedKey={locale}
      onSelectionChange={(key) => {
        if (isLocale(key)) switchLocale(key);
      }}
    >
      <Label className={styles.label}>
        <FormattedMessage id="languageSwitcher.label" defaultMessage="Language" />
      </Label>
      <Button className={styles.button}>
        <SelectValue />
        <ChevronDownIcon width={16} height={16} />
      </Button>
      <Popover className={styles.popover}>
        <ListBox className={styles.list}>
          {LOCALES.map((option) => (
            <ListBoxItem key={option} id={option} className={styles.option} lang={languageTag(option)} textValue={LANGUAGE_NAMES[option]}>
              {LANGUAGE_NAMES[option]}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
