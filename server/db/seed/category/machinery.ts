/** A category with its level code (JeecgBoot's: a letter and two digits per level). */
export interface MachineryCategory {
  name: string;
  code: string;
  children?: readonly MachineryCategory[];
}

/**
 * The agricultural-machinery categories (A01), after the national machine classification:
 * soil preparation, planting, plant protection, harvesting, drying and power machines.
 */
export const machineryCategories: readonly MachineryCategory[] = [
  {
    name: '农机类别',
    code: 'A01',
    children: [
      {
        name: '耕整地机械',
        code: 'A01A01',
        children: [
          { name: '铧式犁', code: 'A01A01A01' },
          { name: '旋耕机', code: 'A01A01A02' },
          { name: '深松机', code: 'A01A01A03' },
          { name: '圆盘耙', code: 'A01A01A04' },
        ],
      },
      {
        name: '种植施肥机械',
        code: 'A01A02',
        children: [
          { name: '玉米播种机', code: 'A01A02A01' },
          { name: '小麦播种机', code: 'A01A02A02' },
          { name: '水稻插秧机', code: 'A01A02A03' },
          { name: '施肥机', code: 'A01A02A04' },
        ],
      },
      {
        name: '植保机械',
        code: 'A01A03',
        children: [
          { name: '喷杆喷雾机', code: 'A01A03A01' },
          { name: '植保无人机', code: 'A01A03A02' },
          { name: '风送式喷雾机', code: 'A01A03A03' },
        ],
      },
      {
        name: '收获机械',
        code: 'A01A04',
        children: [
          { name: '谷物联合收割机', code: 'A01A04A01' },
          { name: '玉米收获机', code: 'A01A04A02' },
          { name: '马铃薯收获机', code: 'A01A04A03' },
          { name: '打捆机', code: 'A01A04A04' },
        ],
      },
      {
        name: '烘干机械',
        code: 'A01A05',
        children: [
          { name: '谷物烘干机', code: 'A01A05A01' },
          { name: '果蔬烘干机', code: 'A01A05A02' },
        ],
      },
      {
        name: '动力机械',
        code: 'A01A06',
        children: [
          { name: '轮式拖拉机', code: 'A01A06A01' },
          { name: '履带式拖拉机', code: 'A01A06A02' },
          { name: '手扶拖拉机', code: 'A01A06A03' },
        ],
      },
    ],
  },
];
