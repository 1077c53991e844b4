import { createContext, type ReactNode, useContext } from 'react'
import type { PageContext } from 'vike/types'

const Context = createContext<PageContext | null>(null)

export function PageContextProvider({ value, children }: { value: PageContext; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>
}

/** The current page context (server rendering only: pages never run in the browser). */
export function usePageContext(): PageContext {
  const value = useContext(Context)
  if (!value) throw new Error('usePageContext() outside of <PageContextProvider>')
  return value
}

/** What the page's `+data.ts` returned (`export type Data` beside it names its shape). */
export const useData = <Data,>(): Data => usePageContext().data as Data

export const useLinks = () => usePageContext().links

/** Where the event timeline stands for this render (see data/timeline.ts). */
export const useTimeline = () => usePageContext().time
