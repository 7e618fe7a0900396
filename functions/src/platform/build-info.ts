declare const __BUILD_ID__: string | undefined;

/** The build id injected by the bundler (functions/build.mjs); "dev" when running unbundled (tests). */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : (process.env.BUILD_ID ?? 'dev');
