import type { RecordOf } from '../../../../resources';
import { assetResource, repairResource } from '../../../../resources/machines';
import { formatDate, formatDateTime } from '../../../../db';
import { demoRow } from './demo-row';
import { brands, type Cooperative } from './partners-data';
import { mobile, personName } from './people-names';
import { type DemoRandom, present } from './random';

const DAY = 86_400_000;

/** Per machine type: the names it is sold under, models, and its power range (horsepower). */
const MACHINES: Readonly<
  Record<string, { names: readonly string[]; models: readonly string[]; power: readonly [number, number] }>
> = {
  '1': { names: ['轮式拖拉机', '四驱拖拉机'], models: ['LX1304', 'M1004-5', '6B-1404', '954'], power: [80, 220] },
  '2': {
    names: ['谷物联合收割机', '玉米联合收获机', '水稻联合收割机'],
    models: ['GE80', '4LZ-10', 'PRO688Q', 'W80'],
    power: [100, 260],
  },
  '3': { names: ['高速插秧机', '乘坐式插秧机'], models: ['2ZGQ-6', 'NSPU-68C', 'VP6E'], power: [15, 30] },
  '4': { names: ['植保无人机'], models: ['T40', 'P100', 'T30'], power: [0, 0] },
  '5': { names: ['免耕播种机', '精量播种机'], models: ['2BMYF-4', '2BJ-6', '2BFG-12'], power: [0, 0] },
  '6': { names: ['循环式粮食烘干机'], models: ['5H-15', '5HXG-30', 'DSF-12'], power: [10, 40] },
  '7': { names: ['旋耕机'], models: ['1GQN-230', '1GKN-250'], power: [0, 0] },
  '8': { names: ['深松整地机'], models: ['1S-300', '1SZL-250'], power: [0, 0] },
};
const plateLetters = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
const plateRegion: Readonly<Record<string, string>> = {
  黑龙江省: '黑',
  吉林省: '吉',
  河南省: '豫',
  山东省: '鲁',
  河北省: '冀',
  安徽省: '皖',
  江苏省: '苏',
  内蒙古自治区: '蒙',
  湖北省: '鄂',
  新疆维吾尔自治区: '新',
};

export type Asset = RecordOf<typeof assetResource>;

export function assets(random: DemoRandom, now: number, coops: readonly Cooperative[], createTime: string): Asset[] {
  return Array.from({ length: 200 }, (_, index) => {
    const machineType = random.weighted([
      ['1', 6],
      ['2', 5],
      ['3', 2],
      ['4', 3],
      ['5', 2],
      ['6', 1],
      ['7', 2],
      ['8', 1],
    ]);
    const spec = present(MACHINES[machineType], `machine type ${machineType}`);
    const coop = random.pick(coops);
    const power = spec.power[1] ? random.int(spec.power[0], spec.power[1]) : null;
    const price = random.int(3, 60) * 10_000;
    return demoRow(
      assetResource,
      {
        assetNo: `NJ${String(index + 1).padStart(5, '0')}`,
        assetName: `${random.pick(brands)}${random.pick(spec.names)}`,
        machineType,
        brand: random.pick(brands),
        model: random.pick(spec.models),
        plateNo: power
          ? `${plateRegion[String(coop.province)] ?? '黑'}${random.pick(plateLetters)}-${random.digits(5)}`
          : null,
        engineNo: power ? `E${random.digits(9)}` : null,
        power,
        purchaseDate: formatDate(now - random.int(60, 3000) * DAY),
        purchasePrice: price,
        cooperativeId: coop.id,
        status: random.weighted([
          ['1', 14],
          ['2', 2],
          ['3', 3],
          ['4', 1],
        ]),
      },
      createTime,
    );
  });
}

const faults: Readonly<Record<string, readonly string[]>> = {
  '1': ['发动机启动困难，冒黑烟', '发动机水温过高', '怠速不稳，功率不足'],
  '2': ['液压提升无力', '液压油泄漏', '转向沉重'],
  '3': ['变速箱异响', '离合器打滑', '传动皮带断裂'],
  '4': ['仪表盘无显示', '蓄电池亏电', '照明线路短路'],
  '5': ['割台搅龙卡滞', '拨禾轮变形', '割刀磨损严重'],
  '6': ['前轮爆胎', '履带松脱'],
  '7': ['作业时异常震动', '座椅调节失灵'],
};

export function repairs(
  random: DemoRandom,
  now: number,
  machines: readonly Asset[],
  stationIds: readonly string[],
  createTime: string,
) {
  return Array.from({ length: 300 }, (_, index) => {
    const reportedAt = now - random.int(1, 700) * DAY - random.int(0, 12) * 3_600_000;
    const ageDays = (now - reportedAt) / DAY;
    const status =
      ageDays > 20
        ? random.weighted([
            ['3', 3],
            ['4', 5],
          ])
        : random.weighted([
            ['1', 2],
            ['2', 3],
            ['3', 2],
            ['4', 1],
          ]);
    const faultType = random.weighted([
      ['1', 5],
      ['2', 3],
      ['3', 3],
      ['4', 2],
      ['5', 2],
      ['6', 2],
      ['7', 1],
    ]);
    const finished = status === '3' || status === '4';
    return demoRow(
      repairResource,
      {
        repairNo: `WX${formatDate(reportedAt).replaceAll('-', '')}${String(index + 1).padStart(4, '0')}`,
        assetId: random.pick(machines).id,
        faultType,
        faultDesc: random.pick(present(faults[faultType], `fault type ${faultType}`)),
        reporter: personName(random, 1),
        reporterPhone: mobile(random),
        storefrontId: random.pick(stationIds),
        technician: status === '1' ? null : personName(random, 1),
        reportTime: formatDateTime(reportedAt),
        finishTime: finished ? formatDateTime(reportedAt + random.int(4, 96) * 3_600_000) : null,
        cost: finished ? random.int(2, 300) * 10 : null,
        status,
      },
      createTime,
    );
  });
}
