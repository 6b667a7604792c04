import type { ReactNode } from 'react';
import { FieldError, Input, Label, TextArea, TextField } from 'react-aria-components';
import { useField } from 'react-final-form';
import { textFieldParse } from '../../lib/typedText';
import * as styles from './FormField.css';

export interface FormTextFieldProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  isRequired?: boolean;
  /** A text area; a number sets its height in lines (default 3). */
  multiline?: boolean | number;
  /** Characters the field takes (the server's limit, so nothing typed is refused later). */
  maxLength?: number;
  validate?: (value: string | undefined) => string | undefined;
}

/**
 * A react-final-form field drawn as a react-aria TextField: labelled, with its error (the client's
 * check, or the server's after a submit) announced and tied to the input. It keeps no invisible
 * control characters a paste brought (see typedText), so the form never sends one.
 */
export function FormTextField({ name, label, type = 'text', autoComplete, isRequired, multiline, maxLength, validate }: FormTextFieldProps) {
  const parse = textFieldParse(type === 'password' ? 'password' : multiline ? 'multi-line' : 'single-line');
  const { input, meta } = useField<string | undefined>(name, { validate, parse });
  const error = meta.touched ? ((meta.error as string | undefined) ?? (!meta.dirtySinceLastSubmit ? (meta.submitError as string | undefined) : undefined)) : undefined;
  return (
    <TextField
      className={styles.field}
      name={input.name}
      type={type}
      autoComplete={autoComplete}
      isRequired={isRequired}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={() => input.onBlur()}
      onFocus={() => input.onFocus()}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      <Label className={styles.label}>{label}</Label>
      {multiline ? <TextArea className={styles.input} rows={multiline === true ? 3 : multiline} maxLength={maxLength} /> : <Input className={styles.input} maxLength={maxLength} />}
      <FieldError className={styles.error}>{error}</FieldError>
    </TextField>
  );
}
