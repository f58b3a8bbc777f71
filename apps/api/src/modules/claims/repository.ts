import type { ClaimStatus } from '@skeppa/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { claimFiles, insuranceClaimNoSequence, insuranceClaims } from '../../db/schema/index.ts';

export type ClaimRow = typeof insuranceClaims.$inferSelect;
export type NewClaimRow = typeof insuranceClaims.$inferInsert;
export type ClaimFileRow = typeof claimFiles.$inferSelect;
export type ClaimInputColumns = Pick<
  NewClaimRow,
  'kind' | 'description' | 'amountOre' | 'bankAccountType' | 'bankClearing' | 'bankNumber'
>;

/** The uuid shape: anything else is no file of ours and never reaches the database. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The claims module's tables: insurance_claims and claim_files. */
export function claimRepository(db: Database) {
  return {
    db,

    /** A claim of the company, or undefined (another company's is as unknown as none). */
    async find(id: number, companyId: number, tx: Executor = db): Promise<ClaimRow | undefined> {
      const [row] = await tx
        .select()
        .from(insuranceClaims)
        .where(and(eq(insuranceClaims.id, id), eq(insuranceClaims.companyId, companyId)));
      return row;
    },

    /** The same, with the claim's row lock for the transaction that changes it or its files. */
    async lock(tx: Executor, id: number, companyId: number): Promise<ClaimRow | undefined> {
      const [row] = await tx
        .select()
        .from(insuranceClaims)
        .where(and(eq(insuranceClaims.id, id), eq(insuranceClaims.companyId, companyId)))
        .for('update');
      return row;
    },

    /** A shipment's claims of the company, newest first. */
    listByConsignment(consignmentId: number, companyId: number): Promise<ClaimRow[]> {
      return db
        .select()
        .from(insuranceClaims)
        .where(
          and(eq(insuranceClaims.consignmentId, consignmentId), eq(insuranceClaims.companyId, companyId)),
        )
        .orderBy(desc(insuranceClaims.createdAt), desc(insuranceClaims.id));
    },

    async insert(tx: Executor, values: NewClaimRow): Promise<ClaimRow> {
      const [row] = await tx.insert(insuranceClaims).values(values).returning();
      return row!;
    },

    /** Changes a draft; undefined when the claim is not (or no longer) a draft of the company. */
    async updateDraft(
      tx: Executor,
      id: number,
      companyId: number,
      values: ClaimInputColumns,
    ): Promise<ClaimRow | undefined> {
      const [row] = await tx
        .update(insuranceClaims)
        .set({ ...values, updatedAt: sql`now()` })
        .where(
          and(
            eq(insuranceClaims.id, id),
            eq(insuranceClaims.companyId, companyId),
            eq(insuranceClaims.status, 'draft'),
          ),
        )
        .returning();
      return row;
    },

    async markSubmitted(tx: Executor, id: number, claimNo: string, at: Date): Promise<ClaimRow> {
      const [row] = await tx
        .update(insuranceClaims)
        .set({ status: 'submitted', claimNo, submittedAt: at, updatedAt: at })
        .where(eq(insuranceClaims.id, id))
        .returning();
      return row!;
    },

    async setStatus(tx: Executor, id: number, status: ClaimStatus, at: Date): Promise<ClaimRow> {
      const [row] = await tx
        .update(insuranceClaims)
        .set({ status, decidedAt: at, updatedAt: at })
        .where(eq(insuranceClaims.id, id))
        .returning();
      return row!;
    },

    /** The next number of the claim series (not given back when the transaction rolls back). */
    async nextClaimNo(tx: Executor): Promise<number> {
      const result = await tx.execute<{ n: string }>(
        sql`SELECT nextval(${insuranceClaimNoSequence.seqName}::regclass)::text AS n`,
      );
      return Number(result.rows[0]!.n);
    },

    files(claimIds: readonly number[], tx: Executor = db): Promise<ClaimFileRow[]> {
      if (claimIds.length === 0) return Promise.resolve([]);
      return tx
        .select()
        .from(claimFiles)
        .where(inArray(claimFiles.claimId, [...claimIds]))
        .orderBy(asc(claimFiles.claimId), asc(claimFiles.id));
    },

    async filesBytes(tx: Executor, claimId: number): Promise<number> {
      const [row] = await tx
        .select({ total: sql<number>`coalesce(sum(${claimFiles.sizeBytes}), 0)::int` })
        .from(claimFiles)
        .where(eq(claimFiles.claimId, claimId));
      return row?.total ?? 0;
    },

    async insertFile(tx: Executor, values: typeof claimFiles.$inferInsert): Promise<ClaimFileRow> {
      const [row] = await tx.insert(claimFiles).values(values).returning();
      return row!;
    },

    /** A file by its public id, only when its claim is the company's. */
    async findFile(publicId: string, companyId: number): Promise<ClaimFileRow | undefined> {
      if (!UUID.test(publicId)) return undefined;
      const [row] = await db
        .select({ file: claimFiles })
        .from(claimFiles)
        .innerJoin(insuranceClaims, eq(insuranceClaims.id, claimFiles.claimId))
        .where(and(eq(claimFiles.publicId, publicId), eq(insuranceClaims.companyId, companyId)));
      return row?.file;
    },

    /** Removes a file of the claim and answers it, so its stored bytes can follow. */
    async removeFile(tx: Executor, claimId: number, fileId: number): Promise<ClaimFileRow | undefined> {
      const [row] = await tx
        .delete(claimFiles)
        .where(and(eq(claimFiles.claimId, claimId), eq(claimFiles.id, fileId)))
        .returning();
      return row;
    },
  };
}
export type ClaimRepository = ReturnType<typeof claimRepository>;
