import { BRAZILIAN_STATES, cardNumberErrors, isCompleteCep, maskCep, onlyDigits, validateAddress, type AddressField } from '@store/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useServices } from '../../app/services';
import { useT } from '../../lib/i18n/use-t';
import { AccountRestError, accountApi } from './account-api';
import { ADDRESSES_QUERY, SET_ADDRESS } from './address-queries';
import { Field } from './field';
import { locate } from '../location/public';
import { PositionDialog, type Coords } from './position-dialog';

const EMPTY = { type: 'home', title: '', postalCode: '', address: '', addressNumber: '', complement: '', province: '', city: '', state: '', nearby: '' };
type Values = typeof EMPTY;
type FormField = AddressField | 'title' | 'complement' | 'nearby';

/** Spec 9: high accuracy, max age 30 s, time-out 20 s. */

/** 'Meu endereço': a new address, or `?id=` one of the shopper's; the CEP fills street, neighbourhood, city and UF. */
export default function AddressPage() {
  const { t } = useT();
  const services = useServices();
  const { gql, prompts, reportError } = services;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const id = params.get('id');
  const typeId = useId();
  const stateId = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [isMain, setIsMain] = useState(false);
  const [coords, setCoords] = useState<Coords | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [cepNote, setCepNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [adjusting, setAdjusting] = useState(false);
  const looked = useRef('');

  const existing = useQuery({ queryKey: ['me', 'addresses'], queryFn: () => gql.request(ADDRESSES_QUERY), enabled: id !== null });
  const editing = id ? existing.data?.me?.addresses.find((a) => a.id === id) : undefined;
  useEffect(() => {
    if (!editing) return;
    const text = (v: string | null) => v ?? '';
    setValues({ type: editing.type, title: editing.isMain ? '' : text(editing.title), postalCode: maskCep(editing.postalCode), address: editing.address, addressNumber: editing.addressNumber, complement: text(editing.complement), province: editing.province, city: editing.city, state: editing.state, nearby: text(editing.nearby) });
    setIsMain(editing.isMain);
    setCoords(editing.latitude != null && editing.longitude != null ? { latitude: editing.latitude, longitude: editing.longitude } : null);
    looked.current = onlyDigits(editing.postalCode);
  }, [editing]);

  const set = (name: keyof Values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const lookup = async (cep: string) => {
    looked.current = cep;
    setCepNote(t('ui.acc.lookingUp'));
    try {
      const info = await accountApi.lookupCep(services, cep);
      setValues((v) => ({ ...v, address: info.logradouro ?? v.address, province: info.bairro ?? v.province, city: info.municipio.nome, state: info.municipio.uf.sigla }));
      if (info.latitude != null && info.longitude != null) setCoords({ latitude: info.latitude, longitude: info.longitude });
      setErrors((e) => ({ ...e, postalCode: undefined, address: undefined, province: undefined, city: undefined, state: undefined }));
      setCepNote('');
    } catch (error) {
      setCepNote('');
      setErrors((e) => ({ ...e, postalCode: error instanceof AccountRestError ? error.message : t('error.generic') }));
    }
  };

  const onCep = (typed: string) => {
    const masked = maskCep(typed);
    set('postalCode')(masked);
    // Spec 5: fewer than 8 digits is ignored.
    if (isCompleteCep(masked) && onlyDigits(masked) !== looked.current) void lookup(onlyDigits(masked));
  };

  const locateMe = () =>
    locate(prompts, t, (coords) => {
      setCoords(coords);
      setAdjusting(true);
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { title, address, addressNumber, complement, province, nearby } = values;
    // a card number typed in any free-text field is named; core's address rules speak first where both fail
    const found = { ...cardNumberErrors({ title, address, addressNumber, complement, province, nearby }), ...validateAddress(values) };
    const shown = Object.fromEntries(Object.entries(found).map(([k, m]) => [k, t(m)]));
    setErrors(shown);
    if (Object.keys(shown).length) return;
    setBusy(true);
    try {
      const input = {
        ...(id ? { id } : {}),
        ...values,
        postalCode: onlyDigits(values.postalCode),
        state: values.state.toUpperCase(),
        title: values.title.trim() || null,
        complement: values.complement.trim() || null,
        nearby: values.nearby.trim() || null,
        latitude: coords?.latitude ?? null,
        longitude: coords?.longitude ?? null,
        isMain,
      };
      await gql.request(SET_ADDRESS, { input });
      await queryClient.invalidateQueries({ queryKey: ['me'] });
      prompts.snackbar(t('ui.acc.saved'), { tone: 'success' });
      void navigate('/account/addresses', { replace: true });
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('route.address')}</h1>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid grid-cols-1 gap-3 rounded-xl bg-surface p-4 ring-1 ring-line sm:grid-cols-6 sm:p-6">
        <div className="sm:col-span-3">
          <label htmlFor={typeId} className="mb-1 block text-sm font-medium">
            {t('ui.acc.addressType')}
          </label>
          <select id={typeId} className="input" value={values.type} onChange={(e) => set('type')(e.target.value)} aria-invalid={errors.type ? true : undefined}>
            <option value="home">{t('ui.acc.home')}</option>
            <option value="work">{t('ui.acc.work')}</option>
            <option value="other">{t('ui.acc.other')}</option>
          </select>
          {errors.type ? <p className="mt-1 text-sm text-danger">{errors.type}</p> : null}
        </div>
        <Field className="sm:col-span-3" label={t('ui.acc.title')} value={values.title} onValue={set('title')} error={errors.title} freeText />
        <div className="sm:col-span-2">
          <Field label={t('ui.acc.cep')} value={values.postalCode} onValue={onCep} error={errors.postalCode} inputMode="numeric" autoComplete="postal-code" placeholder="00000-000" />
          <p className="mt-1 text-sm text-muted" aria-live="polite">
            {cepNote}
          </p>
        </div>
        <Field className="sm:col-span-4" label={t('ui.acc.street')} value={values.address} onValue={set('address')} error={errors.address} autoComplete="address-line1" freeText />
        <Field className="sm:col-span-2" label={t('ui.acc.number')} value={values.addressNumber} onValue={set('addressNumber')} error={errors.addressNumber} freeText />
        <Field className="sm:col-span-4" label={t('ui.acc.complement')} value={values.complement} onValue={set('complement')} error={errors.complement} autoComplete="address-line2" freeText />
        <Field className="sm:col-span-2" label={t('ui.acc.neighbourhood')} value={values.province} onValue={set('province')} error={errors.province} freeText />
        <Field className="sm:col-span-3" label={t('ui.acc.city')} value={values.city} onValue={set('city')} error={errors.city} autoComplete="address-level2" />
        <div className="sm:col-span-1">
          <label htmlFor={stateId} className="mb-1 block text-sm font-medium">
            {t('ui.acc.state')}
          </label>
          <select id={stateId} className="input" value={values.state} onChange={(e) => set('state')(e.target.value)} aria-invalid={errors.state ? true : undefined}>
            <option value="">—</option>
            {BRAZILIAN_STATES.map((uf) => (
              <option key={uf}>{uf}</option>
            ))}
          </select>
          {errors.state ? <p className="mt-1 text-sm text-danger">{errors.state}</p> : null}
        </div>
        <Field className="sm:col-span-6" label={t('ui.acc.nearby')} value={values.nearby} onValue={set('nearby')} error={errors.nearby} freeText />
        <div className="flex flex-wrap items-center gap-2 sm:col-span-6">
          <button type="button" className="btn-secondary" onClick={locateMe}>
            {t('location.myLocation')}
          </button>
          <button type="button" className="btn-text" disabled={!coords} onClick={() => setAdjusting(true)}>
            {t('ui.acc.adjustPosition')}
          </button>
          {coords ? (
            <span className="font-mono text-xs text-muted">
              {coords.latitude.toFixed(5)}, {coords.longitude.toFixed(5)}
            </span>
          ) : null}
        </div>
        <label className="flex min-h-11 items-center gap-2 sm:col-span-6">
          <input type="checkbox" className="size-5 accent-primary-strong" checked={isMain} onChange={(e) => setIsMain(e.target.checked)} />
          {t('ui.acc.makeMain')}
        </label>
        <div className="flex justify-end gap-2 sm:col-span-6">
          <button type="button" className="btn-text" onClick={() => void navigate('/account/addresses')}>
            {t('ui.cancel')}
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            {t('ui.save')}
          </button>
        </div>
      </form>
      {adjusting && coords ? (
        <PositionDialog
          initial={coords}
          onClose={(next) => {
            setCoords(next);
            setAdjusting(false);
          }}
        />
      ) : null}
    </section>
  );
}
