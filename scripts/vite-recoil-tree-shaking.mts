import { parseAst, type Plugin } from 'vite';
import { RECOIL_GATES_OFF } from '../src/state/recoilGates.ts';

/** Recoil's ES build: all of Recoil in one module (see `recoilTreeShaking`). */
const RECOIL_BUILD = /[\\/]recoil[\\/]es[\\/]index\.js$/;
/** The objects Recoil's build gathers each of its source modules' exports in. */
const NAMESPACE = /^Recoil_/;
/**
 * Factories Recoil calls as it loads, for values only its unused exports read (`const waitForAll =
 * Recoil_selectorFamily({...})`): they register nothing, so an unread result can go with its call.
 */
const PURE_FACTORIES = new Set(['Recoil_selectorFamily', 'Recoil_atomFamily', 'createCommonjsModule']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
const isIdentifier = (value: unknown): value is Node & { name: string } => isNode(value) && value.type === 'Identifier';

/** `{ key: value, other }` with identifiers only: what a namespace object is made of, or a destructuring of one. */
function identifierPairs(node: Node, shape: 'ObjectExpression' | 'ObjectPattern'): Map<string, string> | null {
  if (node.type !== shape) return null;
  const pairs = new Map<string, string>();
  for (const property of node.properties as Node[]) {
    if (property.type !== 'Property' || property.computed || !isIdentifier(property.key) || !isIdentifier(property.value)) return null;
    pairs.set(property.key.name, property.value.name);
  }
  return pairs;
}

function* children(node: Node): Generator<[child: Node, key: string]> {
  for (const [key, value] of Object.entries(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) yield [item, key];
    if (isNode(value)) yield [value, key];
  }
}

/**
 * Lets the bundler leave out the parts of Recoil the shop does not use. Recoil's ES build is one
 * module in which each of its source modules' exports are gathered in an object (`var Recoil_Hooks =
 * { useRecoilValue, ... }`) that the others destructure or read (`Recoil_Hooks.useRecoilValue`), down
 * to its own exports (`Recoil_index.atom`); a bundler keeps every function such an object names, so
 * all 75 kB of Recoil came with the shop's atoms, selector and five hooks. Here each read of such an
 * object names the function itself, the objects go unused, and so does what only they named (atom
 * and selector families, waitFor helpers, snapshots' extras, transactions). The gates the shop turns
 * off read as off, so the code only they use goes too (src/state/recoilGates.ts).
 */
export function recoilTreeShaking(code: string, program: Node): { code: string; gatesOff: number } {
  const namespaces = new Map<string, Map<string, string>>();
  const edits: { start: number; end: number; text: string }[] = [];
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations as Node[]) {
      const { id, init } = declarator;
      if (!isNode(init)) continue;
      const pairs = identifierPairs(init, 'ObjectExpression');
      if (isIdentifier(id) && NAMESPACE.test(id.name) && pairs) namespaces.set(id.name, pairs);
      if (init.type === 'CallExpression' && isIdentifier(init.callee) && PURE_FACTORIES.has(init.callee.name)) {
        edits.push({ start: init.start, end: init.start, text: '/* @__PURE__ */ ' });
      }
    }
  }
  /** `const { a, b: c } = Recoil_X;` as `const a = a$1, c = b$2;`, or null if a name would refer to itself. */
  const flattened = (declaration: Node): string | null => {
    const parts: string[] = [];
    for (const declarator of declaration.declarations as Node[]) {
      const source = isIdentifier(declarator.init) ? namespaces.get(declarator.init.name) : undefined;
      const pattern = isNode(declarator.id) ? identifierPairs(declarator.id, 'ObjectPattern') : null;
      if (!source || !pattern) return null;
      for (const [key, local] of pattern) {
        const value = source.get(key);
        if (value === undefined || value === local) return null;
        parts.push(`${local} = ${value}`);
      }
    }
    return `${declaration.kind as string} ${parts.join(', ')};`;
  };
  let gatesOff = 0;
  const visit = (node: Node, parent: Node | null, key: string) => {
    if (node.type === 'VariableDeclaration') {
      const text = flattened(node);
      if (text !== null) return void edits.push({ start: node.start, end: node.end, text });
    }
    if (node.type === 'MemberExpression' && !node.computed && isIdentifier(node.object) && isIdentifier(node.property)) {
      const value = namespaces.get(node.object.name)?.get(node.property.name);
      const written = parent?.type === 'AssignmentExpression' && key === 'left';
      if (value !== undefined && !written) return void edits.push({ start: node.start, end: node.end, text: value });
    }
    // `Recoil_gkx('recoil_hamt_2020')`: a gate the shop turns off (src/state/recoilGates.ts).
    if (node.type === 'CallExpression' && isIdentifier(node.callee) && node.callee.name === 'Recoil_gkx') {
      const [gate] = node.arguments as Node[];
      if (gate?.type === 'Literal' && RECOIL_GATES_OFF.includes(gate.value as string)) {
        gatesOff += 1;
        return void edits.push({ start: node.start, end: node.end, text: 'false' });
      }
    }
    for (const [child, childKey] of children(node)) visit(child, node, childKey);
  };
  visit(program, null, '');
  edits.sort((a, b) => a.start - b.start);
  let shaken = '';
  let at = 0;
  for (const edit of edits) {
    shaken += code.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return { code: shaken + code.slice(at), gatesOff };
}

export function recoilTreeShakingPlugin(): Plugin {
  return {
    name: 'vitrine-recoil-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (this.environment.name !== 'client' || !RECOIL_BUILD.test(id)) return null;
      const shaken = recoilTreeShaking(code, parseAst(code) as unknown as Node);
      // A Recoil that no longer reads a gate this way would quietly keep what it gates.
      if (shaken.gatesOff < RECOIL_GATES_OFF.length) this.error(`Recoil's build reads ${shaken.gatesOff} of the gates src/state/recoilGates.ts turns off: see scripts/vite-recoil-tree-shaking.mts`);
      return { code: shaken.code, map: null };
    },
  };
}
