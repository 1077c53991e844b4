export type Tool = {
  name: string
  package: string
  usedBy: string
  find?: (env: NodeJS.ProcessEnv) => string | undefined
}
export declare const tools: Tool[]
export declare const postgresBinary: (command: string) => (env: NodeJS.ProcessEnv) => string | undefined
export declare function onPath(command: string, env?: NodeJS.ProcessEnv): string | undefined
export declare function missingTools(env?: NodeJS.ProcessEnv, list?: Tool[]): Tool[]
export declare function packagesFor(missing: Tool[]): string[]
export declare function aptInstallCommand(packages: string[], sudo?: boolean): string
