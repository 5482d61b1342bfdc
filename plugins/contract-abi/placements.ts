import {readFileSync} from 'node:fs';
import {ABI_DIRECTIVE_LINE} from './abiMarkdown';

/** A doc that places an interface's tables with `::abi{name="…"}`. */
export interface Placement {
  contract: string;
  permalink: string;
  title: string;
}

/** The interfaces each doc places, in the order the docs come. */
export function placementsIn(
  docs: readonly {permalink: string; title: string; sourceFile: string}[],
): Placement[] {
  return docs.flatMap((doc) =>
    readFileSync(doc.sourceFile, 'utf8')
      .split('\n')
      .flatMap((line) => {
        const contract = ABI_DIRECTIVE_LINE.exec(line)?.[1];
        return contract === undefined
          ? []
          : [{contract, permalink: doc.permalink, title: doc.title}];
      }),
  );
}
