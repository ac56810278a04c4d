import { useId, useState, type FormEvent } from 'react';
import { mapError } from '../../lib/error-mapper';
import { serverFieldMessages } from '../../lib/form-rules';
import { useT, type Translate } from '../../lib/i18n/use-t';

/** The server's words for a refusal: the field's message ('Código de entrega incorreto…'), else the error's own. */
export function problemOf(error: unknown, t: Translate): string {
  const first = Object.values(serverFieldMessages(error, t))[0];
  if (first) return first;
  const reaction = mapError(error, { say: (m) => t(m) });
  return reaction.action === 'warn' ? (reaction.detail ?? reaction.title) : '';
}

type Props = {
  label: string;
  submitLabel: string;
  kind: 'code' | 'reason';
  /** resolves when done; rejects with the API's error, shown under the field */
  onSubmit: (value: string) => Promise<void>;
};

/** 'Entregue' asks the customer's 4-digit code; 'Não entregue' asks the reason. The server decides; its message shows here. */
export function FinishForm({ label, submitLabel, kind, onSubmit }: Props) {
  const { t } = useT();
  const id = useId();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem('');
    try {
      await onSubmit(value.trim());
    } catch (error) {
      setProblem(problemOf(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-2 rounded-xl bg-surface p-4 ring-1 ring-line"
    >
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {kind === 'code' ? (
        <input
          id={id}
          className="input w-40 text-center font-mono text-2xl tracking-[0.4em]"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={4}
          autoFocus
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => setValue(event.target.value.replace(/\D/g, '').slice(0, 4))}
        />
      ) : (
        <textarea
          id={id}
          className="input min-h-20"
          maxLength={300}
          autoFocus
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
      )}
      {problem ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn-primary self-start"
        disabled={busy || (kind === 'code' ? value.length !== 4 : value.trim() === '')}
      >
        {submitLabel}
      </button>
    </form>
  );
}
