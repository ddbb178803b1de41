/**
 * Keeps the visitor's unsent message in sessionStorage, so a reload (or a closed tab restored)
 * loses nothing. Restored after hydration, so the prerendered form stays empty and matching.
 */
import { useEffect, useRef } from 'react';
import type { ContactMessage } from '../../lib/emailjs-client';

export const DRAFT_KEY = 'contact-draft';

function readDraft(): Partial<ContactMessage> | undefined {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (!parsed || typeof parsed !== 'object') return undefined;
    const draft: Partial<ContactMessage> = {};
    for (const key of ['name', 'email', 'subject', 'message'] as const) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string') draft[key] = value;
    }
    return draft;
  } catch {
    return undefined;
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage blocked: there is no draft to clear.
  }
}

export function useContactDraft(values: ContactMessage, restore: (draft: ContactMessage) => void): void {
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const draft = readDraft();
    if (draft && Object.values(draft).some(Boolean)) restore({ ...values, ...draft });
    // Only once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!restored.current) return;
    try {
      if (Object.values(values).some((v) => v !== '')) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
      else sessionStorage.removeItem(DRAFT_KEY);
    } catch {
      // Storage blocked or full: the form still works, only the draft is not kept.
    }
  }, [values]);
}
