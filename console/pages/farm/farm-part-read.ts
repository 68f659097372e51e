import { getAction, isSuccessful } from '../../../elements/core/http';
import type { GridRow } from '../../../elements/grid';
import { partsByMainIdUrl, type FarmDeclaration, type FarmPart, type FarmRecord } from './farm-declaration';
import { partRow } from './farm-part-grid';

/** One kind of a master's parts as grid rows, in the order they were added, or the server's refusal. */
export type PartRowsAnswer = { rows: GridRow[] } | { refused: string };

/** Reads a stored master's parts of one kind (`query<Part>ByMainId`); a network failure rejects. */
export async function readPartRows(
  declaration: Pick<FarmDeclaration, 'path'>,
  part: FarmPart,
  masterId: string,
): Promise<PartRowsAnswer> {
  const answer = await getAction<FarmRecord[]>(partsByMainIdUrl(declaration.path, part.path), { id: masterId });
  return isSuccessful(answer)
    ? { rows: answer.result.map((record) => partRow(part, record)) }
    : { refused: answer.message };
}
