import { clsx } from 'clsx';
import { BadgeCheck, CircleAlert } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { buttonStyleProps } from '../../primitives/button/button';
import { AnchorLink, type LinkComponent } from '../../primitives/link/link';
import { LoadingIndicator } from '../../primitives/loading-indicator/loading-indicator';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { formatCalendarDate, formatDayOf, formatPhone } from './format-account-fields';

/** The player's details as /dashboard/account shows them (the contract's `AccountDetails`). */
export interface AccountDetailsData {
  username: string;
  usercode: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  /** Whether the phone number is verified by SMS. */
  smsVerified: boolean;
  country: { name: string };
  /** `YYYY-MM-DD`. */
  birthDate: string;
  /** The TC number with all but its first 3 and last 2 digits hidden, e.g. `123******46`. */
  personalNo: string;
  /** When the player signed up (ISO 8601, UTC). */
  createdAt: string;
}

export interface AccountDetailsProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The logged-in player's details (`customer/account`). */
  account: AccountDetailsData;
  /** Where the phone is verified, e.g. `/dashboard/phone-verification`; offered while unverified. */
  phoneVerificationHref?: string;
  /** Renders the links; pass the router's link through an adapter. Default a plain anchor. */
  linkComponent?: LinkComponent;
  /** IANA time zone the sign-up day is shown in. Default the browser's. */
  timeZone?: string;
}

/**
 * The body of /dashboard/account: the player's details in three groups (account, personal,
 * contact), each a headed (`h2`) description list. Dates follow the active language (22.11.2026
 * in Turkish), the phone is grouped (+90 555 123 45 67) with a Verified / Not verified badge, and
 * a link to verify it while it is not. While the details load, show `AccountDetailsLoading`.
 */
export function AccountDetails({
  account,
  phoneVerificationHref,
  linkComponent: Link = AnchorLink,
  timeZone,
  className,
  ...props
}: AccountDetailsProps) {
  const { t, i18n } = useUiTranslation();
  const locale = i18n.language;
  const verified = account.smsVerified;
  const VerifiedIcon = verified ? BadgeCheck : CircleAlert;

  return (
    <div {...props} className={clsx('zar-account-details', className)} data-slot="account-details">
      <DetailsGroup title={t('dashboard.account.accountGroup')}>
        <Detail term={t('dashboard.account.username')}>{account.username}</Detail>
        <Detail term={t('dashboard.account.userCode')}>
          <span className="zar-tabular-nums">{account.usercode}</span>
        </Detail>
        <Detail term={t('dashboard.account.memberSince')}>
          <time dateTime={account.createdAt}>
            {formatDayOf(account.createdAt, locale, timeZone)}
          </time>
        </Detail>
      </DetailsGroup>
      <DetailsGroup title={t('dashboard.account.personalGroup')}>
        <Detail term={t('dashboard.account.fullName')}>
          {account.name} {account.surname}
        </Detail>
        <Detail term={t('dashboard.account.birthDate')}>
          <time dateTime={account.birthDate}>{formatCalendarDate(account.birthDate, locale)}</time>
        </Detail>
        <Detail term={t('dashboard.account.personalNo')}>
          <span className="zar-tabular-nums">{account.personalNo}</span>
        </Detail>
        <Detail term={t('dashboard.account.country')}>{account.country.name}</Detail>
      </DetailsGroup>
      <DetailsGroup title={t('dashboard.account.contactGroup')}>
        <Detail term={t('dashboard.account.email')}>
          <span className="zar-account-details__email">{account.email}</span>
        </Detail>
        <Detail term={t('dashboard.account.phone')}>
          <span className="zar-account-details__phone">
            <span className="zar-tabular-nums">{formatPhone(account.phone)}</span>
            <span className="zar-account-details__badge" data-verified={verified}>
              <VerifiedIcon aria-hidden="true" />
              {verified ? t('dashboard.account.verified') : t('dashboard.account.notVerified')}
            </span>
            {!verified && phoneVerificationHref ? (
              <Link
                href={phoneVerificationHref}
                {...buttonStyleProps({ variant: 'secondary', size: 'sm' })}
              >
                {t('dashboard.account.verifyPhone')}
              </Link>
            ) : null}
          </span>
        </Detail>
      </DetailsGroup>
    </div>
  );
}

/** A headed group of details. */
function DetailsGroup({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="zar-account-details__group" aria-labelledby={titleId}>
      <h2 id={titleId} className="zar-account-details__title">
        {title}
      </h2>
      <dl className="zar-account-details__list">{children}</dl>
    </section>
  );
}

/** One term and its value. */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="zar-account-details__row">
      <dt className="zar-account-details__term">{term}</dt>
      <dd className="zar-account-details__value">{children}</dd>
    </div>
  );
}

export type AccountDetailsLoadingProps = Omit<ComponentProps<'div'>, 'children'>;

/** What /dashboard/account shows while the details load: the spinner with a translated text. */
export function AccountDetailsLoading({ className, ...props }: AccountDetailsLoadingProps) {
  const { t } = useUiTranslation();
  return (
    <LoadingIndicator
      {...props}
      className={clsx('zar-account-details', className)}
      label={t('dashboard.account.loading')}
    />
  );
}
