import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { z } from 'zod';
import {
  exportCollectionNames,
  exportCollections,
  exportCollectionWords,
  exportManifest,
} from '#contract/company-export.ts';

/*
 * docs/export-format.md's field tables, generated from the export's contract schemas (decision 0086)
 * so the documentation cannot drift from the format the test checks: the part between the markers is
 * this script's. `npx tsx scripts/export-format-docs.ts` writes it; export-format-docs.test.ts fails
 * while the file differs.
 */

export const DOC_PATH = fileURLToPath(new URL('../docs/export-format.md', import.meta.url));
export const BEGIN = '<!-- generated from contract/company-export.ts: npx tsx scripts/export-format-docs.ts -->';
export const END = '<!-- end of generated part -->';

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  const?: unknown;
  additionalProperties?: JsonSchema;
}

/** A field's type in words, from its JSON Schema. */
function typeWords(schema: JsonSchema): string {
  if (schema.anyOf) {
    const values = schema.anyOf.filter((part) => part.type !== 'null');
    if (values.length === 1) return `${typeWords(values[0]!)}, or null`;
    return 'any JSON value';
  }
  if (Array.isArray(schema.type)) {
    const [type, ...others] = schema.type.filter((name) => name !== 'null');
    if (others.length > 0 || !type) return 'any JSON value';
    return schema.type.includes('null') ? `${typeWords({ ...schema, type })}, or null` : typeWords({ ...schema, type });
  }
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``;
  if (schema.enum) return `one of ${schema.enum.map((value) => `\`${String(value)}\``).join(', ')}`;
  if (schema.type === 'string' && schema.format === 'date-time') return 'ISO 8601 instant (UTC)';
  if (schema.type === 'string' && schema.format === 'date') return 'calendar day (YYYY-MM-DD)';
  if (schema.type === 'array') return `array of ${typeWords(schema.items ?? {})}`;
  if (schema.type === 'object' && schema.properties)
    return `object (${Object.keys(schema.properties)
      .map((key) => `\`${key}\``)
      .join(', ')})`;
  if (schema.type === 'object' && schema.additionalProperties)
    return `object: ${typeWords(schema.additionalProperties)} by name`;
  if (schema.type === 'object') return 'object';
  return schema.type ?? 'any JSON value';
}

const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { unrepresentable: 'any' }) as JsonSchema;

function fieldTable(shape: Record<string, z.ZodType>): string {
  const rows = Object.entries(shape).map(([name, schema]) => `| \`${name}\` | ${typeWords(jsonSchemaOf(schema))} |`);
  return ['| Field | Type |', '| --- | --- |', ...rows].join('\n');
}

/** The generated part: the manifest's fields, then each collection's. */
export function generatedPart(): string {
  const sections = [
    '### manifest.json',
    '',
    fieldTable(exportManifest.shape as unknown as Record<string, z.ZodType>),
    '',
    `Each entry of \`files\`: ${typeWords(jsonSchemaOf(exportManifest.shape.files.element))}.`,
    '',
    ...exportCollectionNames.flatMap((name) => [
      `### data/${name}.json`,
      '',
      exportCollectionWords[name],
      '',
      fieldTable(exportCollections[name].shape as unknown as Record<string, z.ZodType>),
      '',
    ]),
  ];
  return sections.join('\n');
}

/** The document with its generated part replaced by `generatedPart()`, formatted as the repository's Prettier does. */
export async function withGeneratedPart(document: string): Promise<string> {
  const begin = document.indexOf(BEGIN);
  const end = document.indexOf(END);
  if (begin === -1 || end < begin) throw new Error(`${DOC_PATH} lacks the generated part's markers`);
  const text = `${document.slice(0, begin + BEGIN.length)}\n\n${generatedPart()}\n${document.slice(end)}`;
  const options = await prettier.resolveConfig(DOC_PATH);
  return prettier.format(text, { ...options, filepath: DOC_PATH });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const document = await readFile(DOC_PATH, 'utf8');
  await writeFile(DOC_PATH, await withGeneratedPart(document));
}
