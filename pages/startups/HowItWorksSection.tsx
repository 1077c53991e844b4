import { StageTabsBlock } from '../../components/tabs/StageTabsBlock'
import { Section } from '../../components/ui/Section'
import { howItWorks, stageAngels, stageSamples, stageTabs } from './copy'

export function HowItWorksSection() {
  return (
    <Section id="so-funktionierts" copy={howItWorks}>
      <StageTabsBlock items={stageTabs} samples={stageSamples} {...stageAngels} />
    </Section>
  )
}
