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

  it('makes the page beside an in-place dialog inert at every level, and leaves its ancestors alone', () => {
    document.body.innerHTML =
      '<div id="root"><div id="island"></div><a id="skip" href="#main">Skip</a><main id="main"><p id="text">Hi</p></main></div><div id="toasts" data-stays-active></div><script></script>';
    const island = document.getElementById('island') as HTMLElement;
    function InPlace() {
      const [node, setNode] = useState<HTMLDivElement | null>(null);
      useInertOutside(node);
      return <div ref={setNode}>dialog</div>;
    }
    const { unmount } = render(<InPlace />, { container: island });
    const inert = (...ids: string[]) => ids.map((id) => document.getElementById(id)?.hasAttribute('inert'));
    expect(inert('skip', 'main', 'root', 'island', 'text', 'toasts')).toEqual([true, true, false, false, false, false]);
    expect(document.querySelector('script')?.hasAttribute('inert')).toBe(false);
    unmount();
    expect(inert('skip', 'main')).toEqual([false, false]);
  });
});
