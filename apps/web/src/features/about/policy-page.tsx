import { useLocation } from 'react-router';
import { useServices } from '../../lib/services';
import { useT } from '../../lib/i18n/use-t';
import { docBlocks } from './doc-blocks';
import { externalDocUrl, storeDoc, type PolicyId } from './store-docs';

/**
 * 'Política de privacidade' (/privacy) and 'Termos de uso' (/terms): the store's documents from `config.links.docs`,
 * rendered as headings, paragraphs and lists of plain text (React escapes it; no HTML from the config is ever injected).
 */
export default function PolicyPage() {
  const { t } = useT();
  const { config } = useServices();
  const id: PolicyId = useLocation().pathname === '/terms' ? 'terms' : 'privacy';
  const links = config.config.links;
  const doc = storeDoc(links, id);
  const external = externalDocUrl(links, id);
  return (
    <article className="page flex max-w-3xl flex-col gap-3 leading-relaxed">
      <h1 className="text-2xl font-bold">{doc?.title ?? t(id === 'terms' ? 'layout.terms' : 'layout.privacy')}</h1>
      {doc ? (
        docBlocks(doc.content).map((block, index) =>
          block.kind === 'heading' ? (
            <h2 key={index} className="mt-3 text-lg font-semibold">
              {block.text}
            </h2>
          ) : block.kind === 'list' ? (
            <ul key={index} className="list-disc space-y-1 pl-6">
              {block.items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          ) : (
            <p key={index}>{block.text}</p>
          ),
        )
      ) : external ? (
        <p>
          <a className="underline" href={external} target="_blank" rel="noreferrer">
            {t('ui.openDoc')}
          </a>
        </p>
      ) : (
        <p className="text-muted">{t('ui.docMissing')}</p>
      )}
    </article>
  );
}
