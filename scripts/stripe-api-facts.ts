/*
 * Writes server/payments/stripe-api/stripe-api-facts.json (decision 0081): for each Stripe API call
 * Lantern makes, the form parameters Stripe's published OpenAPI description allows at the top level,
 * the required ones, the names allowed inside the objects Lantern sends, and each enum value Lantern
 * sends (checked to be one the description lists). The Stripe adapter's tests run against a local fake
 * of Stripe's API that refuses any request outside these facts (stripe-fake-api.ts).
 *
 *   curl -LO https://raw.githubusercontent.com/stripe/openapi/master/latest/openapi.spec3.json
 *   npx tsx scripts/stripe-api-facts.ts openapi.spec3.json <commit of stripe/openapi> > server/payments/stripe-api/stripe-api-facts.json
 *
 * It fails when a call, a parameter or a value Lantern uses is not in the description.
 */
import { readFileSync } from 'node:fs';

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  items?: Schema;
  anyOf?: Schema[];
}

interface Operation {
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/** What Lantern sends: per call, the objects whose inner names are checked and the enum values used. */
const uses: Record<string, { objects?: string[]; enums?: Record<string, string[]> }> = {
  'POST /v1/payment_intents': {
    objects: ['transfer_data'],
    enums: { 'allowed_payment_method_types[]': ['card'] },
  },
  'POST /v1/refunds': {},
  'POST /v1/accounts': {
    objects: ['controller'],
    enums: {
      'controller[stripe_dashboard][type]': ['express'],
      'controller[fees][payer]': ['application'],
      'controller[losses][payments]': ['application'],
    },
  },
  'POST /v1/account_links': { enums: { type: ['account_onboarding'] } },
  'GET /v1/accounts/{account}': {},
};

/** The object form of a schema that may be `anyOf` an object and '' (Stripe's way to unset). */
const objectOf = (schema: Schema | undefined): Schema | undefined =>
  schema?.properties ? schema : schema?.anyOf?.find((option) => option.properties);

/** The schema at a form path such as `controller[fees][payer]` or `allowed_payment_method_types[]`. */
function schemaAt(root: Schema, path: string): Schema | undefined {
  const [first, ...rest] = path.replace(/\]/g, '').split('[');
  let schema: Schema | undefined = objectOf(root)?.properties?.[first!];
  for (const segment of rest) {
    schema =
      segment === ''
        ? (schema?.items ?? schema?.anyOf?.find((o) => o.items)?.items)
        : objectOf(schema)?.properties?.[segment];
  }
  return schema;
}

function factsOf(spec: { paths: Record<string, Record<string, Operation>> }, call: string) {
  const [method, path] = call.split(' ') as [string, string];
  const operation = spec.paths[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${call} is not in the description`);
  const use = uses[call]!;
  if (method === 'GET') {
    const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
    return { query: query.map((p) => p.name).sort(), required: query.filter((p) => p.required).map((p) => p.name) };
  }
  const body = operation.requestBody?.content?.['application/x-www-form-urlencoded']?.schema;
  if (!body?.properties) throw new Error(`${call} has no form body`);
  const objects = Object.fromEntries(
    (use.objects ?? []).map((name) => {
      const inner = objectOf(body.properties![name]);
      if (!inner?.properties) throw new Error(`${call}: ${name} is not an object`);
      return [name, { parameters: Object.keys(inner.properties).sort(), required: inner.required ?? [] }];
    }),
  );
  const enums = Object.fromEntries(
    Object.entries(use.enums ?? {}).map(([at, values]) => {
      const allowed = schemaAt(body, at)?.enum;
      if (!allowed) throw new Error(`${call}: ${at} has no enum`);
      for (const value of values) if (!allowed.includes(value)) throw new Error(`${call}: ${at} has no ${value}`);
      return [at, values];
    }),
  );
  return { parameters: Object.keys(body.properties).sort(), required: body.required ?? [], objects, enums };
}

const [specPath, commit] = process.argv.slice(2);
if (!specPath || !commit) {
  console.error('usage: tsx scripts/stripe-api-facts.ts <openapi.spec3.json> <stripe/openapi commit>');
  process.exit(2);
}
const spec = JSON.parse(readFileSync(specPath, 'utf8')) as {
  info: { version: string };
  paths: Record<string, Record<string, Operation>>;
};
const facts = {
  source: {
    repository: 'stripe/openapi',
    path: 'latest/openapi.spec3.json',
    commit,
    version: spec.info.version,
    produced: 'scripts/stripe-api-facts.ts',
  },
  calls: Object.fromEntries(Object.keys(uses).map((call) => [call, factsOf(spec, call)])),
};
console.log(JSON.stringify(facts, null, 2));
