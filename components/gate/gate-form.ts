// Clears the error of a password screen (wrong passphrase, too many attempts) as soon as the visitor types again.
export function enhanceGateForm(form: HTMLFormElement) {
  const input = form.querySelector<HTMLInputElement>('input[name="passphrase"]')
  const error = form.querySelector<HTMLElement>('[data-gate-error]')
  form.dataset.enhanced = 'true'
  if (!input || !error) return
  input.addEventListener(
    'input',
    () => {
      input.removeAttribute('aria-invalid')
      input.removeAttribute('aria-describedby')
      error.remove()
    },
    { once: true },
  )
}

for (const form of document.querySelectorAll<HTMLFormElement>('[data-gate-form]')) enhanceGateForm(form)
