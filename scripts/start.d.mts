// What bench/ (TypeScript) uses of start.mjs.
export declare const SERVER_SOURCES: string[];
export declare const SERVER_BUILD: string;
/** Why the server must be built before it runs, or undefined when its build is current. */
export declare function serverBuildStale(repo?: string): string | undefined;
