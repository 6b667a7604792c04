import type { ReactNode } from 'react';
import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { useField } from 'react-final-form';
import { ChevronDownIcon } from '../../ui/icons/ChevronDownIcon';
import * as styles from '../FormTextField/FormField.css';

export interface FormSelectOption {
  id: string;
  label: string;
}

export interface FormSelectProps {
  name: string;
  label: ReactNode;
  options: FormSelectOption[];
  isRequired?: boolean;
  placeholder?: string;
  validate?: (value: string | undefined) => string | undefined;
}

/** A react-final-form field drawn as a react-aria Select (country, state). */
export function FormSelect({ name, label, options, isRequired, placeholder, validate }: FormSelectProps) {
  const { input, meta } = useField<string>(name, { validate });
  const error = meta.touched ? ((meta.error as string | undefined) ?? (!meta.dirtySinceLastSubmit ? (meta.submitError as string | undefined) : undefined)) : undefined;
  return (
    <Select
      className={styles.field}
      name={input.name}
      selectedKey={input.value || null}
      onSelectionChange={(key) => input.onChange(key === null ? '' : String(key))}
      onBlur={() => input.onBlur()}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      placeholder={placeholder}
    >
      <Label className={styles.label}>{label}</Label>
      <Button className={styles.selectButton}>
        <SelectValue />
        <ChevronDownIcon width={16} height={16} />
      </Button>
      <FieldError className={styles.error}>{error}</FieldError>
      <Popover className={styles.popover}>
        <ListBox items={options}>
          {(option) => (
            <ListBoxItem className={styles.option} id={option.id} textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
