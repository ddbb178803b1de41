import { Card } from '../../components/card';
import { GraduationIcon } from '../../components/icon';
import { usePageContent } from '../../hooks/page-content';
import { usePageWords } from '../../i18n/page-dictionary';
import { AboutList, ItemMeta, ItemTitle } from './about-list';

export function EducationList() {
  const { education } = usePageContent();
  const t = usePageWords();
  return (
    <AboutList title={t.about.education} icon={<GraduationIcon />}>
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
