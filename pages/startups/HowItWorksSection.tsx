import { StageTabsBlock } from '../../components/tabs/StageTabsBlock'
import { Section } from '../../components/ui/Section'
import { howItWorks, stageAngels, stageSamples, stageTabs } from './copy'

/** The heading block split (heading left, intro right from 1024 px; fix round 31: one column left ~500 px empty), its first line level with the heading's
 * (fix round 32: at its top here, at its bottom in the problem's). */
export function HowItWorksSection() {
  return (
    <Section id="so-funktionierts" copy={howItWorks} align="beside" besideAlign="top">
      <StageTabsBlock items={stageTabs} samples={stageSamples} {...stageAngels} />
    </Section>
  )
}
