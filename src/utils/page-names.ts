// Which page an address opens, by the routes' own names (config/routes.ts `name`): 模块管理 says 「课程管理」 beside
// /teacher/course, and warns of an address that opens no page.

/** a route as config/routes.ts writes it, or as Umi keeps it (with its layout routes and the catch-all) */
export type NamedRoute = { path?: string; name?: string; redirect?: string; isLayout?: boolean };

/** ':x' matches any one segment; a route without a name still tells that the address opens a page. */
const matches = (pattern: string, segments: string[]) => {
  const parts = pattern.split('/').filter(Boolean);
  return parts.length === segments.length && parts.every((p, i) => p.startsWith(':') || p === segments[i]);
};

/**
 * The page of an address: `{ name }` (the route's name, or null when it has none), or null when no page answers it.
 * A redirect counts as the page it leads to. Exact segments win over parameters.
 */
export function pageOf(address: string, routes: readonly NamedRoute[]): { name: string | null } | null {
  const segments = address.split(/[?#]/)[0].split('/').filter(Boolean);
  const found = routes
    .filter((r) => r.path && !r.isLayout && !r.path.includes('*') && matches(r.path, segments))
    .sort((a, b) => paramCount(a.path!) - paramCount(b.path!))[0];
  if (!found) return null;
  if (found.redirect && found.redirect !== address) return pageOf(found.redirect, routes);
  return { name: found.name ?? null };
}

const paramCount = (path: string) => path.split('/').filter((p) => p.startsWith(':')).length;
