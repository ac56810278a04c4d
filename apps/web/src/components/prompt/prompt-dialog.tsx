import type { Translate } from '../../lib/i18n/use-t';
import { Modal } from '../modal';
import { PromptForm } from './prompt-form';
import type { OpenPrompt } from '../../lib/stores/prompt-store';

/**
 * The open prompt in its modal: its own chunk (the forms, the CEP mask and the cash rule), which the first page does
 * not need; PromptHost loads it once the page is idle, or when a prompt opens first.
 */
export default function PromptDialog({ prompt, t }: { prompt: OpenPrompt; t: Translate }) {
  return (
    <Modal
      title={prompt.request.title}
      variant={prompt.request.kind === 'actions' ? 'sheet' : 'center'}
      onClose={() => prompt.settle(prompt.request.kind === 'confirm' ? false : null)}
    >
      <PromptForm request={prompt.request} settle={prompt.settle} t={t} />
    </Modal>
  );
}
