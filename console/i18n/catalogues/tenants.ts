import { defineCatalogue } from '../../../elements/core/i18n';

// Tenants.
export const tenantMessages = defineCatalogue({
  'zh-CN': {
    'system.tenant.title': '租户管理',
    'system.tenant.addTitle': '新增租户',
    'system.tenant.editTitle': '编辑租户',
    'system.tenant.id': '租户编号',
    'system.tenant.name': '租户名称',
    'system.tenant.beginDate': '开始时间',
    'system.tenant.endDate': '结束时间',
    'system.tenant.status': '状态',
    'system.tenant.normal': '正常',
    'system.tenant.frozen': '冻结',
  },
  en: {
    'system.tenant.title': 'Tenants',
    'system.tenant.addTitle': 'Add tenant',
    'system.tenant.editTitle': 'Edit tenant',
    'system.tenant.id': 'Tenant number',
    'system.tenant.name': 'Name',
    'system.tenant.beginDate': 'Starts',
    'system.tenant.endDate': 'Ends',
    'system.tenant.status': 'Status',
    'system.tenant.normal': 'Normal',
    'system.tenant.frozen': 'Frozen',
  },
});
