// What a file is, told from its first bytes: names and the client's content type are never trusted.
import zlib from 'node:zlib';
import type { OfficeExtension } from './office-pdf';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

const startsWith = (buf: Buffer, bytes: number[], offset = 0) => buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

export function sniffImage(buf: Buffer): ImageType | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** An .xlsx file is a zip archive: local file header "PK\x03\x04". */
export const isZip = (buf: Buffer) => startsWith(buf, [0x50, 0x4b, 0x03, 0x04]);

/**
 * What a zip archive really inflates to, entry by entry, stopping as soon as it passes `max`: null when it passes,
 * cannot be read, uses ZIP64 or a method other than stored and deflate. The sizes an archive declares may lie (a zip
 * bomb says "100 bytes" and inflates to gigabytes), so they are not trusted; each entry is inflated with a cap.
 */
export function zipInflatedSize(buf: Buffer, max: number): number | null {
  const EOCD = 0x06054b50;
  const CENTRAL = 0x02014b50;
  const LOCAL = 0x04034b50;
  const minEocd = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= minEocd; i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  let total = 0;
  try {
    for (let n = 0; n < entries; n++) {
      if (at + 46 > buf.length || buf.readUInt32LE(at) !== CENTRAL) return null;
      const method = buf.readUInt16LE(at + 10);
      const compressed = buf.readUInt32LE(at + 20);
      const local = buf.readUInt32LE(at + 42);
      if (compressed === 0xffffffff || local === 0xffffffff) return null;
      if (local + 30 > buf.length || buf.readUInt32LE(local) !== LOCAL) return null;
      const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
      if (start + compressed > buf.length) return null;
      const data = buf.subarray(start, start + compressed);
      if (method === 0) total += data.length;
      else if (method === 8) total += zlib.inflateRawSync(data, { maxOutputLength: max - total + 1 }).length;
      else return null;
      if (total > max) return null;
      at += 46 + buf.readUInt16LE(at + 28) + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    }
  } catch {
    // past the cap (RangeError) or not deflate data
    return null;
  }
  return total;
}

export type CourseFileKind = 'video' | 'pdf' | 'document';

/** The offset of a zip archive's end-of-central-directory record, or -1. */
function endOfCentralDirectory(buf: Buffer): number {
  const minEocd = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= minEocd; i--) if (buf.readUInt32LE(i) === 0x06054b50) return i;
  return -1;
}

/**
 * File names inside a zip archive: enough to tell .docx from .xlsx from .pptx. From the central directory at its end
 * (every writer has one; LibreOffice's local headers do not state sizes, so they cannot be walked), else from the local
 * headers at the start.
 */
function zipEntryNames(buf: Buffer, max = 64): string[] {
  const names: string[] = [];
  const eocd = endOfCentralDirectory(buf);
  if (eocd >= 0) {
    const entries = buf.readUInt16LE(eocd + 10);
    for (let n = 0, at = buf.readUInt32LE(eocd + 16); n < Math.min(entries, max) && at + 46 <= buf.length; n++) {
      if (buf.readUInt32LE(at) !== 0x02014b50) break;
      const nameLength = buf.readUInt16LE(at + 28);
      names.push(buf.toString('utf8', at + 46, at + 46 + nameLength));
      at += 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    }
    if (names.length > 0) return names;
  }
  for (let at = 0; at + 30 <= buf.length && names.length < max; ) {
    if (buf.readUInt32LE(at) !== 0x04034b50) break;
    const compressed = buf.readUInt32LE(at + 18);
    const nameLength = buf.readUInt16LE(at + 26);
    const extraLength = buf.readUInt16LE(at + 28);
    names.push(buf.toString('utf8', at + 30, at + 30 + nameLength));
    // entries written with a data descriptor do not state their size here: stop, the first names suffice
    if (compressed === 0) break;
    at += 30 + nameLength + extraLength + compressed;
  }
  return names;
}

const OFFICE_ZIP: [string, string, 'docx' | 'xlsx' | 'pptx'][] = [
  ['word/', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
  ['xl/', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
  ['ppt/', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'pptx'],
];

const OPEN_DOCUMENT: Record<string, 'odt' | 'ods' | 'odp'> = {
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
};

/** An OpenDocument file starts with its type: a stored first entry `mimetype`. */
function openDocumentType(buf: Buffer): string | null {
  if (buf.length < 30 || buf.readUInt16LE(8) !== 0) return null;
  const nameLength = buf.readUInt16LE(26);
  if (buf.toString('latin1', 30, 30 + nameLength) !== 'mimetype') return null;
  const start = 30 + nameLength + buf.readUInt16LE(28);
  return buf.toString('latin1', start, start + buf.readUInt32LE(18));
}

/** The legacy binary formats share one container (OLE): the name tells which, Word when it does not. */
const OLE_EXTENSIONS = ['doc', 'xls', 'ppt'] as const;

/**
 * Course material (chapter resources): MP4/WebM video, PDF, Office documents (Word, Excel, PowerPoint, OpenDocument).
 * A document also says which Office type it is (`office`), to tell LibreOffice; `filename` only picks among the
 * legacy binary formats, whose bytes look alike.
 */
export function sniffCourseFile(buf: Buffer, filename = ''): { kind: CourseFileKind; mime: string; office?: OfficeExtension } | null {
  if (startsWith(buf, ascii('ftyp'), 4)) return { kind: 'video', mime: 'video/mp4' };
  if (startsWith(buf, [0x1a, 0x45, 0xdf, 0xa3])) return { kind: 'video', mime: 'video/webm' };
  if (startsWith(buf, ascii('%PDF-'))) return { kind: 'pdf', mime: 'application/pdf' };
  if (startsWith(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    const named = /\.([a-z]+)$/i.exec(filename)?.[1]?.toLowerCase();
    const office = OLE_EXTENSIONS.find((e) => e === named) ?? 'doc';
    return { kind: 'document', mime: 'application/x-ole-storage', office };
  }
  if (isZip(buf)) {
    const odf = openDocumentType(buf);
    if (odf && OPEN_DOCUMENT[odf]) return { kind: 'document', mime: odf, office: OPEN_DOCUMENT[odf] };
    const names = zipEntryNames(buf);
    for (const [prefix, mime, office] of OFFICE_ZIP) if (names.some((n) => n.startsWith(prefix))) return { kind: 'document', mime, office };
  }
  return null;
}
