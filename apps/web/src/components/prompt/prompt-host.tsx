import { useSyncExternalStore } from 'react';
import { useT } from '../../lib/i18n/use-t';
import { Modal } from '../modal';
import { PromptForm } from './prompt-form';
import type { PromptStore } from './prompt-store';
import { Toasts } from './toasts';

/** Shows the oldest open prompt and the toasts of the one prompt system. */
export function PromptHost({ store }: { store: PromptStore }) {
  const prompts = useSyncExternalStore(store.prompts.subscribe, store.prompts.get);
  const current = prompts[0];
  const { t } = useT();
  return (
    <>
      {current ? (
        <Modal
          key={current.id}
          title={current.request.title}
          variant={current.request.kind === 'actions' ? 'sheet' : 'center'}
          onClose={() => current.settle(current.request.kind === 'confirm' ? false : null)}
        >
          <PromptForm request={current.request} settle={current.settle} t={t} />
        </Modal>
      ) : null}
      <Toasts store={store} />
    </>
  );
}
