import { describe, expect, it } from 'vitest';
import { errorFileHref, importFormData, importOutcome, isExcelFileName } from '../../../elements/import/model';
import { exportFileName, exportParams } from '../../../elements/import/export';
import { getHttpConfig } from '../../../elements/core/http';

describe('the import answer', () => {
  it('success without 201 is an import of every row, with the server message', () => {
    expect(importOutcome({ success: true, code: 200, message: '文件导入成功！数据行数：3' }, '导入失败')).toEqual({
      kind: 'imported',
      message: '文件导入成功！数据行数：3',
    });
  });

  it('code 201 with a result object reads the summary and the error workbook', () => {
    const answer = {
      success: true,
      code: 201,
      message: '导入成功,但有错误数据',
      result: {
        totalCount: 3,
        errorCount: 1,
        successCount: 2,
        msg: '总上传行数：3，已导入行数：2，错误行数：1',
        fileUrl: '/sys/common/static/import-errors/x.xlsx',
        fileName: 'x.xlsx',
      },
    };
    expect(importOutcome(answer, '导入失败')).toEqual({
      kind: 'partial',
      message: '总上传行数：3，已导入行数：2，错误行数：1',
      fileUrl: '/sys/common/static/import-errors/x.xlsx',
      fileName: 'x.xlsx',
    });
  });

  it('code 201 with a plain URL string in result is accepted too', () => {
    expect(
      importOutcome({ success: true, code: '201', message: '有错误', result: 'temp/errors.xlsx' }, '导入失败'),
    ).toEqual({ kind: 'partial', message: '有错误', fileUrl: 'temp/errors.xlsx' });
  });

  it('success false is a refusal with the server message, or 导入失败 without one', () => {
    expect(importOutcome({ success: false, code: 500, message: '文件格式不正确' }, '导入失败')).toEqual({
      kind: 'refused',
      message: '文件格式不正确',
    });
    expect(importOutcome({ success: false }, '导入失败')).toEqual({ kind: 'refused', message: '导入失败' });
  });
});

describe('the import request', () => {
  const file = new File(['x'], 'a.xlsx');

  it('sends every file as files[]', () => {
    const form = importFormData([file, new File(['y'], 'b.xls')], {});
    expect(form.getAll('files[]').map((entry) => (entry as File).name)).toEqual(['a.xlsx', 'b.xls']);
    expect([...form.keys()].filter((key) => key !== 'files[]')).toEqual([]);
  });

  it('adds isSingleTableImport, foreignKeys (an object as JSON) and, online only, validateStatus', () => {
    const form = importFormData([file], {
      isSingleTableImport: true,
      foreignKeys: { machineId: 'm1' },
      online: true,
      validateStatus: 1,
    });
    expect(form.get('isSingleTableImport')).toBe('true');
    expect(form.get('foreignKeys')).toBe('{"machineId":"m1"}');
    expect(form.get('validateStatus')).toBe('1');
    expect(importFormData([file], { validateStatus: 1 }).has('validateStatus')).toBe(false);
  });

  it('accepts .xls and .xlsx only', () => {
    expect(isExcelFileName('machines.XLSX')).toBe(true);
    expect(isExcelFileName('machines.xls')).toBe(true);
    expect(isExcelFileName('machines.csv')).toBe(false);
    expect(isExcelFileName('machines.xlsx.exe')).toBe(false);
  });
});

describe('the error workbook link', () => {
  const config = { ...getHttpConfig(), basePath: '/farm-machine' };

  it('puts a /sys/common/static path under the static prefix', () => {
    expect(errorFileHref('/sys/common/static/import-errors/x.xlsx', config)).toBe(
      '/farm-machine/sys/common/static/import-errors/x.xlsx',
    );
  });

  it('keeps a web URL and reads a bare path as a stored file', () => {
    expect(errorFileHref('https://files.example.com/e.xlsx', config)).toBe('https://files.example.com/e.xlsx');
    expect(errorFileHref('temp/e.xlsx', config)).toBe('/farm-machine/sys/common/static/temp/e.xlsx');
  });

  it('refuses another scheme', () => {
    expect(errorFileHref('javascript:alert(1)', config)).toBe('');
  });
});

describe('the export request', () => {
  it('sends the query without empty values and the selections joined by commas', () => {
    expect(
      exportParams({ name: '*拖拉机*', status: '', column: 'createTime', order: 'desc', owner: null }, ['a', 'b']),
    ).toEqual({
      name: '*拖拉机*',
      column: 'createTime',
      order: 'desc',
      selections: 'a,b',
    });
  });

  it('sends no selections when none are chosen', () => {
    expect(exportParams({ pageNo: 1 })).toEqual({ pageNo: 1 });
  });

  it('names the file .xlsx', () => {
    expect(exportFileName('农机台账')).toBe('农机台账.xlsx');
    expect(exportFileName('a.xlsx')).toBe('a.xlsx');
  });
});
