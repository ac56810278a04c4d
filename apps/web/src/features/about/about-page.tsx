import { useServices } from '../../lib/services';
import { useT } from '../../lib/i18n/use-t';
import { formatPhone } from './format-phone';
import { formatAddress, formatTaxId, useStoreDetails } from './store-details';
import { StoreMap } from './store-map';

/** 'Sobre nós': who runs the store, how to reach it and where it is. */
export default function AboutPage() {
  const { t } = useT();
  const { config } = useServices();
  const { data: details, isPending } = useStoreDetails();
  return (
    <div className="page flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('route.about')}</h1>
      {isPending ? <p className="text-muted">{t('ui.loading')}</p> : null}
      {details ? (
        <div className="grid gap-4 md:grid-cols-2">
          <section className="flex flex-col gap-3 rounded-xl bg-surface p-4 ring-1 ring-line">
            <h2 className="text-lg font-semibold">{config.name}</h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted">{t('ui.storeDetails')}</dt>
              <dd>{details.name}</dd>
              {details.cpfCnpj ? (
                <>
                  <dt className="text-muted">CNPJ</dt>
                  <dd>{formatTaxId(details.cpfCnpj)}</dd>
                </>
              ) : null}
              <dt className="text-muted">{t('ui.address')}</dt>
              <dd>{formatAddress(details)}</dd>
              {details.phone ? (
                <>
                  <dt className="text-muted">{t('ui.phone')}</dt>
                  <dd>
                    <a className="underline" href={`tel:+${details.phone.replace(/\D/g, '')}`}>
                      {formatPhone(details.phone)}
                    </a>
                  </dd>
                </>
              ) : null}
              {details.whatsapp ? (
                <>
                  <dt className="text-muted">WhatsApp</dt>
                  <dd>
                    <a
                      className="underline"
                      href={`https://wa.me/${details.whatsapp.replace(/\D/g, '')}`}
                      target="_blank"
                      rel="noreferrer"
                    >
                      {formatPhone(details.whatsapp)}
                    </a>
                  </dd>
                </>
              ) : null}
              {details.email ? (
                <>
                  <dt className="text-muted">{t('ui.email')}</dt>
                  <dd>
                    <a className="underline" href={`mailto:${details.email}`}>
                      {details.email}
                    </a>
                  </dd>
                </>
              ) : null}
              {details.site ? (
                <>
                  <dt className="text-muted">Site</dt>
                  <dd>
                    <a className="underline" href={details.site} target="_blank" rel="noreferrer">
                      {details.site.replace(/^https?:\/\//, '')}
                    </a>
                  </dd>
                </>
              ) : null}
            </dl>
          </section>
          {details.latitude != null && details.longitude != null ? (
            <StoreMap latitude={details.latitude} longitude={details.longitude} label={formatAddress(details)} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
