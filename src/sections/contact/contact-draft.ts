/**
 * The visitor's unsent message, kept in sessionStorage so a reload (or a restored tab) loses
 * nothing. Storage can be blocked or full: then the form still works, only no draft is kept.
 */
import type { ContactMessage } from '../../lib/emailjs-client.ts';
import { CONTACT_FIELDS } from '../../lib/contact-rules.ts';

export const DRAFT_KEY = 'contact-draft';

export function readDraft(): Partial<ContactMessage> | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return undefined;
    const draft: Partial<ContactMessage> = {};
    for (const key of CONTACT_FIELDS) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string') draft[key] = value;
    }
    return draft;
  } catch {
    return undefined;
  }
}

export function saveDraft(values: ContactMessage): void {
  try {
    if (Object.values(values).some((v) => v !== '')) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Blocked or full storage: nothing to keep.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Blocked storage: there is no draft to clear.
  }
}
