import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { serverMessage } from '../../mutations/serverMessage';
import { useResetUserPasswordMutation } from '../../mutations/useResetUserPasswordMutation';
import { useSendPasswordResetEmailMutation } from '../../mutations/useSendPasswordResetEmailMutation';
import { PreloadLink } from '../../ui/PreloadLink/PreloadLink';
import * as styles from '../CheckoutForm/Checkout.css';
import { FormTextField } from '../FormTextField/FormTextField';
import { SubmitError } from '../SubmitError/SubmitError';

/** Asks for the link; the answer never tells whether the address is registered (spec §8). */
function RequestLink() {
  const intl = useIntl();
  const sendResetEmail = useSendPasswordResetEmailMutation();
  const [sent, setSent] = useState(false);
  const failed = intl.formatMessage({
    id: 'lostPassword.sendFailed',
    defaultMessage: 'There was an error sending the reset password email. Please try again later.',
  });
  if (sent) {
    return (
      <p role="status" className={styles.success}>
        <FormattedMessage
          id="lostPassword.sent"
          defaultMessage="If your email address is registered with us, you will receive an email with a link to reset your password."
        />
      </p>
    );
  }
  return (
    <Form<{ username?: string }>
      onSubmit={async ({ username }) => {
        const success = await sendResetEmail(username ?? '').catch(() => false);
        if (!success) return { [FORM_ERROR]: failed };
        setSent(true);
        return undefined;
      }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
          <p>
            <FormattedMessage id="lostPassword.intro" defaultMessage="Enter your username or email address and we will send you a link to reset your password." />
          </p>
          <FormTextField
            name="username"
            label={<FormattedMessage id="login.username" defaultMessage="Username or email" />}
            autoComplete="username"
            isRequired
            validate={(value) => (value?.trim() ? undefined : intl.formatMessage({ id: 'form.required', defaultMessage: 'This field is required.' }))}
          />
          <SubmitError error={submitError} />
          <Button type="submit" className={styles.primaryButton} isDisabled={submitting}>
            <FormattedMessage id="lostPassword.send" defaultMessage="Reset password" />
          </Button>
        </form>
      )}
    />
  );
}

interface ResetValues {
  password?: string;
  confirmation?: string;
}

/** Sets the new password with the mailed key and login; an invalid link prompts for a new one (spec §5). */
function ResetPassword({ resetKey, login }: { resetKey: string; login: string }) {
  const intl = useIntl();
  const resetPassword = useResetUserPasswordMutation();
  const [outcome, setOutcome] = useState<'done' | 'invalid' | null>(null);
  const mismatch = intl.formatMessage({ id: 'password.mismatch', defaultMessage: 'Passwords do not match. Please try again.' });
  if (outcome === 'done') {
    return (
      <p role="status" className={styles.success}>
        <FormattedMessage id="lostPassword.done" defaultMessage="Your password has been reset." />{' '}
        <PreloadLink to="/my-account">
          <FormattedMessage id="lostPassword.signIn" defaultMessage="Sign In" />
        </PreloadLink>
      </p>
    );
  }
  if (outcome === 'invalid') {
    return (
      <>
        <p role="alert" className={styles.alert}>
          <FormattedMessage id="lostPassword.invalidLink" defaultMessage="Password reset link is invalid." />
        </p>
        <RequestLink />
      </>
    );
  }
  return (
    <Form<ResetValues>
      onSubmit={async ({ password }) => {
        try {
          const done = await resetPassword({ key: resetKey, login, password: password ?? '' });
          setOutcome(done ? 'done' : 'invalid');
          return undefined;
        } catch (error) {
          const message = serverMessage(error);
          if (/key|invalid|expired/i.test(message)) {
            setOutcome('invalid');
            return undefined;
          }
          return {
            [FORM_ERROR]: intl.formatMessage({ id: 'lostPassword.resetFailed', defaultMessage: 'There was an error resetting the password. Please try again later.' }),
          };
        }
      }}
      validate={(values) => (values.confirmation && values.password !== values.confirmation ? { confirmation: mismatch } : {})}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
          <FormTextField name="password" type="password" label={<FormattedMessage id="password.new" defaultMessage="New password" />} autoComplete="new-password" isRequired />
          <FormTextField name="confirmation" type="password" label={<FormattedMessage id="password.confirm" defaultMessage="Confirm new password" />} autoComplete="new-password" isRequired />
          <SubmitError error={submitError} />
          <Button type="submit" className={styles.primaryButton} isDisabled={submitting}>
            <FormattedMessage id="lostPassword.save" defaultMessage="Save password" />
          </Button>
        </form>
      )}
    />
  );
}

/** The lost-password screen: with `key` and `login` from the mailed link it resets, else it asks for the link. */
export function LostPasswordForm({ resetKey, login }: { resetKey: string | null; login: string | null }) {
  return resetKey && login ? <ResetPassword resetKey={resetKey} login={login} /> : <RequestLink />;
}
