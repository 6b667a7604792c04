import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, FieldError, Group, Input, Label, NumberField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import * as styles from './QuantityField.css';

export interface QuantityFieldProps {
  label: ReactNode;
  /** The quantity the field shows; it follows this prop when it changes. */
  value: number;
  /** Called with a whole number within the bounds; anything else shows a message instead. */
  onChange: (quantity: number) => void;
  minValue?: number;
  maxValue?: number;
  isDisabled?: boolean;
  /** Told whether the typed quantity can be used, so a form can hold its submit button. */
  onValidityChange?: (valid: boolean) => void;
  classNames: { field?: string; label?: string; group?: string; input?: string; step?: string };
}

/**
 * A whole-number quantity with − and + steppers. What a shopper types is checked before it is used:
 * a fraction or an empty field shows a message and changes nothing (the cart takes whole units only).
 */
export function QuantityField({ label, value, onChange, minValue = 1, maxValue, isDisabled, onValidityChange, classNames }: QuantityFieldProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setDraft(value);
    setError(null);
  }, [value]);
  useEffect(() => onValidityChange?.(error === null), [error, onValidityChange]);

  const problem = (quantity: number): string | null => {
    if (!Number.isFinite(quantity) || !Number.isInteger(quantity)) {
      return intl.formatMessage({ id: 'quantity.wholeNumber', defaultMessage: 'Enter a whole number of at least {min}.' }, { min: minValue });
    }
    return null;
  };
  const change = (quantity: number) => {
    setDraft(quantity);
    const message = problem(quantity);
    setError(message);
    // At once, not in an effect: a submit kept before the field's code came (and carried out right
    // after it hydrates) must find the form holding its button already.
    onValidityChange?.(message === null);
    if (message === null && quantity !== value) onChange(quantity);
  };

  // On a server-rendered page a shopper may type a quantity before the app has taken over the field;
  // the browser kept it, so it becomes the quantity instead of being silently reset.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = input.current?.value.trim();
    if (typed && typed !== input.current?.defaultValue) change(Number(typed));
    // Only what the page was hydrated with; later typing goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <NumberField
      className={classNames.field}
      value={draft}
      minValue={minValue}
      maxValue={maxValue}
      isDisabled={isDisabled}
      isInvalid={error !== null}
      onChange={change}
    >
      <Label className={classNames.label}>{label}</Label>
      <Group className={classNames.group}>
        <Button className={classNames.step} slot="decrement">
          −
        </Button>
        <Input ref={input} className={classNames.input} />
        <Button className={classNames.step} slot="increment">
          +
        </Button>
      </Group>
      <FieldError className={styles.error}>{error}</FieldError>
    </NumberField>
  );
}
