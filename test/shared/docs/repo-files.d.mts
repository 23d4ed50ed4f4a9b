// Types of repo-files.mjs (plain Node ESM).

/** Every file git tracks that exists in the work tree, as repository paths. */
export function trackedFiles(): string[];

/** A repository file's text (UTF-8). */
export function readRepoFile(path: string): string;

/** Whether a repository path (file or folder) exists. */
export function repoPathExists(path: string): boolean;

/** Markdown formatted as `npm run format` writes it at that path. */
export function formatMarkdown(text: string, path: string): Promise<string>;
