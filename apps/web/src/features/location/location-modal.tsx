import { isCompleteCep, maskCep, onlyDigits } from '@store/core';
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useServices } from '../../lib/services';
import { PinIcon } from '../../components/icons';
import { Modal } from '../../components/modal';
import { useT } from '../../lib/i18n/use-t';
import { completeCepPlace } from './cep-place';
import { locate } from './geolocate';

/** Spec 9: high accuracy, positions up to 30 s old, time-out 20 s. */

/** 'Salve a sua localização': a CEP (#####-###) or the device position through 'Meu local'. */
export default function LocationModal({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const services = useServices();
  const { location, prompts } = services;
  const saved = useSyncExternalStore(location.subscribe, location.get);
  const [cep, setCep] = useState(maskCep(saved?.postalCode ?? ''));
  const [error, setError] = useState('');
  const [locating, setLocating] = useState(false);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteCep(cep)) return setError(t('cep.invalid'));
    const postalCode = onlyDigits(cep);
    // A new CEP drops the city of the old one; the coordinates stay until a new position comes.
    const same = saved?.postalCode === postalCode;
    location.save({ ...(same ? saved : { coords: saved?.coords ?? null }), postalCode });
    if (!same || !saved.city) void completeCepPlace(services, postalCode);
    onClose();
  };

  const useMyLocation = () => {
    setLocating(true);
    locate(
      prompts,
      t,
      (coords) => {
        location.save({ ...saved, coords });
        onClose();
      },
      () => setLocating(false),
    );
  };

  return (
    <Modal title={t('location.saveTitle')} onClose={onClose} variant="sheet">
      <p className="mb-3 text-sm text-muted">{t('ui.locationHint')}</p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <div>
          <label htmlFor={id} className="mb-1 block text-sm font-medium">
            {t('ui.postalCode')}
          </label>
          <input
            id={id}
            className="input"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
            value={cep}
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setError('');
              setCep(maskCep(event.target.value));
            }}
          />
          {error ? (
            <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn-primary">
          {t('ui.save')}
        </button>
        <button type="button" className="btn-secondary" onClick={useMyLocation} disabled={locating}>
          <PinIcon width={20} height={20} />
          {t('location.myLocation')}
        </button>
      </form>
    </Modal>
  );
}
