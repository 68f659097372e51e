import { XLSX } from '../../server/modules/online/excel/sheetjs';
import { farmDictionaries } from '../../server/modules/online/seeds/farm-demo/farm-dictionaries';
import { DemoRandom } from '../../server/modules/online/seeds/farm-demo/random';
import { orderResource } from '../../server/resources/orders';

/** The order fields an import fills: every declared field but the times the order flow stamps. */
export const IMPORTED_FIELDS = orderResource.fields.filter((field) => !('serverOwned' in field && field.serverOwned));

/** What an order's references may name: existing driver ids and cooperative names (their label). */
export interface OrderReferences {
  driverIds: readonly string[];
  cooperativeNames: readonly string[];
}

const STATUS_TEXTS = ['待接单', '已接单', '作业中', '已完成', '已取消'];
const PLACES = [
  ['黑龙江省', '哈尔滨市', '呼兰区'],
  ['河南省', '周口市', '郸城县'],
  ['山东省', '德州市', '齐河县'],
  ['江苏省', '盐城市', '射阳县'],
  ['安徽省', '阜阳市', '临泉县'],
  ['吉林省', '长春市', '农安县'],
] as const;
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'];
const GIVEN = ['建国', '秀英', '海燕', '志强', '桂兰', '德明', '玉梅', '春生', '丽娟', '国庆'];
const REASONS = ['天气原因改期', '农户自行作业', '机具故障', '价格未谈妥'];

const textsOf = (code: string) =>
  farmDictionaries.find((dict) => dict.code === code)?.items.map(([, text]) => text) ?? [];
const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * A workbook of `rows` orders under the titles an export writes (20 columns), dictionary
 * columns as their texts and the cooperative as its name, as a user would fill it in: the
 * import has to resolve every one of them. `prefix` keeps order numbers of two workbooks apart.
 */
export function orderWorkbook(rows: number, references: OrderReferences, prefix: string, seed = 11): Buffer {
  const random = new DemoRandom(seed);
  const machines = textsOf('farm_machine_type');
  const works = textsOf('farm_work_type');
  const crops = textsOf('farm_crop');
  const payments = textsOf('farm_pay_status');
  const data: (string | number)[][] = [IMPORTED_FIELDS.map((field) => field.title)];
  for (let index = 0; index < rows; index += 1) {
    const [province, city, county] = random.pick(PLACES);
    const status = random.int(1, 5);
    const workArea = random.int(5, 800);
    const unitPrice = random.int(8, 120);
    const values: Record<string, string | number> = {
      orderNo: `${prefix}${pad(index + 1, 8)}`,
      farmerName: `${random.pick(SURNAMES)}${random.pick(GIVEN)}`,
      farmerPhone: `13${pad(random.int(0, 999_999_999), 9)}`,
      province,
      city,
      county,
      address: `${county}${random.pick(GIVEN)}村${random.int(1, 12)}组`,
      machineType: random.pick(machines),
      workType: random.pick(works),
      cropType: random.pick(crops),
      workArea,
      unitPrice,
      amount: workArea * unitPrice,
      orderDate: `202${random.int(4, 6)}-${pad(random.int(1, 12), 2)}-${pad(random.int(1, 28), 2)}`,
      driverId: status === 1 ? '' : random.pick(references.driverIds),
      cooperativeId: random.pick(references.cooperativeNames),
      status: STATUS_TEXTS[status - 1] ?? '',
      payStatus: random.pick(payments),
      cancelReason: status === 5 ? random.pick(REASONS) : '',
      remark: random.next() < 0.3 ? `第${random.int(1, 9)}次合作，提前一天电话联系` : '',
    };
    data.push(IMPORTED_FIELDS.map((field) => values[field.name] ?? ''));
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(data), orderResource.title);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', bookSST: true, compression: true }) as Buffer;
}
