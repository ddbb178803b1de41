/** The page outside a modal dialog inert while the dialog is open (lib/inert-outside.ts). */
import { useEffect } from 'react';
import { makeOutsideInert } from '../lib/inert-outside.ts';

export function useInertOutside(node: HTMLElement | null): void {
  useEffect(() => (node ? makeOutsideInert(node) : undefined), [node]);
}
