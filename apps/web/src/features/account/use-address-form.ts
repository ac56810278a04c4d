// The address form's state: the address being edited, the CEP look-up, the device's position and the save.
import { isCompleteCep, maskCep, onlyDigits } from '@store/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useServices } from '../../lib/services';
import { coreRule, serverFieldMessages, showServerErrors } from '../../lib/form-rules';
import { useT } from '../../lib/i18n/use-t';
import { AccountRestError, accountApi, type PlaceInfo } from './account-api';
import { ADDRESSES_QUERY, SET_ADDRESS } from './address-queries';
import { locate } from '../location/public';
import type { Coords } from './position-dialog';
import {
  ADDRESS_FIELDS,
  EMPTY_ADDRESS,
  addressErrors,
  type AddressTextField,
  type AddressValues,
} from './address-values';

/** A new address (`id` null) or one of the shopper's: its form, the CEP and position look-ups, and 'Salvar'. */
export function useAddressForm(id: string | null) {
  const { t } = useT();
  const services = useServices();
  const { gql, prompts, reportError } = services;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // checked on 'Salvar', then again as a field is typed in (a message that vanished as a field was left would move the button under the pointer)
  // the selects register before the inputs: the focus goes to the first message in the page's order (ADDRESS_FIELDS), not RHF's
  const { control, register, handleSubmit, reset, getValues, setValue, setError, setFocus, clearErrors, formState } =
    useForm<AddressValues>({ defaultValues: EMPTY_ADDRESS, shouldFocusError: false });
  const rules = (name: AddressTextField) => ({
    validate: coreRule<string, AddressValues>(t, (_, values) => addressErrors(values)[name]),
  });
  const field = (name: AddressTextField) => ({ control, name, rules: rules(name) });
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
      // a CEP of a whole town names no street: the previous CEP's street and neighbourhood would be wrong here
      setValue('address', info.logradouro ?? '');
      setValue('province', info.bairro ?? '');
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

  /**
   * Spec 7 reverse geocoding: the address at the device's position fills the form; when none comes, the form says so
   * and stays as it was. A field typed in while the answer was on its way keeps what the shopper typed.
   */
  const fillFrom = async (at: Coords) => {
    setPlaceNote(t('ui.acc.findingAddress'));
    const asked = getValues();
    const untouched = (name: keyof AddressValues) => getValues(name) === asked[name];
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
      if (value && untouched(name)) setValue(name, value);
    if (place.postalCode && untouched('postalCode')) {
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
        showServerErrors(setError, serverFieldMessages(error, t), ADDRESS_FIELDS);
        reportError(error);
      }
    },
    (errors) => {
      const first = ADDRESS_FIELDS.find((name) => errors[name]);
      if (first) setFocus(first);
    },
  );

  /** The position dialog is closed with the pin where the shopper left it. */
  const closeAdjusting = (next: Coords) => {
    setCoords(next);
    setAdjusting(false);
  };

  return {
    register,
    rules,
    field,
    errors: formState.errors,
    isSubmitting: formState.isSubmitting,
    coords,
    cepNote,
    placeNote,
    adjusting,
    adjust: () => setAdjusting(true),
    closeAdjusting,
    maskAndLookUp,
    locateMe,
    submit,
  };
}
