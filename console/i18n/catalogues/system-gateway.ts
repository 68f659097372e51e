import { defineCatalogue } from '../../../elements/core/i18n';

// Gateway routes.
export const systemGatewayMessages = defineCatalogue({
  'zh-CN': {
    'system.gateway.title': '网关路由',
    'system.gateway.addTitle': '新增路由',
    'system.gateway.editTitle': '编辑路由',
    'system.gateway.routerId': '路由ID',
    'system.gateway.name': '路由名称',
    'system.gateway.uri': '服务地址',
    'system.gateway.predicates': '路由条件（JSON）',
    'system.gateway.filters': '过滤器（JSON）',
    'system.gateway.status': '状态',
    'system.gateway.enabled': '启用',
    'system.gateway.disabled': '禁用',
    'system.gateway.routerIdRule': '路由ID只能由字母、数字、下划线、点和减号组成，最多50个字符',
    'system.gateway.uriRule': '服务地址须以 http://、https://、ws://、wss:// 或 lb:// 开头',
  },
  en: {
    'system.gateway.title': 'Gateway routes',
    'system.gateway.addTitle': 'Add route',
    'system.gateway.editTitle': 'Edit route',
    'system.gateway.routerId': 'Route id',
    'system.gateway.name': 'Name',
    'system.gateway.uri': 'Service address',
    'system.gateway.predicates': 'Predicates (JSON)',
    'system.gateway.filters': 'Filters (JSON)',
    'system.gateway.status': 'Status',
    'system.gateway.enabled': 'Enabled',
    'system.gateway.disabled': 'Disabled',
    'system.gateway.routerIdRule': 'A route id holds only letters, digits, underscores, dots and hyphens, at most 50',
    'system.gateway.uriRule': 'The address starts with http://, https://, ws://, wss:// or lb://',
  },
});
