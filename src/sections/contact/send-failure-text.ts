/** What the failure toast says when a message could not be sent (docs/product-spec.md §8), in the page's language. */
import type { Dictionary } from '../../i18n/dictionary.ts';
import { EmailSendError, type SendFailure } from '../../lib/emailjs-client.ts';

function describe(failure: SendFailure, t: Dictionary['sendErrors']): string {
  switch (failure.kind) {
    case 'not-set-up':
      return t.notSetUp(failure.missing);
    case 'too-large':
      return t.tooLarge(failure.kilobytes);
    case 'timeout':
      return t.timeout(failure.seconds);
    case 'network':
      return t.network;
    case 'http': {
      const { status } = failure;
      // The service's own words help with a refused message or a broken set-up; elsewhere they are noise.
      const text = failure.text.trim();
      if (status === 429) return t.rateLimited;
      if (status === 400) return t.refused(text);
      if (status === 412) return t.misconfigured(text);
      if (status >= 500) return t.serviceDown(status);
      return t.other(status, text);
    }
  }
}

/** The toast's description: the failure in the visitor's words, else the error's own message, else "Please try again later." */
export function sendFailureText(error: unknown, t: Dictionary): string {
  if (error instanceof EmailSendError) return describe(error.failure, t.sendErrors);
  return error instanceof Error && error.message ? error.message : t.toasts.failedFallback;
}
