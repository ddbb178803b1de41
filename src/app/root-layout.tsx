import { Outlet } from '@tanstack/react-router';
import { AppShell } from './app-shell';

/** The router's root: the shell around whichever page matched. */
export function RootLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
