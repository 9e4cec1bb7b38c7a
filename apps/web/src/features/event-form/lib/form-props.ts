import type { EventField } from './event-form-fields.ts';
import type { EventFormValues } from './event-form-values.ts';

/** What each step's fields get from the form: the values, a setter and the translated errors. */
export interface StepFieldsProps {
  values: EventFormValues;
  change: <K extends keyof EventFormValues>(key: K, value: EventFormValues[K], field?: EventField) => void;
  /** Translated error texts by field. */
  errors: Partial<Record<EventField, string>>;
}
