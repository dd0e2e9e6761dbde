/**
 * The WHERE clause of a filtered list query, built with numbered parameters ($1, $2, …) as conditions are added, and
 * the keyset step of the newest-first lists (orders, brokerage cases, referral links: platform/paging.ts). One
 * builder, so every list numbers its parameters and pages the same way.
 */
export class Conditions {
  readonly params: unknown[] = [];
  private readonly parts: string[] = [];

  /** Adds `sql(n)`, where n is the number of the last of `values` (a condition of two values uses $n-1 and $n). */
  add(sql: (n: number) => string, ...values: unknown[]): this {
    this.params.push(...values);
    this.parts.push(sql(this.params.length));
    return this;
  }

  /** Rows after a keyset position in newest-first order: (created_at, id) below the last row of the previous page. */
  before(position: { createdAt: Date; id: string } | undefined): this {
    return position ? this.add((n) => `(created_at, id) < ($${n - 1}, $${n})`, position.createdAt, position.id) : this;
  }

  get where(): string {
    return this.parts.length > 0 ? this.parts.join(' AND ') : 'true';
  }

  /** The placeholder of one more parameter (a LIMIT after the conditions). */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}
