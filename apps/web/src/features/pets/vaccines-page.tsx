import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useServices } from '../../lib/services';
import { usePetTexts } from '../../lib/i18n/ui-messages-pets';
import { useT } from '../../lib/i18n/use-t';
import { PetAvatar } from './pet-avatar';
import { formatDate } from './pet-format';
import { PETS_QUERY, VACCINES_QUERY, type Pet, type Vaccine } from './pet-queries';
import { usePetLine } from './pets-page';
import './vaccination-card.css';

/** 'Atrasada' in words (and red), never the colour alone. */
export function OverdueTag() {
  const { t } = useT();
  return (
    <span className="rounded-full bg-danger-soft px-2 py-0.5 text-sm font-bold text-danger">{t('ui.vac.overdue')}</span>
  );
}

/** One pet's card: the doses given and the ones due; on paper, a page of its own. */
function VaccinationCard({ pet, vaccines }: { pet: Pet; vaccines: Vaccine[] }) {
  const { t, locale } = useT();
  const { config } = useServices();
  const line = usePetLine();
  const applied = vaccines.filter((v) => v.appliedAt).sort((a, b) => b.appliedAt!.localeCompare(a.appliedAt!));
  const due = vaccines.filter((v) => v.nextDoseAt).sort((a, b) => a.nextDoseAt!.localeCompare(b.nextDoseAt!));
  const date = (d: string) => formatDate(d, locale);
  const headingId = `pet-${pet.id}-card`;
  return (
    <section
      className="vaccination-card flex flex-col gap-4 rounded-xl bg-surface p-4 ring-1 ring-line sm:p-6"
      aria-labelledby={headingId}
    >
      <header className="flex items-center gap-4">
        <PetAvatar pet={pet} />
        <div className="flex flex-col">
          <p className="hidden text-sm font-semibold uppercase tracking-wide print:block">
            {t('ui.vac.card')} · {config.name}
          </p>
          <h2 id={headingId} className="text-xl font-bold">
            {pet.name}
          </h2>
          <p className="text-sm text-muted">
            {line(pet)}
            {pet.dateOfBirth ? ` · ${t('ui.vac.born', { date: date(pet.dateOfBirth) })}` : ''}
          </p>
        </div>
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          <h3 className="font-bold">{t('ui.vac.due')}</h3>
          {due.length === 0 ? <p className="text-sm text-muted">{t('ui.vac.noneDue')}</p> : null}
          <ul className="flex flex-col gap-2">
            {due.map((v) => (
              <li
                key={v.id}
                className={`rounded-lg p-3 ring-1 ${v.overdue ? 'bg-danger-soft/40 ring-danger' : 'ring-line'}`}
              >
                <Link
                  to={`/vaccines/${v.id}`}
                  className="flex flex-wrap items-center justify-between gap-2 font-semibold hover:underline"
                  aria-label={t('ui.vac.edit', { name: v.name })}
                >
                  {v.name}
                  {v.overdue ? <OverdueTag /> : null}
                </Link>
                <p className={`text-sm ${v.overdue ? 'font-semibold text-danger' : ''}`}>
                  {t('ui.vac.nextDoseAt', { date: date(v.nextDoseAt!) })}
                </p>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-2">
          <h3 className="font-bold">{t('ui.vac.applied')}</h3>
          {applied.length === 0 ? <p className="text-sm text-muted">{t('ui.vac.none')}</p> : null}
          <ul className="flex flex-col gap-2">
            {applied.map((v) => (
              <li key={v.id} className="rounded-lg p-3 ring-1 ring-line">
                <Link to={`/vaccines/${v.id}`} className="font-semibold hover:underline">
                  {v.name}
                </Link>
                <p className="text-sm">{t('ui.vac.appliedAt', { date: date(v.appliedAt!) })}</p>
                {v.batch || v.clinic ? (
                  <p className="text-sm text-muted">
                    {[v.batch ? `${t('ui.vac.batchShort')}: ${v.batch}` : '', v.clinic ?? '']
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <Link to={`/vaccines/new?pet=${pet.id}`} className="btn-secondary self-start" data-print-hide>
        {t('ui.vac.add')}
      </Link>
    </section>
  );
}

/** 'Vacinas': each pet's card of doses given and due (overdue ones marked), and the printable 'Carteira de vacinação'. */
export default function VaccinesPage() {
  usePetTexts();
  const { t } = useT();
  const { gql } = useServices();
  const pets = useQuery({ queryKey: ['pets'], queryFn: () => gql.request(PETS_QUERY), select: (d) => d.pets });
  const vaccines = useQuery({
    queryKey: ['vaccines'],
    queryFn: () => gql.request(VACCINES_QUERY),
    select: (d) => d.vaccines,
  });
  const loading = pets.isPending || vaccines.isPending;
  const list = pets.data ?? [];
  return (
    <section className="page flex max-w-4xl flex-col gap-4" data-print-root>
      <div className="flex flex-wrap items-center justify-between gap-2" data-print-hide>
        <h1 className="text-2xl font-bold">{t('route.vaccines')}</h1>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-secondary" disabled={list.length === 0} onClick={() => window.print()}>
            {t('ui.vac.print')}
          </button>
          <Link to="/vaccines/new" className="btn-primary">
            {t('ui.vac.add')}
          </Link>
        </div>
      </div>
      {loading ? <p className="text-muted">{t('ui.loading')}</p> : null}
      {!loading && list.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl bg-surface p-6 text-center ring-1 ring-line">
          <p className="text-muted">{t('ui.vac.noPets')}</p>
          <Link to="/pets/new" className="btn-primary">
            {t('ui.pet.add')}
          </Link>
        </div>
      ) : null}
      {!loading
        ? list.map((pet) => (
            <VaccinationCard
              key={pet.id}
              pet={pet}
              vaccines={(vaccines.data ?? []).filter((v) => v.petId === pet.id)}
            />
          ))
        : null}
    </section>
  );
}
