// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render.tsx';
import { FormField } from './form-field.tsx';

afterEach(cleanup);

const noop = () => undefined;

describe('FormField', () => {
  it('labels the control with a required mark and no error state by default', () => {
    renderWithTheme(<FormField name="name" label="Name" value="" onChange={noop} onBlur={noop} maxLength={100} autoComplete="name" />);
    const input = screen.getByLabelText(/^Name/);
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(input.getAttribute('autocomplete')).toBe('name');
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('links its error with aria-describedby and marks the control invalid', () => {
    renderWithTheme(
      <FormField name="email" label="Email" type="email" value="x" error="Valid email is required." onChange={noop} onBlur={noop} maxLength={254} />,
    );
    const input = screen.getByLabelText(/^Email/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Valid email is required.');
  });

  it('shows a counter from the threshold on, also described by it', () => {
    const { rerender } = renderWithTheme(
      <FormField
        name="message"
        label="Message"
        multiline
        value={'x'.repeat(3999)}
        onChange={noop}
        onBlur={noop}
        maxLength={5000}
        counterFrom={4000}
      />,
    );
    expect(screen.queryByText(/\/ 5,000$/)).toBeNull();
    rerender(
      <FormField
        name="message"
        label="Message"
        multiline
        value={'x'.repeat(4000)}
        onChange={noop}
        onBlur={noop}
        maxLength={5000}
        counterFrom={4000}
      />,
    );
    expect(screen.getByText('4,000 / 5,000')).toBeTruthy();
    expect(screen.getByLabelText(/^Message/).tagName).toBe('TEXTAREA');
  });
});
