import { Suspense, useMemo } from 'react';
import { useField } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { isPostcodeRequired, isStateRequired } from '../../checkout/addressFormat';
import { useCountryStates } from '../../checkout/useCountryStates';
import { FormSelect } from '../FormSelect/FormSelect';
import { FormTextField } from '../FormTextField/FormTextField';
import * as styles from '../CheckoutForm/Checkout.css';

/** The longest address field the shop takes (server/services/customers/profile.ts): longer text cannot be typed. */
export const ADDRESS_FIELD_MAX_LENGTH = 200;

export type AddressKind = 'billing' | 'shipping';

function useRequired() {
  const intl = useIntl();
  const message = intl.formatMessage({ id: 'form.required', defaultMessage: 'This field is required.' });
  return (value: string | undefined) => (value?.trim() ? undefined : message);
}

/**
 * A state Select when the country has states, else a text field (spec: countryStates); required
 * where the country's address format asks for it.
 */
function StateField({ kind, country, requireAddress }: { kind: AddressKind; country: string; requireAddress: boolean }) {
  const intl = useIntl();
  const requiredValue = useRequired();
  const states = useCountryStates(country);
  const required = requireAddress && isStateRequired(country, states.length > 0);
  const label = required ? (
    <FormattedMessage id="address.state" defaultMessage="State / County" />
  ) : (
    <FormattedMessage id="address.stateOptional" defaultMessage="State / County (optional)" />
  );
  if (states.length === 0) return <FormTextField maxLength={ADDRESS_FIELD_MAX_LENGTH} name={`${kind}.state`} label={label} autoComplete={`${kind} address-level1`} />;
  return (
    <FormSelect
      // A new country brings a new rule: the field registers again with it.
      key={String(required)}
      name={`${kind}.state`}
      label={label}
      isRequired={required}
      validate={required ? requiredValue : undefined}
      placeholder={intl.formatMessage({ id: 'form.selectOption', defaultMessage: 'Select an option…' })}
      options={states.map((state) => ({ id: state.code, label: state.name }))}
    />
  );
}

/**
 * One address of the checkout: names, street, city, postcode, country (from the shop's allowed
 * countries) and state, each required or optional as the country's address format says; the billing address also asks for email and phone. The account form keeps
 * addresses but does not insist on them (`requireAddress={false}`): a name change must not need a street.
 */
export function CheckoutAddressFields({ kind, countries, requireAddress = true }: { kind: AddressKind; countries: readonly string[]; requireAddress?: boolean }) {
  const intl = useIntl();
  const requiredValue = useRequired();
  const required = requireAddress ? requiredValue : () => undefined;
  const { input: country } = useField<string>(`${kind}.country`, { subscription: { value: true } });
  const postcodeRequired = requireAddress && isPostcodeRequired(country.value ?? '');
  const countryOptions = useMemo(() => {
    const names = new Intl.DisplayNames([intl.locale], { type: 'region' });
    return countries
      .map((code) => ({ id: code, label: names.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label, intl.locale));
  }, [countries, intl.locale]);
  const emailMessage = intl.formatMessage({ id: 'form.invalidEmail', defaultMessage: 'Please enter a valid email address.' });
  return (
    <>
      <div className={styles.twoColumns}>
        <FormTextField maxLength={ADDRESS_FIELD_MAX_LENGTH} name={`${kind}.firstName`} label={<FormattedMessage id="address.firstName" defaultMessage="First name" />} autoComplete={`${kind} given-name`} isRequired={requireAddress} validate={required} />
        <FormTextField maxLength={ADDRESS_FIELD_MAX_LENGTH} name={`${kind}.lastName`} label={<FormattedMessage id="address.lastName" defaultMessage="Last name" />} autoComplete={`${kind} family-name`} isRequired={requireAddress} validate={required} />
      </div>
      <FormTextField maxLength={ADDRESS_FIELD_MAX_LENGTH} name={`${kind}.company`} label={<FormattedMessage id="address.company" defaultMessage="Company (optional)" />} autoComplete={`${kind} organization`} />
      <FormSelect
        name={`${kind}.country`}
        label={<FormattedMessage id="address.country" defaultMessage="Country / Region" />}
        options={countryOptions}
        placeholder={intl.formatMessage({ id: 'form.selectOption', defaultMessage: 'Select an option…' })}
        isRequired={requireAddress}
        validate={required}
      />
      <FormTextField maxLength={ADDRESS_FIELD_MAX_LENGTH} name={`${kind}.address1`} label={<FormattedMessage id="address.address1" defaultMessage="Street address" />} autoComplete={`${kind} address-line1`} isRequired={requireAddress} validate={required} />
      <FormTextField maxLength={ADDRESS_FIELD_MAX_LENGTH} name={`${kind}.address2`} label={<FormattedMessage id="address.address2" defaultMessage="Apartment, suite, unit (optional)" />} autoComplete={`${kind} address-line2`} />
      <div className={styles.twoColumns}>
        {postcodeRequired ? (
          <FormTextField maxLength={ADDRESS_FIELD_MAX_LENGTH} key="required" name={`${kind}.postcode`} label={<FormattedMessage id="address.postcode" defaultMessage="Postcode / ZIP" />} autoComplete={`${kind} postal-code`} isRequired validate={required} />
        ) : (
          <FormTextField maxLength={ADDRESS_FIELD_MAX_LENGTH} key="optional" name={`${kind}.postcode`} label={<FormattedMessage id="address.postcodeOptional" defaultMessage="Postcode / ZIP (optional)" />} autoComplete={`${kind} postal-code`} />
        )}
        <FormTextField maxLength={ADDRESS_FIELD_MAX_LENGTH} name={`${kind}.city`} label={<FormattedMessage id="address.city" defaultMessage="Town / City" />} autoComplete={`${kind} address-level2`} isRequired={requireAddress} validate={required} />
      </div>
      {country.value ? (
        <Suspense fallback={null}>
          <StateField kind={kind} country={country.value} requireAddress={requireAddress} />
        </Suspense>
      ) : null}
      {kind === 'billing' ? (
        <div className={styles.twoColumns}>
          <FormTextField maxLength={ADDRESS_FIELD_MAX_LENGTH}
            name="billing.email"
            type="email"
            label={<FormattedMessage id="address.email" defaultMessage="Email address" />}
            autoComplete="email"
            isRequired={requireAddress}
            validate={(value) => required(value) ?? (!value?.trim() || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? undefined : emailMessage)}
          />
          <FormTextField maxLength={ADDRESS_FIELD_MAX_LENGTH} name="billing.phone" type="tel" label={<FormattedMessage id="address.phone" defaultMessage="Phone (optional)" />} autoComplete="tel" />
        </div>
      ) : null}
    </>
  );
}
