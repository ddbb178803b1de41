/**
 * The look of the site's toasts (react-hot-toast renders them): a title, a description, an
 * optional action link and a dismiss button. Errors are announced assertively.
 */
import type { ReactNode } from 'react';
import toast, { type Toast } from 'react-hot-toast';
import styled from 'styled-components';
import { CloseIcon } from './icon.tsx';

interface ToastCardProps {
  /** The toast, for its id and visibility. */
  t: Toast;
  tone: 'success' | 'error';
  title: string;
  description?: ReactNode;
  /** An extra action, e.g. a link to write an email instead. */
  action?: ReactNode;
  /** The dismiss button's name, in the page's language. */
  dismissLabel: string;
}

/** What a toast shows, and for how long. */
export type ToastOptions = Omit<ToastCardProps, 't'> & { duration: number };

/** Raises a toast drawn by ToastCard. */
export function showToast({ duration, ...card }: ToastOptions): string {
  return toast.custom((t) => <ToastCard t={t} {...card} />, { duration });
}

function ToastCard({ t, tone, title, description, action, dismissLabel }: ToastCardProps) {
  return (
    <Card
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
      aria-atomic="true"
      $tone={tone}
      $visible={t.visible}
    >
      <div>
        <Title>{title}</Title>
        {description ? <Description>{description}</Description> : null}
        {action ? <Action>{action}</Action> : null}
      </div>
      <Dismiss type="button" aria-label={dismissLabel} onClick={() => toast.dismiss(t.id)}>
        <CloseIcon size={16} />
      </Dismiss>
    </Card>
  );
}

const Card = styled.div<{ $tone: 'success' | 'error'; $visible: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  width: min(26rem, calc(100vw - 2rem));
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 5px solid ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.destructive : theme.colors.success)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: opacity ${({ theme }) => theme.motion.base};

  & > div {
    flex: 1;
    min-width: 0;
  }
`;

const Title = styled.p`
  font-weight: 700;
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Dismiss = styled.button`
  display: grid;
  place-items: center;
  flex: none;
  width: 2rem;
  height: 2rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.bgAlt};
    color: ${({ theme }) => theme.colors.text};
  }
`;
