import type { ReactNode } from 'react';
import { engageCopy } from '@/content/engage';
import { labels } from '@/content/labels';
import { site } from '@/content/site';

type CardProps = {
  id: string;
  icon: ReactNode;
  title: string;
  body: string;
  detail: ReactNode;
  action: ReactNode;
};

const actionClass =
  'mt-auto inline-flex min-h-11 items-center gap-2 self-start rounded-full bg-brand-600 px-5 text-sm font-semibold text-white transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
      <path d={path} />
    </svg>
  );
}

const icons = {
  phone:
    'M5 4h3.5l1.5 4-2.2 1.4a11 11 0 0 0 6.8 6.8L16 14l4 1.5V19a2 2 0 0 1-2 2A15 15 0 0 1 3 6a2 2 0 0 1 2-2Z',
  pin: 'M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21Zm0-8.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  mail: 'M4 6h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1Zm0 1 8 6 8-6',
  arrow: 'M7 17 17 7M9 7h8v8',
};

function ContactCard({ id, icon, title, body, detail, action }: CardProps) {
  const headingId = `engage-card-${id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-3xl border border-ink-100 bg-white p-7 shadow-xl shadow-ink-900/5"
    >
      <span className="grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-brand-500 to-accent-500 text-white">
        {icon}
      </span>
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-ink-900">
        {title}
      </h2>
      <p className="leading-7 text-ink-600">{body}</p>
      <div className="text-lg font-medium text-ink-900">{detail}</div>
      {action}
    </article>
  );
}

/** The three ways to reach the agency (spec 2, Contact): phone, studio address, email. */
export function ContactCards() {
  const { call, visit, email } = engageCopy.cards;
  const { address } = site;
  return (
    <div className="grid gap-6 md:grid-cols-3">
      <ContactCard
        id="call"
        icon={<Icon path={icons.phone} />}
        title={call.title}
        body={call.body}
        detail={<p>{site.phone.display}</p>}
        action={
          <a href={`tel:${site.phone.tel}`} className={actionClass}>
            {call.actionLabel}
            <span className="sr-only">: {site.phone.display}</span>
          </a>
        }
      />
      <ContactCard
        id="visit"
        icon={<Icon path={icons.pin} />}
        title={visit.title}
        body={visit.body}
        detail={
          <address className="not-italic">
            {address.street}
            <br />
            {address.locality}, {address.region} {address.postalCode}
            <br />
            {address.country}
          </address>
        }
        action={
          <a href={site.directionsUrl} target="_blank" rel="noopener noreferrer" className={actionClass}>
            {visit.actionLabel}
            <Icon path={icons.arrow} />
            <span className="sr-only">{labels.opensInNewTab}</span>
          </a>
        }
      />
      <ContactCard
        id="email"
        icon={<Icon path={icons.mail} />}
        title={email.title}
        body={email.body}
        detail={<p className="break-all">{site.email}</p>}
        action={
          <a href={`mailto:${site.email}`} className={actionClass}>
            {email.actionLabel}
            <span className="sr-only">: {site.email}</span>
          </a>
        }
      />
    </div>
  );
}
