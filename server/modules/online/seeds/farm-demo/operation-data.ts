import {
  carouselResource,
  harvestResource,
  integralResource,
  policyResource,
  topicResource,
  unitPriceResource,
} from '../../../../resources/operation';
import { formatDate, formatDateTime } from '../../../../db';
import { demoRow } from './demo-row';
import type { Driver } from './partners-data';
import { provinces } from './places';
import type { DemoRandom } from './random';

const DAY = 86_400_000;

export function integralRules(createTime: string) {
  const rules = [
    ['预约下单', 'ORDER_BOOKED', '1', 10, 50],
    ['订单完工', 'ORDER_DONE', '2', 20, 100],
    ['作业评价', 'ORDER_RATED', '3', 5, 20],
    ['每日签到', 'DAILY_SIGN_IN', '4', 2, 2],
    ['分享政策', 'SHARE_POLICY', '5', 3, 15],
    ['积分兑换农资', 'EXCHANGE_SUPPLIES', '6', -100, 0],
    ['邀请农户注册', 'INVITE_FARMER', '5', 30, 90],
    ['首次下单', 'FIRST_ORDER', '1', 50, 50],
  ] as const;
  return rules.map(([ruleName, ruleCode, ruleType, points, dailyLimit]) =>
    demoRow(
      integralResource,
      { ruleName, ruleCode, ruleType, points, dailyLimit, status: '1', description: `${ruleName}可获得${points}积分` },
      createTime,
    ),
  );
}

/** Prices per province for the main kinds of work, in force since the start of last year. */
export function unitPrices(random: DemoRandom, now: number, createTime: string) {
  const kinds = [
    ['2', '7', '1', 80, 110],
    ['1', '1', null, 55, 75],
    ['4', '6', null, 8, 14],
    ['3', '5', '3', 90, 120],
    ['5', '4', null, 30, 45],
  ] as const;
  const since = `${new Date(now).getFullYear() - 1}-01-01`;
  return provinces.flatMap((province) =>
    kinds.map(([machineType, workType, cropType, low, high]) =>
      demoRow(
        unitPriceResource,
        {
          province: province.name,
          machineType,
          workType,
          cropType,
          price: random.int(low, high),
          priceUnit: '1',
          effectiveDate: since,
          expireDate: null,
          status: '1',
        },
        createTime,
      ),
    ),
  );
}

export function harvests(
  random: DemoRandom,
  now: number,
  farmerRows: readonly { id: string; cropType: string | null }[],
  crew: readonly Driver[],
  createTime: string,
) {
  return Array.from({ length: 200 }, (_, index) => {
    const farmer = random.pick(farmerRows);
    const cropType = farmer.cropType ?? '2';
    const plantArea = random.int(5, 300);
    const perMuByCrop: Readonly<Record<string, readonly [number, number]>> = {
      '1': [450, 650],
      '2': [550, 800],
      '3': [500, 700],
      '4': [150, 230],
      '5': [300, 420],
      '6': [150, 220],
      '7': [1500, 2500],
    };
    const perMu = perMuByCrop[cropType] ?? [400, 600];
    return demoRow(
      harvestResource,
      {
        plotName: `${index + 1}号地块`,
        farmerId: farmer.id,
        cropType,
        variety: random.pick(['郑麦366', '先玉335', '龙粳31', '黑农48', '新陆早', '秦优7号', '克新1号']),
        plantArea,
        harvestDate: formatDate(now - random.int(10, 700) * DAY),
        yieldKg: plantArea * random.int(perMu[0], perMu[1]),
        moisture: random.amount(12, 30, 1),
        machineType: '2',
        driverId: random.pick(crew).id,
      },
      createTime,
    );
  });
}

export function policies(random: DemoRandom, now: number, createTime: string) {
  const titles = [
    ['关于做好农机购置与应用补贴工作的通知', '1'],
    ['玉米籽粒机收减损技术指导意见', '2'],
    ['秋季农机安全生产专项整治方案', '3'],
    ['植保无人机作业质量规范解读', '2'],
    ['2024年农机报废更新补贴实施细则', '1'],
    ['水稻机插秧技术要点', '2'],
    ['农机合作社规范化建设指引', '4'],
    ['三夏小麦机收作业调度通知', '4'],
    ['农机驾驶操作人员安全培训要求', '3'],
    ['深松整地作业补助政策问答', '1'],
    ['粮食烘干设施建设用地政策', '1'],
    ['智慧农机北斗终端安装指南', '2'],
  ] as const;
  return titles.map(([title, policyType], index) =>
    demoRow(
      policyResource,
      {
        title,
        policyType,
        source: random.pick(['农业农村部', '省农业农村厅', '市农机服务中心']),
        publishDate: formatDate(now - (index * 30 + random.int(0, 20)) * DAY),
        content: `<h3>${title}</h3><p>各县（市、区）农业农村部门、农机服务组织：</p><p>为做好相关工作，现将有关事项通知如下，请结合实际认真贯彻落实。</p>`,
        status: index < 10 ? '1' : '0',
        viewCount: index < 10 ? random.int(50, 5000) : 0,
      },
      createTime,
    ),
  );
}

export function topics(now: number, createTime: string) {
  const year = new Date(now).getFullYear();
  const list = [
    ['春耕备耕专题', '1', '03-01', '05-31'],
    ['三夏麦收专题', '2', '05-20', '06-30'],
    ['秋收秋种专题', '3', '09-01', '11-15'],
    ['冬季农机检修', '4', '11-20', '12-31'],
    ['智慧农机应用', '5', '01-01', '12-31'],
  ] as const;
  return list.map(([title, topicType, start, end], index) =>
    demoRow(
      topicResource,
      {
        title,
        topicType,
        summary: `${title}：政策、技术与服务信息汇总`,
        startDate: `${year}-${start}`,
        endDate: `${year}-${end}`,
        sortNo: index + 1,
        status: '1',
      },
      createTime,
    ),
  );
}

export function carousels(now: number, createTime: string) {
  const list = [
    ['秋收作业一键预约', '1'],
    ['农机购置补贴政策解读', '2'],
    ['植保无人机飞防服务', '3'],
    ['农机维修服务网点查询', '3'],
    ['智慧农业示范基地', '1'],
  ] as const;
  return list.map(([title, position], index) =>
    demoRow(
      carouselResource,
      {
        title,
        imageUrl: `carousel/banner_${index + 1}.jpg`,
        linkUrl: `https://farm.example/activity/${index + 1}`,
        position,
        sortNo: index + 1,
        startTime: formatDateTime(now - 30 * DAY),
        endTime: formatDateTime(now + 90 * DAY),
        status: index < 4 ? '1' : '0',
      },
      createTime,
    ),
  );
}
