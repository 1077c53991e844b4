export default function Page() {
  return (
    <section className="container-site section-y">
      <h1 className="h-display">Let’s change fundraising together</h1>
    </section>
  )
}
