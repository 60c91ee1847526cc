// Writes shared/src/regions/region-stems.json: every region name of the address picker
// (mf-orders/src/pages/ship-to-address/regions.json) in Latin letters, grouped by the kind its suffix says, so a
// screen in English, Spanish or French can say "Dongcheng District" / "Distrito de Dongcheng".
// `--check` fails when the file is not what this script would write (run by a unit test).
// The pinyin comes from pinyin-pro (a dev dependency: nothing of it ships to renters).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pinyin } from 'pinyin-pro';
import { root } from './apps.mjs';

const regionsFile = path.join(root, 'mf-orders', 'src', 'pages', 'ship-to-address', 'regions.json');
const stemsFile = path.join(root, 'shared', 'src', 'regions', 'region-stems.json');

// Longest first: 自治县 before 县, 新区 before 区. A name with none of these is written whole.
const KINDS = [
  ['经济技术开发区', 'economicZone'],
  ['高新技术产业开发区', 'hightechZone'],
  ['高技术产业开发区', 'hightechZone'],
  ['高新技术产业园区', 'hightechZone'],
  ['高新技术开发区', 'hightechZone'],
  ['经济开发区', 'economicZone'],
  ['产业园区', 'industrialPark'],
  ['工业园区', 'industrialPark'],
  ['化工园区', 'industrialPark'],
  ['开发区', 'developmentZone'],
  ['示范区', 'demonstrationZone'],
  ['管理区', 'managementArea'],
  ['特别行政区', 'province'],
  ['自治区', 'province'],
  ['省', 'province'],
  ['自治州', 'autonomousPrefecture'],
  ['自治县', 'autonomousCounty'],
  ['自治旗', 'autonomousBanner'],
  ['地区', 'prefecture'],
  ['新区', 'newArea'],
  ['街道', 'subdistrict'],
  ['市', 'city'],
  ['区', 'district'],
  ['县', 'county'],
  ['旗', 'banner'],
  ['盟', 'league'],
  ['镇', 'town'],
];

// Names whose suffix is not the usual one (碑林区 is a district named 碑林, 神农架林区 a forestry district).
const EXACT = {
  神农架林区: ['林区', 'forestryDistrict'],
  省直辖县: ['省直辖县', 'directCounties'],
  自治区直辖县级行政区划: ['自治区直辖县级行政区划', 'directCounties'],
};

// Names an autonomous region or prefecture carries after its place name ("临夏回族自治州" is Linxia).
const PEOPLE_NAMES = [
  '维吾尔',
  '哈萨克',
  '柯尔克孜',
  '塔吉克',
  '蒙古',
  '朝鲜',
  '土家',
  '布依',
  '哈尼',
  '傈僳',
  '拉祜',
  '纳西',
  '景颇',
  '达斡尔',
  '鄂温克',
  '鄂伦春',
  '仫佬',
  '毛南',
  '仡佬',
  '锡伯',
  '撒拉',
  '东乡',
  '保安',
  '裕固',
  '普米',
  '独龙',
  '阿昌',
  '德昂',
  '基诺',
  '布朗',
];
// One-character names (回, 白, 水…) are peoples only with 族: 长白 and 彭水 are places.
const PEOPLE_SINGLE = '壮回藏苗彝侗瑶白傣佤羌土满水黎畲怒各';
const PEOPLES = new RegExp(`(?:(?:${PEOPLE_NAMES.join('|')})族?|[${PEOPLE_SINGLE}]族)+$`);

// The peoples named by the autonomous regions (广西壮族自治区 is Guangxi); 内蒙古 and 西藏 keep their names.
const REGION_PEOPLES = /(?:壮族|回族|维吾尔)$/;

// Spellings the pinyin alone gets wrong by convention.
const SPELLED = {
  陕西: 'Shaanxi',
  乐亭: 'Laoting',
  单: 'Shan',
  蔚: 'Yu',
  尉犁: 'Yuli',
  浚: 'Xun',
  歙: 'She',
  曾都: 'Zengdu',
};

// Characters read one way in every place name here, where pinyin-pro picks another reading
// (喀什 Kashi, 昌都 Changdu, 大城 Dacheng, 民乐 Minle).
const READINGS = { 什: 'shi', 都: 'du', 大: 'da', 乐: 'le' };

function latin(chinese) {
  // A zone named after its city ("张家口市察北") is two words: Zhangjiakou Chabei.
  const inner = chinese.indexOf('市', 1);
  if (inner > 0 && inner < chinese.length - 1)
    return `${latin(chinese.slice(0, inner))} ${latin(chinese.slice(inner + 1))}`;
  if (SPELLED[chinese]) return SPELLED[chinese];
  const syllables = pinyin(chinese, { toneType: 'none', type: 'array' }).map((s, i) => READINGS[chinese[i]] ?? s);
  // An apostrophe where a syllable starting with a vowel would run into the one before (Xi'an).
  const word = syllables.map((s, i) => (i > 0 && /^[aoe]/.test(s) ? `'${s}` : s)).join('');
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function regionStems() {
  const regions = JSON.parse(readFileSync(regionsFile, 'utf8'));
  const names = new Set();
  for (const [province, cities] of regions) {
    names.add(province);
    for (const [city, districts] of cities) {
      names.add(city);
      for (const district of districts) names.add(district);
    }
  }
  const byKind = {};
  for (const name of [...names].sort()) {
    const [suffix, kind] = EXACT[name] ?? KINDS.find(([s]) => name.endsWith(s)) ?? ['', 'whole'];
    const before = name.slice(0, name.length - suffix.length);
    // The people only where the kind says autonomous; a place named for its people keeps the name (东乡族 → 东乡).
    const place = kind.startsWith('autonomous')
      ? before.replace(PEOPLES, '') || before.replace(/族$/, '')
      : before.replace(REGION_PEOPLES, '');
    (byKind[kind] ??= {})[name] = place ? latin(place) : '';
  }
  return Object.fromEntries(Object.entries(byKind).sort(([a], [b]) => a.localeCompare(b)));
}

const text = `${JSON.stringify(regionStems(), null, 2)}\n`;
if (process.argv.includes('--check')) {
  if (readFileSync(stemsFile, 'utf8') !== text) {
    console.error(`${path.relative(root, stemsFile)} is stale: run node scripts/region-stems.mjs`);
    process.exitCode = 1;
  }
} else {
  writeFileSync(stemsFile, text);
  console.log(`wrote ${path.relative(root, stemsFile)}`);
}
