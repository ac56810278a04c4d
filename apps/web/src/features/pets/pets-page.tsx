import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { useServices } from '../../lib/services';
import { usePetTexts } from '../../lib/i18n/ui-messages-pets';
import { useT } from '../../lib/i18n/use-t';
import { PetAvatar } from './pet-avatar';
import { isSpecies, petAge, storeDate, useStoreZone } from './pet-format';
import { PETS_QUERY, type Pet } from './pet-queries';

export const PETS_KEY = ['pets'] as const;

/** '3 anos · Cachorro · Golden Retriever' */
export function usePetLine() {
  const { t } = useT();
  const today = storeDate(new Date(), useStoreZone());
  return (pet: Pet) => {
    const age = petAge(pet.dateOfBirth, today);
    return [
      t(`ui.pet.species.${isSpecies(pet.species) ? pet.species : 'other'}`),
      pet.breed || t('ui.pet.noBreed'),
      ...(age ? [t(age.key, { count: age.count })] : []),
    ].join(' · ');
  };
}

/** 'Meus Pets': a card per pet (photo, name, species, breed, age) and 'Adicionar pet'. */
export default function PetsPage() {
  usePetTexts();
  const { t } = useT();
  const { gql } = useServices();
  const pets = useQuery({ queryKey: PETS_KEY, queryFn: () => gql.request(PETS_QUERY), select: (data) => data.pets });
  const line = usePetLine();
  return (
    <section className="page flex max-w-4xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('route.pets')}</h1>
        <Link to="/pets/new" className="btn-primary">
          {t('ui.pet.add')}
        </Link>
      </div>
      {pets.isPending ? <p className="text-muted">{t('ui.loading')}</p> : null}
      {pets.data?.length === 0 ? <EmptyState text={t('ui.pet.empty')} /> : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        {pets.data?.map((pet) => (
          <li key={pet.id}>
            <Link
              to={`/pets/${pet.id}`}
              className="flex items-center gap-4 rounded-xl bg-surface p-4 ring-1 ring-line hover:ring-primary"
            >
              <PetAvatar pet={pet} />
              <span className="flex min-w-0 flex-col">
                <span className="text-lg font-bold">{pet.name}</span>
                <span className="text-sm text-muted">{line(pet)}</span>
                {pet.status === 'inactive' ? (
                  <span className="text-sm text-muted">{t('ui.pet.status.inactive')}</span>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
