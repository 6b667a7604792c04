import { useEffect, useRef } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { Selection } from '../../catalog/variations';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './VariationPicker.css';

export interface PickerAttribute {
  /** Normalised name, e.g. `pa_color`. */
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string; available: boolean }>;
}

export interface VariationPickerProps {
  attributes: readonly PickerAttribute[];
  selection: Selection;
  onSelect: (choices: ReadonlyArray<readonly [name: string, value: string]>) => void;
}

/**
 * One choice per variation attribute. Values that cannot be bought with the other choices are marked
 * but stay selectable: choosing one moves the other choices to a combination that has it.
 */
export function VariationPicker({ attributes, selection, onSelect }: VariationPickerProps) {
  const intl = useIntl();
  const picker = useRef<HTMLDivElement>(null);
  // On a server-rendered page a shopper may tap a choice before the app has taken over; the browser
  // checked that radio, so it becomes the choice instead of being silently ignored.
  useEffect(() => {
    const groups = picker.current?.querySelectorAll('[role="radiogroup"]') ?? [];
    const tapped = attributes.flatMap((attribute, index) => {
      const checked = groups[index]?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
      return checked && checked !== selection[attribute.name] ? [[attribute.name, checked] as const] : [];
    });
    if (tapped.length > 0) onSelect(tapped);
    // Only the state the page was hydrated with; later choices go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className={styles.picker} ref={picker}>
      {attributes.map((attribute) => {
        const chosen = attribute.options.find((option) => option.value === selection[attribute.name]);
        return (
          <RadioGroup
            key={attribute.name}
            className={styles.group}
            orientation="horizontal"
            value={chosen?.value ?? null}
            onChange={(value) => onSelect([[attribute.name, value]])}
          >
            <Label className={styles.label}>
              {attribute.label}
              {chosen ? <span className={styles.chosen}>: {chosen.label}</span> : null}
            </Label>
            <div className={styles.options}>
              {attribute.options.map((option) => (
                <Radio key={option.value} value={option.value} className={styles.option} data-unavailable={!option.available}>
                  {attribute.name === 'pa_color' ? (
                    <span className={styles.swatch} style={{ background: option.value }} aria-hidden="true" />
                  ) : null}
                  {option.label}
                  {option.available ? null : (
                    <span className={visuallyHidden}>
                      {intl.formatMessage({ id: 'variation.unavailable', defaultMessage: ', unavailable' })}
                    </span>
                  )}
                </Radio>
              ))}
            </div>
          </RadioGroup>
        );
      })}
    </div>
  );
}
