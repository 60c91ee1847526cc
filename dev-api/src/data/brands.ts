export interface BrandSeed {
  name: string;
  /** Local names renters type into search. */
  aliases: string[];
  /** Backdrop gradient of the product shots, so each brand's goods look alike on a shelf. */
  palette: [string, string];
}

export const BRANDS = {
  apple: { name: 'Apple', aliases: ['苹果', '蘋果'], palette: ['#eef1f6', '#d9dee8'] },
  huawei: { name: 'Huawei', aliases: ['华为', '華為'], palette: ['#fdeceb', '#f3c9c6'] },
  xiaomi: { name: 'Xiaomi', aliases: ['小米'], palette: ['#fff1e6', '#ffd2ad'] },
  samsung: { name: 'Samsung', aliases: ['三星'], palette: ['#e9efff', '#c7d5fb'] },
  oppo: { name: 'OPPO', aliases: [], palette: ['#e7f6ee', '#bfe6d0'] },
  vivo: { name: 'vivo', aliases: [], palette: ['#e8edff', '#c3cffc'] },
  honor: { name: 'Honor', aliases: ['荣耀', '榮耀'], palette: ['#e6f4fb', '#bde1f3'] },
  lenovo: { name: 'Lenovo', aliases: ['联想', '聯想'], palette: ['#f1f1f1', '#dadada'] },
  nintendo: { name: 'Nintendo', aliases: ['任天堂'], palette: ['#ffe9e9', '#ffc4c4'] },
  sony: { name: 'Sony', aliases: ['索尼'], palette: ['#e9edf5', '#c9d2e3'] },
  microsoft: { name: 'Microsoft', aliases: ['微软', '微軟'], palette: ['#e8f5e9', '#c3e4c6'] },
  valve: { name: 'Valve', aliases: ['Steam'], palette: ['#e6edf4', '#bfcddd'] },
  canon: { name: 'Canon', aliases: ['佳能'], palette: ['#fbeaea', '#eccaca'] },
  fujifilm: { name: 'Fujifilm', aliases: ['富士'], palette: ['#eaf5ee', '#cde6d6'] },
  dji: { name: 'DJI', aliases: ['大疆'], palette: ['#eceff2', '#cfd6dd'] },
  gopro: { name: 'GoPro', aliases: [], palette: ['#e6f6fc', '#bde6f5'] },
  insta360: { name: 'Insta360', aliases: ['影石'], palette: ['#fff8e1', '#ffe7a3'] },
} satisfies Record<string, BrandSeed>;

export type BrandKey = keyof typeof BRANDS;
