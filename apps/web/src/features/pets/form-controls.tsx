import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useController, type Control, type FieldPath, type FieldValues, type RegisterOptions } from 'react-hook-form';

type Bound<Values extends FieldValues> = {
  control: Control<Values>;
  name: FieldPath<Values>;
  rules?: Omit<RegisterOptions<Values, FieldPath<Values>>, 'valueAsNumber' | 'valueAsDate' | 'setValueAs' | 'disabled'>;
  label: string;
  className?: string;
};

/** Label, control and the message read with it (aria-describedby), as the account forms show them. */
function Labelled({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const described = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

/** A text, date or number-like input kept by a react-hook-form form. */
export function InputField<Values extends FieldValues>({
  control,
  name,
  rules,
  label,
  className,
  ...input
}: Bound<Values> & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange'>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name, ...(rules ? { rules } : {}) });
  const error = fieldState.error?.message;
  return (
    <Labelled id={id} label={label} error={error} className={className}>
      <input
        id={id}
        className="input"
        {...input}
        {...described(id, error)}
        name={field.name}
        ref={field.ref}
        value={String(field.value ?? '')}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
      />
    </Labelled>
  );
}

/** A choice among `options` ([value, label]); an empty value reads as 'not given'. */
export function SelectField<Values extends FieldValues>({
  control,
  name,
  rules,
  label,
  className,
  options,
  ...select
}: Bound<Values> & { options: readonly (readonly [string, string])[] } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'name' | 'value' | 'onChange'
  >) {
  const id = useId();
  const { field, fieldState } = useController({ control, name, ...(rules ? { rules } : {}) });
  const error = fieldState.error?.message;
  return (
    <Labelled id={id} label={label} error={error} className={className}>
      <select
        id={id}
        className="input"
        {...select}
        {...described(id, error)}
        name={field.name}
        ref={field.ref}
        value={String(field.value ?? '')}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** Free text over several lines. */
export function TextAreaField<Values extends FieldValues>({ control, name, rules, label, className }: Bound<Values>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name, ...(rules ? { rules } : {}) });
  const error = fieldState.error?.message;
  return (
    <Labelled id={id} label={label} error={error} className={className}>
      <textarea
        id={id}
        className="input min-h-24"
        {...described(id, error)}
        name={field.name}
        ref={field.ref}
        value={String(field.value ?? '')}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
      />
    </Labelled>
  );
}
