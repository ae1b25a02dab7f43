import { readFileSync } from 'node:fs';

/** Who a page is for: anyone, a signed-in family, signed-in staff, or a visitor who started planning. */
export type RouteArea = 'public' | 'family' | 'staff' | 'planning';

export interface AppRoute {
  /** The address as the router writes it, its parameters unfilled: `/obituaries/$id/$name/photos`. */
  path: string;
  /** The route's id, with its pathless layouts (`/family-portal/_family/$id/$name/`). */
  id: string;
  area: RouteArea;
}

/** The pathless layouts that guard a part of the app (src/routes/…/_family, _console, _started). */
const guards: Record<string, RouteArea> = { _family: 'family', _console: 'staff', _started: 'planning' };

const generatedTree = new URL('../../src/routeTree.gen.ts', import.meta.url);

/** The keys of one `export interface <name> { '<key>': typeof <Route> … }` of the generated tree, with their route. */
function interfaceEntries(source: string, name: string): [key: string, route: string][] {
  const body = new RegExp(`export interface ${name} \\{([^}]*)\\}`).exec(source)?.[1];
  if (body === undefined) throw new Error(`src/routeTree.gen.ts has no interface ${name}: has the generator changed?`);
  return [...body.matchAll(/^\s*'([^']+)': typeof (\w+)$/gm)].map((match) => [match[1]!, match[2]!]);
}

const areaOf = (id: string, ids: readonly string[]): RouteArea => {
  const guard = id.split('/').find((segment) => segment in guards);
  if (guard) return guards[guard]!;
  // A layout whose bare address a pathless child serves (/staff is the console's home).
  const child = ids.find(
    (other) => other.startsWith(`${id}/_`) && other.split('/').length === id.split('/').length + 1,
  );
  return child ? areaOf(child, ids) : 'public';
};

/**
 * Every address of the app, read from the router's generated tree (src/routeTree.gen.ts, which
 * `tsr generate` and the build keep up to date): its `FileRoutesByTo` (one entry per address a link
 * can name, index routes under their parent's address) joined to `FileRoutesById` for the pathless
 * layout that guards it. A page added under src/routes is in this list without a change here. The
 * tree is read as text: importing it would import every page's components.
 */
export function appRoutes(): AppRoute[] {
  const source = readFileSync(generatedTree, 'utf8');
  const byId = interfaceEntries(source, 'FileRoutesById');
  const ids = byId.map(([id]) => id);
  return interfaceEntries(source, 'FileRoutesByTo').map(([path, route]) => {
    const id = byId.find(([, candidate]) => candidate === route)?.[0];
    if (id === undefined) throw new Error(`route ${path} (${route}) has no id in src/routeTree.gen.ts`);
    return { path, id, area: areaOf(id, ids) };
  });
}
