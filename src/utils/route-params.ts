// The numbers of an address (route parameters and query values), read strictly: anything that is not the number
// the page expects ('abc', '1.5', '-1', '', missing) reads as null or undefined, and the page says the address is
// bad (src/components/BadParam) rather than asking the server with a wrong number.

/** A positive integer id from a route parameter, or null for anything else ('abc', '0', '1.5'). */
export function idParam(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** A positive number of an address (path or query), or null for anything else. */
export const numberParam = (value: string | null | undefined) => idParam(value ?? undefined);

/** A non-negative integer route parameter (0 allowed: no class, the first chapter), or null. */
export function zeroOrIdParam(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * The folder a route's `:parentId` names: undefined for the whole bank ('0', or anything that is no id),
 * else the folder's id.
 */
export function folderParam(value: string | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** The class of an address: a positive number, 'new' for 0 (only where the page creates), or null for anything else. */
export function classParam(value: string | undefined, allowNew: boolean): number | 'new' | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  if (n === 0) return allowNew ? 'new' : null;
  return Number.isSafeInteger(n) ? n : null;
}
