import { useMemo, useRef } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import type { useVariationSelection_product$key } from '../../__generated__/useVariationSelection_product.graphql';
import {
  attributeParam,
  chosenAttributes,
  chosenVariation,
  type ChosenAttribute,
  isValueAvailable,
  normalizeAttributeName,
  selectValue,
  selectionFromParams,
  type Selection,
} from '../../catalog/variations';
import type { PickerAttribute } from '../VariationPicker/VariationPicker';

export interface VariationSelection {
  /** Whether the product has variations to choose from. */
  variable: boolean;
  selection: Selection;
  /** Database id of the variation the selection names, once it names one. */
  chosenId: number | null;
  /** The chosen values to send with the variation (AddToCartInput.variation). */
  chosenValues: ChosenAttribute[];
  pickerAttributes: PickerAttribute[];
  /** Chooses values, in order (several at once when taps made before hydration are taken over). */
  select: (choices: ReadonlyArray<readonly [name: string, value: string]>) => void;
}

/**
 * The variation choice of a variable product, kept in the URL as WooCommerce's `attribute_<name>`
 * parameters (the product's default attributes until the shopper chooses).
 */
export function useVariationSelection(product: useVariationSelection_product$key): VariationSelection {
  const data = useFragment(
    graphql`
      fragment useVariationSelection_product on Product {
        ... on ProductWithAttributes {
          attributes(first: 20) {
            nodes {
              name
              label
              options
              variation
              ... on GlobalProductAttribute {
                terms(first: 100) {
                  nodes {
                    slug
                    name
                  }
                }
              }
            }
          }
          defaultAttributes(first: 20) {
            nodes {
              name
              value
            }
          }
        }
        ... on ProductWithVariations {
          variations(first: 100) {
            nodes {
              databaseId
              purchasable
              stockStatus
              attributes(first: 20) {
                nodes {
                  name
                  value
                }
              }
            }
          }
        }
      }
    `,
    product,
  );
  const [searchParams, setSearchParams] = useSearchParams();

  const choices = useMemo(
    () =>
      (data.variations?.nodes ?? []).map((variation) => ({
        databaseId: variation.databaseId,
        attributes: Object.fromEntries(
          (variation.attributes?.nodes ?? []).map((attribute) => [normalizeAttributeName(attribute.name ?? ''), attribute.value ?? '']),
        ),
        available: variation.purchasable !== false && variation.stockStatus !== 'OUT_OF_STOCK',
      })),
    [data.variations],
  );
  const attributes = useMemo(
    () => (choices.length > 0 ? (data.attributes?.nodes ?? []).filter((attribute) => attribute.variation) : []),
    [data.attributes, choices.length],
  );
  const names = useMemo(() => attributes.map((attribute) => normalizeAttributeName(attribute.name ?? '')), [attributes]);

  const fromUrl = selectionFromParams(searchParams, names);
  const defaults: Selection = Object.fromEntries(
    (data.defaultAttributes?.nodes ?? [])
      .map((attribute) => [normalizeAttributeName(attribute.name ?? ''), attribute.value ?? ''] as const)
      .filter(([name, value]) => value && names.includes(name)),
  );
  const selection: Selection = Object.keys(fromUrl).length > 0 ? fromUrl : defaults;

  const pickerAttributes = attributes.map((attribute, index) => {
    const name = names[index]!;
    const termNames = new Map((attribute.terms?.nodes ?? []).map((term) => [term.slug ?? '', term.name ?? '']));
    return {
      name,
      label: attribute.label || attribute.name || name,
      options: (attribute.options ?? []).flatMap((value) =>
        value ? [{ value, label: termNames.get(value) || value, available: isValueAvailable(choices, selection, name, value) }] : [],
      ),
    };
  });

  // A choice made while the previous one is still on its way into the URL (the route revalidates first)
  // builds on that one: quick taps on colour then size must not drop the colour.
  const pending = useRef<{ url: string; next: Selection } | null>(null);
  const select = (picked: ReadonlyArray<readonly [name: string, value: string]>) => {
    const url = searchParams.toString();
    const base = pending.current?.url === url ? pending.current.next : selection;
    const next = picked.reduce((current, [name, value]) => selectValue(choices, current, name, value), base);
    pending.current = { url, next };
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        for (const attribute of names) updated.delete(attributeParam(attribute));
        for (const [attribute, chosen] of Object.entries(next)) if (chosen) updated.set(attributeParam(attribute), chosen);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const chosenId = chosenVariation(choices, selection, names)?.databaseId ?? null;
  return {
    variable: choices.length > 0,
    selection,
    chosenId,
    chosenValues: chosenId === null ? [] : chosenAttributes(selection, names),
    pickerAttributes,
    select,
  };
}
