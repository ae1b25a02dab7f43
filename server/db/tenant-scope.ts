import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource, SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from './open-database.ts';
import { caseMembers } from './tables/arrangements.ts';
import { companies } from './tables/companies.ts';
import { cases } from './tables/planning.ts';

/*
 * The one data path to tenant tables (decision 0013): a handle made once per request for
 * one company, through which every select, insert, update and delete on a table with `company_id`
 * gets the company added by construction. Services receive this handle, never the raw database
 * (ESLint keeps open-database.ts and the drizzle drivers out of server/services and server/routes),
 * so a forgotten `eq(table.companyId, …)` cannot be written.
 *
 * How the company is enforced:
 * - select/update/delete: the builder comes back with its `where` already set to "the company AND
 *   what you asked"; drizzle's types drop `.where()` from a builder once it is set, so a second
 *   `.where()` (which would replace the company condition) does not compile;
 * - insert: rows are typed without `companyId` and get this scope's;
 * - update: the new values are typed without `companyId`, so a row cannot move to another company;
 * - transaction: the work gets a scope of the same company over the transaction.
 *
 * The family portal adds a case scope the same way (CaseScope below, decision 0037): the same
 * helpers with one more condition for tables that belong to a case.
 */

/**
 * A column made of SQL that names columns of other tables (a subquery): selected from one table
 * alone, drizzle writes the columns at the top of a field's SQL without their table's name, which
 * inside a subquery of two tables is ambiguous; one level down they keep it.
 */
export const nested = (query: SQL): SQL => sql`${query}`;

/** The fields of a select, for services that build one (they may not import drizzle's pg-core). */
export type { SelectedFields };

/** A table whose rows belong to one company. */
export type TenantTable = PgTable & { companyId: AnyPgColumn };

/** A row to insert, without the company: the scope supplies it. */
export type TenantInsert<T extends TenantTable> = Omit<T['$inferInsert'], 'companyId'>;

/** New values for an update; the company of a row never changes. */
export type TenantUpdate<T extends TenantTable> = Omit<PgUpdateSetSource<T>, 'companyId'>;

type CompanyRow = typeof companies.$inferSelect;

// `from()` checks its argument with a conditional type that a generic table cannot satisfy;
// naming the table type explicitly keeps the result typed by the real table.
const fromTable = <T extends TenantTable>(table: T) => table as never;

export class TenantScope {
  readonly #db: Database;
  readonly companyId: number;

  constructor(db: Database, companyId: number) {
    this.#db = db;
    this.companyId = companyId;
  }

  /** The same scope over another handle (a transaction): subclasses keep their own conditions. */
  protected over(db: Database): TenantScope {
    return new TenantScope(db, this.companyId);
  }

  /**
   * The company condition of a table joined to a scoped select (`.innerJoin(users, and(on,
   * scope.owns(users)))`): a join brings in a second tenant table, which must be limited too.
   */
  owns(table: TenantTable): SQL {
    return eq(table.companyId, this.companyId);
  }

  /** The condition every query on `table` carries: the company (a CaseScope adds the member's cases). */
  protected scoped(table: TenantTable, where: SQL | undefined): SQL | undefined {
    return and(this.owns(table), where);
  }

  /** `select(fields).from(table, where?)`: drizzle's select, limited to this company's rows. */
  select<F extends SelectedFields>(fields: F) {
    return {
      from: <T extends TenantTable>(table: T, where?: SQL) =>
        this.#db.select(fields).from<T>(fromTable(table)).where(this.scoped(table, where)),
    };
  }

  /** Every column of this company's rows of `table`. */
  selectAll<T extends TenantTable>(table: T, where?: SQL) {
    return this.#db.select().from<T>(fromTable(table)).where(this.scoped(table, where));
  }

  /** How many of this company's rows match. */
  async count(table: TenantTable, where?: SQL): Promise<number> {
    const [row] = await this.#db.select({ total: count() }).from(fromTable(table)).where(this.scoped(table, where));
    return (row as { total: number } | undefined)?.total ?? 0;
  }

  insert<T extends TenantTable>(table: T, rows: TenantInsert<T> | TenantInsert<T>[]) {
    const companyId = this.companyId;
    const list = (Array.isArray(rows) ? rows : [rows]).map((row) => ({ ...row, companyId }) as T['$inferInsert']);
    return this.#db.insert(table).values(list);
  }

  update<T extends TenantTable>(table: T, values: TenantUpdate<T>, where?: SQL) {
    return this.#db
      .update(table)
      .set(values as PgUpdateSetSource<T>)
      .where(this.scoped(table, where));
  }

  delete<T extends TenantTable>(table: T, where?: SQL) {
    return this.#db.delete(table).where(this.scoped(table, where));
  }

  /** The company's own row (null once the company has been removed). */
  async company(): Promise<CompanyRow | null> {
    const [row] = await this.#db.select().from(companies).where(eq(companies.id, this.companyId)).limit(1);
    return row ?? null;
  }

  /**
   * Changes the company's own row: its name, time zone, words on paying without a card, shop switch and
   * whether directors read the money reports (the owner's settings, decisions 0089, 0126), when its price list was published (decision 0106) and the
   * Funeral Rule's items it does not offer (decision 0108).
   */
  async updateCompany(
    values: Partial<
      Pick<
        CompanyRow,
        | 'name'
        | 'timeZone'
        | 'paymentInstructions'
        | 'shopEnabled'
        | 'directorsSeeMoney'
        | 'priceListPublishedAt'
        | 'priceListNotOffered'
      >
    >,
  ): Promise<void> {
    await this.#db.update(companies).set(values).where(eq(companies.id, this.companyId));
  }

  /**
   * The case scope of a family member over the same handle, for the cases given (seeds and tests; a
   * request's comes from caseScope below), or of a staff member over the one case they work
   * (services/staff/cases/case-scope.ts, decision 0065). It only narrows: every query keeps this
   * company too.
   */
  forMember(memberId: number, caseIds: readonly number[]): CaseScope {
    return new CaseScope(this.#db, this.companyId, memberId, caseIds);
  }

  /** Runs `work` in one transaction, with a scope of the same company over it. */
  transaction<R>(work: (scope: TenantScope) => Promise<R>): Promise<R> {
    return this.#db.transaction((tx) => work(this.over(tx)));
  }
}

/** The tenant scope of one company: made once per request by the tenancy middleware. */
export const tenantScope = (db: Database, companyId: number): TenantScope => new TenantScope(db, companyId);

/*
 * The family portal's scope (decision 0037). A family member's request gets a CaseScope: the tenant
 * scope of its company, plus the member's cases (read once, when the request is authenticated). Its
 * helpers keep the tenant scope's signatures; for a case table (one with `case_id`, and `cases`
 * itself by its id) they add `case_id IN (the member's cases)` to the company condition, exactly as
 * the tenant scope adds `company_id`. A case id of another family then finds no row, so it answers
 * 404 like any foreign id; an insert or update that would put a row in another case throws.
 * The 'family' audience of defineRoute sets it on the request instead of the tenant scope.
 */

/** A table whose rows belong to one case (and, through it, one company). */
export type CaseTable = TenantTable & { caseId: AnyPgColumn };

/** The column naming a row's case: `case_id`, or the id of `cases` itself; null for other tables. */
function caseColumnOf(table: TenantTable): AnyPgColumn | null {
  if (table === (cases as TenantTable)) return cases.id;
  return (table as Partial<CaseTable>).caseId ?? null;
}

export class CaseScope extends TenantScope {
  /** The signed-in family member (users.id, role 'family'), or the staff member working the case. */
  readonly memberId: number;
  /** The cases the member belongs to, read once per request. */
  readonly caseIds: readonly number[];
  readonly #db: Database;

  constructor(db: Database, companyId: number, memberId: number, caseIds: readonly number[]) {
    super(db, companyId);
    this.#db = db;
    this.memberId = memberId;
    this.caseIds = caseIds;
  }

  protected override over(db: Database): CaseScope {
    return new CaseScope(db, this.companyId, this.memberId, this.caseIds);
  }

  protected override scoped(table: TenantTable, where: SQL | undefined): SQL | undefined {
    const column = caseColumnOf(table);
    return and(super.scoped(table, where), column ? inArray(column, [...this.caseIds]) : undefined);
  }

  /** The member condition for a case table joined to a scoped select, as `owns` is for the company. */
  ownsCase(table: CaseTable | typeof cases): SQL {
    return and(this.owns(table), inArray(caseColumnOf(table)!, [...this.caseIds]))!;
  }

  /**
   * The company's scope for the one step that reaches past the member's cases: joining a case by an
   * invitation made out to the member's address (decision 0045). Nothing else may use it.
   */
  joiningScope(): TenantScope {
    return new TenantScope(this.#db, this.companyId);
  }

  /**
   * The company's own rows of a case table, those of no case (media: the stock themes), which every
   * family of the company may see. Read only: a CaseScope's update and delete never reach them.
   */
  selectShared<F extends SelectedFields>(fields: F) {
    return {
      from: <T extends CaseTable>(table: T, where?: SQL) =>
        this.#db
          .select(fields)
          .from<T>(fromTable(table))
          .where(and(this.owns(table), isNull(table.caseId), where)),
    };
  }

  /** Whether the member belongs to the case (no query: the cases were read with the session). */
  isMemberOf(caseId: number): boolean {
    return this.caseIds.includes(caseId);
  }

  #checkCase(table: TenantTable, values: object): void {
    if (!caseColumnOf(table) || table === (cases as TenantTable)) return;
    const caseId = (values as { caseId?: unknown }).caseId;
    if (caseId !== undefined && !this.caseIds.includes(caseId as number)) {
      throw new Error(`A family member of cases [${this.caseIds.join(', ')}] cannot write to case ${String(caseId)}`);
    }
  }

  override insert<T extends TenantTable>(table: T, rows: TenantInsert<T> | TenantInsert<T>[]) {
    if (table === (cases as TenantTable)) throw new Error('A family member cannot create cases');
    for (const row of Array.isArray(rows) ? rows : [rows]) this.#checkCase(table, row);
    return super.insert(table, rows);
  }

  override update<T extends TenantTable>(table: T, values: TenantUpdate<T>, where?: SQL) {
    this.#checkCase(table, values);
    return super.update(table, values, where);
  }

  override transaction<R>(work: (scope: CaseScope) => Promise<R>): Promise<R> {
    return this.#db.transaction((tx) => work(this.over(tx)));
  }
}

/** The case scope of a family member: reads the member's cases of this company once. */
export async function caseScope(db: Database, companyId: number, memberId: number): Promise<CaseScope> {
  const memberships = await tenantScope(db, companyId)
    .select({ caseId: caseMembers.caseId })
    .from(caseMembers, eq(caseMembers.userId, memberId));
  return new CaseScope(
    db,
    companyId,
    memberId,
    memberships.map((row) => row.caseId),
  );
}
