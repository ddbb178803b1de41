import { Card } from '../../components/card';
import { GraduationIcon } from '../../components/icon';
import { usePageContent } from '../../hooks/page-content';
import { usePageWords } from '../../i18n/page-dictionary';
import { usePageLanguage } from '../../i18n/page-language';
import { displayPeriod } from '../../lib/period';
import { AboutList, ItemMeta, ItemTitle } from './about-list';

export function EducationList() {
  const { education } = usePageContent();
  const t = usePageWords();
  const { tag } = usePageLanguage();
  return (
    <AboutList title={t.about.education} icon={<GraduationIcon />}>
      {education.education.map((entry) => (
        <Card as="li" key={`${entry.title}-${entry.period}`}>
          <ItemTitle>{entry.title}</ItemTitle>
          <ItemMeta>
            {entry.school} · {entry.location}
          </ItemMeta>
          <ItemMeta>{displayPeriod(entry.period, tag, t.period.present)}</ItemMeta>
        </Card>
      ))}
    </AboutList>
  );
}
