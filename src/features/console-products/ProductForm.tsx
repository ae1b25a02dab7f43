import { useId, useState } from 'react';
import { useForm } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { categoryNames, productCategories, type ShopCategory } from '#contract/shop-categories.ts';
import type { ResponsiveImage } from '#contract/responsive-image.ts';
import { productBody, shopPhotos, shopPhotoUrl, type ShopPhoto, type StaffProduct } from '#contract/staff-products.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { PicturePicker } from '#src/lib/pictures/PicturePicker.tsx';
import * as pictureStyles from '#src/lib/pictures/picture-picker.css.ts';
import { ResponsiveImg } from '#src/lib/ResponsiveImg.tsx';
import { textFields } from '#src/lib/forms/FormTextField.tsx';
import { shownError } from '#src/lib/forms/shown-error.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { control } from '#src/ui/field/control.css.ts';
import { ActionForm } from '#src/ui/action-form/ActionForm.tsx';
import { productsKey } from '#src/lib/queries/console/products.ts';
import { saveProduct } from './product-calls.ts';
import { bodyOf, newProductValues, photoName, productFormErrors, valuesOf } from './product-form.ts';
import * as styles from './products.css.ts';

type TextName = 'name' | 'description' | 'price' | 'imageAlt';

/** The select's value while the photo is a library picture (no stock photo has this name). */
const ownPicture = 'own-picture';

/** A stock photo as the preview shows it. */
const stockImage = (photo: ShopPhoto): ResponsiveImage => ({
  url: shopPhotoUrl(photo, 320),
  width: 320,
  height: 320,
  alt: '',
  sources: [],
});

/**
 * A product's form (decision 0082): a new one on the products page, or one product's changes. The
 * price is typed in dollars and judged in dollars ($1 to $10,000); the photo is one of the shop's
 * stock photos or a picture of the company's library (decision 0107). Refusals are shown beside their field; the list is read again once it is saved.
 */
export function ProductForm({
  auth,
  product,
  onSaved,
}: {
  auth: AuthActorRef;
  /** The product to change; none: a new product. */
  product?: StaffProduct;
  onSaved?: () => void;
}) {
  const { api, toasts } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const formId = useId();
  const [server, setServer] = useState<Record<string, string>>({});
  // The library picture shown while it is the product's photo (the product's own image until another is picked).
  const [picked, setPicked] = useState<ResponsiveImage | null>(product?.image ?? null);
  const form = useForm({
    defaultValues: product ? valuesOf(product) : newProductValues,
    validators: { onChange: ({ value }) => productFormErrors(value) },
    onSubmit: async ({ value, formApi }) => {
      setServer({});
      const outcome = await saveProduct(api, auth, product?.id ?? null, productBody.parse(bodyOf(value)));
      if (outcome.kind === 'refused') {
        const shown: Record<string, string> = {};
        for (const issue of outcome.issues)
          shown[issue.path === 'priceCents' ? 'price' : issue.path || 'name'] ??= issue.message;
        return setServer(shown);
      }
      toasts.send({ type: 'toast.add', color: 'success', title: `${value.name.trim()} is saved.` });
      if (!product) formApi.reset();
      await queryClient.invalidateQueries({ queryKey: productsKey });
      onSaved?.();
    },
  });
  const id = (name: string) => `${formId}-${name}`;

  const textField = textFields<TextName>(form.Field, formId);
  const text = (name: TextName, label: string, hint?: string) =>
    textField(name, {
      label,
      hint,
      required: name !== 'description',
      optional: name === 'description',
      inputMode: name === 'price' ? 'decimal' : undefined,
      autoComplete: 'off',
      rows: name === 'description' ? 3 : undefined,
      serverError: server[name],
    });

  const check = (name: 'deliversToEvents' | 'active', label: string) => (
    <form.Field name={name}>
      {(field) => (
        <p className={styles.check}>
          <input
            id={id(name)}
            type="checkbox"
            checked={field.state.value}
            onChange={(event) => field.handleChange(event.target.checked)}
          />
          <label htmlFor={id(name)}>{label}</label>
        </p>
      )}
    </form.Field>
  );

  const title = product ? `Change ${product.name}` : 'New product';
  return (
    <ActionForm
      label={title}
      className={styles.form}
      form={form}
      submitLabel={product ? 'Save the changes' : 'Add the product'}
      busyLabel="Saving…"
    >
      {text('name', 'Name')}
      <form.Field name="category">
        {(field) => (
          <Field id={id('category')} label="Category" required>
            {(attributes) => (
              <select
                {...attributes}
                className={control}
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value as ShopCategory)}
              >
                {productCategories.map((category) => (
                  <option key={category} value={category}>
                    {categoryNames[category]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </form.Field>
      {text('price', 'Price in dollars', 'From $1 to $10,000, e.g. 89.50. Orders already placed keep their price.')}
      {text('description', 'Description')}
      <form.Field name="photo">
        {(field) => (
          <Field
            id={id('photo')}
            label="Photo"
            required
            hint="One of the shop's photos, or one of your own pictures (upload them on the Pictures page)."
            error={shownError(field, server.photo ?? server['photo.pictureId'])}
          >
            {(attributes) => (
              <select
                {...attributes}
                className={control}
                value={typeof field.state.value === 'string' ? field.state.value : ownPicture}
                onBlur={field.handleBlur}
                onChange={(event) => {
                  const value = event.target.value;
                  if (value !== ownPicture) field.handleChange(value as ShopPhoto | '');
                }}
              >
                {field.state.value === '' && <option value="">Choose a photo</option>}
                {typeof field.state.value === 'object' && <option value={ownPicture}>Your own picture</option>}
                {shopPhotos.map((photo) => (
                  <option key={photo} value={photo}>
                    {photoName(photo)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.values.photo}>
        {(photo) => {
          const image = typeof photo === 'string' ? (photo ? stockImage(photo) : null) : picked;
          return image && <ResponsiveImg image={image} sizes="8rem" alt="" className={pictureStyles.preview} />;
        }}
      </form.Subscribe>
      <PicturePicker
        api={api}
        auth={auth}
        purpose="for the product's photo"
        onChoose={(picture) => {
          setPicked(picture.image);
          form.setFieldValue('photo', { pictureId: picture.id });
          if (!form.getFieldValue('imageAlt').trim()) form.setFieldValue('imageAlt', picture.alt);
        }}
      />
      {text('imageAlt', 'What the photo shows', 'For people who cannot see it, e.g. "White lilies in a blue vase".')}
      {check('deliversToEvents', 'Delivered to the service (otherwise the funeral home hands it to the family)')}
      {check('active', 'On sale')}
    </ActionForm>
  );
}
