import { crudButtons, type MenuSeed } from './menu-tree';
import { onlinePage } from './menus-online';

/**
 * A full-window data screen: an external page (JeecgBoot's big-screen menus: IframePageView, an
 * address on the API server, opened in a new window). Both clients can open that shape; the
 * address answers with the console's screen (/map/dataScreen, /yield/dataScreen), which asks for
 * a sign-in when the browser has none there. A route '0' entry would leave the stock client
 * without a route for the path (its 404 page).
 */
export function dataScreenAddress(screen: 'map' | 'yield'): string {
  return `{{ window._CONFIG['domianURL'] }}/bigScreen/${screen}`;
}

function dataScreen(key: string, name: string, screen: 'map' | 'yield'): MenuSeed {
  return { key, name, url: dataScreenAddress(screen), component: 'layouts/IframePageView', internalOrExternal: true };
}

/*
 * The farm business pages of shell spec section 1. They are configuration-driven lists
 * (JeecgBoot online forms and reports): the component names the list kind and the last path
 * segment is the form or report code.
 */
export const businessMenus: readonly MenuSeed[] = [
  {
    key: 'farm',
    name: '农机服务',
    url: '/farm',
    component: 'layouts/RouteView',
    icon: 'car',
    redirect: '/online/cgformList/farm_order',
    children: [
      onlinePage('farm-order', '农机订单', 'list', 'farm_order', crudButtons('farm_order')),
      onlinePage('farm-repair', '维修工单', 'innerTable', 'farm_repair', crudButtons('farm_repair')),
      onlinePage('farm-asset', '农机资产', 'list', 'farm_asset', crudButtons('farm_asset')),
      onlinePage('farm-cooperative', '合作社', 'list', 'farm_cooperative', crudButtons('farm_cooperative')),
      onlinePage('farm-renter', '租赁户', 'list', 'farm_renter', crudButtons('farm_renter')),
      onlinePage('farm-farmer', '农户', 'list', 'farm_farmer', crudButtons('farm_farmer')),
      onlinePage('farm-driver', '机手', 'list', 'farm_driver', crudButtons('farm_driver')),
      onlinePage('farm-storefront', '门店', 'list', 'farm_storefront', crudButtons('farm_storefront')),
      onlinePage('farm-machine-type', '农机分类', 'tree', 'farm_machine_type'),
    ],
  },
  {
    key: 'operation',
    name: '运营配置',
    url: '/operation',
    component: 'layouts/RouteView',
    icon: 'shop',
    redirect: '/online/cgformList/farm_integral',
    children: [
      onlinePage('operation-integral', '积分设置', 'list', 'farm_integral'),
      onlinePage('operation-unit-price', '作业单价', 'list', 'farm_unit_price'),
      onlinePage('operation-harvest', '收获管理', 'list', 'farm_harvest'),
      onlinePage('operation-policy', '政策宣传', 'list', 'farm_policy'),
      onlinePage('operation-topic', '专题管理', 'tab', 'farm_topic'),
      onlinePage('operation-carousel', '轮播图', 'list', 'farm_carousel'),
    ],
  },
  {
    key: 'meeting',
    name: '会议管理',
    url: '/meeting',
    component: 'layouts/RouteView',
    icon: 'schedule',
    redirect: '/online/cgformErpList/farm_meeting_main',
    children: [
      onlinePage('meeting-main', '会议', 'erp', 'farm_meeting_main'),
      onlinePage('meeting-attendees', '参会人员', 'list', 'farm_meeting_attendees'),
      onlinePage('meeting-car', '会议用车', 'list', 'farm_meeting_car'),
      onlinePage('meeting-repast', '会议用餐', 'list', 'farm_meeting_repast'),
      onlinePage('meeting-spot', '会议场地', 'list', 'farm_meeting_spot'),
      onlinePage('meeting-video', '会议视频', 'list', 'farm_meeting_video'),
    ],
  },
  {
    key: 'statistics',
    name: '地图与统计',
    url: '/statistics',
    component: 'layouts/RouteView',
    icon: 'bar-chart',
    redirect: '/online/cgreport/farm_order_stat',
    children: [
      dataScreen('statistics-map', '地图数据大屏', 'map'),
      onlinePage('statistics-orders', '订单统计', 'report', 'farm_order_stat'),
      onlinePage('statistics-work', '作业量统计', 'report', 'farm_work_stat'),
    ],
  },
  {
    key: 'yield',
    name: '产量数据',
    url: '/yield',
    component: 'layouts/RouteView',
    icon: 'area-chart',
    redirect: '/online/cgformList/farm_bake_loss',
    children: [
      onlinePage('yield-data', '产量上报', 'list', 'farm_yield_data', crudButtons('farm_yield_data')),
      onlinePage('yield-statistics', '产量统计', 'report', 'farm_yield_stat'),
      onlinePage('yield-bake-loss', '烘干损耗', 'list', 'farm_bake_loss', crudButtons('farm_bake_loss')),
      onlinePage('yield-bake-dict', '烘干字典', 'list', 'farm_bake_dict'),
      dataScreen('yield-screen', '产量数据大屏', 'yield'),
    ],
  },
  {
    key: 'iot',
    name: '物联网',
    url: '/iot',
    component: 'layouts/RouteView',
    icon: 'api',
    redirect: '/online/cgformList/farm_device_pic',
    children: [
      onlinePage('iot-device-pic', '设备图片', 'list', 'farm_device_pic'),
      onlinePage('iot-sensor', '传感器', 'list', 'farm_sensor'),
      onlinePage('iot-device-data', '设备数据', 'list', 'farm_device_data'),
    ],
  },
];
