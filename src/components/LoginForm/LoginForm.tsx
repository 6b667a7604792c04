import { Button } from 'react-aria-components';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { serverMessage } from '../../mutations/serverMessage';
import { useLoginMutation } from '../../mutations/useLoginMutation';
import { PreloadLink } from '../../ui/PreloadLink/PreloadLink';
import * as styles from '../CheckoutForm/Checkout.css';
import { FormTextField } from '../FormTextField/FormTextField';
import { SubmitError } from '../SubmitError/SubmitError';
import { loginErrorMessage } from './loginErrors';

interface LoginValues {
  username: string;
  password: string;
}

/** Password sign-in with a logging-in state and the server's reason on failure (spec §4, §8). */
export function LoginForm() {
  const intl = useIntl();
  const login = useLoginMutation();
  const required = (value: string | undefined) =>
    value?.trim() ? undefined : intl.formatMessage({ id: 'form.required', defaultMessage: 'This field is required.' });

  const onSubmit = async ({ username, password }: LoginValues) => {
    try {
      const signedIn = await login({ provider: 'PASSWORD', credentials: { username: username.trim(), password } });
      return signedIn ? undefined : { [FORM_ERROR]: intl.formatMessage({ id: 'error.generic', defaultMessage: 'Something went wrong' }) };
    } catch (error) {
      return { [FORM_ERROR]: loginErrorMessage(serverMessage(error)) };
    }
  };

  return (
    <Form<LoginValues>
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
          <FormTextField name="username" label={<FormattedMessage id="login.username" defaultMessage="Username or email" />} autoComplete="username" isRequired validate={required} />
          <FormTextField name="password" type="password" label={<FormattedMessage id="login.password" defaultMessage="Password" />} autoComplete="current-password" isRequired validate={required} />
          <SubmitError error={submitError} />
          <Button type="submit" className={styles.primaryButton} isDisabled={submitting}>
            {submitting ? (
              <FormattedMessage id="login.loggingIn" defaultMessage="Signing in…" />
            ) : (
              <FormattedMessage id="login.submit" defaultMessage="Sign In" />
            )}
          </Button>
          <p>
            <PreloadLink to="/my-account/lost-password">
              <FormattedMessage id="login.lostPassword" defaultMessage="Forgot password?" />
            </PreloadLink>
          </p>
        </form>
      )}
    />
  );
}
