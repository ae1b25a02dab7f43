import { useRef, useState, type FormEvent } from 'react';
import { useForm, useStore } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import {
  memoryFields,
  photoMessages,
  PHOTO_MAX_BYTES,
  type MemoryFields,
  type memoryPosted,
} from '#contract/memorial.ts';
import { isApiFatalError } from '#src/lib/api/fatal-error.ts';
import { SubmitButton } from '#src/lib/forms/SubmitButton.tsx';
import { validateOnEveryEvent } from '#src/lib/forms/validate-on-every-event.ts';
import { button } from '#src/ui/button/button.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import {
  memoryFormErrors,
  memoryFieldNames,
  type MemoryFieldName,
  type MemoryFormErrors,
} from './memory-form-errors.ts';
import * as styles from './memorial.css.ts';
import { formHydrated } from '#src/ui/hydration/form-hydrated.ts';

const firstMessage = (name: keyof MemoryFields, value: string) => {
  const result = memoryFields.shape[name].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

const controlId = (name: MemoryFieldName) => `memory-${name}`;
const noErrors: MemoryFormErrors = { fields: {}, form: undefined };

/**
 * Writing a memory: name, email (for the family only), text and an optional photo, checked with
 * the contract's rules as fields are left and on Send. Whatever goes wrong, what was typed stays;
 * the server's words are shown next to the field they are about, or above the button.
 */
export function MemoryForm({ obituaryId, fullName }: { obituaryId: number; fullName: string }) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const [photo, setPhoto] = useState<File | null>(null);
  const [refused, setRefused] = useState<MemoryFormErrors>(noErrors);
  const [thanks, setThanks] = useState<string | null>(null);
  const photoInput = useRef<HTMLInputElement>(null);

  const form = useForm({
    defaultValues: { name: '', email: '', text: '' } satisfies MemoryFields,
    validationLogic: validateOnEveryEvent,
    onSubmit: async ({ value, formApi }) => {
      const body = new FormData();
      body.set('name', value.name);
      body.set('email', value.email);
      body.set('text', value.text);
      if (photo) body.set('photo', photo);
      try {
        const posted = await api.post<typeof memoryPosted>(`/api/web/obituaries/${obituaryId}/memories`, { body });
        setThanks(posted.message);
        formApi.reset();
        setPhoto(null);
        if (photoInput.current) photoInput.current.value = '';
        if (posted.status === 'approved')
          await queryClient.invalidateQueries({ queryKey: ['obituary', obituaryId, 'memories'] });
      } catch (error) {
        if (!isApiFatalError(error)) throw error;
        const errors = memoryFormErrors(error.issues, error.message);
        setRefused(errors);
        const first = memoryFieldNames.find((name) => errors.fields[name]);
        requestAnimationFrame(() => document.getElementById(first ? controlId(first) : 'memory-form-error')?.focus());
      }
    },
  });
  const attempted = useStore(form.store, (state) => state.submissionAttempts > 0);
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  const photoError = photo && photo.size > PHOTO_MAX_BYTES ? photoMessages.tooLarge : refused.fields.photo;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setThanks(null);
    setRefused(noErrors);
    if (photo && photo.size > PHOTO_MAX_BYTES) {
      document.getElementById(controlId('photo'))?.focus();
      return;
    }
    void form.handleSubmit().then(() => {
      const invalid = (['name', 'email', 'text'] as const).find((name) => form.getFieldMeta(name)?.errors.length);
      if (invalid) document.getElementById(controlId(invalid))?.focus();
    });
  };

  const textField = (name: 'name' | 'email' | 'text', label: string, hint?: string) => (
    <form.Field name={name} validators={{ onDynamic: ({ value }) => firstMessage(name, value) }}>
      {(field) => {
        const own = field.state.meta.errors[0] as string | undefined;
        const shown = (field.state.meta.isBlurred || attempted ? own : undefined) ?? refused.fields[name];
        const common = {
          name,
          value: field.state.value,
          'aria-required': true as const,
          onBlur: field.handleBlur,
        };
        return (
          <Field id={controlId(name)} label={label} required hint={hint} error={shown}>
            {(control) =>
              name === 'text' ? (
                <textarea
                  {...control}
                  {...common}
                  className={styles.textarea}
                  maxLength={5000}
                  onChange={(event) => field.handleChange(event.target.value)}
                />
              ) : (
                <input
                  {...control}
                  {...common}
                  className={styles.control}
                  type={name === 'email' ? 'email' : 'text'}
                  autoComplete={name === 'email' ? 'email' : 'name'}
                  maxLength={name === 'email' ? 254 : 100}
                  onChange={(event) => field.handleChange(event.target.value)}
                />
              )
            }
          </Field>
        );
      }}
    </form.Field>
  );

  return (
    <form
      ref={formHydrated}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="memory-form-heading"
    >
      <h3 id="memory-form-heading">Share a memory of {fullName}</h3>
      {textField('name', 'Your name')}
      {textField('email', 'Your email', 'Only the family sees it; it is never shown on this page.')}
      {textField('text', 'Your memory')}
      <Field
        id={controlId('photo')}
        label="A photo"
        optional
        hint="A JPEG, PNG or WebP photo of up to 15 MB. Its location and camera details are removed."
        error={photoError}
      >
        {(control) => (
          <input
            {...control}
            ref={photoInput}
            className={styles.control}
            type="file"
            name="photo"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <p id="memory-form-error" className={styles.formError} tabIndex={-1} role="alert">
        {refused.form ?? ''}
      </p>
      <div role="status">{thanks && <p className={styles.formStatus}>{thanks}</p>}</div>
      <div className={styles.actions}>
        <SubmitButton className={button({ tone: 'primary' })} disabled={submitting}>
          {submitting ? 'Sending…' : 'Share memory'}
        </SubmitButton>
      </div>
    </form>
  );
}
