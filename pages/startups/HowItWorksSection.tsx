import { StageTabsBlock } from '../../components/tabs/StageTabsBlock'
import { Section } from '../../components/ui/Section'
import { howItWorks, stageTabs } from './copy'

export function HowItWorksSection() {
  return (
    <Section id="so-funktionierts" eyebrow={howItWorks.eyebrow} title={howItWorks.title} intro={howItWorks.intro}>
      <StageTabsBlock items={stageTabs} />
    </Section>
  )
}
