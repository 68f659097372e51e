import type { FarmResourceTables } from '../resources';

/*
 * The farm business tables. Their rows are derived from the resource declarations of
 * server/resources (declared once: columns, kinds, dictionaries, rules); the migration
 * 0005 creates them, and a test checks that the two agree.
 */

/** A short-lived token for the IoT and video services: only its SHA-256 is stored. */
export interface FarmIotTokenTable {
  id: string;
  tokenHash: string;
  userId: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  createTime: string;
}

export interface FarmTables extends FarmResourceTables {
  farm_iot_token: FarmIotTokenTable;
}
