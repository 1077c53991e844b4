import '@unocss/reset/tailwind.css'
import 'virtual:uno.css'
import './fonts.css'
import './base.css'
import type { ReactNode } from 'react'
import { Footer } from '../components/layout/Footer'
import { Header } from '../components/layout/Header'

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#inhalt" className="skip-link btn-dark btn-sm">
        Zum Inhalt springen
      </a>
      <Header />
      <main id="inhalt" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
    </>
  )
}
