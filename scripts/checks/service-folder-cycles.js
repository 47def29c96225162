// An ESLint rule for eslint.config.js: the server's service folders (server/src/services/<folder>)
// import each other one way. A file of folder X importing folder Y is reported when Y imports X
// back, directly or through other folders, as the files on disk stand (the file being linted as it
// is being linted). import-x/no-cycle sees cycles between files only; two folders can import each
// other through different files without one. scripts/checks/lint-rules.test.ts proves it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const SERVICES = join('server', 'src', 'services');

/** The service folder `file` is in, or null (a file outside the folders, or directly in services/). */
function folderOf(servicesDir, file) {
  const path = relative(servicesDir, file);
  if (!path || path.startsWith('..') || isAbsolute(path)) return null;
  const parts = path.split(sep);
  return parts.length > 1 ? parts[0] : null;
}

/** The other service folders that `specifiers` (imports of `file`) reach. The server imports its own modules by relative path. */
function foldersImported(servicesDir, file, specifiers) {
  const from = folderOf(servicesDir, file);
  const folders = new Set();
  for (const specifier of specifiers) {
    if (!specifier.startsWith('.')) continue;
    const to = folderOf(servicesDir, resolve(dirname(file), specifier));
    if (to && to !== from) folders.add(to);
  }
  return folders;
}

function typescriptFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? typescriptFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

// Each file's imported folders, read again when the file changes.
const parsed = new Map();

function importsOnDisk(servicesDir, file) {
  const { mtimeMs } = statSync(file);
  const known = parsed.get(file);
  if (known?.mtimeMs === mtimeMs) return known.folders;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const folders = foldersImported(
    servicesDir,
    file,
    importedFiles.map((imported) => imported.fileName),
  );
  parsed.set(file, { mtimeMs, folders });
  return folders;
}

/** Which folders each service folder imports, from the files on disk (`except` left out). */
export function folderGraph(servicesDir, except) {
  const graph = new Map();
  for (const file of typescriptFiles(servicesDir)) {
    const from = folderOf(servicesDir, file);
    if (!from || file === except) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const to of importsOnDisk(servicesDir, file)) graph.get(from).add(to);
  }
  return graph;
}

/** The folders from `start` to `goal` along imports (both ends included), or null when there is no way. */
function pathBetween(graph, start, goal) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const folder = queue.shift();
    if (folder === goal) {
      const path = [];
      for (let at = goal; at !== null; at = cameFrom.get(at)) path.unshift(at);
      return path;
    }
    for (const next of graph.get(folder) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, folder);
        queue.push(next);
      }
    }
  }
  return null;
}

/** Every cycle through the service folders on disk, each as the folders around it and back (none expected). */
export function folderCycles(servicesDir = resolve(SERVICES)) {
  const graph = folderGraph(servicesDir);
  const cycles = new Map();
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const back = pathBetween(graph, to, from);
      if (back) {
        // Told from its first folder by name, once however many of its folders it is found from.
        const ring = [from, ...back.slice(0, -1)];
        const first = ring.indexOf([...ring].sort()[0]);
        const cycle = [...ring.slice(first), ...ring.slice(0, first), ring[first]];
        cycles.set(cycle.join(), cycle);
      }
    }
  }
  return [...cycles.values()];
}

export const noServiceFolderCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Service folders import each other one way: no folder imports one that imports it back.' },
    schema: [{ type: 'object', properties: { servicesDir: { type: 'string' } }, additionalProperties: false }],
    messages: {
      cycle:
        'services/{{from}} imports services/{{to}}, which imports it back ({{path}}): move what both need into one folder that the other imports, or into a lower layer.',
    },
  },
  create(context) {
    const servicesDir = resolve(context.cwd, context.options[0]?.servicesDir ?? SERVICES);
    const file = context.filename;
    const from = folderOf(servicesDir, file);
    if (!from) return {};
    let graph;
    function check(node) {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const [to] = foldersImported(servicesDir, file, [specifier]);
      if (!to) return;
      graph ??= folderGraph(servicesDir, file);
      const back = pathBetween(graph, to, from);
      if (back) context.report({ node, messageId: 'cycle', data: { from, to, path: [from, ...back].join(' → ') } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
