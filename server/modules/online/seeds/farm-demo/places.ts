/** Grain-growing provinces with some of their cities and counties, and their main crops. */
export interface DemoProvince {
  name: string;
  /** The first two digits of its administrative code (for ID and credit codes). */
  code: string;
  /** Crop dictionary values grown there (farm_crop). */
  crops: readonly string[];
  cities: readonly { name: string; code: string; counties: readonly string[] }[];
}

export const provinces: readonly DemoProvince[] = [
  {
    name: '黑龙江省',
    code: '23',
    crops: ['3', '2', '4'],
    cities: [
      { name: '哈尔滨市', code: '2301', counties: ['五常市', '双城区', '宾县', '巴彦县'] },
      { name: '齐齐哈尔市', code: '2302', counties: ['讷河市', '克山县', '依安县'] },
      { name: '佳木斯市', code: '2308', counties: ['富锦市', '桦川县', '汤原县'] },
      { name: '绥化市', code: '2312', counties: ['海伦市', '庆安县', '望奎县'] },
    ],
  },
  {
    name: '吉林省',
    code: '22',
    crops: ['2', '3', '4'],
    cities: [
      { name: '长春市', code: '2201', counties: ['榆树市', '农安县', '德惠市'] },
      { name: '松原市', code: '2207', counties: ['前郭尔罗斯蒙古族自治县', '扶余市', '乾安县'] },
      { name: '四平市', code: '2203', counties: ['梨树县', '公主岭市', '双辽市'] },
    ],
  },
  {
    name: '河南省',
    code: '41',
    crops: ['1', '2', '4'],
    cities: [
      { name: '周口市', code: '4116', counties: ['太康县', '郸城县', '项城市', '鹿邑县'] },
      { name: '驻马店市', code: '4117', counties: ['上蔡县', '汝南县', '正阳县'] },
      { name: '商丘市', code: '4114', counties: ['永城市', '睢县', '夏邑县'] },
      { name: '郑州市', code: '4101', counties: ['中牟县', '新郑市', '荥阳市'] },
    ],
  },
  {
    name: '山东省',
    code: '37',
    crops: ['1', '2', '5'],
    cities: [
      { name: '德州市', code: '3714', counties: ['齐河县', '禹城市', '陵城区'] },
      { name: '菏泽市', code: '3717', counties: ['曹县', '单县', '郓城县'] },
      { name: '潍坊市', code: '3707', counties: ['寿光市', '高密市', '诸城市'] },
    ],
  },
  {
    name: '河北省',
    code: '13',
    crops: ['1', '2', '5'],
    cities: [
      { name: '邯郸市', code: '1304', counties: ['大名县', '曲周县', '永年区'] },
      { name: '石家庄市', code: '1301', counties: ['藁城区', '赵县', '晋州市'] },
      { name: '保定市', code: '1306', counties: ['定州市', '高碑店市', '望都县'] },
    ],
  },
  {
    name: '安徽省',
    code: '34',
    crops: ['1', '3', '6'],
    cities: [
      { name: '阜阳市', code: '3412', counties: ['临泉县', '太和县', '颍上县'] },
      { name: '宿州市', code: '3413', counties: ['埇桥区', '萧县', '灵璧县'] },
    ],
  },
  {
    name: '江苏省',
    code: '32',
    crops: ['3', '1', '6'],
    cities: [
      { name: '盐城市', code: '3209', counties: ['射阳县', '阜宁县', '东台市'] },
      { name: '徐州市', code: '3203', counties: ['沛县', '睢宁县', '邳州市'] },
    ],
  },
  {
    name: '内蒙古自治区',
    code: '15',
    crops: ['2', '4', '7'],
    cities: [
      { name: '通辽市', code: '1505', counties: ['科尔沁左翼中旗', '开鲁县', '奈曼旗'] },
      { name: '赤峰市', code: '1504', counties: ['宁城县', '敖汉旗', '翁牛特旗'] },
    ],
  },
  {
    name: '湖北省',
    code: '42',
    crops: ['3', '6', '1'],
    cities: [
      { name: '荆州市', code: '4210', counties: ['监利市', '公安县', '洪湖市'] },
      { name: '襄阳市', code: '4206', counties: ['枣阳市', '宜城市', '老河口市'] },
    ],
  },
  {
    name: '新疆维吾尔自治区',
    code: '65',
    crops: ['5', '2', '1'],
    cities: [
      { name: '昌吉回族自治州', code: '6523', counties: ['玛纳斯县', '呼图壁县', '奇台县'] },
      { name: '塔城地区', code: '6542', counties: ['沙湾市', '乌苏市', '额敏县'] },
    ],
  },
];

/** Order weight of each province: the northeast and the plain provinces bring most work. */
export const provinceWeights: readonly number[] = [22, 12, 18, 14, 9, 6, 6, 5, 5, 3];
