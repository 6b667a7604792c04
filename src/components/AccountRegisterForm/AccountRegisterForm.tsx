import { Button } from 'react-aria-components';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { serverMessage } from '../../mutations/serverMessage';
import { useRegisterCustomerMutation, type Registration } from '../../mutations/useRegisterCustomerMutation';
import * as styles from '../CheckoutForm/Checkout.css';
import { FormTextField } from '../FormTextField/FormTextField';
import { SubmitError } from '../SubmitError/SubmitError';

/** Creates an account and signs the shopper in; the page then says "Your account has been created.". */
export function AccountRegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const intl = useIntl();
  const register = useRegisterCustomerMutation();
  const required = (value: string | undefined) =>
    value?.trim() ? undefined : intl.formatMessage({ id: 'form.required', defaultMessage: 'This field is required.' });

  const onSubmit = async (values: Registration) => {
    try {
      await register(values);
      onRegistered();
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: serverMessage(error) };
    }
  };

  return (
    <Form<Registration>
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
          <FormTextField name="email" type="email" label={<FormattedMessage id="register.email" defaultMessage="Email" />} autoComplete="email" isRequired validate={required} />
          <FormTextField name="username" label={<FormattedMessage id="register.username" defaultMessage="Username" />} autoComplete="username" isRequired validate={required} />
          <FormTextField name="password" type="password" label={<FormattedMessage id="register.password" defaultMessage="Password" />} autoComplete="new-password" isRequired validate={required} />
          <SubmitError error={submitError} />
          <Button type="submit" className={styles.primaryButton} isDisabled={submitting}>
            <FormattedMessage id="register.submit" defaultMessage="Register" />
          </Button>
        </form>
      )}
    />
  );
}
