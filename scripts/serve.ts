/**
 * `npm run serve`: the production build at http://localhost:3000/ (Chinese at
 * /zh/), with the locale's own 404 page. Options: --port, --host, --dir.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {startServer} from './lib/staticServer';

const {values} = parseArgs({
  options: {
    port: {type: 'string', short: 'p', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: process.env.HOST ?? 'localhost'},
    dir: {type: 'string', default: 'build'},
  },
});

const buildDir = path.resolve(values.dir);
startServer(buildDir, Number(values.port), values.host).then(
  ({url}) => {
    console.log(`Serving ${path.relative(process.cwd(), buildDir)}/ at ${url}/`);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
