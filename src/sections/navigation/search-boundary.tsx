/**
 * Keeps the navigation when the search dialog cannot start (its chunk did not load: offline, or a
 * tab older than the deploy that replaced the chunk). Without it React takes the whole navigation
 * island down with the dialog; with it the search closes and says why in the console.
 */
import { Component, type ReactNode } from 'react';

interface SearchBoundaryProps {
  /** Closes the search. */
  onError: () => void;
  children: ReactNode;
}

export class SearchBoundary extends Component<SearchBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('The search could not open', error);
    this.props.onError();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
