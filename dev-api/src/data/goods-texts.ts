import { l10n, type L10n } from '../i18n/lang';

const l = l10n;

export const TAGS = {
  free_deposit: l('信用免押', '信用免押', 'Deposit-free', 'Sin depósito', 'Sans caution'),
  new: l('新品', '新品', 'New arrival', 'Novedad', 'Nouveauté'),
  hot: l('热租', '熱租', 'Hot rental', 'Más alquilado', 'Très loué'),
  student: l('学生优选', '學生優選', 'Student pick', 'Para estudiantes', 'Choix étudiant'),
  buyout: l('可买断', '可買斷', 'Buyout option', 'Opción de compra', 'Rachat possible'),
  short_term: l('短租', '短租', 'Short-term', 'Alquiler corto', 'Courte durée'),
  flagship: l('旗舰', '旗艦', 'Flagship', 'Gama alta', 'Haut de gamme'),
  five_g: l('5G', '5G', '5G', '5G', '5G'),
} satisfies Record<string, L10n>;
export type TagKey = keyof typeof TAGS;

export const CONDITIONS = {
  new: l('全新', '全新', 'Brand new', 'Nuevo', 'Neuf'),
  like_new: l('99新', '99新', 'Like new', 'Como nuevo', 'Comme neuf'),
} satisfies Record<string, L10n>;
export type ConditionKey = keyof typeof CONDITIONS;

export const GROUP_NAMES = {
  color: l('颜色', '顏色', 'Colour', 'Color', 'Couleur'),
  capacity: l('容量', '容量', 'Storage', 'Capacidad', 'Stockage'),
  config: l('配置', '配置', 'Configuration', 'Configuración', 'Configuration'),
  size: l('尺寸', '尺寸', 'Case size', 'Tamaño', 'Taille'),
  kit: l('套装', '套裝', 'Kit', 'Kit', 'Kit'),
  edition: l('版本', '版本', 'Edition', 'Edición', 'Édition'),
  condition: l('成色', '成色', 'Condition', 'Estado', 'État'),
} satisfies Record<string, L10n>;
export type GroupKey = keyof typeof GROUP_NAMES;

export const VARIANT_LABELS = {
  body_only: l('单机身', '單機身', 'Body only', 'Solo cuerpo', 'Boîtier nu'),
  kit_28_60: l(
    '28-60mm 镜头套机',
    '28-60mm 鏡頭套機',
    'Kit with 28-60mm lens',
    'Kit con objetivo 28-60 mm',
    'Kit objectif 28-60 mm',
  ),
  kit_24_105: l(
    '24-105mm 镜头套机',
    '24-105mm 鏡頭套機',
    'Kit with 24-105mm lens',
    'Kit con objetivo 24-105 mm',
    'Kit objectif 24-105 mm',
  ),
  standard: l('标准版', '標準版', 'Standard', 'Estándar', 'Standard'),
  creator: l('全能套装', '全能套裝', 'Creator combo', 'Kit creador', 'Pack créateur'),
  fly_more: l('畅飞套装', '暢飛套裝', 'Fly More combo', 'Combo Fly More', 'Pack Fly More'),
  disc: l('光驱版', '光碟版', 'Disc edition', 'Edición con lector', 'Édition standard (lecteur)'),
  digital: l('数字版', '數位版', 'Digital edition', 'Edición digital', 'Édition numérique'),
  wifi: l('WLAN 版', 'Wi-Fi 版', 'Wi-Fi', 'Wi-Fi', 'Wi-Fi'),
  gps: l('GPS 款', 'GPS 款', 'GPS', 'GPS', 'GPS'),
  cellular: l('蜂窝款', '行動網路款', 'GPS + Cellular', 'GPS + Cellular', 'GPS + Cellular'),
} satisfies Record<string, L10n>;
export type VariantLabelKey = keyof typeof VARIANT_LABELS;

export const TERM_LABELS: Record<'day' | 'month', L10n> = {
  month: l('{n}个月', '{n}個月', '{n} months', '{n} meses', '{n} mois'),
  day: l('{n}天', '{n}天', '{n} days', '{n} días', '{n} jours'),
};

export const RENT_UNITS: Record<'day' | 'month', L10n> = {
  day: l('天', '天', 'day', 'día', 'jour'),
  month: l('月', '月', 'month', 'mes', 'mois'),
};

export const SPEC_LABELS = {
  display: l('屏幕', '螢幕', 'Display', 'Pantalla', 'Écran'),
  chip: l('处理器', '處理器', 'Chip', 'Procesador', 'Puce'),
  camera: l('摄像头', '相機', 'Camera', 'Cámara', 'Appareil photo'),
  battery: l('电池', '電池', 'Battery', 'Batería', 'Batterie'),
  weight: l('重量', '重量', 'Weight', 'Peso', 'Poids'),
  sensor: l('传感器', '感光元件', 'Sensor', 'Sensor', 'Capteur'),
  video: l('视频', '影片', 'Video', 'Vídeo', 'Vidéo'),
  audio: l('音频', '音訊', 'Audio', 'Audio', 'Audio'),
  flight: l('续航', '續航', 'Flight time', 'Autonomía de vuelo', 'Autonomie de vol'),
  range: l('图传距离', '圖傳距離', 'Video range', 'Alcance de vídeo', 'Portée vidéo'),
  connectivity: l('连接', '連線', 'Connectivity', 'Conectividad', 'Connectivité'),
  storage: l('存储', '儲存', 'Storage', 'Almacenamiento', 'Stockage'),
  health: l('健康监测', '健康監測', 'Health', 'Salud', 'Santé'),
} satisfies Record<string, L10n>;
export type SpecLabelKey = keyof typeof SPEC_LABELS;
