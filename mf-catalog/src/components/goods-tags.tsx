import { Tag } from 'antd-mobile';
import './goods-tags.css';

interface Props {
  tags: readonly string[];
  /** Cards show only the first few so every card keeps one tidy line. */
  max?: number;
}

export function GoodsTags({ tags, max = 2 }: Props) {
  if (tags.length === 0) return null;
  return (
    <div className="cat-tags">
      {tags.slice(0, max).map((tag) => (
        <Tag key={tag} color="primary" fill="outline" className="cat-tags__tag">
          {tag}
        </Tag>
      ))}
    </div>
  );
}
