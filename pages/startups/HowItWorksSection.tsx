import { StageTabsBlock } from '../../components/tabs/StageTabsBlock'
import { Section } from '../../components/ui/Section'
import { howItWorks, stageAngels, stageSamples, stageTabs } from './copy'

/** The heading block split (heading left, intro right from 1024 px; fix round 31: one column left ~500 px empty). */
export function HowItWorksSection() {
  return (
    <Section id="so-funktionierts" copy={howItWorks} align="beside">
      <StageTabsBlock items={stageTabs} samples={stageSamples} {...stageAngels} />
    </Section>
  )
}
