import type { FormApi } from 'final-form';
import { useEffect, type RefObject } from 'react';

/** The form's fields to adopt, each with how its text becomes the form's value. */
export type EarlyInputFields = Record<string, (text: string) => unknown>;

/** What the shopper left in a control: a text field's text, a radio group's checked value. */
function controlValue(control: Element | RadioNodeList | null): string {
  if (typeof RadioNodeList !== 'undefined' && control instanceof RadioNodeList) return control.value;
  if (control instanceof HTMLInputElement) return control.type === 'radio' || control.type === 'checkbox' ? (control.checked ? control.value : '') : control.value;
  if (control instanceof HTMLTextAreaElement) return control.value;
  return '';
}

/**
 * What a shopper typed or chose in a server-rendered form before the app took it over: the browser
 * kept it, and the form adopts it instead of clearing it with its first update. Render it as the
 * form's last child: its effect then runs once the fields before it listen to the form (a field shows
 * what the form holds only from then on, and starts listening in an effect of its own), and the
 * form's element is in `element` by then.
 */
export function AdoptEarlyInput<Values extends object>({ form, element, fields }: { form: FormApi<Values>; element: RefObject<HTMLFormElement | null>; fields: EarlyInputFields }) {
  useEffect(() => {
    const controls = element.current?.elements;
    if (!controls) return;
    form.batch(() => {
      for (const [name, parse] of Object.entries(fields)) {
        const text = controlValue(controls.namedItem(name));
        if (text) form.change(name as keyof Values, parse(text) as never);
      }
    });
  }, [element, form, fields]);
  return null;
}
