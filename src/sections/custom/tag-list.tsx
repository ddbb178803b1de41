/** An entry's tags, as badges. */
import { Badge, BadgeList } from '../../components/badge.tsx';

export function TagList({ tags }: { tags: readonly string[] }) {
  return (
    <BadgeList>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge>{tag}</Badge>
        </li>
      ))}
    </BadgeList>
  );
}
