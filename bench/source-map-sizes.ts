// Which modules a minified file's bytes come from, read from its source map: each mapping segment's generated span is
// charged to its source. Modules are grouped as a person reads them: a package (antd per component:
// `antd/es/select`), or a file of ours. Used by bench/page-weight.ts to list what a first load is made of.
import fs from 'node:fs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** The numbers of one segment of a source map's `mappings` (base64 VLQ). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const c of segment) {
    const digit = DIGIT.get(c)!;
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** `antd/es/select`, `react-dom`, `@ant-design/pro-layout`, or `src/components/NoticeBell/index.tsx`. */
export function moduleGroup(source: string): string {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)(?:\/es\/([^/]+))?/.exec(clean);
  if (pkg) return pkg[1] === 'antd' && pkg[2] ? `antd/es/${pkg[2]}` : pkg[1]!;
  return clean;
}

/** Bytes of the minified file per module group, from `<file>.map` at `mapFile`. */
export function bytesByModule(file: string, mapFile: string): Map<string, number> {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
  const bytes = new Map<string, number>();
  const charge = (source: number | null, n: number) => {
    const group = source === null ? '(webpack runtime, unmapped)' : moduleGroup(map.sources[source] ?? '(unmapped)');
    bytes.set(group, (bytes.get(group) ?? 0) + n);
  };
  let source = 0;
  map.mappings.split(';').forEach((line, row) => {
    let column = 0;
    let last: { column: number; source: number | null } | null = null;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const [dColumn, dSource] = decodeSegment(segment);
      column += dColumn!;
      if (dSource !== undefined) source += dSource;
      if (last) charge(last.source, column - last.column);
      last = { column, source: dSource === undefined ? null : source };
    }
    if (last) charge(last.source, Math.max(0, (lines[row]?.length ?? 0) - last.column));
  });
  return bytes;
}
