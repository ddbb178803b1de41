/** Maps the icon names allowed by schemas/skills.schema.json to their components. */
import { BotIcon, ChartIcon, CodeIcon, DatabaseIcon, LayersIcon, WrenchIcon } from '../../components/icon';
import type { SkillCategory } from '../../content/types';

export const skillIcons: Record<SkillCategory['icon'], typeof CodeIcon> = {
  code: CodeIcon,
  layers: LayersIcon,
  bot: BotIcon,
  database: DatabaseIcon,
  wrench: WrenchIcon,
  chart: ChartIcon,
};
