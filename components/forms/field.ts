/** The look of a text field in our forms (sign-up, voter address): one class list. */
export const fieldClass =
  'min-h-12 w-full rounded-2xl border-2 border-ink-200 bg-white px-4 text-base text-ink-900 outline-none transition-colors focus:border-violet-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-violet-600 aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50 disabled:border-dashed disabled:bg-ink-100'
