import { Card } from '../../components/card';
import { GraduationIcon } from '../../components/icon';
import { education } from '../../content/education';
import { AboutList, ItemMeta, ItemTitle } from './about-list';

export function EducationList() {
  return (
    <AboutList title="Education" icon={<GraduationIcon />}>
      {education.education.map((entry) => (
        <Card as="li" key={`${entry.title}-${entry.period}`}>
          <ItemTitle>{entry.title}</ItemTitle>
          <ItemMeta>
            {entry.school} · {entry.location}
          </ItemMeta>
          <ItemMeta>{entry.period}</ItemMeta>
        </Card>
      ))}
    </AboutList>
  );
}
