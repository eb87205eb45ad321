import type { ProofOfWorkChallenge } from '@zar/api-client';
import type {} from 'altcha/types/react';
import { clsx } from 'clsx';
import {
  Fragment,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { lazyModule } from '../../patterns/lazy-enhancement/lazy-enhancement';
import { useUiTranslation } from '../../strings/use-ui-translation';

/** Where the check stands: the widget's states, and `loading` while its code arrives. */
export type ProofOfWorkState =
  | 'loading'
  | 'unverified'
  | 'verifying'
  | 'verified'
  | 'error'
  | 'expired'
  | 'code';

/** What a form does with the check it shows. */
export interface ProofOfWorkCheckHandle {
  /** Starts (or starts again) solving the challenge, e.g. when the player submits meanwhile. */
  verify(): void;
}

export interface ProofOfWorkCheckProps {
  /** The challenge the API answered with (`challengeRequiredData.challenge`). */
  challenge: ProofOfWorkChallenge;
  /** Called once the challenge is solved, with what to send back as `altcha`. */
  onSolved: (solution: string) => void;
  /** Hears every change of the check's state (a form keeps its button busy while it verifies). */
  onStateChange?: (state: ProofOfWorkState) => void;
  /** The API's sentence about why it asks, shown above the check. Default none. */
  message?: string;
  /** Start solving as soon as the check shows (default), or when the player ticks the box. */
  autoStart?: boolean;
  /** Stories: the widget fails as it would without workers, to show the error state. */
  mockError?: boolean;
  /** Extra class names for the check's root element. */
  className?: string;
  /** Handle to start solving from outside, e.g. when the player submits before it is solved. */
  ref?: Ref<ProofOfWorkCheckHandle>;
}

/** The widget's code, fetched the first time a check shows (never on a visitor's first load). */
const altchaWidget = lazyModule(() => import('./altcha-widget'));

const stringKeys = [
  'label',
  'loading',
  'verifying',
  'verified',
  'waitAlert',
  'verificationRequired',
  'error',
  'expired',
  'verify',
  'reload',
] as const;

/**
 * The proof-of-work check the API asks for past its attempt limits (SPEC: login, sign-up and
 * recovery): the self-hosted ALTCHA widget, a checkbox labelled in the page's language that the
 * browser ticks itself once it has done the work (a second or so), keyboard operable (Space
 * starts it again after an error), its state announced. Nothing is fetched: the challenge comes
 * from the call that was refused.
 */
export function ProofOfWorkCheck({
  challenge,
  onSolved,
  onStateChange,
  message,
  autoStart = true,
  mockError = false,
  className,
  ref,
}: ProofOfWorkCheckProps) {
  const { t, i18n } = useUiTranslation();
  const language = i18n.language === 'en' ? 'en' : 'tr';
  const widget = useRef<HTMLElementTagNameMap['altcha-widget'] | null>(null);
  const [ready, setReady] = useState(false);
  const latest = useRef({ onSolved, onStateChange });
  latest.current = { onSolved, onStateChange };

  // The widget's texts come from the site's translations, in the page's language; they are set
  // before it first shows and again whenever they change (its texts follow at once).
  const strings = JSON.stringify(
    Object.fromEntries(stringKeys.map((key) => [key, t(`auth.challenge.${key}`)])),
  );
  useEffect(() => {
    let live = true;
    if (!altchaWidget.current()) latest.current.onStateChange?.('loading');
    altchaWidget.load().then(
      (module) => {
        module.setWidgetStrings(language, JSON.parse(strings));
        if (live) setReady(true);
      },
      () => live && latest.current.onStateChange?.('error'),
    );
    return () => {
      live = false;
    };
  }, [language, strings]);

  // Each challenge has its own widget element (see its key): listen to whichever is showing.
  const attach = useCallback((element: HTMLElementTagNameMap['altcha-widget'] | null) => {
    widget.current = element;
    if (!element) return;
    const onVerified = (event: Event) => {
      const { payload } = (event as CustomEvent<{ payload: string }>).detail;
      latest.current.onSolved(payload);
    };
    const onState = (event: Event) => {
      const { state } = (event as CustomEvent<{ state: ProofOfWorkState }>).detail;
      latest.current.onStateChange?.(state);
    };
    element.addEventListener('verified', onVerified);
    element.addEventListener('statechange', onState);
    return () => {
      element.removeEventListener('verified', onVerified);
      element.removeEventListener('statechange', onState);
      widget.current = null;
    };
  }, []);

  useImperativeHandle(ref, () => ({
    verify() {
      void widget.current?.verify?.();
    },
  }));

  const configuration = JSON.stringify({
    hideFooter: true,
    hideLogo: true,
    // The form moves on at once; no artificial wait once the work is done.
    minDuration: 0,
    ...(mockError ? { mockError: true } : {}),
  });

  return (
    <div className={clsx('zar-proof-of-work', className)} data-ready={ready || undefined}>
      <p className="zar-proof-of-work__message" role="status">
        {message ?? t('auth.challenge.group')}
      </p>
      {ready ? (
        // A new challenge is a new widget: nothing of the last one's state carries over.
        <Fragment key={`${challenge.parameters.nonce} ${language}`}>
          <altcha-widget
            ref={attach}
            challenge={JSON.stringify(challenge)}
            auto={autoStart ? 'onload' : 'off'}
            language={language}
            type="checkbox"
            name="altcha"
            configuration={configuration}
          />
        </Fragment>
      ) : (
        <p className="zar-proof-of-work__loading">{t('auth.challenge.loading')}</p>
      )}
    </div>
  );
}
