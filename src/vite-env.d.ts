/// <reference types="vite/client" />

/** The build's id, compiled in by scripts/vite-build-info.mts and published as /build.json. */
declare const __BUILD_ID__: string;
