import type { Kysely } from 'kysely';
import type { Database } from '../../../db';
import type { RecordValues } from './read-input';
import type { AnyRow } from './tables';

export interface WriteContext {
  db: Kysely<Database>;
  /** 'yyyy-MM-dd HH:mm:ss' */
  now: string;
  /** A form adds one record as a user creates it; an import loads existing records. */
  source: 'form' | 'import';
  /** The tenant written to. */
  tenantId: number;
}

/**
 * What a resource does beyond its declaration when it is written: generated numbers, defaults,
 * state flows. Each answers errors (per row for additions); an empty list lets the write proceed.
 */
export interface ResourceBehaviour {
  beforeAdd?(rows: RecordValues[], context: WriteContext): Promise<string[][]>;
  beforeEdit?(stored: AnyRow, values: RecordValues, context: WriteContext): Promise<string[]>;
  /** After rows were added, edited or deleted, in the same transaction: what follows from them elsewhere in the table. */
  afterWrite?(context: WriteContext): Promise<void>;
}
