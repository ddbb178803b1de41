// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { renderWithTheme } from '../test/render.tsx';
import { en } from '../i18n/dictionaries/en.ts';
import { Carousel } from './carousel.tsx';

afterEach(cleanup);

function Example({ count }: { count: number }) {
  const [index, setIndex] = useState(0);
  return (
    <Carousel label="Pictures" labels={en.carousel} count={count} index={index} onIndexChange={setIndex}>
      {(i) => <p>Slide {i + 1}</p>}
    </Carousel>
  );
}

const counter = () => screen.getByText(/^\d+ \/ \d+$/).textContent;
const slide = () => screen.getByText(/^Slide \d$/).textContent;

describe('Carousel', () => {
  it('wraps both ways with the previous and next buttons', () => {
    renderWithTheme(<Example count={3} />);
    expect([counter(), slide()]).toEqual(['1 / 3', 'Slide 1']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect([counter(), slide()]).toEqual(['3 / 3', 'Slide 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect([counter(), slide()]).toEqual(['1 / 3', 'Slide 1']);
  });

  it('jumps with the dots and marks the current one', () => {
    renderWithTheme(<Example count={3} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(counter()).toBe('3 / 3');
    expect(screen.getByRole('button', { name: 'Show image 3 of 3' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Show image 1 of 3' }).getAttribute('aria-current')).toBeNull();
  });

  it('follows ←/→ inside its group, and is named as a carousel', () => {
    renderWithTheme(<Example count={3} />);
    const group = screen.getByRole('group', { name: 'Pictures' });
    expect(group.getAttribute('aria-roledescription')).toBe('carousel');
    act(() => void fireEvent.keyDown(group, { key: 'ArrowLeft' }));
    expect(counter()).toBe('3 / 3');
    act(() => void fireEvent.keyDown(group, { key: 'ArrowRight' }));
    expect(counter()).toBe('1 / 3');
  });

  it('has no controls for a single slide', () => {
    renderWithTheme(<Example count={1} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(counter()).toBe('1 / 1');
  });

  it('has no axe violation', async () => {
    const { container } = renderWithTheme(<Example count={3} />);
    await expectNoAxeViolations(container);
  });
});
