import { maskCep } from '@store/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { useServices } from '../../lib/services';
import { useT } from '../../lib/i18n/use-t';
import { useAccountTexts } from '../../lib/i18n/ui-messages-account';
import { ADDRESSES_QUERY, UNSET_ADDRESS, mainFirst, type Address } from './address-queries';

/** 'Meus endereços': the main one first, edit and remove, 'Nenhum endereço cadastrado' when there is none. */
export default function AddressesPage() {
  useAccountTexts();
  const { t } = useT();
  const { gql, prompts, reportError } = useServices();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['me', 'addresses'], queryFn: () => gql.request(ADDRESSES_QUERY) });
  const remove = useMutation({
    mutationFn: (id: string) => gql.request(UNSET_ADDRESS, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
    onError: reportError,
  });
  const addresses = mainFirst(query.data?.me?.addresses ?? []);

  const confirmRemove = async (address: Address) => {
    if (
      await prompts.confirm({
        title: t('ui.acc.confirmRemoveAddress'),
        message: `${address.address}, ${address.addressNumber}`,
        confirmLabel: t('ui.acc.remove'),
      })
    )
      remove.mutate(address.id);
  };

  return (
    <section className="page flex max-w-2xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('route.addresses')}</h1>
        <Link to="/account/address" className="btn-primary">
          {t('ui.acc.addAddress')}
        </Link>
      </div>
      {query.isPending ? (
        <p className="text-muted">{t('ui.loading')}</p>
      ) : addresses.length === 0 ? (
        <EmptyState text={t('empty.addresses')} />
      ) : (
        <ul className="flex flex-col gap-3">
          {addresses.map((a) => (
            <li
              key={a.id}
              className="flex flex-col gap-2 rounded-xl bg-surface p-4 ring-1 ring-line sm:flex-row sm:items-start sm:justify-between"
              aria-label={a.title ?? a.address}
            >
              <div>
                <p className="font-semibold">
                  {a.title ?? t(a.type === 'work' ? 'ui.acc.work' : a.type === 'home' ? 'ui.acc.home' : 'ui.acc.other')}
                  {a.isMain && a.title !== t('ui.acc.main') ? (
                    <span className="ml-2 rounded-full bg-primary/10 px-2 py-0.5 text-xs text-primary-strong">
                      {t('ui.acc.main')}
                    </span>
                  ) : null}
                </p>
                <p>
                  {a.address}, {a.addressNumber}
                  {a.complement ? ` - ${a.complement}` : ''}
                </p>
                <p className="text-sm text-muted">
                  {a.province} · {a.city}/{a.state} · {maskCep(a.postalCode)}
                </p>
              </div>
              <div className="flex gap-2">
                <Link
                  to={`/account/address?id=${a.id}`}
                  className="btn-text"
                  aria-label={`${t('ui.acc.edit')} ${a.title ?? a.address}`}
                >
                  {t('ui.acc.edit')}
                </Link>
                <button
                  type="button"
                  className="btn-text text-danger"
                  aria-label={`${t('ui.acc.remove')} ${a.title ?? a.address}`}
                  onClick={() => void confirmRemove(a)}
                >
                  {t('ui.acc.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
