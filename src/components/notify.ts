/**
 * Shows the site's toasts, loading the toast code on first use. Durations (not in the spec):
 * success 5 s, errors 10 s (they may carry a link).
 */
import type { ReactNode } from 'react';
import type { ToastOptions } from './toast-card.tsx';

const TOAST_DURATION_MS = { success: 5_000, error: 10_000 } as const;

async function show(card: ToastOptions): Promise<void> {
  const [{ mountToaster }, { showToast }] = await Promise.all([import('./toaster-root.tsx'), import('./toast-card.tsx')]);
  mountToaster();
  showToast(card);
}

/** What every toast says of itself, in the page's language (the dictionary's `toasts`). */
export interface ToastWords {
  /** The dismiss button's name. */
  dismiss: string;
}

export function notifySuccess(words: ToastWords, title: string, description?: ReactNode): Promise<void> {
  return show({ tone: 'success', title, description, dismissLabel: words.dismiss, duration: TOAST_DURATION_MS.success });
}

export function notifyError(words: ToastWords, title: string, description?: ReactNode, action?: ReactNode): Promise<void> {
  return show({ tone: 'error', title, description, action, dismissLabel: words.dismiss, duration: TOAST_DURATION_MS.error });
}
