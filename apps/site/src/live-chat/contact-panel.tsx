import { Dialog } from '@zar/ui';
import { MessageCircle, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LiveChat } from './use-live-chat';

export interface ContactPanelProps {
  /** The live-chat state of `useLiveChat()`: whether the panel is open and its contacts. */
  liveChat: LiveChat;
}

/** The live chat's fallback (SPEC §9): a dialog with the quick-contact links from settings. */
export function ContactPanel({ liveChat }: ContactPanelProps) {
  const { t } = useTranslation();
  const numbers = { telegram: 0, whatsapp: 0 };
  return (
    <Dialog
      open={liveChat.contactPanelOpen}
      onOpenChange={(open) => {
        if (!open) liveChat.closeContactPanel();
      }}
      title={t('liveChat.panelTitle')}
      closeLabel={t('common.close')}
    >
      <p className="site-contact-panel__text">{t('liveChat.panelText')}</p>
      <ul className="site-contact-panel__list">
        {liveChat.contacts.map((contact) => {
          numbers[contact.kind] += 1;
          const Icon = contact.kind === 'telegram' ? Send : MessageCircle;
          return (
            <li key={contact.key}>
              <a
                className="site-contact-panel__link"
                data-kind={contact.kind}
                href={contact.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Icon aria-hidden="true" size={20} />
                <span>{t(`liveChat.${contact.kind}`, { number: numbers[contact.kind] })}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
