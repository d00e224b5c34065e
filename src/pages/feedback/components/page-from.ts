/**
 * The page a feedback is about: the `from` query value when given, else the path (and query) of the referring page
 * when it is on this site, else null.
 */
export function pageFrom(from: string | null, referrer: string, origin: string): string | null {
  const given = from?.trim();
  if (given) return given.slice(0, 500);
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.origin !== origin) return null;
    const path = `${url.pathname}${url.search}`;
    return path.startsWith('/feedback') ? null : path.slice(0, 500);
  } catch {
    return null;
  }
}
