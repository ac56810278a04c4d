import type { ComponentProps } from 'react';
import { useController, type Control, type FieldPath, type FieldValues, type RegisterOptions } from 'react-hook-form';
import { Field } from './field';

type Props<Values extends FieldValues, Name extends FieldPath<Values>> = Omit<
  ComponentProps<typeof Field>,
  'value' | 'onValue' | 'error' | 'name' | 'ref'
> & {
  control: Control<Values>;
  name: Name;
  rules?: Omit<RegisterOptions<Values, Name>, 'valueAsNumber' | 'valueAsDate' | 'setValueAs' | 'disabled'>;
  /** Shapes the text as it is typed (CEP, phone, dates). */
  mask?: (typed: string) => string;
};

/** A Field kept by a react-hook-form form: its value, its rules and the message under it (ours or the server's). */
export function FormField<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  rules,
  mask,
  ...field
}: Props<Values, Name>) {
  const { field: bound, fieldState } = useController({ control, name, ...(rules ? { rules } : {}) });
  return (
    <Field
      {...field}
      name={bound.name}
      ref={bound.ref}
      value={String(bound.value ?? '')}
      onValue={(typed) => bound.onChange(mask ? mask(typed) : typed)}
      onBlur={bound.onBlur}
      error={fieldState.error?.message}
    />
  );
}
