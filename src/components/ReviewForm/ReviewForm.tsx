import { FORM_ERROR, type FormApi } from 'final-form';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Button, FieldError, Form, Input, Label, Radio, RadioGroup, TextArea, TextField } from 'react-aria-components';
import { Field, Form as FinalForm } from 'react-final-form';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useWriteReviewMutation } from '../../mutations/useWriteReviewMutation';
import { getAuthToken } from '../../relay/credentials';
import { errorMessage } from '../../relay/request-error';
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
    <Field<string> name={name} validate={validate}>
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

const TEXT_FIELDS = ['content', 'author', 'authorEmail'] as const;

/**
 * What a shopper typed and the rating they chose on the server's form before its code was in: the
 * browser kept them, and the form takes them over before its first update would clear them. An
 * effect, not a layout effect: a field only shows what the form says once it listens to it, which it
 * starts in an effect of its own.
 */
function AdoptEarlyInput({ form, element }: { form: FormApi<ReviewValues>; element: RefObject<HTMLFormElement | null> }) {
  useEffect(() => {
    const fields = element.current;
    if (!fields) return;
    form.batch(() => {
      for (const name of TEXT_FIELDS) {
        const field = fields.elements.namedItem(name);
        if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value) form.change(name, field.value);
      }
      const rating = fields.querySelector<HTMLInputElement>('input[type="radio"]:checked');
      if (rating) form.change('rating', Number(rating.value));
    });
  }, [element, form]);
  return null;
}

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
        <>
        <Form ref={formElement} className={styles.form} onSubmit={handleSubmit} aria-label={intl.formatMessage({ id: 'reviews.formLabel', defaultMessage: 'Review {product}' }, { product: productName })}>
          <Field<number> name="rating" validate={(value) => (value ? undefined : intl.formatMessage({ id: 'reviews.ratingRequired', defaultMessage: 'Please choose a rating.' }))}>
            {({ input, meta }) => (
              <RadioGroup
                className={styles.field}
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
          {submitError ? (
            <p className={styles.failure} role="alert">
              {submitError as string}
            </p>
          ) : null}
          <Button className={styles.submit} type="submit" isDisabled={submitting}>
            {submitting ? (
              <FormattedMessage id="reviews.submitting" defaultMessage="Sending…" />
            ) : (
              <FormattedMessage id="reviews.submit" defaultMessage="Submit review" />
            )}
          </Button>
        </Form>
        {/* After the form, so that its fields already listen to the form when this runs. */}
        <AdoptEarlyInput form={form} element={formElement} />
        </>
      )}
    />
  );
}
