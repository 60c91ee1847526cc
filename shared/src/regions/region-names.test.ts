import { regionLine, regionName, type RegionStems } from './region-names';
import stemsFile from './region-stems.json';

const stems = stemsFile as RegionStems;
const LATIN = ['en', 'es', 'fr'] as const;

test('names read as their people say them, in each language', () => {
  const said = (name: string) => LATIN.map((lang) => regionName(name, lang, stems));
  expect(said('东城区')).toEqual(['Dongcheng District', 'Distrito de Dongcheng', 'District de Dongcheng']);
  expect(said('西安市')).toEqual(["Xi'an", "Xi'an", "Xi'an"]);
  expect(said('陕西省')).toEqual(['Shaanxi', 'Shaanxi', 'Shaanxi']);
  expect(said('山西省')).toEqual(['Shanxi', 'Shanxi', 'Shanxi']);
  expect(said('内蒙古自治区')).toEqual(['Inner Mongolia', 'Mongolia Interior', 'Mongolie-Intérieure']);
  expect(said('广西壮族自治区')).toEqual(['Guangxi', 'Guangxi', 'Guangxi']);
  expect(said('喀什地区')[0]).toBe('Kashi Prefecture');
  expect(said('临夏回族自治州')[0]).toBe('Linxia Autonomous Prefecture');
  expect(said('长白朝鲜族自治县')[0]).toBe('Changbai Autonomous County');
  expect(said('碑林区')[0]).toBe('Beilin District');
  expect(said('神农架林区')[0]).toBe('Shennongjia Forestry District');
  expect(said('昌都市')[0]).toBe('Changdu');
  expect(said('六安市')[0]).toBe("Lu'an");
  expect(said('经济开发区')).toEqual([
    'Economic Development Zone',
    'Zona de Desarrollo Económico',
    'Zone de développement économique',
  ]);
});

test('Chinese screens keep the stored names; an unknown name is shown as stored', () => {
  expect(regionName('东城区', 'zh-CN', stems)).toBe('东城区');
  expect(regionName('东城区', 'zh-TW', stems)).toBe('东城区');
  expect(regionName('新设区', 'en', stems)).toBe('新设区');
  expect(regionLine({ province: '北京市', city: '北京市', district: '东城区' }, 'zh-CN', stems)).toBe('北京市 东城区');
  expect(regionLine({ province: '北京市', city: '北京市', district: '东城区' }, 'en', stems)).toBe(
    'Dongcheng District, Beijing',
  );
});
