/** Shows the site's toasts. Durations (not in the spec): success 5 s, errors 10 s (they carry a link). */
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { ToastCard } from './toast-card';

export const TOAST_DURATION_MS = { success: 5_000, error: 10_000 } as const;

export function notifySuccess(title: string, description?: ReactNode): string {
  return toast.custom((t) => <ToastCard t={t} tone="success" title={title} description={description} />, { duration: TOAST_DURATION_MS.success });
}

export function notifyError(title: string, description?: ReactNode, action?: ReactNode): string {
  return toast.custom((t) => <ToastCard t={t} tone="error" title={title} description={description} action={action} />, { duration: TOAST_DURATION_MS.error });
}
