import { crudButtons, onlineList, type MenuSeed } from './menu-tree';

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
      onlineList('farm-order', '农机订单', 'farm_order', crudButtons('farm_order')),
      {
        key: 'farm-repair',
        name: '维修工单',
        url: '/online/cgformInnerTableList/farm_repair',
        component: 'modules/online/cgform/auto/innerTable/OnlCgformInnerTableList',
        buttons: crudButtons('farm_repair'),
      },
      onlineList('farm-asset', '农机资产', 'farm_asset', crudButtons('farm_asset')),
      onlineList('farm-cooperative', '合作社', 'farm_cooperative', crudButtons('farm_cooperative')),
      onlineList('farm-renter', '租赁户', 'farm_renter', crudButtons('farm_renter')),
      onlineList('farm-farmer', '农户', 'farm_farmer', crudButtons('farm_farmer')),
      onlineList('farm-driver', '机手', 'farm_driver', crudButtons('farm_driver')),
      onlineList('farm-storefront', '门店', 'farm_storefront', crudButtons('farm_storefront')),
      {
        key: 'farm-machine-type',
        name: '农机分类',
        url: '/online/cgformTreeList/farm_machine_type',
        component: 'modules/online/cgform/auto/OnlCgformTreeList',
      },
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
      onlineList('operation-integral', '积分设置', 'farm_integral'),
      onlineList('operation-unit-price', '作业单价', 'farm_unit_price'),
      onlineList('operation-harvest', '收获管理', 'farm_harvest'),
      onlineList('operation-policy', '政策宣传', 'farm_policy'),
      {
        key: 'operation-topic',
        name: '专题管理',
        url: '/online/cgformTabList/farm_topic',
        component: 'modules/online/cgform/auto/tab/OnlCgformTabList',
      },
      onlineList('operation-carousel', '轮播图', 'farm_carousel'),
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
      {
        key: 'meeting-main',
        name: '会议',
        url: '/online/cgformErpList/farm_meeting_main',
        component: 'modules/online/cgform/auto/erp/OnlCgformErpList',
      },
      onlineList('meeting-attendees', '参会人员', 'farm_meeting_attendees'),
      onlineList('meeting-car', '会议用车', 'farm_meeting_car'),
      onlineList('meeting-repast', '会议用餐', 'farm_meeting_repast'),
      onlineList('meeting-spot', '会议场地', 'farm_meeting_spot'),
      onlineList('meeting-video', '会议视频', 'farm_meeting_video'),
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
      // A fixed full-screen route of the console: listed in the menu, not registered from it.
      { key: 'statistics-map', name: '地图数据大屏', url: '/map/dataScreen', component: 'layouts/BlankLayout', isRoute: false },
      {
        key: 'statistics-orders',
        name: '订单统计',
        url: '/online/cgreport/farm_order_stat',
        component: 'modules/online/cgreport/auto/OnlCgreportAutoList',
      },
      {
        key: 'statistics-work',
        name: '作业量统计',
        url: '/online/cgreport/farm_work_stat',
        component: 'modules/online/cgreport/auto/OnlCgreportAutoList',
      },
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
      onlineList('yield-data', '产量上报', 'farm_yield_data', crudButtons('farm_yield_data')),
      {
        key: 'yield-statistics',
        name: '产量统计',
        url: '/online/cgreport/farm_yield_stat',
        component: 'modules/online/cgreport/auto/OnlCgreportAutoList',
      },
      onlineList('yield-bake-loss', '烘干损耗', 'farm_bake_loss', crudButtons('farm_bake_loss')),
      onlineList('yield-bake-dict', '烘干字典', 'farm_bake_dict'),
      { key: 'yield-screen', name: '产量数据大屏', url: '/yield/dataScreen', component: 'layouts/BlankLayout', isRoute: false },
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
      onlineList('iot-device-pic', '设备图片', 'farm_device_pic'),
      onlineList('iot-sensor', '传感器', 'farm_sensor'),
      onlineList('iot-device-data', '设备数据', 'farm_device_data'),
    ],
  },
];
