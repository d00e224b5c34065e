// Office documents of the library converted to PDF in the background, one at a time per server process. The queue is
// the table itself (conversion = 'pending', oldest first): a process claims the next row with SKIP LOCKED, so several
// processes never convert the same document, and a restart finds what was waiting. A conversion that a dead process
// left 'converting' is taken again once it is older than twice the time limit.
import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { OfficeSettings } from '../../config';
import type { DbOrTx } from '../../db/client';
import { files, libraryResources } from '../../db/schema';
import { ConversionFailed, findSoffice, OFFICE_EXTENSIONS, officeToPdf, type OfficeExtension } from '../../lib/office-pdf';
import { sniffCourseFile } from '../../lib/sniff';
import { createStorage, type FileStorage } from '../../storage';
import { findFile } from '../files/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Office documents to PDF (server/modules/library/converter.ts) */
    converter: OfficeConverter;
  }
}

type Deps = { db: DbOrTx; storage: FileStorage; log: FastifyBaseLogger; settings: OfficeSettings; onConverted: () => void };

export class OfficeConverter {
  /** the soffice run, or null: no conversion here (documents stay download-only) */
  readonly soffice: string | null;
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;

  constructor(private readonly deps: Deps) {
    this.soffice = findSoffice(deps.settings.sofficePath);
  }

  /** The state a newly uploaded document starts in. */
  get initialState(): 'pending' | 'unavailable' {
    return this.soffice ? 'pending' : 'unavailable';
  }

  private get timeoutMs() {
    return this.deps.settings.timeoutSeconds * 1000;
  }

  /**
   * At start: with LibreOffice, documents that were download-only for want of it wait for conversion; without it,
   * those waiting become download-only (a conversion under way elsewhere is left to its process).
   */
  async reconcile(): Promise<void> {
    const { db } = this.deps;
    if (this.soffice) await db.update(libraryResources).set({ conversion: 'pending' }).where(eq(libraryResources.conversion, 'unavailable'));
    else await db.update(libraryResources).set({ conversion: 'unavailable' }).where(eq(libraryResources.conversion, 'pending'));
  }

  /** Something may be waiting: convert until nothing is (a call while converting makes it look again afterwards). */
  wake(): void {
    if (!this.soffice || this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err: unknown) => this.deps.log.error({ err }, 'office conversion queue failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Resolves once this process converts nothing (tests wait for it; closing waits for the one under way). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.settled();
  }

  private async drain(): Promise<void> {
    while (!this.closed) {
      const item = await this.claimNext();
      if (!item) return;
      await this.convert(item);
    }
  }

  /** The oldest waiting document, marked as converting by this process (or one a dead process left). */
  private async claimNext() {
    const stale = new Date(Date.now() - 2 * this.timeoutMs);
    const { db } = this.deps;
    const next = db
      .select({ id: libraryResources.id })
      .from(libraryResources)
      .where(
        or(eq(libraryResources.conversion, 'pending'), and(eq(libraryResources.conversion, 'converting'), lt(libraryResources.conversionStartedAt, stale))),
      )
      .orderBy(libraryResources.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(libraryResources)
      .set({ conversion: 'converting', conversionStartedAt: new Date(), conversionError: null })
      .where(inArray(libraryResources.id, next))
      .returning();
    return row;
  }

  private async convert(item: typeof libraryResources.$inferSelect): Promise<void> {
    const { db, storage, log } = this.deps;
    const done = (set: Partial<typeof libraryResources.$inferInsert>) =>
      db
        .update(libraryResources)
        .set({ ...set, updatedAt: new Date() })
        // only while still this process's conversion: a deleted item stays deleted
        .where(and(eq(libraryResources.id, item.id), eq(libraryResources.conversion, 'converting')));
    try {
      const file = await findFile(db, item.fileId);
      if (!file || !(await storage.exists(file.sha256))) throw new ConversionFailed('文件内容已丢失');
      const input = await readAll(storage, file.sha256);
      const pdf = await officeToPdf(this.soffice!, input, officeTypeOf(input, file.originalName), this.timeoutMs);
      const sha256 = await storage.put(pdf);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(files)
          .values({ sha256, size: pdf.length, mime: 'application/pdf', originalName: pdfName(file.originalName), purpose: 'chapter', ownerId: item.ownerId })
          .returning({ id: files.id });
        const [updated] = await tx
          .update(libraryResources)
          .set({ conversion: 'done', pdfFileId: row.id, updatedAt: new Date() })
          .where(and(eq(libraryResources.id, item.id), eq(libraryResources.conversion, 'converting')))
          .returning({ id: libraryResources.id });
        // deleted meanwhile: its PDF goes too
        if (!updated) await tx.delete(files).where(eq(files.id, row.id));
      });
      this.deps.onConverted();
    } catch (err) {
      const message = err instanceof ConversionFailed ? err.message : '转换出错';
      if (!(err instanceof ConversionFailed)) log.error({ err, libraryResourceId: item.id }, 'office conversion failed');
      else log.warn({ libraryResourceId: item.id, reason: err.message }, 'office document not converted');
      await done({ conversion: 'failed', conversionError: message });
      this.deps.onConverted();
    }
  }
}

async function readAll(storage: FileStorage, sha256: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of storage.open(sha256)) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

/** What LibreOffice is told the document is: from its bytes, the legacy formats by their name. */
function officeTypeOf(input: Buffer, name: string): OfficeExtension {
  const office = sniffCourseFile(input, name)?.office;
  return office && OFFICE_EXTENSIONS.includes(office) ? office : 'docx';
}

const pdfName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'document'}.pdf`;

/**
 * Uploaded files' storage (`app.storage`) and the process's converter (`app.converter`) for every module: at start it settles what a change of LibreOffice's presence means for
 * waiting documents and converts them; on close it lets the conversion under way finish. A finished one empties the
 * outlines kept for students (their chapter shows the PDF at once).
 */
export async function openFiles(app: FastifyInstance): Promise<void> {
  app.decorate('storage', createStorage(app.config));
  const converter = new OfficeConverter({
    db: app.db,
    storage: app.storage,
    log: app.log,
    settings: app.config.office,
    onConverted: () => app.outlines.clear(),
  });
  app.decorate('converter', converter);
  app.addHook('onReady', async () => {
    await converter.reconcile();
    converter.wake();
  });
  app.addHook('onClose', async () => converter.close());
}
