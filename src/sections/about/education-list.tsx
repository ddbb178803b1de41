import { Card } from '../../components/card.tsx';
import { GraduationIcon } from '../../components/icon.tsx';
import { usePageContent } from '../../hooks/page-content.tsx';
import { usePageWords } from '../../i18n/page-dictionary.ts';
import { usePageLanguage } from '../../i18n/page-language.tsx';
import { displayPeriod } from '../../lib/period.ts';
import { AboutList, ItemMeta, ItemTitle } from './about-list.tsx';

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
