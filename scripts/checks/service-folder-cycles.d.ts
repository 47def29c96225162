// The types of ./service-folder-cycles.js, which eslint.config.js loads as plain JavaScript.
import type { Rule } from 'eslint';

export declare const noServiceFolderCycles: Rule.RuleModule;
/** Which folders each service folder imports, from the files on disk (`except` left out). */
export declare function folderGraph(servicesDir: string, except?: string): Map<string, Set<string>>;
/** Every cycle through the service folders on disk, each as the folders around it and back (none expected). */
export declare function folderCycles(servicesDir?: string): string[][];
