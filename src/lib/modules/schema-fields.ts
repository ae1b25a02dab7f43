import { z } from 'zod';

/*
 * Builder only. Reads a module type's zod schema and describes the form that edits it: text, rich
 * text, numbers, choices, images, links, nested groups and lists (whose items carry ids, spec §3).
 * The contract's schema is the single source; hints only add words (labels, help) and pick a
 * widget where the shape alone cannot tell (a multi-line text, rich text).
 */

export interface FieldHint {
  label?: string;
  help?: string;
  multiline?: boolean;
  richText?: boolean;
  /** A list item's name ("Question", "Team member"). */
  itemLabel?: string;
}

/** Hints by field path without list indexes: 'heading', 'items.question', 'image.alt'. */
export type FieldHints = Readonly<Record<string, FieldHint>>;

interface FieldBase {
  /** The key in its parent object. */
  key: string;
  /** The path without indexes, as hints name it. */
  hintPath: string;
  label: string;
  help: string | undefined;
  /** Optional in the schema: left out when empty. */
  optional: boolean;
}

export type FieldSpec =
  | (FieldBase & {
      kind: 'text';
      multiline: boolean;
      inputType: 'text' | 'url' | 'email';
      minLength: number | undefined;
      maxLength: number | undefined;
    })
  | (FieldBase & { kind: 'richText' })
  | (FieldBase & { kind: 'number'; min: number | undefined; max: number | undefined; integer: boolean })
  | (FieldBase & { kind: 'checkbox' })
  | (FieldBase & { kind: 'select'; options: string[] })
  | (FieldBase & { kind: 'group'; widget: 'image' | 'link' | 'object'; fields: FieldSpec[]; schema: z.ZodObject })
  | (FieldBase & {
      kind: 'list';
      itemLabel: string;
      min: number | undefined;
      max: number | undefined;
      fields: FieldSpec[];
      item: z.ZodObject;
    });

/** 'subheading' → 'Subheading', 'phoneNumber' → 'Phone number', 'mapUrl' → 'Map URL'. */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\burl\b/g, 'URL')
    .replace(/\bcta\b/g, 'button');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const unwrapOptional = (schema: z.ZodType): { inner: z.ZodType; optional: boolean } => {
  let inner = schema;
  let optional = false;
  for (;;) {
    if (inner instanceof z.ZodOptional) {
      optional = true;
      inner = inner.unwrap() as z.ZodType;
    } else if (inner instanceof z.ZodNullable) {
      optional = true;
      inner = inner.unwrap() as z.ZodType;
    } else if (inner instanceof z.ZodDefault) {
      inner = inner.unwrap() as z.ZodType;
    } else return { inner, optional };
  }
};

const lengthCheck = (schema: z.ZodArray, check: 'min_length' | 'max_length'): number | undefined => {
  for (const item of schema._zod.def.checks ?? []) {
    const def = item._zod.def as { check?: string; minimum?: number; maximum?: number };
    if (def.check === check) return check === 'min_length' ? def.minimum : def.maximum;
  }
  return undefined;
};

const nonNull = (value: number | null | undefined): number | undefined =>
  value === null || value === undefined || !Number.isFinite(value) ? undefined : value;

const has = (object: z.ZodObject, ...keys: string[]) => keys.every((key) => Object.hasOwn(object.shape, key));

/** Keys a person never edits: the module's own id and type, and every nested object's id. */
const hiddenKeys = new Set(['id', 'type']);

export function describeFields(schema: z.ZodObject, hints: FieldHints = {}, prefix = ''): FieldSpec[] {
  const fields: FieldSpec[] = [];
  for (const [key, raw] of Object.entries(schema.shape)) {
    if (hiddenKeys.has(key)) continue;
    const hintPath = prefix ? `${prefix}.${key}` : key;
    const hint = hints[hintPath] ?? {};
    const { inner, optional } = unwrapOptional(raw as z.ZodType);
    const base = { key, hintPath, label: hint.label ?? humanize(key), help: hint.help, optional };

    if (inner instanceof z.ZodStringFormat && (inner.format === 'url' || inner.format === 'email')) {
      fields.push({
        ...base,
        kind: 'text',
        multiline: false,
        inputType: inner.format,
        minLength: nonNull(inner.minLength),
        maxLength: nonNull(inner.maxLength),
      });
    } else if (inner instanceof z.ZodString) {
      if (hint.richText || key === 'html') fields.push({ ...base, kind: 'richText' });
      else
        fields.push({
          ...base,
          kind: 'text',
          multiline: hint.multiline ?? false,
          inputType: 'text',
          minLength: nonNull(inner.minLength),
          maxLength: nonNull(inner.maxLength),
        });
    } else if (inner instanceof z.ZodNumber) {
      fields.push({
        ...base,
        kind: 'number',
        min: nonNull(inner.minValue),
        max: nonNull(inner.maxValue),
        integer: inner.isInt,
      });
    } else if (inner instanceof z.ZodBoolean) {
      fields.push({ ...base, kind: 'checkbox' });
    } else if (inner instanceof z.ZodEnum) {
      fields.push({ ...base, kind: 'select', options: inner.options.map(String) });
    } else if (inner instanceof z.ZodObject) {
      const widget = has(inner, 'src', 'alt') ? 'image' : has(inner, 'label', 'to') ? 'link' : 'object';
      fields.push({ ...base, kind: 'group', widget, fields: describeFields(inner, hints, hintPath), schema: inner });
    } else if (inner instanceof z.ZodArray && inner.element instanceof z.ZodObject) {
      fields.push({
        ...base,
        kind: 'list',
        itemLabel: hint.itemLabel ?? 'Item',
        min: lengthCheck(inner, 'min_length'),
        max: lengthCheck(inner, 'max_length'),
        fields: describeFields(inner.element, hints, hintPath),
        item: inner.element,
      });
    } else {
      throw new Error(`The builder has no form field for "${hintPath}" (${inner.constructor.name})`);
    }
  }
  return fields;
}

/**
 * A fresh object for a group or list item: every nested object gets its own new id, required text
 * starts empty (the form then asks for it), numbers start at their minimum, choices at the first.
 */
export function blankValue(schema: z.ZodObject, newId: () => string): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(schema.shape)) {
    const { inner, optional } = unwrapOptional(raw as z.ZodType);
    if (key === 'id') value[key] = newId();
    else if (optional) continue;
    else if (inner instanceof z.ZodLiteral) value[key] = inner.value;
    else if (inner instanceof z.ZodString) value[key] = '';
    else if (inner instanceof z.ZodNumber) value[key] = nonNull(inner.minValue) ?? 0;
    else if (inner instanceof z.ZodBoolean) value[key] = false;
    else if (inner instanceof z.ZodEnum) value[key] = inner.options[0];
    else if (inner instanceof z.ZodObject) value[key] = blankValue(inner, newId);
    else if (inner instanceof z.ZodArray) value[key] = [];
  }
  return value;
}

/**
 * Form values as the schema wants them: an optional text left empty is absent, not ''. Lists and
 * groups are cleaned the same way inside.
 */
export function cleanValues(fields: readonly FieldSpec[], values: Record<string, unknown>): Record<string, unknown> {
  const cleaned: Record<string, unknown> = { ...values };
  for (const field of fields) {
    const value = cleaned[field.key];
    if (field.kind === 'text' && field.optional && (value === '' || value === null)) delete cleaned[field.key];
    else if (field.kind === 'richText' && field.optional && value === '') delete cleaned[field.key];
    else if (field.kind === 'number' && typeof value === 'string')
      cleaned[field.key] = value.trim() === '' ? undefined : Number(value);
    else if (field.kind === 'group' && value && typeof value === 'object')
      cleaned[field.key] = cleanValues(field.fields, value as Record<string, unknown>);
    else if (field.kind === 'list' && Array.isArray(value))
      cleaned[field.key] = value.map((item) =>
        item && typeof item === 'object' ? cleanValues(field.fields, item as Record<string, unknown>) : item,
      );
    if (cleaned[field.key] === undefined) delete cleaned[field.key];
  }
  return cleaned;
}
