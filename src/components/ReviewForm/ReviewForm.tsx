import { FORM_ERROR } from 'final-form';
import { useRef, useState } from 'react';
import { Button, FieldError, Form, Input, Label, Radio, RadioGroup, TextArea, TextField } from 'react-aria-components';
import { Field, Form as FinalForm } from 'react-final-form';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useWriteReviewMutation } from '../../mutations/useWriteReviewMutation';
import { AdoptEarlyInput, type EarlyInputFields } from '../AdoptEarlyInput/AdoptEarlyInput';
import { textFieldParse } from '../../lib/typedText';
import { getAuthToken } from '../../relay/credentials';
import { errorMessage } from '../../relay/request-error';
import { SubmitError } from '../SubmitError/SubmitError';
import * as styles from './ReviewForm.css';

interface ReviewValues {
  rating?: number;
  content?: string;
  author?: string;
  authorEmail?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const RATINGS = [1, 2, 3, 4, 5] as const;

function required(intl: IntlShape) {
  return (value: unknown) =>
    value === undefined || value === null || String(value).trim() === ''
      ? intl.formatMessage({ id: 'form.required', defaultMessage: 'This field is required.' })
      : undefined;
}

function TextInput({ name, label, type = 'text', multiline = false, validate }: {
  name: keyof ReviewValues;
  label: string;
  type?: string;
  multiline?: boolean;
  validate: (value: unknown) => string | undefined;
}) {
  return (
    <Field<string | undefined> name={name} validate={validate} parse={textFieldParse(multiline ? 'multi-line' : 'single-line')}>
      {({ input, meta }) => {
        const error = meta.touched ? (meta.error as string | undefined) ?? (meta.submitError as string | undefined) : undefined;
        return (
          <TextField
            className={styles.field}
            name={input.name}
            type={type}
            value={input.value ?? ''}
            onChange={input.onChange}
            onBlur={() => input.onBlur()}
            isInvalid={!!error}
            isRequired
            validationBehavior="aria"
          >
            <Label className={styles.label}>{label}</Label>
            {multiline ? <TextArea className={styles.textarea} /> : <Input className={styles.input} />}
            <FieldError className={styles.error}>{error}</FieldError>
          </TextField>
        );
      }}
    </Field>
  );
}

/** What a shopper may have typed or chosen before the form's code was in (see AdoptEarlyInput), kept as its field keeps it. */
const EARLY_INPUT: EarlyInputFields = {
  rating: Number,
  content: textFieldParse('multi-line'),
  author: textFieldParse('single-line'),
  authorEmail: textFieldParse('single-line'),
};

/** The write-a-review form (spec §7 writeReview): rating and text, plus name and email for guests. */
export function ReviewForm({ productId, productDatabaseId, productName }: { productId: string; productDatabaseId: number; productName: string }) {
  const intl = useIntl();
  const { writeReview } = useWriteReviewMutation(productId);
  const [sent, setSent] = useState<'approved' | 'held' | null>(null);
  const isGuest = !getAuthToken();
  const isRequired = required(intl);
  const formElement = useRef<HTMLFormElement>(null);

  if (sent) {
    return (
      <p className={styles.success} role="status">
        {sent === 'held' ? (
          <FormattedMessage id="reviews.thanksHeld" defaultMessage="Thank you for your review! It will appear once it has been approved." />
        ) : (
          <FormattedMessage id="reviews.thanks" defaultMessage="Thank you for your review!" />
        )}
      </p>
    );
  }

  return (
    <FinalForm<ReviewValues>
      onSubmit={async (values) => {
        try {
          const status = await writeReview({
            commentOn: productDatabaseId,
            rating: values.rating!,
            content: values.content!.trim(),
            ...(isGuest ? { author: values.author!.trim(), authorEmail: values.authorEmail!.trim() } : {}),
          });
          setSent(status === 'HOLD' ? 'held' : 'approved');
          return undefined;
        } catch (error) {
          return { [FORM_ERROR]: errorMessage(error) };
        }
      }}
      render={({ handleSubmit, submitting, submitError, form }) => (
        <Form ref={formElement} className={styles.form} onSubmit={handleSubmit} aria-label={intl.formatMessage({ id: 'reviews.formLabel', defaultMessage: 'Review {product}' }, { product: productName })}>
          <Field<number> name="rating" validate={(value) => (value ? undefined : intl.formatMessage({ id: 'reviews.ratingRequired', defaultMessage: 'Please choose a rating.' }))}>
            {({ input, meta }) => (
              <RadioGroup
                className={styles.field}
                name={input.name}
                value={input.value ? String(input.value) : null}
                onChange={(value) => input.onChange(Number(value))}
                orientation="horizontal"
                isRequired
                isInvalid={meta.touched && !!meta.error}
                validationBehavior="aria"
              >
                <Label className={styles.label}>
                  <FormattedMessage id="reviews.rating" defaultMessage="Your rating" />
                </Label>
                <div className={styles.stars}>
                  {RATINGS.map((stars) => (
                    <Radio
                      key={stars}
                      value={String(stars)}
                      className={styles.star}
                      data-filled={(input.value ?? 0) >= stars}
                      aria-label={intl.formatMessage({ id: 'reviews.stars', defaultMessage: '{count, plural, one {# star} other {# stars}}' }, { count: stars })}
                    >
                      ★
                    </Radio>
                  ))}
                </div>
                <FieldError className={styles.error}>{meta.touched ? (meta.error as string) : null}</FieldError>
              </RadioGroup>
            )}
          </Field>
          <TextInput name="content" multiline label={intl.formatMessage({ id: 'reviews.content', defaultMessage: 'Your review' })} validate={isRequired} />
          {isGuest ? (
            <div className={styles.row}>
              <TextInput name="author" label={intl.formatMessage({ id: 'reviews.name', defaultMessage: 'Name' })} validate={isRequired} />
              <TextInput
                name="authorEmail"
                type="email"
                label={intl.formatMessage({ id: 'reviews.email', defaultMessage: 'Email' })}
                validate={(value) =>
                  isRequired(value) ??
                  (EMAIL.test(String(value).trim()) ? undefined : intl.formatMessage({ id: 'form.invalidEmail', defaultMessage: 'Please enter a valid email address.' }))
                }
              />
            </div>
          ) : null}
          <SubmitError error={submitError} className={styles.failure} />
          <Button className={styles.submit} type="submit" isDisabled={submitting}>
            {submitting ? (
              <FormattedMessage id="reviews.submitting" defaultMessage="Sending…" />
            ) : (
              <FormattedMessage id="reviews.submit" defaultMessage="Submit review" />
            )}
          </Button>
          {/* Last, so that the fields before it already listen to the form when its effect runs. */}
          <AdoptEarlyInput form={form} element={formElement} fields={EARLY_INPUT} />
        </Form>
      )}
    />
  );
}
