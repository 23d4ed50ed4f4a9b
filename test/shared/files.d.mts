/** The files below `dir` (a folder of the repository), recursively, as paths from the root with "/". */
export function repoFiles(dir: string): string[];
/** The text of a file of the repository (a path from the root). */
export function readRepoFile(path: string): string;
