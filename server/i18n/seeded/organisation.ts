/** English of the seeded roles, tenants, departments and positions, keyed by their Chinese. */
export const organisationTexts: Readonly<Record<string, string>> = {
  系统管理员: 'System administrator',
  运营专员: 'Operations specialist',
  维修主管: 'Repair manager',
  销售专员: 'Sales specialist',
  分公司经理: 'Branch manager',
  访客: 'Guest',

  丰收农机服务集团: 'Harvest Machinery Services Group',
  黑土地农机合作联社: 'Black Soil Machinery Cooperative Union',

  丰收农机服务有限公司: 'Harvest Machinery Services Ltd.',
  总经理办公室: "General manager's office",
  农机销售部: 'Machinery sales',
  维修服务中心: 'Repair service centre',
  东区维修站: 'East repair station',
  西区维修站: 'West repair station',
  信息技术部: 'Information technology',
  财务部: 'Finance',
  黑龙江分公司: 'Heilongjiang branch',
  哈尔滨服务站: 'Harbin service station',
  佳木斯服务站: 'Jiamusi service station',
  河南分公司: 'Henan branch',
  郑州服务站: 'Zhengzhou service station',
  山东分公司: 'Shandong branch',
  济南服务站: 'Jinan service station',

  总经理: 'General manager',
  服务站站长: 'Station manager',
  维修技师: 'Repair technician',
  销售顾问: 'Sales adviser',
  客服专员: 'Customer service specialist',
};
