import { chromium } from 'playwright-core'
import { writeFileSync } from 'node:fs'
const path = process.argv[2] ?? '/startups'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] })
const c = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
const p = await c.newPage()
const cdp = await c.newCDPSession(p)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await b.startTracing(p, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'v8', 'loading', 'cc'] })
await p.goto('http://127.0.0.1:3200' + path, { waitUntil: 'load' })
await p.waitForTimeout(4000)
const buf = await b.stopTracing()
writeFileSync('/tmp/trace.json', buf)
await b.close()
