import type { ReactElement } from 'react';
import type { ManagedListConfig } from './managed-fields';
import { ManagedListPage } from './managed-list-page';

const GATEWAY_ROUTES: ManagedListConfig = {
  title: 'system.gateway.title',
  addTitle: 'system.gateway.addTitle',
  editTitle: 'system.gateway.editTitle',
  urls: {
    list: '/sys/gatewayRoute/list',
    add: '/sys/gatewayRoute/add',
    edit: '/sys/gatewayRoute/edit',
    delete: '/sys/gatewayRoute/delete',
    deleteBatch: '/sys/gatewayRoute/deleteBatch',
  },
  permissions: {
    add: 'gateway:add',
    edit: 'gateway:edit',
    delete: 'gateway:delete',
    batchDelete: 'gateway:batch_delete',
  },
  nameField: 'name',
  fields: [
    {
      key: 'routerId',
      label: 'system.gateway.routerId',
      kind: 'text',
      required: true,
      column: true,
      sortable: true,
      searchable: true,
      pattern: { regex: /^[A-Za-z0-9_.-]{1,50}$/, message: 'system.gateway.routerIdRule' },
    },
    {
      key: 'name',
      label: 'system.gateway.name',
      kind: 'text',
      required: true,
      maxLength: 100,
      column: true,
      sortable: true,
      searchable: true,
    },
    {
      key: 'uri',
      label: 'system.gateway.uri',
      kind: 'text',
      required: true,
      maxLength: 255,
      column: true,
      pattern: { regex: /^(https?|wss?|lb):\/\/\S+$/, message: 'system.gateway.uriRule' },
    },
    // Spring Cloud Gateway definitions as JSON text ([{ "name": "Path", "args": {...} }]); the server checks them.
    { key: 'predicates', label: 'system.gateway.predicates', kind: 'textarea', maxLength: 20_000 },
    { key: 'filters', label: 'system.gateway.filters', kind: 'textarea', maxLength: 20_000 },
    {
      key: 'status',
      label: 'system.gateway.status',
      kind: 'choice',
      numeric: true,
      initial: '1',
      column: true,
      choices: [
        { value: '1', label: 'system.gateway.enabled' },
        { value: '0', label: 'system.gateway.disabled' },
      ],
    },
  ],
};

/** 网关路由 (menu component `system/SysGatewayRouteList`). */
export function GatewayRouteList(): ReactElement {
  return <ManagedListPage config={GATEWAY_ROUTES} />;
}
