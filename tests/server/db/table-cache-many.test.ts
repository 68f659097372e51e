import { describe, expect, it } from 'vitest';
import { TableCache } from '../../../server/db/table-cache';

/*
 * `rememberMany`: the values of several keys from one read of those not kept (the labels of a
 * page's referenced rows in one query), kept until the tables change.
 */
const cache = () => new TableCache(new Set(['farm_driver']), 100);

/** A read answering `label <name>` for each name, recording what it was asked. */
function recordingRead() {
  const asked: string[][] = [];
  const read = async (missing: readonly string[]) => {
    asked.push([...missing]);
    return new Map(missing.map((name) => [name, `label ${name}`]));
  };
  return { asked, read };
}

describe('the values of several keys', () => {
  it('are read together for the names not kept, and kept', async () => {
    const labels = cache();
    const { asked, read } = recordingRead();
    expect(await labels.rememberMany('1 farm_driver ', ['a', 'b'], read)).toEqual(
      new Map([
        ['a', 'label a'],
        ['b', 'label b'],
      ]),
    );
    expect(await labels.rememberMany('1 farm_driver ', ['b', 'c'], read)).toEqual(
      new Map([
        ['b', 'label b'],
        ['c', 'label c'],
      ]),
    );
    expect(await labels.rememberMany('1 farm_driver ', ['a', 'c'], read)).toEqual(
      new Map([
        ['a', 'label a'],
        ['c', 'label c'],
      ]),
    );
    expect(asked).toEqual([['a', 'b'], ['c']]);
  });

  it('are kept under their prefix only', async () => {
    const labels = cache();
    const { asked, read } = recordingRead();
    await labels.rememberMany('1 farm_driver ', ['a'], read);
    await labels.rememberMany('2 farm_driver ', ['a'], read);
    expect(asked).toEqual([['a'], ['a']]);
  });

  it('are read again once the tables change', async () => {
    const labels = cache();
    const { asked, read } = recordingRead();
    await labels.rememberMany('1 farm_driver ', ['a'], read);
    labels.forget();
    await labels.rememberMany('1 farm_driver ', ['a'], read);
    expect(asked).toEqual([['a'], ['a']]);
  });

  it('read while the tables changed are answered but not kept', async () => {
    const labels = cache();
    const { asked, read } = recordingRead();
    const answered = await labels.rememberMany('1 farm_driver ', ['a'], async (missing) => {
      labels.forget();
      return read(missing);
    });
    expect(answered.get('a')).toBe('label a');
    await labels.rememberMany('1 farm_driver ', ['a'], read);
    expect(asked).toEqual([['a'], ['a']]);
  });

  it('leave out, and do not keep, a name the read did not answer', async () => {
    const labels = cache();
    let reads = 0;
    const partial = async () => {
      reads += 1;
      return new Map([['a', 'label a']]);
    };
    expect([...(await labels.rememberMany('1 farm_driver ', ['a', 'b'], partial)).keys()]).toEqual(['a']);
    await labels.rememberMany('1 farm_driver ', ['b'], partial);
    expect(reads).toBe(2);
  });
});
