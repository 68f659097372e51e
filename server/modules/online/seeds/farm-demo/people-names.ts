import { type DemoRandom, present } from './random';

const surnames = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '赵',
  '黄',
  '周',
  '吴',
  '徐',
  '孙',
  '胡',
  '朱',
  '高',
  '林',
  '何',
  '郭',
  '马',
  '罗',
  '梁',
  '宋',
  '郑',
  '谢',
  '韩',
  '唐',
  '冯',
  '于',
  '董',
  '萧',
  '程',
  '曹',
  '袁',
  '邓',
  '许',
  '傅',
  '沈',
  '曾',
  '彭',
  '吕',
];
const maleNames = [
  '建国',
  '国强',
  '志刚',
  '海军',
  '德福',
  '振华',
  '玉林',
  '长山',
  '宝林',
  '春生',
  '永强',
  '立新',
  '洪涛',
  '明亮',
  '庆丰',
  '守田',
  '铁柱',
  '金山',
  '文斌',
  '广平',
];
const femaleNames = [
  '秀兰',
  '桂英',
  '玉梅',
  '丽娟',
  '春梅',
  '淑芬',
  '红霞',
  '晓燕',
  '凤英',
  '翠花',
  '海燕',
  '雪梅',
  '美玲',
  '素珍',
  '秋菊',
];

/** A realistic Chinese name; sex 1 male, 2 female. */
export function personName(random: DemoRandom, sex: 1 | 2): string {
  return random.pick(surnames) + random.pick(sex === 1 ? maleNames : femaleNames);
}

/** An 11-digit mainland mobile number (prefixes the forms accept: 13x, 15x, 18x). */
export function mobile(random: DemoRandom): string {
  return `1${random.pick(['3', '5', '8'])}${random.digits(9)}`;
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** An 18-digit resident ID with the national check digit: region, birthday, sequence (odd for men). */
export function idCard(random: DemoRandom, regionCode: string, birthday: string, sex: 1 | 2): string {
  const sequence = `${random.digits(2)}${sex === 1 ? random.pick(['1', '3', '5', '7', '9']) : random.pick(['0', '2', '4', '6', '8'])}`;
  const body = `${regionCode.padEnd(6, '0').slice(0, 6)}${birthday.replaceAll('-', '')}${sequence}`;
  const sum = [...body].reduce(
    (total, digit, index) => total + Number(digit) * present(ID_WEIGHTS[index], 'ID card weight'),
    0,
  );
  return body + ID_CHECK[sum % 11];
}

const CREDIT_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** A unified social credit code of a farmers' cooperative ('93' is that kind of organisation). */
export function creditCode(random: DemoRandom, regionCode: string): string {
  const tail = Array.from({ length: 10 }, () => random.pick([...CREDIT_ALPHABET])).join('');
  return `93${regionCode.padEnd(6, '0').slice(0, 6)}${tail}`;
}
