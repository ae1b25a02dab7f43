import { useId, useState, type FormEvent } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import {
  companySettingsBody,
  locationBody,
  type CompanySettings,
  type LocationBody,
  type SettingsLocation,
} from '#contract/company-settings.ts';
import { toApiIssues } from '#contract/validation-messages.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { control } from '#src/ui/field/control.css.ts';
import { saveLocation, saveSettings, settingsKey, settingsQuery, type SaveOutcome } from './settings-calls.ts';
import * as styles from './settings.css.ts';

/**
 * /staff/settings (decision 0089), the owner's: the funeral home's name and time zone, the hosts its
 * site answers on, the address its mails link to and come from, where requests and orders go when a
 * location has no email (decision 0100), how families pay without a card, whether the obituaries' shop
 * is open (decision 0106), and its locations. A
 * location is never deleted: retired, its cases keep it and nothing new offers it. Each form is checked
 * by the contract's schema before it is sent, and the server's refusals are shown beside their field.
 */
export function SettingsPage({ auth }: { auth: AuthActorRef }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data } = useSuspenseQuery(settingsQuery(api, auth));
  return (
    <div className={styles.page}>
      <PageHead title="Settings" />
      <h1>Settings</h1>
      <CompanyForm auth={auth} settings={data} />
      <section aria-labelledby="locations" className={styles.section}>
        <h2 id="locations">Locations</h2>
        <p className={styles.meta}>
          A location with cases is never deleted: retire it, and the website, the planning form and new cases no longer
          offer it, while its cases, requests and orders keep it.
        </p>
        <ul className={styles.list} aria-label="Locations">
          {data.locations.map((location) => (
            <li key={location.id}>
              <LocationCard auth={auth} location={location} />
            </li>
          ))}
        </ul>
        <details className={styles.card}>
          <summary>Add a location</summary>
          <LocationForm auth={auth} />
        </details>
      </section>
    </div>
  );
}

/** Field path → message, from the server's refusal or the contract's own check. */
type Problems = Record<string, string>;
const problemsOf = (issues: { path: string; message: string }[]): Problems => {
  const problems: Problems = {};
  for (const issue of issues) problems[issue.path || 'form'] ??= issue.message;
  return problems;
};

function useSaved() {
  const { toasts } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  return async (outcome: SaveOutcome, title: string, setProblems: (problems: Problems) => void) => {
    if (outcome.kind === 'refused') {
      setProblems(problemsOf(outcome.issues));
      return false;
    }
    setProblems({});
    toasts.send({ type: 'toast.add', color: 'success', title });
    await queryClient.invalidateQueries({ queryKey: settingsKey });
    return true;
  };
}

/** An optional field left empty is sent as null. */
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const emailFields = new Set(['senderAddress', 'notificationAddress']);
const optionalFields = new Set(['senderAddress', 'notificationAddress', 'paymentInstructions']);

function CompanyForm({ auth, settings }: { auth: AuthActorRef; settings: CompanySettings }) {
  const { api } = useRouteContext({ from: '__root__' });
  const saved = useSaved();
  const formId = useId();
  const id = (name: string) => `${formId}-${name}`;
  const [name, setName] = useState(settings.name);
  const [timeZone, setTimeZone] = useState(settings.timeZone);
  const [hosts, setHosts] = useState(settings.hosts);
  const [siteUrl, setSiteUrl] = useState(settings.siteUrl);
  const [sender, setSender] = useState(settings.senderAddress ?? '');
  const [notification, setNotification] = useState(settings.notificationAddress ?? '');
  const [instructions, setInstructions] = useState(settings.paymentInstructions ?? '');
  const [shopEnabled, setShopEnabled] = useState(settings.shopEnabled);
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = companySettingsBody.safeParse({
      name,
      timeZone,
      hosts,
      siteUrl,
      senderAddress: orNull(sender),
      notificationAddress: orNull(notification),
      paymentInstructions: orNull(instructions),
      shopEnabled,
    });
    if (!parsed.success) return setProblems(problemsOf(toApiIssues(parsed.error)));
    setBusy(true);
    await saved(await saveSettings(api, auth, parsed.data), 'The settings are saved.', setProblems);
    setBusy(false);
  };

  const text = (field: string, label: string, value: string, set: (value: string) => void, hint?: string) => (
    <Field id={id(field)} label={label} hint={hint} error={problems[field]} optional={optionalFields.has(field)}>
      {(attributes) =>
        field === 'paymentInstructions' ? (
          <textarea
            {...attributes}
            rows={4}
            className={control}
            value={value}
            onChange={(event) => set(event.target.value)}
          />
        ) : (
          <input
            {...attributes}
            type={emailFields.has(field) ? 'email' : 'text'}
            autoComplete="off"
            className={control}
            value={value}
            onChange={(event) => set(event.target.value)}
          />
        )
      }
    </Field>
  );

  return (
    <form className={styles.section} noValidate aria-labelledby={id('title')} onSubmit={(event) => void submit(event)}>
      <h2 id={id('title')}>The funeral home</h2>
      {text('name', 'Name', name, setName)}
      {text(
        'timeZone',
        'Time zone',
        timeZone,
        setTimeZone,
        'Where the funeral home keeps its days, e.g. America/New_York: mails to families give times in it.',
      )}
      <fieldset className={styles.hosts} aria-describedby={problems.hosts ? id('hosts-error') : undefined}>
        <legend>Web addresses the site answers on</legend>
        {problems.hosts && (
          <p id={id('hosts-error')} className={styles.error}>
            {problems.hosts}
          </p>
        )}
        {hosts.map((host, index) => {
          const inUse = settings.hosts.includes(host) && host === settings.currentHost;
          return (
            <div key={index} className={styles.host}>
              <Field
                id={id(`host-${index}`)}
                label={`Host ${index + 1}`}
                hint={inUse ? 'The address you are using now: it cannot be removed.' : undefined}
                error={problems[`hosts.${index}`]}
              >
                {(attributes) => (
                  <input
                    {...attributes}
                    type="text"
                    autoComplete="off"
                    spellCheck={false}
                    className={control}
                    value={host}
                    readOnly={inUse}
                    onChange={(event) => setHosts(hosts.map((h, i) => (i === index ? event.target.value : h)))}
                  />
                )}
              </Field>
              {!inUse && (
                <button
                  type="button"
                  className={button({ tone: 'secondary' })}
                  onClick={() => setHosts(hosts.filter((_, i) => i !== index))}
                >
                  Remove host {index + 1}
                </button>
              )}
            </div>
          );
        })}
        <p>
          <button type="button" className={button({ tone: 'secondary' })} onClick={() => setHosts([...hosts, ''])}>
            Add a host
          </button>
        </p>
      </fieldset>
      {text(
        'siteUrl',
        'Site address',
        siteUrl,
        setSiteUrl,
        'The address mails link to, e.g. https://harborlight.example (http only for localhost).',
      )}
      {text(
        'senderAddress',
        'Mails come from',
        sender,
        setSender,
        "Leave it empty to send from the server's address. The mails carry the funeral home's name either way.",
      )}
      {text(
        'notificationAddress',
        'Notification email',
        notification,
        setNotification,
        'Where requests and orders are mailed when a location has no email of its own. Left empty, they go to every owner.',
      )}
      {text(
        'paymentInstructions',
        'How to pay without a card',
        instructions,
        setInstructions,
        'Shown to families when card payments are off: for example, checks payable to …, or a bank transfer to …',
      )}
      <div>
        <p className={styles.check}>
          <input
            id={id('shopEnabled')}
            type="checkbox"
            aria-describedby={id('shopEnabled-hint')}
            checked={shopEnabled}
            onChange={(event) => setShopEnabled(event.target.checked)}
          />
          <label htmlFor={id('shopEnabled')}>Open the obituaries' shop</label>
        </p>
        <p id={id('shopEnabled-hint')} className={styles.meta}>
          Visitors of an obituary can send flowers and gifts from the products on sale, while card payments are on.
          Turned off, no obituary shows its Shop tab.
        </p>
      </div>
      <p className={styles.actions}>
        <button type="submit" className={button({ tone: 'primary' })} disabled={busy}>
          {busy ? 'Saving…' : 'Save the settings'}
        </button>
      </p>
    </form>
  );
}

function LocationCard({ auth, location }: { auth: AuthActorRef; location: SettingsLocation }) {
  const { api } = useRouteContext({ from: '__root__' });
  const saved = useSaved();
  const [open, setOpen] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const { id, caseCount, ...body } = location;
  const toggle = async () => {
    const retired = !location.retired;
    await saved(
      await saveLocation(api, auth, id, { ...body, retired }),
      retired ? `${location.name} is retired.` : `${location.name} is in service again.`,
      setProblems,
    );
  };
  const { address } = location;
  return (
    <article className={styles.card} aria-label={location.name}>
      <h3 className={styles.cardTitle}>{location.name}</h3>
      <p className={styles.meta}>
        {[address.line1, address.line2, `${address.city}, ${address.region} ${address.postalCode}`]
          .filter(Boolean)
          .join(', ')}
        . {location.phoneNumber}
        {location.email ? `, ${location.email}` : ''}. {caseCount === 1 ? '1 case' : `${caseCount} cases`}.{' '}
        {location.retired ? 'Retired.' : 'In service.'}
      </p>
      {problems.retired && (
        <p role="alert" className={styles.error}>
          {problems.retired}
        </p>
      )}
      <p className={styles.actions}>
        <button type="button" className={button({ tone: 'secondary' })} onClick={() => void toggle()}>
          {location.retired ? `Bring ${location.name} back` : `Retire ${location.name}`}
        </button>
      </p>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>Change {location.name}</summary>
        {open && <LocationForm auth={auth} location={location} onSaved={() => setOpen(false)} />}
      </details>
    </article>
  );
}

const emptyLocation: LocationBody = {
  name: '',
  address: { line1: '', line2: '', city: '', region: '', postalCode: '', country: 'US' },
  phoneNumber: '',
  email: null,
  retired: false,
};

type LocationText = 'name' | 'line1' | 'line2' | 'city' | 'region' | 'postalCode' | 'country' | 'phoneNumber' | 'email';
const labels: Record<LocationText, string> = {
  name: 'Name',
  line1: 'Street',
  line2: 'Street, second line',
  city: 'City',
  region: 'State or region',
  postalCode: 'Postal code',
  country: 'Country (two letters)',
  phoneNumber: 'Phone',
  email: 'Email for requests and orders',
};
const addressFields = new Set(['line1', 'line2', 'city', 'region', 'postalCode', 'country']);

function LocationForm({
  auth,
  location,
  onSaved,
}: {
  auth: AuthActorRef;
  location?: SettingsLocation;
  onSaved?: () => void;
}) {
  const { api } = useRouteContext({ from: '__root__' });
  const saved = useSaved();
  const formId = useId();
  const start = location ?? emptyLocation;
  const [values, setValues] = useState<Record<LocationText, string>>({
    name: start.name,
    ...start.address,
    line2: start.address.line2 ?? '',
    phoneNumber: start.phoneNumber,
    email: start.email ?? '',
  });
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const title = location ? `Change ${location.name}` : 'New location';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { name, phoneNumber, email, line2, ...address } = values;
    const parsed = locationBody.safeParse({
      name,
      address: { ...address, ...(line2.trim() ? { line2 } : {}) },
      phoneNumber,
      email: email.trim() === '' ? null : email.trim(),
      retired: start.retired,
    });
    if (!parsed.success) return setProblems(problemsOf(toApiIssues(parsed.error)));
    setBusy(true);
    const done = await saved(
      await saveLocation(api, auth, location?.id ?? null, parsed.data),
      `${parsed.data.name} is saved.`,
      setProblems,
    );
    setBusy(false);
    if (done) onSaved?.();
  };

  return (
    <form className={styles.form} noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
      {(Object.keys(labels) as LocationText[]).map((field) => (
        <Field
          key={field}
          id={`${formId}-${field}`}
          label={labels[field]}
          optional={field === 'line2' || field === 'email'}
          error={problems[addressFields.has(field) ? `address.${field}` : field]}
        >
          {(attributes) => (
            <input
              {...attributes}
              type={field === 'email' ? 'email' : field === 'phoneNumber' ? 'tel' : 'text'}
              autoComplete="off"
              className={control}
              value={values[field]}
              onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            />
          )}
        </Field>
      ))}
      <p className={styles.actions}>
        <button type="submit" className={button({ tone: 'primary' })} disabled={busy}>
          {busy ? 'Saving…' : location ? 'Save the location' : 'Add the location'}
        </button>
      </p>
    </form>
  );
}
