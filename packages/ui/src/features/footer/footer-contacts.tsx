import { AtSign, Camera, type LucideIcon, MessageCircle, Send, SquarePlay } from 'lucide-react';
import { useId } from 'react';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { isExternalHref } from './footer-links';

/** The operator's social accounts; a missing one is not shown. */
export interface FooterSocialLinks {
  /** Telegram channel address. */
  telegram?: string;
  /** X (Twitter) account address. */
  twitter?: string;
  /** Instagram account address. */
  instagram?: string;
  /** YouTube channel address. */
  youtube?: string;
}

/** Quick-contact addresses from settings: two telegram and four whatsapp contacts (SPEC §2). */
export interface FooterQuickContacts {
  /** Telegram contact addresses, in order. */
  telegram: readonly string[];
  /** WhatsApp contact addresses, in order. */
  whatsapp: readonly string[];
}

// Lucide ships no brand marks; generic, labelled icons stand for each network.
const socialIcons: Record<keyof FooterSocialLinks, LucideIcon> = {
  telegram: Send,
  twitter: AtSign,
  instagram: Camera,
  youtube: SquarePlay,
};

const socialOrder = ['telegram', 'twitter', 'instagram', 'youtube'] as const;

function newTabProps(href: string) {
  return isExternalHref(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

/** The quick-contact block: each telegram and whatsapp contact as a labelled link. */
export function FooterQuickContact({ contacts }: { contacts: FooterQuickContacts }) {
  const { t } = useUiTranslation();
  const titleId = useId();
  const items = [
    ...contacts.telegram.map((href, index) => ({
      href,
      Icon: Send,
      kind: 'telegram',
      label: t('footer.quickContact.telegram', { index: index + 1 }),
    })),
    ...contacts.whatsapp.map((href, index) => ({
      href,
      Icon: MessageCircle,
      kind: 'whatsapp',
      label: t('footer.quickContact.whatsapp', { index: index + 1 }),
    })),
  ];
  if (items.length === 0) return null;
  return (
    <section className="zar-footer__contacts" aria-labelledby={titleId}>
      <h2 id={titleId} className="zar-footer__heading">
        {t('footer.quickContact.title')}
      </h2>
      <ul className="zar-footer__contact-list">
        {items.map(({ href, Icon, kind, label }) => (
          <li key={`${kind}-${label}`}>
            <a className="zar-footer__contact" data-kind={kind} href={href} {...newTabProps(href)}>
              <Icon aria-hidden="true" size={16} strokeWidth={2} />
              <span>{label}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The social icons, each a link named for screen readers. */
export function FooterSocial({ links }: { links: FooterSocialLinks }) {
  const { t } = useUiTranslation();
  const present = socialOrder.filter((network) => links[network]);
  if (present.length === 0) return null;
  return (
    <ul className="zar-footer__social" aria-label={t('footer.social.title')}>
      {present.map((network) => {
        const href = links[network] as string;
        const Icon = socialIcons[network];
        return (
          <li key={network}>
            <a
              className="zar-footer__social-link"
              href={href}
              aria-label={t(`footer.social.${network}`)}
              {...newTabProps(href)}
            >
              <Icon aria-hidden="true" size={20} strokeWidth={2} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
