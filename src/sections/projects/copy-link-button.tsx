/** The dialog's "Copy link" button: copies the project's absolute address and says so in a toast. */
import { Button } from '../../components/button';
import { CopyIcon } from '../../components/icon';
import { notifyError, notifySuccess } from '../../components/notify';

export const COPY_LINK_MESSAGES = {
  copied: 'Link copied',
  failed: 'The link could not be copied',
  /** Why, and what to do instead: the address itself, to select by hand. */
  failedHint: (url: string) => `The browser did not allow access to the clipboard. Copy the address from here instead: ${url}`,
} as const;

export async function copyLink(url: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
    await navigator.clipboard.writeText(url);
  } catch {
    await notifyError(COPY_LINK_MESSAGES.failed, COPY_LINK_MESSAGES.failedHint(url));
    return;
  }
  await notifySuccess(COPY_LINK_MESSAGES.copied, url);
}

export function CopyLinkButton({ url }: { url: string }) {
  return (
    <Button $variant="secondary" data-print="hide" onClick={() => void copyLink(url)}>
      <CopyIcon size={16} />
      Copy link
    </Button>
  );
}
