/**
 * Shows the site's toasts, loading the toast code on first use. Durations (not in the spec):
 * success 5 s, errors 10 s (they may carry a link).
 */
import type { ReactNode } from 'react';
import { requestToaster } from './toaster-slot';

export const TOAST_DURATION_MS = { success: 5_000, error: 10_000 } as const;

export async function notifySuccess(title: string, description?: ReactNode): Promise<void> {
  requestToaster();
  const { showToast } = await import('./toast-card');
  showToast({ tone: 'success', title, description, duration: TOAST_DURATION_MS.success });
}

export async function notifyError(title: string, description?: ReactNode, action?: ReactNode): Promise<void> {
  requestToaster();
  const { showToast } = await import('./toast-card');
  showToast({ tone: 'error', title, description, action, duration: TOAST_DURATION_MS.error });
}
