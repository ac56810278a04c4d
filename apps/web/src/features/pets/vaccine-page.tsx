import { vaccineDateErrors } from '@store/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useServices } from '../../lib/services';
import { serverFieldMessages, showServerErrors } from '../../lib/form-rules';
import { usePetTexts } from '../../lib/i18n/ui-messages-pets';
import { useT } from '../../lib/i18n/use-t';
import { InputField, SelectField, TextAreaField } from './form-controls';
import { storeDate, useStoreZone } from './pet-format';
import {
  PETS_QUERY,
  SET_VACCINE,
  UNSET_VACCINE,
  UPDATE_VACCINE,
  VACCINE_QUERY,
  type Vaccine,
  type VaccineInput,
} from './pet-queries';

const EMPTY = { petId: '', name: '', appliedAt: '', nextDoseAt: '', batch: '', clinic: '', notes: '' };
type Values = typeof EMPTY;
const FIELDS = Object.keys(EMPTY) as (keyof Values)[];
const text = (v: string | null | undefined) => v ?? '';
const fromVaccine = (v: Vaccine): Values => ({
  petId: v.petId,
  name: v.name,
  appliedAt: text(v.appliedAt),
  nextDoseAt: text(v.nextDoseAt),
  batch: text(v.batch),
  clinic: text(v.clinic),
  notes: text(v.notes),
});
const optional = (v: string) => v.trim() || null;
const toInput = (v: Values): VaccineInput => ({
  petId: v.petId,
  name: v.name.trim(),
  appliedAt: optional(v.appliedAt),
  nextDoseAt: optional(v.nextDoseAt),
  batch: optional(v.batch),
  clinic: optional(v.clinic),
  notes: optional(v.notes),
});

/** A vaccine of one of the shopper's pets: record a new one (/vaccines/new?pet=), edit or delete it. */
export default function VaccinePage() {
  usePetTexts();
  const { t } = useT();
  const { gql, prompts, reportError } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { id: param = 'new' } = useParams();
  const [params] = useSearchParams();
  const id = param === 'new' ? null : param;
  const today = storeDate(new Date(), useStoreZone());
  const { control, handleSubmit, reset, setError, setFocus, formState } = useForm({
    defaultValues: { ...EMPTY, petId: params.get('pet') ?? '', appliedAt: today },
    shouldFocusError: false,
  });
  const pets = useQuery({ queryKey: ['pets'], queryFn: () => gql.request(PETS_QUERY), select: (d) => d.pets });
  const vaccine = useQuery({
    queryKey: ['vaccines', id],
    queryFn: () => gql.request(VACCINE_QUERY, { id: id! }),
    select: (d) => d.vaccine,
    enabled: id !== null,
  });
  useEffect(() => {
    if (vaccine.data) reset(fromVaccine(vaccine.data));
  }, [vaccine.data, reset]);
  // a new vaccine goes to the only pet, or the first, unless one was named
  useEffect(() => {
    const first = pets.data?.[0];
    if (!id && first && !params.get('pet')) reset((values) => ({ ...values, petId: values.petId || first.id }));
  }, [pets.data, id, params, reset]);

  const done = async (message: Parameters<typeof t>[0]) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['vaccines'] }),
      queryClient.invalidateQueries({ queryKey: ['pets'] }),
    ]);
    prompts.snackbar(t(message), { tone: 'success' });
    void navigate('/vaccines');
  };
  const remove = useMutation({
    mutationFn: () => gql.request(UNSET_VACCINE, { id: id! }),
    onSuccess: () => done('ui.vac.deleted'),
  });
  const askRemove = async () => {
    if (
      await prompts.confirm({
        title: t('ui.vac.delete'),
        message: t('ui.vac.confirmDelete'),
        confirmLabel: t('ui.vac.delete'),
        cancelLabel: t('ui.cancel'),
      })
    )
      remove.mutate();
  };
  const submit = handleSubmit(
    async (values) => {
      try {
        const input = toInput(values);
        if (id) await gql.request(UPDATE_VACCINE, { id, input });
        else await gql.request(SET_VACCINE, { input });
        await done('ui.vac.saved');
      } catch (error) {
        if (!showServerErrors(setError, serverFieldMessages(error, t), FIELDS)) reportError(error);
      }
    },
    (errors) => {
      const first = FIELDS.find((name) => errors[name]);
      if (first) setFocus(first);
    },
  );

  if (id && vaccine.isPending) return <p className="page py-16 text-center text-muted">{t('ui.loading')}</p>;
  if (id && !vaccine.data) return <p className="page py-16 text-center">{t('ui.vac.notFound')}</p>;
  // core's vaccine rules, as the API checks them: applied not in the future, a next dose after the application
  const dateError = (field: 'appliedAt' | 'nextDoseAt', all: Values) => {
    const error = vaccineDateErrors(all.appliedAt, all.nextDoseAt, today)[field];
    return error ? t(error) : true;
  };
  const rules = {
    petId: { validate: (v: string) => (v ? true : t('validation.required')) },
    name: { validate: (v: string) => (v.trim() ? true : t('validation.required')) },
    appliedAt: { validate: (_: string, all: Values) => dateError('appliedAt', all) },
    nextDoseAt: { validate: (_: string, all: Values) => dateError('nextDoseAt', all) },
  };
  return (
    <section className="page flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{vaccine.data ? vaccine.data.name : t('ui.vac.add')}</h1>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid grid-cols-1 gap-3 rounded-xl bg-surface p-4 ring-1 ring-line sm:grid-cols-6 sm:p-6"
      >
        <SelectField
          control={control}
          name="petId"
          rules={rules.petId}
          label={t('ui.vac.pet')}
          className="sm:col-span-3"
          options={[['', '—'], ...(pets.data ?? []).map((p) => [p.id, p.name] as const)]}
        />
        <InputField
          control={control}
          name="name"
          rules={rules.name}
          label={t('ui.vac.name')}
          className="sm:col-span-3"
          placeholder="V10"
        />
        <InputField
          control={control}
          name="appliedAt"
          rules={rules.appliedAt}
          label={t('ui.vac.appliedAtLabel')}
          className="sm:col-span-3"
          type="date"
          max={today}
        />
        <InputField
          control={control}
          name="nextDoseAt"
          rules={rules.nextDoseAt}
          label={t('ui.vac.nextDoseLabel')}
          className="sm:col-span-3"
          type="date"
        />
        <InputField control={control} name="batch" label={t('ui.vac.batch')} className="sm:col-span-2" />
        <InputField control={control} name="clinic" label={t('ui.vac.clinic')} className="sm:col-span-4" />
        <TextAreaField control={control} name="notes" label={t('ui.vac.notes')} className="sm:col-span-6" />
        <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-6">
          {id ? (
            <button
              type="button"
              className="btn-text text-danger"
              disabled={remove.isPending}
              onClick={() => void askRemove()}
            >
              {t('ui.vac.delete')}
            </button>
          ) : (
            <span />
          )}
          <div className="flex gap-2">
            <Link to="/vaccines" className="btn-text">
              {t('ui.cancel')}
            </Link>
            <button type="submit" className="btn-primary" disabled={formState.isSubmitting}>
              {t('ui.save')}
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}
