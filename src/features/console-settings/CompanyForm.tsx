import { useId } from 'react';
import { useForm } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { companySettingsBody, type CompanySettings } from '#contract/company-settings.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { useRefusal } from '#src/lib/account/use-refusal.ts';
import { keepCompanyTimeZone } from '#src/lib/console/company-clock.ts';
import { FormTextField, textFields } from '#src/lib/forms/FormTextField.tsx';
import { schemaFieldErrors } from '#src/lib/forms/schema-field-errors.ts';
import { shownError } from '#src/lib/forms/shown-error.ts';
import { button } from '#src/ui/button/button.css.ts';
import { ActionForm } from '#src/ui/action-form/ActionForm.tsx';
import { CheckField } from './CheckField.tsx';
import { saveSettings } from './settings-calls.ts';
import { companyBodyOf, companyValuesOf } from './settings-form.ts';
import { useSaved } from './use-saved.ts';
import * as styles from './settings.css.ts';

type TextName = 'name' | 'timeZone' | 'siteUrl' | 'senderAddress' | 'notificationAddress' | 'paymentInstructions';
const emailFields = new Set<TextName>(['senderAddress', 'notificationAddress']);
const optionalFields = new Set<TextName>(['senderAddress', 'notificationAddress', 'paymentInstructions']);

/**
 * The funeral home's own settings, sent whole: its name and time zone, the hosts its site answers on
 * (the one in use cannot be removed), the address its mails link to and come from, where requests go
 * without a location email, how families pay without a card, and whether the obituaries' shop is open.
 */
export function CompanyForm({ auth, settings }: { auth: AuthActorRef; settings: CompanySettings }) {
  const { api } = useRouteContext({ from: '__root__' });
  const saved = useSaved();
  const queryClient = useQueryClient();
  const formId = useId();
  const id = (name: string) => `${formId}-${name}`;
  const refusal = useRefusal();
  const form = useForm({
    defaultValues: companyValuesOf(settings),
    validators: { onChange: ({ value }) => schemaFieldErrors(companySettingsBody, companyBodyOf(value)) },
    onSubmit: async ({ value }) => {
      const body = companySettingsBody.parse(companyBodyOf(value));
      if (await saved(await saveSettings(api, auth, body), 'The settings are saved.', refusal))
        keepCompanyTimeZone(queryClient, body.timeZone);
    },
  });

  const textField = textFields<TextName>(form.Field, formId);
  const text = (name: TextName, label: string, hint?: string) =>
    textField(name, {
      label,
      hint,
      optional: optionalFields.has(name),
      type: emailFields.has(name) ? 'email' : 'text',
      autoComplete: 'off',
      rows: name === 'paymentInstructions' ? 4 : undefined,
      serverError: refusal.refusal.fields[name],
    });

  return (
    <ActionForm
      labelledBy={id('title')}
      className={styles.section}
      form={form}
      submitLabel="Save the settings"
      busyLabel="Saving…"
      // Each attempt is judged afresh: the last refusal goes with it.
      onSubmitStart={refusal.clear}
    >
      <h2 id={id('title')}>The funeral home</h2>
      {text('name', 'Name')}
      {text(
        'timeZone',
        'Time zone',
        'Where the funeral home keeps its days, e.g. America/New_York: mails to families give times in it.',
      )}
      <form.Field name="hosts" mode="array">
        {(hosts) => {
          const error = shownError(hosts, refusal.refusal.fields.hosts);
          return (
            <fieldset className={styles.hosts} aria-describedby={error ? id('hosts-error') : undefined}>
              <legend>Web addresses the site answers on</legend>
              {error && (
                <p id={id('hosts-error')} className={styles.error}>
                  {error}
                </p>
              )}
              {hosts.state.value.map((host, index) => {
                const inUse = settings.hosts.includes(host) && host === settings.currentHost;
                return (
                  <div key={index} className={styles.host}>
                    <form.Field name={`hosts[${index}]`}>
                      {(field) => (
                        <FormTextField
                          field={field}
                          id={id(`host-${index}`)}
                          label={`Host ${index + 1}`}
                          hint={inUse ? 'The address you are using now: it cannot be removed.' : undefined}
                          autoComplete="off"
                          spellCheck={false}
                          readOnly={inUse}
                          serverError={refusal.refusal.fields[`hosts.${index}`]}
                        />
                      )}
                    </form.Field>
                    {!inUse && (
                      <button
                        type="button"
                        className={button({ tone: 'secondary' })}
                        onClick={() => hosts.removeValue(index)}
                      >
                        Remove host {index + 1}
                      </button>
                    )}
                  </div>
                );
              })}
              <p>
                <button type="button" className={button({ tone: 'secondary' })} onClick={() => hosts.pushValue('')}>
                  Add a host
                </button>
              </p>
            </fieldset>
          );
        }}
      </form.Field>
      {text(
        'siteUrl',
        'Site address',
        'The address mails link to, e.g. https://harborlight.example (http only for localhost).',
      )}
      {text(
        'senderAddress',
        'Mails come from',
        "Leave it empty to send from the server's address. The mails carry the funeral home's name either way.",
      )}
      {text(
        'notificationAddress',
        'Notification email',
        'Where requests and orders are mailed when a location has no email of its own. Left empty, they go to every owner.',
      )}
      {text(
        'paymentInstructions',
        'How to pay without a card',
        'Shown to families when card payments are off: for example, checks payable to …, or a bank transfer to …',
      )}
      <form.Field name="shopEnabled">
        {(field) => (
          <CheckField
            field={field}
            id={id('shopEnabled')}
            label="Open the obituaries' shop"
            hint="Visitors of an obituary can send flowers and gifts from the products on sale, while card payments are on. Turned off, no obituary shows its Shop tab."
          />
        )}
      </form.Field>
      <form.Field name="directorsSeeMoney">
        {(field) => (
          <CheckField
            field={field}
            id={id('directorsSeeMoney')}
            label="Directors see money in reports"
            hint="Funeral directors read the revenue, payments, open balances and the shop's takings on the Reports page. Turned off, they read the counts of cases and requests only."
          />
        )}
      </form.Field>
    </ActionForm>
  );
}
