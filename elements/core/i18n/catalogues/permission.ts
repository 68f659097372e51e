import { defineCatalogue } from '../catalogue';

// Messages of permission (menu) loading, shell spec sections 4 and 8.
export const permissionMessages = defineCatalogue({
  'zh-CN': {
    'permission.emptyMenu': 'getPermissionList: permissions must be a non-null array !',
    'permission.vue3MenuTable': '启动失败: 检查到当前菜单表是Vue3版本，导致菜单加载异常，请切换到Vue2版菜单！',
  },
  en: {
    'permission.emptyMenu': 'getPermissionList: permissions must be a non-null array !',
    'permission.vue3MenuTable':
      'Startup failed: the menu table is the Vue3 version, so the menu cannot load. Switch to the Vue2 menu table!',
  },
});
