import { PET_COATS, PET_GENDERS, PET_STATUSES } from '@store/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { useServices } from '../../lib/services';
import { serverFieldMessages, showServerErrors } from '../../lib/form-rules';
import { usePetTexts } from '../../lib/i18n/ui-messages-pets';
import { useT } from '../../lib/i18n/use-t';
import { AvatarPicker } from './avatar-picker';
import { InputField, SelectField, TextAreaField } from './form-controls';
import { SIZES, SPECIES, storeDate, useStoreZone } from './pet-format';
import { EMPTY_PET, PET_FIELDS_ORDER, petInput, petRules, petValues } from './pet-form-values';
import { PET_QUERY, PET_STATS_QUERY, SET_PET, UPDATE_PET } from './pet-queries';
import { photoRefusal } from './photo-refusal';
import { PetTimeline } from './pet-timeline';
import { PETS_KEY } from './pets-page';
import { WeightChart } from './weight-chart';

const section = 'flex flex-col gap-3 rounded-xl bg-surface p-4 ring-1 ring-line sm:p-6';

/** 'Meu Pet': a new pet (/pets/new) or one of the shopper's, every field, its photo, weight chart and history. */
export default function PetPage() {
  usePetTexts();
  const { t, locale } = useT();
  const { gql, http, prompts, reportError } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { id: param = 'new' } = useParams();
  const id = param === 'new' ? null : param;
  const today = storeDate(new Date(), useStoreZone());
  const { control, handleSubmit, reset, setError, setFocus, watch, formState } = useForm({
    defaultValues: EMPTY_PET,
    shouldFocusError: false,
  });
  const rules = petRules(t, today);
  const [pendingPhoto, setPendingPhoto] = useState<Blob | null>(null);

  const pet = useQuery({
    queryKey: ['pets', id],
    queryFn: () => gql.request(PET_QUERY, { id: id! }),
    select: (d) => d.pet,
    enabled: id !== null,
  });
  const stats = useQuery({
    queryKey: ['pets', id, 'stats'],
    queryFn: () => gql.request(PET_STATS_QUERY, { petId: id! }),
    select: (d) => d.petStats,
    enabled: id !== null,
  });
  useEffect(() => {
    if (pet.data) reset(petValues(pet.data, locale));
  }, [pet.data, reset, locale]);

  const photo = useMutation({
    // raw bytes to the REST route: a picture no longer rides in a GraphQL body (capped at 2 MB)
    mutationFn: (vars: { id: string; file: Blob }) =>
      http.json(`/api/pets/${encodeURIComponent(vars.id)}/avatar`, { method: 'PUT', raw: vars.file, bearer: true }),
    onSuccess: () => {
      prompts.snackbar(t('ui.pet.photoSaved'), { tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: PETS_KEY });
    },
    // a refused picture says why, as any refused field does
    meta: { silent: true },
    onError: (error) => reportPhotoError(error),
  });
  const reportPhotoError = (error: unknown) => {
    const reason = photoRefusal(error);
    if (reason) prompts.message({ title: t('error.incomplete'), detail: t(reason) });
    else reportError(error);
  };

  const submit = handleSubmit(
    async (values) => {
      try {
        const input = petInput(values);
        const saved = id
          ? (await gql.request(UPDATE_PET, { id, input })).updatePet
          : (await gql.request(SET_PET, { input })).setPet;
        if (!saved) throw new Error('pet missing');
        if (pendingPhoto) await photo.mutateAsync({ id: saved.id, file: pendingPhoto });
        setPendingPhoto(null);
        await queryClient.invalidateQueries({ queryKey: PETS_KEY });
        prompts.snackbar(t('ui.pet.saved'), { tone: 'success' });
        if (!id) void navigate(`/pets/${saved.id}`, { replace: true });
      } catch (error) {
        if (photoRefusal(error)) return; // the photo's own onError said why
        if (!showServerErrors(setError, serverFieldMessages(error, t), PET_FIELDS_ORDER)) reportError(error);
      }
    },
    (errors) => {
      const first = PET_FIELDS_ORDER.find((name) => errors[name]);
      if (first) setFocus(first);
    },
  );

  if (id && pet.isPending) return <p className="page py-16 text-center text-muted">{t('ui.loading')}</p>;
  if (id && !pet.data) return <p className="page py-16 text-center">{t('ui.pet.notFound')}</p>;
  const name = watch('name');
  const species = watch('species');
  const options = (prefix: string, values: readonly string[], blank = true) => [
    ...(blank ? [['', t('ui.pet.notInformed')] as const] : []),
    ...values.map((v) => [v, t(`${prefix}.${v}` as Parameters<typeof t>[0])] as const),
  ];

  return (
    <section className={`page grid items-start gap-4 ${id ? 'max-w-6xl lg:grid-cols-[3fr_2fr]' : 'max-w-3xl'}`}>
      <h1 className={`text-2xl font-bold ${id ? 'lg:col-span-2' : ''}`}>{pet.data ? pet.data.name : t('route.pet')}</h1>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className={`${section} grid grid-cols-1 sm:grid-cols-6`}
      >
        <div className="sm:col-span-6">
          <AvatarPicker
            pet={{ name, species, avatar: pet.data?.avatar ?? null, avatarMin: pet.data?.avatarMin ?? null }}
            busy={photo.isPending}
            note={pendingPhoto && !id ? t('ui.pet.photoPending') : undefined}
            onPhoto={(file) => (id ? photo.mutate({ id, file }) : setPendingPhoto(file))}
          />
        </div>
        <InputField
          control={control}
          name="name"
          rules={rules.name}
          label={t('ui.pet.name')}
          className="sm:col-span-3"
          autoComplete="off"
        />
        <SelectField
          control={control}
          name="species"
          label={t('ui.pet.species')}
          className="sm:col-span-3"
          options={options('ui.pet.species', SPECIES, false)}
        />
        <InputField control={control} name="breed" label={t('ui.pet.breed')} className="sm:col-span-3" />
        <InputField control={control} name="color" label={t('ui.pet.color')} className="sm:col-span-3" />
        <SelectField
          control={control}
          name="size"
          label={t('ui.pet.size')}
          className="sm:col-span-2"
          options={options('ui.pet.size', SIZES)}
        />
        <SelectField
          control={control}
          name="coat"
          label={t('ui.pet.coat')}
          className="sm:col-span-2"
          options={options('ui.pet.coat', PET_COATS)}
        />
        <SelectField
          control={control}
          name="gender"
          label={t('ui.pet.gender')}
          className="sm:col-span-2"
          options={options('ui.pet.gender', PET_GENDERS)}
        />
        <InputField
          control={control}
          name="dateOfBirth"
          rules={rules.dateOfBirth}
          label={t('ui.pet.dateOfBirth')}
          className="sm:col-span-2"
          type="date"
          max={today}
        />
        <InputField
          control={control}
          name="weight"
          rules={rules.weight}
          label={t('ui.pet.weight')}
          className="sm:col-span-2"
          inputMode="decimal"
          placeholder="4,5"
        />
        <SelectField
          control={control}
          name="status"
          label={t('ui.pet.status')}
          className="sm:col-span-2"
          options={options('ui.pet.status', PET_STATUSES, false)}
        />
        <TextAreaField
          control={control}
          name="observations"
          label={t('ui.pet.observations')}
          className="sm:col-span-6"
        />
        <div className="flex flex-wrap justify-end gap-2 sm:col-span-6">
          <Link to="/pets" className="btn-text">
            {t('ui.cancel')}
          </Link>
          <button type="submit" className="btn-primary" disabled={formState.isSubmitting}>
            {t('ui.save')}
          </button>
        </div>
      </form>
      {id && stats.data ? (
        <div className="flex flex-col gap-4">
          <section className={section} aria-labelledby="pet-weight">
            <h2 id="pet-weight" className="text-lg font-bold">
              {t('ui.pet.weightChart')}
            </h2>
            <WeightChart weights={stats.data.weights} />
          </section>
          <section className={section} aria-labelledby="pet-history">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="pet-history" className="text-lg font-bold">
                {t('ui.pet.timeline')}
              </h2>
              <div className="flex flex-wrap gap-2">
                <Link to={`/vaccines/new?pet=${id}`} className="btn-secondary">
                  {t('ui.pet.addVaccine')}
                </Link>
                <Link to={`/appointments/new?pet=${id}`} className="btn-secondary">
                  {t('ui.pet.book')}
                </Link>
              </div>
            </div>
            <PetTimeline stats={stats.data} />
          </section>
        </div>
      ) : null}
    </section>
  );
}
