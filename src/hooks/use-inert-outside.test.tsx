// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useInertOutside } from './use-inert-outside.ts';

function Modal() {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  useInertOutside(node);
  return createPortal(<div ref={setNode}>dialog</div>, document.getElementById('portal') as HTMLElement);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useInertOutside', () => {
  it("makes the portal's siblings inert while mounted, and leaves alone what already was", () => {
    document.body.innerHTML =
      '<div id="page"></div><aside id="already" inert></aside><div id="portal"></div><div id="toasts" data-stays-active></div>';
    const [page, already, portal] = ['page', 'already', 'portal'].map((id) => document.getElementById(id) as HTMLElement) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    const { unmount } = render(<Modal />, { container: page });
    const toasts = document.getElementById('toasts') as HTMLElement;
    const inert = () => [page, already, portal, toasts].map((el) => el.hasAttribute('inert'));
    expect(inert()).toEqual([true, true, false, false]);
    unmount();
    expect(inert()).toEqual([false, true, false, false]);
  });
});
