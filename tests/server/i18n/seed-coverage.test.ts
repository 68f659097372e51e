import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishOfSeeded, type SeededDomain } from '../../../server/i18n';
import { categoryTexts } from '../../../server/i18n/seeded/categories';
import { dictionaryTexts } from '../../../server/i18n/seeded/dictionaries';
import { menuTexts } from '../../../server/i18n/seeded/menus';
import { onlineFormTexts } from '../../../server/i18n/seeded/online-forms';
import { organisationTexts } from '../../../server/i18n/seeded/organisation';
import { reportTexts } from '../../../server/i18n/seeded/reports';
import { farmResources } from '../../../server/resources';
import { reports } from '../../../server/modules/online/reports/report-catalogue';
import { startServer, type TestServer } from '../support/test-server';

// Every configuration text the seed writes has an English entry: a seeded menu, dictionary,
// online-form label, report title, category, role, department, tenant or position that is added
// without one would show Chinese in the English console.

const missingIn = (domain: SeededDomain, texts: Iterable<string | null>) =>
  [...new Set([...texts].filter((text): text is string => Boolean(text)))].filter(
    (text) => englishOfSeeded(domain, text) === undefined,
  );

describe('every seeded text has its English', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('menus and buttons (sys_permission)', async () => {
    const rows = await server.app.db.selectFrom('sys_permission').select('name').execute();
    expect(rows.length).toBeGreaterThan(100);
    expect(
      missingIn(
        'menu',
        rows.map((row) => row.name),
      ),
    ).toEqual([]);
  });

  it('dictionary names and item texts', async () => {
    const dicts = await server.app.db.selectFrom('sys_dict').select('dictName').execute();
    const items = await server.app.db.selectFrom('sys_dict_item').select('itemText').execute();
    expect(items.length).toBeGreaterThan(100);
    expect(missingIn('dictionary', [...dicts.map((row) => row.dictName), ...items.map((row) => row.itemText)])).toEqual(
      [],
    );
  });

  it('online forms: titles and field labels', () => {
    const texts = farmResources.flatMap((resource) => [resource.title, ...resource.fields.map((field) => field.title)]);
    expect(missingIn('onlineForm', texts)).toEqual([]);
  });

  it('online reports: names, column titles and parameter titles', () => {
    const texts = reports.flatMap((report) => [
      report.name,
      ...report.columns.map((column) => column.title),
      ...report.params.map((param) => param.title),
    ]);
    expect(missingIn('report', texts)).toEqual([]);
  });

  it('categories', async () => {
    const rows = await server.app.db.selectFrom('sys_category').select('name').execute();
    expect(rows.length).toBeGreaterThan(10);
    expect(
      missingIn(
        'category',
        rows.map((row) => row.name),
      ),
    ).toEqual([]);
  });

  it('roles, departments, tenants and positions', async () => {
    const roles = await server.app.db.selectFrom('sys_role').select('roleName').execute();
    const departs = await server.app.db.selectFrom('sys_depart').select('departName').execute();
    const tenants = await server.app.db.selectFrom('sys_tenant').select('name').execute();
    const positions = await server.app.db.selectFrom('sys_position').select('name').execute();
    const texts = [
      ...roles.map((row) => row.roleName),
      ...departs.map((row) => row.departName),
      ...tenants.map((row) => row.name),
      ...positions.map((row) => row.name),
    ];
    expect(missingIn('organisation', texts)).toEqual([]);
  });

  it('no English entry is empty or itself left in Chinese', () => {
    const maps = [menuTexts, dictionaryTexts, onlineFormTexts, reportTexts, categoryTexts, organisationTexts];
    const untranslated = maps
      .flatMap((texts) => Object.entries(texts))
      .filter(([, english]) => !english.trim() || /\p{Script=Han}/u.test(english));
    expect(untranslated).toEqual([]);
  });
});
