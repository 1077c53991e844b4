import { DemoSection as SharedDemoSection } from '../../components/sections/DemoSection'
import { demo } from './copy'

export function DemoSection() {
  return <SharedDemoSection eyebrow={demo.eyebrow} title={demo.title} intro={demo.intro} points={demo.steps} />
}
