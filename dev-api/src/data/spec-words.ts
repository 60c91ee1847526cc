import { l10n as l, type L10n, type Lang } from '../i18n/lang';

/**
 * Plain words inside spec values (model names, units and technology names stay as they are):
 * a Chinese page shows no English phrases. Longest phrases first, so "with case" wins over "case".
 */
const WORDS: [string, L10n][] = [
  [
    'Active noise cancelling',
    l('主动降噪', '主動降噪', 'Active noise cancelling', 'Cancelación activa de ruido', 'Réduction de bruit active'),
  ],
  [
    'Industry-leading ANC',
    l('业界领先降噪', '業界領先降噪', 'Industry-leading ANC', 'ANC líder del sector', 'ANC de référence'),
  ],
  [
    'Intelligent dynamic ANC',
    l(
      '智慧动态降噪',
      '智慧動態降噪',
      'Intelligent dynamic ANC',
      'ANC dinámica inteligente',
      'ANC dynamique intelligente',
    ),
  ],
  ['Adaptive Audio', l('自适应音频', '自適應音訊', 'Adaptive Audio', 'Audio adaptativo', 'Audio adaptatif')],
  ['spatial audio', l('空间音频', '空間音訊', 'spatial audio', 'audio espacial', 'audio spatial')],
  [
    'sleep apnoea alerts',
    l(
      '睡眠呼吸暂停提醒',
      '睡眠呼吸中止提醒',
      'sleep apnoea alerts',
      'avisos de apnea del sueño',
      'alertes d’apnée du sommeil',
    ),
  ],
  ['blood oxygen', l('血氧', '血氧', 'blood oxygen', 'oxígeno en sangre', 'oxygène sanguin')],
  ['sleep coaching', l('睡眠指导', '睡眠指導', 'sleep coaching', 'consejos de sueño', 'coaching du sommeil')],
  ['depth gauge', l('深度计', '深度計', 'depth gauge', 'profundímetro', 'profondimètre')],
  ['dual-frequency GPS', l('双频 GPS', '雙頻 GPS', 'dual-frequency GPS', 'GPS de doble frecuencia', 'GPS bifréquence')],
  [
    'golf & dive modes',
    l('高尔夫与潜水模式', '高爾夫與潛水模式', 'golf & dive modes', 'modos golf y buceo', 'modes golf et plongée'),
  ],
  ['low power', l('省电模式', '省電模式', 'low power', 'bajo consumo', 'basse consommation')],
  ['with case', l('含充电盒', '含充電盒', 'with case', 'con estuche', 'avec boîtier')],
  ['per bud', l('单耳', '單耳', 'per bud', 'por auricular', 'par écouteur')],
  ['always-on', l('息屏显示', '恆亮顯示', 'always-on', 'siempre activa', 'toujours allumé')],
  ['Wide-angle', l('广角', '廣角', 'Wide-angle', 'Gran angular', 'Grand angle')],
  ['sapphire', l('蓝宝石', '藍寶石', 'sapphire', 'zafiro', 'saphir')],
  ['nits', l('尼特', '尼特', 'nits', 'nits', 'nits')],
  [
    'BioActive sensor',
    l('BioActive 传感器', 'BioActive 感測器', 'BioActive sensor', 'sensor BioActive', 'capteur BioActive'),
  ],
  ['full-frame', l('全画幅', '全片幅', 'full-frame', 'fotograma completo', 'plein format')],
  ['oversampled', l('超采样', '超取樣', 'oversampled', 'sobremuestreado', 'suréchantillonné')],
  ['-axis gimbal', l(' 轴云台', ' 軸雲台', '-axis gimbal', ' ejes de estabilizador', ' axes de stabilisation')],
  ['macro-tele', l('微距长焦', '微距長焦', 'macro-tele', 'macro tele', 'macro télé')],
  ['tele cameras', l('长焦镜头', '長焦鏡頭', 'tele cameras', 'cámaras tele', 'caméras télé')],
  ['main sensor', l('主摄', '主鏡頭', 'main sensor', 'sensor principal', 'capteur principal')],
  ['landscape front', l('横向前置', '橫向前置', 'landscape front', 'frontal horizontal', 'frontale paysage')],
  ['foldable', l('折叠屏', '折疊螢幕', 'foldable', 'plegable', 'pliable')],
  ['flexible', l('柔性', '柔性', 'flexible', 'flexible', 'flexible')],
  ['periscope', l('潜望式长焦', '潛望式長焦', 'periscope', 'periscopio', 'périscope')],
  ['cover', l('外屏', '外螢幕', 'cover', 'exterior', 'extérieur')],
  ['tandem', l('双层', '雙層', 'tandem', 'tándem', 'tandem')],
  ['quad', l('四摄', '四鏡頭', 'quad', 'cuádruple', 'quadruple')],
  ['dual', l('双', '雙', 'dual', 'doble', 'double')],
  ['Dual', l('双', '雙', 'Dual', 'Doble', 'Double')],
  ['wide', l('广角', '廣角', 'wide', 'gran angular', 'grand angle')],
  ['tele', l('长焦', '長焦', 'tele', 'tele', 'télé')],
  ['for Galaxy', l('Galaxy 专属版', 'Galaxy 專屬版', 'for Galaxy', 'para Galaxy', 'pour Galaxy')],
  ['ready', l('就绪', '就緒', 'ready', 'compatible', 'compatible')],
  ['shots', l('张', '張', 'shots', 'fotos', 'photos')],
  ['video', l('视频', '影片', 'video', 'vídeo', 'vidéo')],
  ['days', l('天', '天', 'days', 'días', 'jours')],
  ['-core', l(' 核', ' 核', '-core', ' núcleos', ' cœurs')],
  ['min', l('分钟', '分鐘', 'min', 'min', 'min')],
];

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PATTERN = new RegExp(`(?<![A-Za-z])(${WORDS.map(([en]) => escapeRe(en)).join('|')})(?![A-Za-z])`, 'g');
const BY_ENGLISH = new Map(WORDS);

/** A spec value in the page's language: its plain words translated, names and units kept. */
export function specValue(value: string, lang: Lang): string {
  if (lang === 'en') return value;
  return value.replace(PATTERN, (word) => BY_ENGLISH.get(word)?.[lang] ?? word);
}
