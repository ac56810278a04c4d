import {
  BRAZILIAN_STATES,
  cardNumberErrors,
  isCompleteCep,
  maskCep,
  onlyDigits,
  validateAddress,
  type AddressField,
  type Message,
} from '@store/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useServices } from '../../lib/services';
import { coreRule, serverFieldMessages, showServerErrors } from '../../lib/form-rules';
import { useT } from '../../lib/i18n/use-t';
import { useAccountTexts } from '../../lib/i18n/ui-messages-account';
import { AccountRestError, accountApi, type PlaceInfo } from './account-api';
import { ADDRESSES_QUERY, SET_ADDRESS } from './address-queries';
import { FormField } from './form-field';
import { locate } from '../location/public';
import { PositionDialog, type Coords } from './position-dialog';

const EMPTY = {
  type: 'home',
  title: '',
  postalCode: '',
  address: '',
  addressNumber: '',
  complement: '',
  province: '',
  city: '',
  state: '',
  nearby: '',
  isMain: false,
};
type Values = typeof EMPTY;
type TextField = AddressField | 'title' | 'complement' | 'nearby';
const FIELDS = Object.keys(EMPTY) as (keyof Values)[];

/** Every message of the form: a card number typed in any free-text field is named; core's address rules speak first where both fail. */
function addressErrors(values: Values): Partial<Record<TextField, Message>> {
  const { title, address, addressNumber, complement, province, nearby } = values;
  return {
    ...cardNumberErrors({ title, address, addressNumber, complement, province, nearby }),
    ...validateAddress(values),
  };
}

/** 'Meu endereço': a new address, or `?id=` one of the shopper's; the CEP fills street, neighbourhood, city and UF. */
export default function AddressPage() {
  useAccountTexts();
  const { t } = useT();
  const services = useServices();
  const { gql, prompts, reportError } = services;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const id = params.get('id');
  const typeId = useId();
  const stateId = useId();
  // checked on 'Salvar', then again as a field is typed in (a message that vanished as a field was left would move the button under the pointer)
  // the selects register before the inputs: the focus goes to the first message in the page's order (FIELDS), not RHF's
  const { control, register, handleSubmit, reset, setValue, setError, setFocus, clearErrors, formState } =
    useForm<Values>({ defaultValues: EMPTY, shouldFocusError: false });
  const rules = (name: TextField) => ({
    validate: coreRule<string, Values>(t, (_, values) => addressErrors(values)[name]),
  });
  const field = (name: TextField) => ({ control, name, rules: rules(name) });
  const errors = formState.errors;
  const [coords, setCoords] = useState<Coords | null>(null);
  const [cepNote, setCepNote] = useState('');
  const [adjusting, setAdjusting] = useState(false);
  const [placeNote, setPlaceNote] = useState('');
  const looked = useRef('');

  const existing = useQuery({
    queryKey: ['me', 'addresses'],
    queryFn: () => gql.request(ADDRESSES_QUERY),
    enabled: id !== null,
  });
  const editing = id ? existing.data?.me?.addresses.find((a) => a.id === id) : undefined;
  useEffect(() => {
    if (!editing) return;
    const text = (v: string | null) => v ?? '';
    reset({
      type: editing.type,
      title: editing.isMain ? '' : text(editing.title),
      postalCode: maskCep(editing.postalCode),
      address: editing.address,
      addressNumber: editing.addressNumber,
      complement: text(editing.complement),
      province: editing.province,
      city: editing.city,
      state: editing.state,
      nearby: text(editing.nearby),
      isMain: editing.isMain,
    });
    setCoords(
      editing.latitude != null && editing.longitude != null
        ? { latitude: editing.latitude, longitude: editing.longitude }
        : null,
    );
    looked.current = onlyDigits(editing.postalCode);
  }, [editing, reset]);

  const lookup = async (cep: string) => {
    looked.current = cep;
    setCepNote(t('ui.acc.lookingUp'));
    try {
      const info = await accountApi.lookupCep(services, cep);
      if (info.logradouro) setValue('address', info.logradouro);
      if (info.bairro) setValue('province', info.bairro);
      setValue('city', info.municipio.nome);
      setValue('state', info.municipio.uf.sigla);
      if (info.latitude != null && info.longitude != null)
        setCoords({ latitude: info.latitude, longitude: info.longitude });
      clearErrors(['postalCode', 'address', 'province', 'city', 'state']);
      setCepNote('');
    } catch (error) {
      setCepNote('');
      setError('postalCode', {
        type: 'lookup',
        message: error instanceof AccountRestError ? error.message : t('error.generic'),
      });
    }
  };

  /** Masks the CEP as typed and looks a complete one up (spec 5: fewer than 8 digits is ignored). */
  const maskAndLookUp = (typed: string) => {
    const masked = maskCep(typed);
    if (isCompleteCep(masked) && onlyDigits(masked) !== looked.current) void lookup(onlyDigits(masked));
    return masked;
  };

  /** Spec 7 reverse geocoding: the address at the device's position fills the form; when none comes, the form says so and stays as it was. */
  const fillFrom = async (at: Coords) => {
    setPlaceNote(t('ui.acc.findingAddress'));
    let place: PlaceInfo;
    try {
      place = await accountApi.reverseGeocode(services, at);
    } catch (error) {
      setPlaceNote(
        error instanceof AccountRestError && error.status === 429 ? error.message : t('ui.acc.noAddressHere'),
      );
      return;
    }
    const fill = {
      address: place.street,
      addressNumber: place.number,
      province: place.neighbourhood,
      city: place.city,
      state: place.state,
    } as const;
    for (const [name, value] of Object.entries(fill) as [keyof typeof fill, string | null][])
      if (value) setValue(name, value);
    if (place.postalCode) {
      looked.current = place.postalCode;
      setValue('postalCode', maskCep(place.postalCode));
    }
    clearErrors(['postalCode', 'address', 'addressNumber', 'province', 'city', 'state']);
    setPlaceNote(t('ui.acc.addressFound'));
  };

  const locateMe = () =>
    locate(prompts, t, (coords) => {
      setCoords(coords);
      setAdjusting(true);
      void fillFrom(coords);
    });

  const submit = handleSubmit(
    async (values) => {
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
        };
        await gql.request(SET_ADDRESS, { input });
        await queryClient.invalidateQueries({ queryKey: ['me'] });
        prompts.snackbar(t('ui.acc.saved'), { tone: 'success' });
        void navigate('/account/addresses', { replace: true });
      } catch (error) {
        showServerErrors(setError, serverFieldMessages(error, t), FIELDS);
        reportError(error);
      }
    },
    (errors) => {
      const first = FIELDS.find((name) => errors[name]);
      if (first) setFocus(first);
    },
  );

  return (
    <section className="page flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('route.address')}</h1>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid grid-cols-1 gap-3 rounded-xl bg-surface p-4 ring-1 ring-line sm:grid-cols-6 sm:p-6"
      >
        <div className="sm:col-span-3">
          <label htmlFor={typeId} className="mb-1 block text-sm font-medium">
            {t('ui.acc.addressType')}
          </label>
          <select
            id={typeId}
            className="input"
            {...register('type', rules('type'))}
            aria-invalid={errors.type ? true : undefined}
          >
            <option value="home">{t('ui.acc.home')}</option>
            <option value="work">{t('ui.acc.work')}</option>
            <option value="other">{t('ui.acc.other')}</option>
          </select>
          {errors.type ? <p className="mt-1 text-sm text-danger">{errors.type.message}</p> : null}
        </div>
        <FormField {...field('title')} className="sm:col-span-3" label={t('ui.acc.title')} freeText />
        <div className="sm:col-span-2">
          <FormField
            {...field('postalCode')}
            mask={maskAndLookUp}
            label={t('ui.acc.cep')}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
          />
          <p className="mt-1 text-sm text-muted" aria-live="polite">
            {cepNote}
          </p>
        </div>
        <FormField
          {...field('address')}
          className="sm:col-span-4"
          label={t('ui.acc.street')}
          autoComplete="address-line1"
          freeText
        />
        <FormField {...field('addressNumber')} className="sm:col-span-2" label={t('ui.acc.number')} freeText />
        <FormField
          {...field('complement')}
          className="sm:col-span-4"
          label={t('ui.acc.complement')}
          autoComplete="address-line2"
          freeText
        />
        <FormField {...field('province')} className="sm:col-span-2" label={t('ui.acc.neighbourhood')} freeText />
        <FormField
          {...field('city')}
          className="sm:col-span-3"
          label={t('ui.acc.city')}
          autoComplete="address-level2"
        />
        <div className="sm:col-span-1">
          <label htmlFor={stateId} className="mb-1 block text-sm font-medium">
            {t('ui.acc.state')}
          </label>
          <select
            id={stateId}
            className="input"
            {...register('state', rules('state'))}
            aria-invalid={errors.state ? true : undefined}
          >
            <option value="">—</option>
            {BRAZILIAN_STATES.map((uf) => (
              <option key={uf}>{uf}</option>
            ))}
          </select>
          {errors.state ? <p className="mt-1 text-sm text-danger">{errors.state.message}</p> : null}
        </div>
        <FormField {...field('nearby')} className="sm:col-span-6" label={t('ui.acc.nearby')} freeText />
        <div className="flex flex-wrap items-center gap-2 sm:col-span-6">
          <button type="button" className="btn-secondary" onClick={locateMe}>
            {t('location.myLocation')}
          </button>
          <button type="button" className="btn-text" disabled={!coords} onClick={() => setAdjusting(true)}>
            {t('ui.acc.adjustPosition')}
          </button>
          {coords ? (
            <span className="font-mono text-xs text-muted" data-testid="address-coords">
              {coords.latitude.toFixed(5)}, {coords.longitude.toFixed(5)}
            </span>
          ) : null}
          <p className="basis-full text-sm text-muted empty:hidden" role="status">
            {placeNote}
          </p>
        </div>
        <label className="flex min-h-11 items-center gap-2 sm:col-span-6">
          <input type="checkbox" className="size-5 accent-primary-strong" {...register('isMain')} />
          {t('ui.acc.makeMain')}
        </label>
        <div className="flex justify-end gap-2 sm:col-span-6">
          <button type="button" className="btn-text" onClick={() => void navigate('/account/addresses')}>
            {t('ui.cancel')}
          </button>
          <button type="submit" className="btn-primary" disabled={formState.isSubmitting}>
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
