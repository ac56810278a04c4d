import { cents, maskCep, NO_CHANGE, onlyDigits, reaisToCents, validateCashAmount, type Cents } from '@store/core';
import { useId, useState, type FormEvent } from 'react';
import type { Translate } from '../../lib/i18n/use-t';
import type { PromptRequest } from '../../lib/stores/prompt-store';

type Props = { request: PromptRequest; settle: (value: unknown) => void; t: Translate };

const buttonRow = 'mt-4 flex justify-end gap-2';

/** The body of each prompt kind; answers through `settle`. */
export function PromptForm({ request, settle, t }: Props) {
  const inputId = useId();
  const [value, setValue] = useState(
    request.kind === 'text' || request.kind === 'postalCode' ? (request.initial ?? '') : '',
  );
  const [noChange, setNoChange] = useState(false);
  const [error, setError] = useState('');
  const cancel = (
    <button type="button" className="btn-text" onClick={() => settle(request.kind === 'confirm' ? false : null)}>
      {request.kind === 'confirm' && request.cancelLabel ? request.cancelLabel : t('ui.cancel')}
    </button>
  );

  switch (request.kind) {
    case 'confirm':
      return (
        <div>
          {request.message ? <p className="text-muted">{request.message}</p> : null}
          <div className={buttonRow}>
            {cancel}
            <button type="button" className="btn-primary" onClick={() => settle(true)} autoFocus>
              {request.confirmLabel ?? t('ui.confirm')}
            </button>
          </div>
        </div>
      );
    case 'actions':
    case 'dialog':
      return (
        <div>
          {request.kind === 'dialog' && request.message ? <p className="text-muted">{request.message}</p> : null}
          <ul className={request.kind === 'actions' ? 'flex flex-col gap-1' : buttonRow}>
            {(request.actions ?? [{ id: 'ok', label: t('ui.ok') }]).map((action, index) => (
              <li key={action.id}>
                <button
                  type="button"
                  className={
                    request.kind === 'actions'
                      ? 'w-full rounded-lg px-3 py-3 text-left hover:bg-line/40'
                      : 'btn-primary'
                  }
                  onClick={() => settle(action.id)}
                  autoFocus={index === 0}
                >
                  {action.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      );
    case 'text':
    case 'postalCode':
    case 'cash': {
      const submit = (event: FormEvent) => {
        event.preventDefault();
        if (request.kind === 'text') return settle(value);
        if (request.kind === 'postalCode') {
          // Spec 5: fewer than 8 digits is ignored.
          return onlyDigits(value).length === 8 ? settle(onlyDigits(value)) : setError(t('cep.invalid'));
        }
        if (noChange) return settle(NO_CHANGE);
        let amount: Cents;
        try {
          amount = reaisToCents(value || '0');
        } catch {
          amount = cents(0);
        }
        const problem = validateCashAmount(amount, request.total);
        return problem ? setError(t(problem)) : settle(amount);
      };
      const label =
        request.kind === 'text'
          ? request.label
          : request.kind === 'postalCode'
            ? (request.label ?? t('ui.postalCode'))
            : t('ui.cashAmount');
      return (
        <form onSubmit={submit} noValidate>
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium">
            {label}
          </label>
          <input
            id={inputId}
            className="input"
            value={value}
            autoFocus
            disabled={noChange}
            inputMode={request.kind === 'text' ? 'text' : 'numeric'}
            placeholder={request.kind === 'postalCode' ? '00000-000' : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => {
              setError('');
              setValue(request.kind === 'postalCode' ? maskCep(event.target.value) : event.target.value);
            }}
          />
          {request.kind === 'cash' ? (
            <label className="mt-3 flex items-center gap-2">
              <input type="checkbox" checked={noChange} onChange={(event) => setNoChange(event.target.checked)} />
              {t('cash.noChangeNeeded')}
            </label>
          ) : null}
          {error ? (
            <p id={`${inputId}-error`} role="alert" className="mt-2 text-sm text-danger">
              {error}
            </p>
          ) : null}
          <div className={buttonRow}>
            {cancel}
            <button type="submit" className="btn-primary">
              {t('ui.confirm')}
            </button>
          </div>
        </form>
      );
    }
  }
}
