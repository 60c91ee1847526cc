import { Tag } from 'antd-mobile';
import './goods-tags.css';

// Tag sets its colour variables inline, so ours go inline too. The first tag is usually the
// selling point ("信用免押"), so it gets the warm accent.
const lead = {
  '--border-color': 'transparent',
  '--background-color': 'var(--rental-color-tint-red)',
  '--text-color': 'var(--rental-color-brand)',
};
const rest = {
  '--border-color': 'transparent',
  '--background-color': 'var(--rental-color-tint-blue)',
  '--text-color': 'var(--adm-color-primary)',
};

interface Props {
  tags: readonly string[];
  /** Cards show only the first few so every card keeps one tidy line. */
  max?: number;
}

export function GoodsTags({ tags, max = 2 }: Props) {
  if (tags.length === 0) return null;
  return (
    <div className="cat-tags">
      {tags.slice(0, max).map((tag, index) => (
        <Tag key={tag} className="cat-tags__tag" style={index === 0 ? lead : rest}>
          {tag}
        </Tag>
      ))}
    </div>
  );
}
