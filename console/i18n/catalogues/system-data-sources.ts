import { defineCatalogue } from '../../../elements/core/i18n';

// Data sources.
export const systemDataSourceMessages = defineCatalogue({
  'zh-CN': {
    'system.dataSource.title': '多数据源管理',
    'system.dataSource.addTitle': '新增数据源',
    'system.dataSource.editTitle': '编辑数据源',
    'system.dataSource.code': '数据源编码',
    'system.dataSource.name': '数据源名称',
    'system.dataSource.dbType': '数据库类型',
    'system.dataSource.dbDriver': '驱动类',
    'system.dataSource.dbUrl': '数据源地址',
    'system.dataSource.dbName': '数据库名称',
    'system.dataSource.dbUsername': '用户名',
    'system.dataSource.dbPassword': '密码',
    'system.dataSource.remark': '备注',
  },
  en: {
    'system.dataSource.title': 'Data sources',
    'system.dataSource.addTitle': 'Add data source',
    'system.dataSource.editTitle': 'Edit data source',
    'system.dataSource.code': 'Code',
    'system.dataSource.name': 'Name',
    'system.dataSource.dbType': 'Database type',
    'system.dataSource.dbDriver': 'Driver',
    'system.dataSource.dbUrl': 'Address',
    'system.dataSource.dbName': 'Database',
    'system.dataSource.dbUsername': 'User name',
    'system.dataSource.dbPassword': 'Password',
    'system.dataSource.remark': 'Notes',
  },
});
