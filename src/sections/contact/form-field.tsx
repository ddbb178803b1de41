/**
 * One labelled field of the contact form: a visible label with the required mark, the control,
 * its error (linked by aria-describedby, with aria-invalid on the control) and an optional
 * character counter that appears near the limit.
 */
import type { ChangeEvent, FocusEvent, Ref } from 'react';
import styled, { css } from 'styled-components';

interface FormFieldProps {
  name: string;
  label: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** Renders a textarea instead of an input. */
  multiline?: boolean;
  type?: 'text' | 'email';
  autoComplete?: string;
  /** The length limit; with `counterFrom`, a counter shows from that many characters on. */
  maxLength: number;
  counterFrom?: number;
  /** The language tag the counter's numbers are written for (5,000 or 5 000). */
  locale?: string;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

export function FormField({
  name,
  label,
  value,
  error,
  onChange,
  onBlur,
  multiline,
  type = 'text',
  autoComplete,
  maxLength,
  counterFrom,
  locale = 'en',
  inputRef,
}: FormFieldProps) {
  const id = `contact-${name}`;
  const errorId = `${id}-error`;
  const counterId = `${id}-count`;
  const showCounter = counterFrom !== undefined && value.length >= counterFrom;
  const describedBy = [error ? errorId : '', showCounter ? counterId : ''].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name,
    value,
    onChange,
    onBlur,
    autoComplete,
    'aria-required': true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    $invalid: Boolean(error),
    ref: inputRef,
  } as const;
  return (
    <Field>
      <Label htmlFor={id}>
        {label}
        <Required aria-hidden="true"> *</Required>
      </Label>
      {multiline ? <TextArea {...shared} rows={6} /> : <Input {...shared} type={type} />}
      <Below>
        {error ? <ErrorText id={errorId}>{error}</ErrorText> : <span />}
        {showCounter ? (
          <Counter id={counterId} aria-live="polite" $over={value.length > maxLength}>
            {value.length.toLocaleString(locale)} / {maxLength.toLocaleString(locale)}
          </Counter>
        ) : null}
      </Below>
    </Field>
  );
}

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Required = styled.span`
  color: ${({ theme }) => theme.colors.destructive};
`;

const control = css<{ $invalid: boolean }>`
  width: 100%;
  padding: 0.75rem 0.9rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1.5px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.destructive : theme.colors.control)};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  transition: border-color ${({ theme }) => theme.motion.fast};

  &:hover {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.destructive : theme.colors.muted)};
  }
  &:focus-visible {
    outline-offset: 1px;
  }
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${control}
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  resize: vertical;
  min-height: 9rem;
`;

const Below = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: 1.25rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.destructive};
  font-weight: 600;
`;

const Counter = styled.p<{ $over: boolean }>`
  margin-left: auto;
  font-family: ${({ theme }) => theme.fonts.mono};
  color: ${({ theme, $over }) => ($over ? theme.colors.destructive : theme.colors.muted)};
`;
