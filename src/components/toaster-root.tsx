/**
 * Where toasts appear: react-hot-toast's Toaster in a React root of its own, created with the
 * first toast (the page prerenders none, so there is nothing to hydrate).
 */
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme.ts';

let mounted = false;

export function mountToaster(doc: Document = document): void {
  if (mounted) return;
  mounted = true;
  const host = doc.createElement('div');
  host.dataset.print = 'hide';
  // Toasts stay announced while a modal dialog makes the rest of the page inert (use-inert-outside.ts).
  host.dataset.staysActive = '';
  doc.body.append(host);
  createRoot(host).render(
    <ThemeProvider theme={theme}>
      <Toaster position="bottom-center" containerStyle={{ bottom: 24 }} />
    </ThemeProvider>,
  );
}
