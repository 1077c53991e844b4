declare module 'vnu-jar' {
  const path: string
  export default path
}
