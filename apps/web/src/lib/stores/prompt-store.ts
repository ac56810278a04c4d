import type { Cents } from '@store/core';
import { externalStore } from '../external-store';

/** Spec 9: snackbars stay 3 s, messages 6 s. */
export const SNACKBAR_MS = 3000;
export const MESSAGE_MS = 6000;

export type PromptAction = { id: string; label: string };

export type PromptRequest =
  | { kind: 'confirm'; title: string; message?: string; confirmLabel?: string; cancelLabel?: string }
  | { kind: 'text'; title: string; label: string; initial?: string }
  | { kind: 'postalCode'; title: string; label?: string; initial?: string }
  | { kind: 'cash'; title: string; total: Cents }
  | { kind: 'actions'; title: string; actions: PromptAction[] }
  | { kind: 'dialog'; title: string; message?: string; actions?: PromptAction[] };

export type OpenPrompt = { id: number; request: PromptRequest; settle: (value: unknown) => void };

export type Toast = {
  id: number;
  kind: 'snackbar' | 'message';
  title: string;
  detail?: string;
  tone: 'info' | 'success' | 'warning' | 'error';
  action?: { label: string; run: () => void };
  timeout: number;
};

type ToastInput = Omit<Toast, 'id' | 'kind' | 'timeout' | 'tone'> & Partial<Pick<Toast, 'timeout' | 'tone'>>;

/**
 * The one prompt and message system every feature uses: modal prompts answer with a promise
 * (confirm → boolean, inputs → the value or null when cancelled); snackbars and messages are toasts
 * that leave on their own. Plain code (the error mapper, the session) can use it without React.
 */
export class PromptStore {
  readonly prompts = externalStore<OpenPrompt[]>([]);
  readonly toasts = externalStore<Toast[]>([]);
  private nextId = 1;
  private timers = new Map<number, ReturnType<typeof setTimeout>>();

  private open<T>(request: PromptRequest): Promise<T> {
    return new Promise<T>((resolve) => {
      const id = this.nextId++;
      const settle = (value: unknown) => {
        this.prompts.set(this.prompts.get().filter((p) => p.id !== id));
        resolve(value as T);
      };
      this.prompts.set([...this.prompts.get(), { id, request, settle }]);
    });
  }

  confirm(options: Omit<Extract<PromptRequest, { kind: 'confirm' }>, 'kind'>) {
    return this.open<boolean>({ kind: 'confirm', ...options });
  }
  text(options: Omit<Extract<PromptRequest, { kind: 'text' }>, 'kind'>) {
    return this.open<string | null>({ kind: 'text', ...options });
  }
  /** Answers the 8 digits of the CEP typed with the #####-### mask, or null. */
  postalCode(options: Omit<Extract<PromptRequest, { kind: 'postalCode' }>, 'kind'>) {
    return this.open<string | null>({ kind: 'postalCode', ...options });
  }
  /** Answers the cash amount in cents, -1 for 'Não preciso de troco', or null. */
  cash(options: Omit<Extract<PromptRequest, { kind: 'cash' }>, 'kind'>) {
    return this.open<number | null>({ kind: 'cash', ...options });
  }
  actions(options: Omit<Extract<PromptRequest, { kind: 'actions' }>, 'kind'>) {
    return this.open<string | null>({ kind: 'actions', ...options });
  }
  dialog(options: Omit<Extract<PromptRequest, { kind: 'dialog' }>, 'kind'>) {
    return this.open<string | null>({ kind: 'dialog', ...options });
  }

  private toast(kind: Toast['kind'], input: ToastInput, timeout: number, tone: Toast['tone']) {
    const id = this.nextId++;
    const toast: Toast = { id, kind, tone: input.tone ?? tone, timeout: input.timeout ?? timeout, ...input };
    this.toasts.set([...this.toasts.get().filter((t) => kind === 'message' || t.kind !== 'snackbar'), toast]);
    this.timers.set(
      id,
      setTimeout(() => this.dismiss(id), toast.timeout),
    );
    return id;
  }

  /** A short note at the bottom, one at a time (spec 9: 3 s). */
  snackbar(title: string, options: Omit<ToastInput, 'title'> = {}) {
    return this.toast('snackbar', { title, ...options }, SNACKBAR_MS, 'info');
  }

  /** A titled message, such as a mapped error (spec 9: 6 s). */
  message(input: ToastInput) {
    return this.toast('message', input, MESSAGE_MS, 'warning');
  }

  dismiss(id: number) {
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
    this.toasts.set(this.toasts.get().filter((t) => t.id !== id));
  }
}
