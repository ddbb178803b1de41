/**
 * The contact-method buttons (docs/product-spec.md §2): Email copies the address (falling back to the mailto:
 * link when the clipboard refuses), Phone calls in the same tab, LinkedIn opens a new tab.
 * From 458 px down they show icons only, keeping their accessible names.
 */
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { CopyIcon, ExternalLinkIcon, LinkedinIcon, MailIcon, PhoneIcon } from '../../components/icon.tsx';
import { notifySuccess } from '../../components/notify.ts';
import type { ContactMethod, DeepReadonly } from '../../content/types.ts';
import { defineIsland } from '../../islands/define-island.ts';
import { mailtoLink } from '../../lib/mailto.ts';
import { openLink } from '../../lib/open-link.ts';
import { telHref } from '../../lib/tel-href.ts';
import { media } from '../../theme/theme.ts';
import { visuallyHidden } from '../../theme/visually-hidden.ts';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { useDictionary } from '../../i18n/page-language.tsx';

async function copyEmail(address: string, href: string, t: Dictionary) {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
    await navigator.clipboard.writeText(address);
  } catch {
    // Only a refused copy falls back to the link; the address is then in the mail client.
    openLink(href);
    return;
  }
  await notifySuccess(t.toasts, t.toasts.emailCopied, address);
}

function MethodContent({ icon, label, value, hint, color }: { icon: ReactNode; label: string; value: string; hint: ReactNode; color: string }) {
  return (
    <>
      <Badge style={{ background: color }}>{icon}</Badge>
      <Text className="method-text">
        <strong>{label}</strong> <span>{value}</span>
      </Text>
      <Hint aria-hidden="true">{hint}</Hint>
    </>
  );
}

interface ContactMethodsProps {
  /** The buttons, in display order (contact.yaml). */
  methods: DeepReadonly<ContactMethod[]>;
  /** The owner's address, number and LinkedIn profile (profile.yaml). */
  email: string;
  phone: string;
  linkedin: string;
}

export function ContactMethods({ methods, email, phone, linkedin }: ContactMethodsProps) {
  const t = useDictionary();
  const names = t.contact.methodNames;
  const render = (method: DeepReadonly<ContactMethod>) => {
    switch (method.label) {
      case 'Email': {
        const href = mailtoLink(email);
        return (
          <MethodButton type="button" onClick={() => void copyEmail(email, href, t)}>
            <MethodContent icon={<MailIcon />} label={names.Email} value={email} hint={<CopyIcon size={16} />} color={method.color} />
          </MethodButton>
        );
      }
      case 'Phone':
        return (
          <MethodLink href={telHref(phone)}>
            <MethodContent icon={<PhoneIcon />} label={names.Phone} value={phone} hint={null} color={method.color} />
          </MethodLink>
        );
      case 'LinkedIn':
        return (
          <MethodLink href={linkedin} target="_blank" rel="noopener noreferrer">
            <MethodContent
              icon={<LinkedinIcon />}
              label={names.LinkedIn}
              value={new URL(linkedin).pathname.replace(/^\/|\/$/g, '')}
              hint={<ExternalLinkIcon size={16} />}
              color={method.color}
            />
          </MethodLink>
        );
    }
  };
  return (
    <List aria-label={t.contact.methods}>
      {methods.map((method) => (
        <li key={method.label}>{render(method)}</li>
      ))}
    </List>
  );
}

export default defineIsland('contact-methods', ContactMethods);

const List = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  ${media.upToPhone} {
    display: flex;
    justify-content: center;
    gap: ${({ theme }) => theme.space.md};
  }
`;

const method = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    transform ${({ theme }) => theme.motion.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    transform: translateX(2px);
  }

  ${media.upToPhone} {
    width: auto;
    padding: ${({ theme }) => theme.space.sm};
    border-radius: 50%;
    &:hover {
      transform: none;
    }
    /* Icons only; the text stays as the accessible name. */
    .method-text {
      ${visuallyHidden}
    }
  }
`;

const MethodButton = styled.button`
  ${method}
  font: inherit;
`;

const MethodLink = styled.a`
  ${method}
`;

const Badge = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  color: #ffffff;
`;

const Text = styled.span`
  display: grid;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
`;

const Hint = styled.span`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.muted};
  ${media.upToPhone} {
    display: none;
  }
`;
