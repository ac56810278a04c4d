import { BRAZILIAN_STATES } from '@store/core';
import { useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n/use-t';
import { useAccountTexts } from '../../lib/i18n/ui-messages-account';
import { FormField } from './form-field';
import { PositionDialog } from './position-dialog';
import { useAddressForm } from './use-address-form';

/** 'Meu endereço': a new address, or `?id=` one of the shopper's; the CEP fills street, neighbourhood, city and UF. */
export default function AddressPage() {
  useAccountTexts();
  const { t } = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const typeId = useId();
  const stateId = useId();
  const form = useAddressForm(params.get('id'));
  const { register, rules, field, errors, coords } = form;

  return (
    <section className="page flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('route.address')}</h1>
      <form
        noValidate
        onSubmit={(event) => void form.submit(event)}
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
            mask={form.maskAndLookUp}
            label={t('ui.acc.cep')}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
          />
          <p className="mt-1 text-sm text-muted" aria-live="polite">
            {form.cepNote}
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
          <button type="button" className="btn-secondary" onClick={form.locateMe}>
            {t('location.myLocation')}
          </button>
          <button type="button" className="btn-text" disabled={!coords} onClick={form.adjust}>
            {t('ui.acc.adjustPosition')}
          </button>
          {coords ? (
            <span className="font-mono text-xs text-muted" data-testid="address-coords">
              {coords.latitude.toFixed(5)}, {coords.longitude.toFixed(5)}
            </span>
          ) : null}
          <p className="basis-full text-sm text-muted empty:hidden" role="status">
            {form.placeNote}
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
          <button type="submit" className="btn-primary" disabled={form.isSubmitting}>
            {t('ui.save')}
          </button>
        </div>
      </form>
      {form.adjusting && coords ? <PositionDialog initial={coords} onClose={form.closeAdjusting} /> : null}
    </section>
  );
}
