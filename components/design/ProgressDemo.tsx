export default function CopyCodeButton({ code }: { code: string }) {
  return <button type="button">{code}</button>
}
