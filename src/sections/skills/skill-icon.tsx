/** Maps the icon names allowed by schemas/skills.schema.json to their components. */
import { BotIcon, ChartIcon, CodeIcon, DatabaseIcon, LayersIcon, WrenchIcon } from '../../components/icon.tsx';
import type { SkillCategory } from '../../content/types.ts';

export const skillIcons: Record<SkillCategory['icon'], typeof CodeIcon> = {
  code: CodeIcon,
  layers: LayersIcon,
  bot: BotIcon,
  database: DatabaseIcon,
  wrench: WrenchIcon,
  chart: ChartIcon,
};
