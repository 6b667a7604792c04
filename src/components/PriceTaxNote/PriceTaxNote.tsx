import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { createOperationDescriptor, type Environment } from 'relay-runtime';
import PriceTaxNoteQueryRequest, { type PriceTaxNoteQuery, type PriceTaxNoteQuery$data } from '../../__generated__/PriceTaxNoteQuery.graphql';
import { backend } from '../../backend/backend';
import * as styles from './PriceTaxNote.css';

/** Vitrine's extension: asked only of a backend that has it; elsewhere prices go unlabelled. */
const query = graphql`
  query PriceTaxNoteQuery {
    shopPriceDisplay {
      pricesIncludeTax
      taxRates {
        taxClass
        rate
      }
    }
  }
`;

type ShopPriceDisplay = NonNullable<PriceTaxNoteQuery$data['shopPriceDisplay']>;

/**
 * The prices a page shows are fetched with the page, for the shopper's current location; so is the setting,
 * once for all prices mounting together (one request in flight), and again when a later page mounts prices,
 * so a location change (another country's rate) reaches the labels with the prices. The last answer shows
 * meanwhile; a backend without the extension is never asked.
 */
const latest = new WeakMap<Environment, ShopPriceDisplay | null>();
const inFlight = new WeakMap<Environment, Promise<void>>();
/** Environments that already read the setting once: the first read may come from records the server embedded. */
const readOnce = new WeakSet<Environment>();

/** Fetches the setting on the server with the page, so its records ship in the HTML and hydration asks nothing. */
export function prefetchShopPriceDisplay(environment: Environment): Promise<unknown> {
  if (!backend().capabilities.shopPriceDisplay) return Promise.resolve(null);
  // Retained for the life of the request's environment, so no store clean-up drops it before the page is written.
  environment.retain(createOperationDescriptor(PriceTaxNoteQueryRequest, {}));
  return fetchQuery<PriceTaxNoteQuery>(environment, query, {})
    .toPromise()
    .catch(() => null);
}

function refresh(environment: Environment): Promise<void> {
  if (!backend().capabilities.shopPriceDisplay) return Promise.resolve();
  let pending = inFlight.get(environment);
  if (!pending) {
    const fetchPolicy = readOnce.has(environment) ? 'network-only' : 'store-or-network';
    readOnce.add(environment);
    pending = fetchQuery<PriceTaxNoteQuery>(environment, query, {}, { fetchPolicy })
      .toPromise()
      .then((data) => void latest.set(environment, data?.shopPriceDisplay ?? null))
      .catch(() => undefined)
      .finally(() => inFlight.delete(environment));
    inFlight.set(environment, pending);
  }
  return pending;
}

/**
 * The setting as the store already holds it: on the server after the prefetch, and in the browser from the
 * records the page embedded, so the label is in the server's HTML and hydration renders the same (no shift).
 */
function storedShopPriceDisplay(environment: Environment): ShopPriceDisplay | null {
  const operation = createOperationDescriptor(PriceTaxNoteQueryRequest, {});
  if (environment.check(operation).status !== 'available') return null;
  return (environment.lookup(operation.fragment).data as PriceTaxNoteQuery$data | null)?.shopPriceDisplay ?? null;
}

/** How the shop displays product prices (incl./excl. tax, rates per tax class); null until known or unsupported. */
function useShopPriceDisplay(): ShopPriceDisplay | null {
  const environment = useRelayEnvironment();
  const [display, setDisplay] = useState<ShopPriceDisplay | null>(() => latest.get(environment) ?? storedShopPriceDisplay(environment));
  useEffect(() => {
    let current = true;
    void refresh(environment).then(() => {
      if (current) setDisplay(latest.get(environment) ?? null);
    });
    return () => {
      current = false;
    };
  }, [environment]);
  return display;
}

export interface PriceTaxNoteProps {
  /** The product's (or chosen variation's) WooGraphQL tax class and status. */
  taxClass: string | null | undefined;
  taxStatus: string | null | undefined;
}

/**
 * What a product price includes, as the shop displays prices: "incl. 19% VAT" (the rate of the product's
 * tax class where the shopper is) or "excl. VAT". Nothing for a product without tax, or before the shop's
 * setting is known.
 */
export function PriceTaxNote({ taxClass, taxStatus }: PriceTaxNoteProps) {
  const intl = useIntl();
  const display = useShopPriceDisplay();
  if (!display || taxStatus !== 'TAXABLE') return null;
  if (!display.pricesIncludeTax) {
    return (
      <span className={styles.note}>
        <FormattedMessage id="tax.excluded" defaultMessage="excl. VAT" />
      </span>
    );
  }
  const rate = display.taxRates.find((candidate) => candidate.taxClass === (taxClass ?? 'STANDARD'))?.rate;
  if (!rate) return null;
  return (
    <span className={styles.note}>
      <FormattedMessage
        id="price.includesVat"
        defaultMessage="incl. {rate} VAT"
        values={{ rate: intl.formatNumber(rate / 100, { style: 'percent', maximumFractionDigits: 2 }) }}
      />
    </span>
  );
}
