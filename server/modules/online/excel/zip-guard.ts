import { inflateRawSync } from 'node:zlib';
import { excelMessages as say } from '../../../messages';
import { EXCEL_LIMITS } from './limits';

/** Why a workbook is refused before it is parsed; the message is the answer. */
export class WorkbookRefusal extends Error {}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MEBIBYTE = 1024 * 1024;

function endOfCentralDirectory(zip: Buffer): number {
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  for (let at = zip.length - 22; at >= lowest; at -= 1) if (zip.readUInt32LE(at) === EOCD) return at;
  throw new WorkbookRefusal(say.notWorkbook);
}

function inBounds(zip: Buffer, at: number, length: number): void {
  if (at < 0 || length < 0 || at + length > zip.length) throw new WorkbookRefusal(say.notWorkbook);
}

/**
 * Inflates one part no further than the size it declares, which is already counted against the
 * budget: a part that would unpack to more (a bomb lying about its size) is stopped there, so
 * refusing it costs at most what it claimed, never what it holds.
 */
function checkUnpackedSize(data: Buffer, method: number, declared: number): void {
  if (method === 0) {
    if (data.length !== declared) throw new WorkbookRefusal(say.notWorkbook);
    return;
  }
  if (method !== 8) throw new WorkbookRefusal(say.notWorkbook);
  try {
    inflateRawSync(data, { maxOutputLength: Math.max(1, declared) });
  } catch (error) {
    if (error instanceof RangeError)
      throw new WorkbookRefusal(say.tooLargeUnpacked(EXCEL_LIMITS.unpackedBytes / MEBIBYTE));
    throw new WorkbookRefusal(say.notWorkbook);
  }
}

/**
 * Checks a zip container (an .xlsx) before any parser unpacks it: well-formed, not encrypted,
 * not Zip64, not too many parts, and everything it unpacks to within the limit: the sizes it
 * declares are added up first, then each part is inflated with its declared size as a ceiling,
 * so a part cannot unpack to more than it claims. Throws a WorkbookRefusal otherwise.
 */
export function guardZip(zip: Buffer): void {
  const end = endOfCentralDirectory(zip);
  const entries = zip.readUInt16LE(end + 10);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (entries === 0xffff || directoryOffset === 0xffffffff)
    throw new WorkbookRefusal(say.tooLargeUnpacked(EXCEL_LIMITS.unpackedBytes / MEBIBYTE));
  if (entries > EXCEL_LIMITS.zipEntries) throw new WorkbookRefusal(say.tooManyEntries);
  let budget = EXCEL_LIMITS.unpackedBytes;
  let at = directoryOffset;
  for (let index = 0; index < entries; index += 1) {
    inBounds(zip, at, 46);
    if (zip.readUInt32LE(at) !== CENTRAL) throw new WorkbookRefusal(say.notWorkbook);
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const declared = zip.readUInt32LE(at + 24);
    const local = zip.readUInt32LE(at + 42);
    if (flags & 0x1) throw new WorkbookRefusal(say.encrypted);
    inBounds(zip, local, 30);
    if (zip.readUInt32LE(local) !== LOCAL) throw new WorkbookRefusal(say.notWorkbook);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    inBounds(zip, dataStart, compressed);
    budget -= declared;
    if (budget < 0) throw new WorkbookRefusal(say.tooLargeUnpacked(EXCEL_LIMITS.unpackedBytes / MEBIBYTE));
    checkUnpackedSize(zip.subarray(dataStart, dataStart + compressed), method, declared);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
}
