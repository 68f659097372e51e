import * as XLSX from '@e965/xlsx';
import { crc32, deflateRawSync } from 'node:zlib';

/** An .xlsx whose first sheet holds these rows (the first one the headers). */
export function workbook(rows: readonly (readonly unknown[])[]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows.map((row) => [...row])), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** The first sheet of a workbook as rows of raw values, and its cells (to see formulas). */
export function readSheet(file: Buffer): { rows: unknown[][]; sheet: XLSX.WorkSheet } {
  const book = XLSX.read(file, { type: 'buffer', cellFormula: true });
  const sheet = book.Sheets[book.SheetNames[0]];
  return { rows: XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null }), sheet };
}

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Deflate the data (else store it). */
  deflate?: boolean;
  /** General-purpose flags; bit 0 says "encrypted". */
  flags?: number;
  /** An unpacked size to claim instead of the true one (a lying bomb). */
  claimedSize?: number;
}

/** A zip container written by hand, so tests can make the hostile ones no tool would. */
export function zipOf(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const body = entry.deflate ? deflateRawSync(entry.data) : entry.data;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(entry.flags ?? 0, 6);
    header.writeUInt16LE(entry.deflate ? 8 : 0, 8);
    header.writeUInt32LE(crc32(entry.data), 14);
    header.writeUInt32LE(body.length, 18);
    header.writeUInt32LE(entry.claimedSize ?? entry.data.length, 22);
    header.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.flags ?? 0, 8);
    central.writeUInt16LE(entry.deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc32(entry.data), 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(entry.claimedSize ?? entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(header, name, body);
    centrals.push(central, name);
    offset += header.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** What Office writes for a password-protected .xlsx: an OLE container with the encrypted package. */
export function encryptedWorkbook(): Buffer {
  const container = XLSX.CFB.utils.cfb_new();
  XLSX.CFB.utils.cfb_add(container, '/EncryptionInfo', Buffer.alloc(200, 1));
  XLSX.CFB.utils.cfb_add(container, '/EncryptedPackage', Buffer.alloc(5000, 2));
  return XLSX.CFB.write(container, { type: 'buffer' }) as Buffer;
}
