import { DemoSection as SharedDemoSection } from '../../components/sections/DemoSection'
import { demo } from '../../data/pages/angels'

export function DemoSection() {
  return <SharedDemoSection eyebrow={demo.eyebrow} title={demo.title} intro={demo.intro} points={demo.points} />
}
