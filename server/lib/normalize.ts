/** Chinese text is data: every string that enters the API is NFC, so equal names compare equal. */
export function normalizeStrings<T>(value: T): T {
  if (typeof value === 'string') return value.normalize('NFC') as T;
  if (Array.isArray(value)) return value.map(normalizeStrings) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = normalizeStrings(v);
    return out as T;
  }
  return value;
}
