import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { serverMessage } from '../../mutations/serverMessage';
import { useUpdatePasswordMutation } from '../../mutations/useUpdatePasswordMutation';
import * as styles from '../CheckoutForm/Checkout.css';
import { FormTextField } from '../FormTextField/FormTextField';
import { backend } from '../../backend/backend';
import { SubmitError } from '../SubmitError/SubmitError';

interface PasswordValues {
  currentPassword?: string;
  password?: string;
  confirmation?: string;
}

/** Current, new and confirmed password (spec §3 "Account form", §5 matching rule). */
export function AccountPasswordForm({ viewerId }: { viewerId: string }) {
  const intl = useIntl();
  const updatePassword = useUpdatePasswordMutation();
  const [saved, setSaved] = useState(false);
  const required = (value: string | undefined) =>
    value ? undefined : intl.formatMessage({ id: 'form.required', defaultMessage: 'This field is required.' });
  const mismatch = intl.formatMessage({ id: 'password.mismatch', defaultMessage: 'Passwords do not match. Please try again.' });

  const onSubmit = async (values: PasswordValues, form: { restart: () => void }) => {
    setSaved(false);
    try {
      await updatePassword({ viewerId, currentPassword: values.currentPassword ?? '', password: values.password ?? '' });
      // Passwords are not kept on the page once saved.
      form.restart();
      setSaved(true);
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: serverMessage(error) };
    }
  };

  return (
    <Form<PasswordValues>
      onSubmit={onSubmit}
      validate={(values) => (values.confirmation && values.password !== values.confirmation ? { confirmation: mismatch } : {})}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
          {/* Asked only where the backend checks it (a Vitrine extension): WooGraphQL's updateUser does not. */}
          {backend().capabilities.currentPassword ? (
            <FormTextField name="currentPassword" type="password" label={<FormattedMessage id="password.current" defaultMessage="Current password" />} autoComplete="current-password" isRequired validate={required} />
          ) : null}
          <FormTextField name="password" type="password" label={<FormattedMessage id="password.new" defaultMessage="New password" />} autoComplete="new-password" isRequired validate={required} />
          <FormTextField name="confirmation" type="password" label={<FormattedMessage id="password.confirm" defaultMessage="Confirm new password" />} autoComplete="new-password" isRequired validate={required} />
          <SubmitError error={submitError} />
          {saved ? (
            <p role="status" className={styles.success}>
              <FormattedMessage id="account.updated" defaultMessage="Updated successfully" />
            </p>
          ) : null}
          <Button type="submit" className={styles.primaryButton} isDisabled={submitting}>
            <FormattedMessage id="password.submit" defaultMessage="Change password" />
          </Button>
        </form>
      )}
    />
  );
}
