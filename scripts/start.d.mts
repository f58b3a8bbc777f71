// What bench/ (TypeScript) uses of start.mjs.
export declare const SERVER_SOURCES: string[];
export declare const SERVER_BUILD: string;
/** Why the server must be built before it runs, or undefined when its build is current. */
export declare function serverBuildStale(repo?: string): string | undefined;
/** How the built server runs: its node arguments, and its environment with the memory settings. */
export declare const SERVER_NODE_ARGS: string[];
export declare function serverEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
