/**
 * Reads the public API of the pinned SDK packages from their type declarations
 * with the TypeScript compiler, so that reference pages show signatures taken
 * from the source of truth and tests can check every page against it.
 */
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const SDK_PACKAGES = {
  'sdk-core': '@uniswap/sdk-core',
  'v2-sdk': '@uniswap/v2-sdk',
  'v3-sdk': '@uniswap/v3-sdk',
} as const;

export type SdkPackage = keyof typeof SDK_PACKAGES;

export interface ApiParameter {
  name: string;
  optional: boolean;
  type: string;
}

export type MemberKind = 'constructor' | 'method' | 'property' | 'getter' | 'setter';

export interface ApiMember {
  name: string;
  kind: MemberKind;
  isStatic: boolean;
  optional: boolean;
  /** One declaration per overload, printed without comments. */
  signatures: string[];
  /** Parameters of the first signature; empty for properties. */
  parameters: ApiParameter[];
  /** The declared type of a property, or the return type of a method. */
  type: string;
}

export type EntityKind = 'class' | 'interface' | 'enum' | 'function' | 'variable' | 'type';

export interface ApiEntity {
  name: string;
  kind: EntityKind;
  /** The whole declaration printed without comments (for functions: every overload). */
  declaration: string;
  members: ApiMember[];
  /** Enum members and their values. */
  enumMembers: {name: string; value: string}[];
}

const requireFromHere = createRequire(__filename);
const printer = ts.createPrinter({removeComments: true, newLine: ts.NewLineKind.LineFeed});
const cache = new Map<SdkPackage, Map<string, ApiEntity>>();

/** The package's own folder: its `exports` map hides package.json from require.resolve. */
function packageDir(pkg: SdkPackage): string {
  let dir = path.dirname(requireFromHere.resolve(SDK_PACKAGES[pkg]));
  while (
    !existsSync(path.join(dir, 'package.json')) ||
    !dir.endsWith(SDK_PACKAGES[pkg].split('/').join(path.sep))
  ) {
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error(`Cannot find the folder of ${SDK_PACKAGES[pkg]}`);
    }
    dir = parent;
  }
  return dir;
}

function typingsEntry(pkg: SdkPackage): string {
  const manifestPath = path.join(packageDir(pkg), 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    typings?: string;
    types?: string;
  };
  const entry = manifest.typings ?? manifest.types;
  if (!entry) {
    throw new Error(`${SDK_PACKAGES[pkg]} declares no typings`);
  }
  return path.join(path.dirname(manifestPath), entry);
}

function print(node: ts.Node, source: ts.SourceFile): string {
  return printer.printNode(ts.EmitHint.Unspecified, node, source).trim();
}

function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node)?.some((modifier) => modifier.kind === kind) ?? false)
  );
}

function isPublic(node: ts.Node): boolean {
  return (
    !hasModifier(node, ts.SyntaxKind.PrivateKeyword) &&
    !hasModifier(node, ts.SyntaxKind.ProtectedKeyword)
  );
}

function memberName(node: ts.ClassElement | ts.TypeElement, source: ts.SourceFile): string {
  if (ts.isConstructorDeclaration(node)) {
    return 'constructor';
  }
  return node.name ? node.name.getText(source) : '';
}

function parametersOf(node: ts.SignatureDeclarationBase, source: ts.SourceFile): ApiParameter[] {
  return node.parameters.map((parameter) => ({
    name: parameter.name.getText(source),
    optional: parameter.questionToken !== undefined || parameter.initializer !== undefined,
    type: parameter.type ? print(parameter.type, source) : 'any',
  }));
}

function memberKind(node: ts.Node): MemberKind | undefined {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  if (ts.isMethodDeclaration(node) || ts.isMethodSignature(node)) return 'method';
  if (ts.isPropertyDeclaration(node) || ts.isPropertySignature(node)) return 'property';
  if (ts.isGetAccessorDeclaration(node)) return 'getter';
  if (ts.isSetAccessorDeclaration(node)) return 'setter';
  return undefined;
}

function membersOf(
  elements: readonly (ts.ClassElement | ts.TypeElement)[],
  source: ts.SourceFile,
): ApiMember[] {
  const members: ApiMember[] = [];
  for (const element of elements) {
    const kind = memberKind(element);
    const name = memberName(element, source);
    if (!kind || !isPublic(element) || name === '' || name.startsWith('#')) {
      continue;
    }
    const isStatic = hasModifier(element, ts.SyntaxKind.StaticKeyword);
    const existing = members.find(
      (member) => member.name === name && member.isStatic === isStatic && member.kind === kind,
    );
    const signature = print(element, source);
    if (existing) {
      existing.signatures.push(signature);
      continue;
    }
    const signatureNode = element as unknown as ts.SignatureDeclarationBase;
    const hasParameters = kind === 'constructor' || kind === 'method' || kind === 'setter';
    const typeNode = (element as {type?: ts.TypeNode}).type;
    members.push({
      name,
      kind,
      isStatic,
      optional: (element as {questionToken?: ts.QuestionToken}).questionToken !== undefined,
      signatures: [signature],
      parameters: hasParameters ? parametersOf(signatureNode, source) : [],
      type: typeNode ? print(typeNode, source) : '',
    });
  }
  return members;
}

function entityOf(
  name: string,
  declarations: readonly ts.Declaration[],
  checker: ts.TypeChecker,
): ApiEntity | undefined {
  const first = declarations[0];
  if (!first) {
    return undefined;
  }
  const source = first.getSourceFile();
  const base = {
    name,
    members: [] as ApiMember[],
    enumMembers: [] as {name: string; value: string}[],
  };
  if (ts.isClassDeclaration(first)) {
    return {
      ...base,
      kind: 'class',
      declaration: `class ${name}`,
      members: membersOf(first.members, source),
    };
  }
  if (ts.isInterfaceDeclaration(first)) {
    return {
      ...base,
      kind: 'interface',
      declaration: print(first, source),
      members: membersOf(first.members, source),
    };
  }
  if (ts.isEnumDeclaration(first)) {
    return {
      ...base,
      kind: 'enum',
      declaration: print(first, source),
      enumMembers: first.members.map((member) => ({
        name: member.name.getText(source),
        value: String(checker.getConstantValue(member) ?? ''),
      })),
    };
  }
  if (ts.isFunctionDeclaration(first)) {
    return {
      ...base,
      kind: 'function',
      declaration: declarations.map((node) => print(node, node.getSourceFile())).join('\n'),
    };
  }
  if (ts.isVariableDeclaration(first)) {
    const statement = first.parent.parent;
    return {...base, kind: 'variable', declaration: print(statement, source)};
  }
  if (ts.isTypeAliasDeclaration(first)) {
    return {...base, kind: 'type', declaration: print(first, source)};
  }
  return undefined;
}

let program: ts.Program | undefined;

/** One compiler program over the three packages: they share most of their dependencies. */
function sdkProgram(): ts.Program {
  program ??= ts.createProgram((Object.keys(SDK_PACKAGES) as SdkPackage[]).map(typingsEntry), {
    noEmit: true,
    skipLibCheck: true,
    // Only the packages' own declarations: no ambient @types packages, no DOM.
    types: [],
    lib: ['lib.es2020.d.ts'],
    target: ts.ScriptTarget.ES2020,
    moduleResolution: ts.ModuleResolutionKind.Node10,
  });
  return program;
}

/** Every exported class, interface, enum, function, constant and type of a package, by name. */
export function loadPackageApi(pkg: SdkPackage): Map<string, ApiEntity> {
  const cached = cache.get(pkg);
  if (cached) {
    return cached;
  }
  const entry = typingsEntry(pkg);
  const checker = sdkProgram().getTypeChecker();
  const sourceFile = sdkProgram().getSourceFile(entry);
  const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
  if (!moduleSymbol) {
    throw new Error(`Cannot read the exports of ${SDK_PACKAGES[pkg]}`);
  }
  const entities = new Map<string, ApiEntity>();
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol =
      exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const entity = entityOf(exported.getName(), symbol.getDeclarations() ?? [], checker);
    if (entity) {
      entities.set(entity.name, entity);
    }
  }
  cache.set(pkg, entities);
  return entities;
}

/** Parses "v3-sdk:Pool", "v3-sdk:Pool#getOutputAmount" or "v3-sdk:Pool#static:getAddress". */
function parseApiReference(reference: string): {
  pkg: SdkPackage;
  entity: string;
  member?: string;
  isStatic: boolean;
} {
  const match = /^(sdk-core|v2-sdk|v3-sdk):([A-Za-z_$][\w$]*)(?:#(static:)?([\w$]+))?$/.exec(
    reference,
  );
  if (!match) {
    throw new Error(
      `Malformed API reference "${reference}": expected package:Entity or package:Entity#member`,
    );
  }
  return {
    pkg: match[1] as SdkPackage,
    entity: match[2] ?? '',
    member: match[4],
    isStatic: match[3] !== undefined,
  };
}

/** The signature text a reference stands for; throws when the reference names nothing. */
export function resolveApiReference(reference: string): string {
  const {pkg, entity: entityName, member: memberName, isStatic} = parseApiReference(reference);
  const entity = loadPackageApi(pkg).get(entityName);
  if (!entity) {
    throw new Error(`${SDK_PACKAGES[pkg]} exports no "${entityName}" (in ${reference})`);
  }
  if (memberName === undefined) {
    return entity.declaration;
  }
  const member = entity.members.find(
    (candidate) => candidate.name === memberName && candidate.isStatic === isStatic,
  );
  if (!member) {
    throw new Error(
      `${entityName} has no public ${isStatic ? 'static ' : ''}member "${memberName}" (in ${reference})`,
    );
  }
  return member.signatures.join('\n');
}

/** The import statement of an exported entity: `import type` for interfaces and types. */
export function importLine(reference: string): string {
  const {pkg, entity: entityName, member} = parseApiReference(reference);
  const entity = loadPackageApi(pkg).get(entityName);
  if (!entity || member !== undefined) {
    throw new Error(
      `Cannot import "${reference}": ${SDK_PACKAGES[pkg]} exports no entity "${entityName}"`,
    );
  }
  const typeOnly = entity.kind === 'interface' || entity.kind === 'type';
  return `import ${typeOnly ? 'type ' : ''}{${entityName}} from '${SDK_PACKAGES[pkg]}';`;
}
