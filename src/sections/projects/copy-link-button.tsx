/** The dialog's "Copy link" button: copies the project's absolute address and says so in a toast. */
import { Button } from '../../components/button.tsx';
import { CopyIcon } from '../../components/icon.tsx';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { useDictionary } from '../../i18n/page-language.tsx';

export async function copyLink(url: string, t: Dictionary): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
    await navigator.clipboard.writeText(url);
  } catch {
    // Why, and what to do instead: the address itself, to select by hand.
    await notifyError(t.toasts, t.projects.linkNotCopied, t.projects.linkNotCopiedHint(url));
    return;
  }
  await notifySuccess(t.toasts, t.projects.linkCopied, url);
}

export function CopyLinkButton({ url }: { url: string }) {
  const t = useDictionary();
  return (
    <Button $variant="secondary" data-print="hide" onClick={() => void copyLink(url, t)}>
      <CopyIcon size={16} />
      {t.projects.copyLink}
    </Button>
  );
}
